// A campaign's history, step by step (issue 12 "History"): the position after any number of its actions,
// the log cut at that moment and the events of the action that led there (a replay animates them). Built
// by one replay through the engine; every CHECKPOINT_EVERY actions the state is kept, so any step is that
// checkpoint plus at most CHECKPOINT_EVERY - 1 actions played again. The states kept are the engine's own
// act() results, which nothing changes afterwards.
import type { BoardView, DiceChange, GameEvent, GameState, LogEntry, Options, PlainAction } from '../../shared/engine/index.js';
import type { StepMark } from '../../shared/history-steps.js';
import type { EnginePort } from '../engine-port.js';

export const CHECKPOINT_EVERY = 16;

/** One moment of a campaign: the position after `step` actions. */
export interface HistoryStep {
  readonly step: number;
  readonly state: GameState;
  readonly view: BoardView;
  /** The log up to this moment (the start's lines, then each action's), as the live log showed it then. */
  readonly log: readonly LogEntry[];
  /** The events of the action that led here (step 0: the opening of the campaign). */
  readonly events: readonly GameEvent[];
}

export interface HistorySource {
  readonly seed: number;
  readonly options: Options;
  readonly actions: readonly PlainAction[];
  /** Where its dice changed (a branch with new dice, issue 31). */
  readonly newDice?: readonly DiceChange[];
}

export class CampaignHistory {
  /** Turn and phase of every step, 0 … length. */
  readonly marks: StepMark[] = [];
  /** How many of the actions could be played (all of them, unless one is no longer legal). */
  readonly length: number;
  private readonly checkpoints: GameState[] = [];
  private readonly events: GameEvent[][] = [];
  /** lines[i]: the log entries of step i; lineEnds[i]: how many lines the log holds at step i. */
  private readonly lines: LogEntry[][] = [];
  private readonly lineEnds: number[] = [];
  /** The last state of each turn played, by turn (the end screen's plot by turn). */
  private readonly turnEnds = new Map<number, GameState>();

  constructor(private readonly engine: EnginePort, private readonly source: HistorySource) {
    const start = engine.startGame({ seed: source.seed, options: source.options, newDice: source.newDice });
    let state = start.state;
    this.keep(state, start.events);
    let played = 0;
    for (const action of source.actions) {
      try {
        const next = engine.act(state, action);
        state = next.state;
        this.keep(state, next.events);
      } catch (e) {
        // An action no longer legal under today's rules: the history ends before it (as the loader's replay).
        if ((e as Error).name !== 'IllegalActionError') throw e;
        break;
      }
      played++;
    }
    this.length = played;
  }

  get seed(): number {
    return this.source.seed;
  }

  get options(): Options {
    return this.source.options;
  }

  /** The state at the end of each turn played, in turn order (the last one: where the history ends). */
  turnEndStates(): { readonly turn: number; readonly state: GameState }[] {
    return [...this.turnEnds].map(([turn, state]) => ({ turn, state }));
  }

  /** The events of the action that led to `step` (step 0: the opening), without replaying anything. */
  eventsOf(step: number): readonly GameEvent[] {
    return this.events[this.clamp(step)];
  }

  private keep(state: GameState, events: GameEvent[]): void {
    const step = this.marks.length;
    if (step % CHECKPOINT_EVERY === 0) this.checkpoints.push(state);
    this.marks.push({ turn: state.turn, phase: state.phase });
    this.turnEnds.set(state.turn, state);
    this.events.push(events);
    const entries = this.engine.logEntriesOf(events);
    this.lines.push(entries);
    this.lineEnds.push((this.lineEnds[step - 1] ?? 0) + entries.length);
  }

  /** The actions of steps 0 … step (the ones a branch from here keeps). */
  actionsUpTo(step: number): readonly PlainAction[] {
    return this.source.actions.slice(0, this.clamp(step));
  }

  /** The state after `step` actions: the checkpoint before it, and the actions since played again. */
  stateAt(step: number): GameState {
    const n = this.clamp(step);
    const base = Math.floor(n / CHECKPOINT_EVERY);
    let state = this.checkpoints[base];
    for (let i = base * CHECKPOINT_EVERY; i < n; i++) state = this.engine.act(state, this.source.actions[i]).state;
    return state;
  }

  /** The whole moment: position, board view, log cut there, and the events that led to it. */
  at(step: number): HistoryStep {
    const n = this.clamp(step);
    const state = this.stateAt(n);
    return { step: n, state, view: this.engine.view(state), log: this.logUpTo(n), events: this.events[n] };
  }

  /** The log as it stood at `step`. */
  logUpTo(step: number): LogEntry[] {
    return this.lines.slice(0, this.clamp(step) + 1).flat();
  }

  /** How many log lines there are up to `step` (where a log cut there ends). */
  lineCountAt(step: number): number {
    return this.lineEnds[this.clamp(step)];
  }

  private clamp(step: number): number {
    if (!Number.isInteger(step) || step < 0) return 0;
    return Math.min(step, this.length);
  }
}
