// Moving through a campaign's history: which step is the next or previous turn or phase. A step is the
// position after that many actions (step 0: the first decision of turn 1). Pure, so main, the terminal
// and the renderer move the same way.
import type { LogEntry } from './engine/index.js';

/** Where a step stands in the Sequence of Play: its turn and phase (the engine's phase number). */
export interface StepMark {
  readonly turn: number;
  readonly phase: number;
}

/** A campaign's log by step, as History gives it (GameApi.history) and the after-action report reads it. */
export interface HistoryLog {
  /** Each step's turn and phase, 0 … the last step. */
  readonly marks: readonly StepMark[];
  /** How many log lines there are at each step: the log at step n is `log.slice(0, lineCounts[n])`. */
  readonly lineCounts: readonly number[];
  /** The log of the whole history, one entry per event (issue 29). */
  readonly log: readonly LogEntry[];
}

export type HistoryMove = 'first' | 'previous-turn' | 'previous-phase' | 'previous' | 'next' | 'next-phase' | 'next-turn' | 'last';

function samePhase(a: StepMark, b: StepMark): boolean {
  return a.turn === b.turn && a.phase === b.phase;
}

/** The first step of the run of steps that share `at`'s phase (or turn, with `byTurn`). */
function runStart(marks: readonly StepMark[], at: number, byTurn: boolean): number {
  let i = at;
  while (i > 0 && (byTurn ? marks[i - 1].turn === marks[at].turn : samePhase(marks[i - 1], marks[at]))) i--;
  return i;
}

/** The first step after `at` in another turn (or phase); the last step when there is none. */
function nextRun(marks: readonly StepMark[], at: number, byTurn: boolean): number {
  for (let i = at + 1; i < marks.length; i++) {
    if (byTurn ? marks[i].turn !== marks[at].turn : !samePhase(marks[i], marks[at])) return i;
  }
  return marks.length - 1;
}

/** The start of the turn (or phase) before `at`'s: its first step; step 0 when there is none. */
function previousRun(marks: readonly StepMark[], at: number, byTurn: boolean): number {
  const start = runStart(marks, at, byTurn);
  return start === 0 ? 0 : runStart(marks, start - 1, byTurn);
}

/** The step a move leads to from step `at` (of marks.length steps, 0 … marks.length - 1). */
export function stepAfter(marks: readonly StepMark[], at: number, move: HistoryMove): number {
  const last = marks.length - 1;
  if (last < 0) return 0;
  const here = Math.min(Math.max(0, at), last);
  switch (move) {
    case 'first': return 0;
    case 'last': return last;
    case 'previous': return Math.max(0, here - 1);
    case 'next': return Math.min(last, here + 1);
    case 'previous-turn': return previousRun(marks, here, true);
    case 'next-turn': return nextRun(marks, here, true);
    case 'previous-phase': return previousRun(marks, here, false);
    case 'next-phase': return nextRun(marks, here, false);
  }
}

/** The first step of turn `turn` (a later turn's when that one has none); null past the campaign's end. */
export function firstStepOfTurn(marks: readonly StepMark[], turn: number): number | null {
  const i = marks.findIndex((m) => m.turn >= turn);
  return i < 0 ? null : i;
}
