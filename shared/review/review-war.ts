// The first pass of a war's review (#34): replays the record through the engine's door and, at every decision
// the player made, plays the General Staff's rollouts for every legal action on common seeds (the advisor's own
// seeds, never the campaign's dice), so the review is the same for the same record and seed.
import { actInPlace, decision, legalActions, startGame, type GameState } from '../engine/index.js';
import { runRollouts, shippingPolicy } from '../advisor/index.js';
import { rolloutSeed } from '../advisor/seeds.js';
import { splitChanges, turningPoints, type DecisionOutcomes, type ReviewStep, type TurningPoint } from './split.js';

/** The first pass's rollouts per action and decision: a stated, smaller budget than the General Staff's. */
export const FIRST_PASS_ROLLOUTS = 24;

export interface WarRecord {
  readonly seed: number;
  readonly options?: unknown;
  readonly actions: readonly unknown[];
}

export interface ReviewOptions {
  readonly rollouts?: number;
  readonly seed?: number;
  readonly policy?: string;
  /** Told after each decision (done of total); returning false stops the review there (resume with `from`). */
  readonly onProgress?: (done: number, total: number) => boolean | void;
}

export interface WarReview {
  readonly rollouts: number;
  readonly decisions: DecisionOutcomes[];
  readonly steps: ReviewStep[];
  readonly turningPoints: TurningPoint[];
  /** True when every decision was reviewed. */
  readonly complete: boolean;
}

function armisticeOutcomes(outcomes: readonly (number | null)[]): number[] {
  return outcomes.map((o) => (o === null ? 0 : 1));
}

/** The General Staff's outcomes for the choice made and the best at one position (the highest Armistice share). */
export function judgeDecision(state: GameState, chosenAction: unknown, seeds: readonly number[], policy: string): DecisionOutcomes {
  const all = legalActions(state);
  const key = JSON.stringify(chosenAction);
  const chosenIndex = all.findIndex((a) => JSON.stringify(a) === key);
  const results = runRollouts(state, all.map((_, i) => i), seeds, policy);
  const shares = results.map((r) => armisticeOutcomes(r.outcomes));
  let best = 0;
  shares.forEach((s, i) => {
    if (s.reduce((a, b) => a + b, 0) > shares[best].reduce((a, b) => a + b, 0)) best = i;
  });
  const chosen = chosenIndex < 0 ? shares[best] : shares[chosenIndex];
  // When the choice made is as good as the best, it is its own best (no share lost to the player).
  const bestOutcomes = shares[best].reduce((a, b) => a + b, 0) > chosen.reduce((a, b) => a + b, 0) ? shares[best] : chosen;
  return { chosen, best: bestOutcomes };
}

/** Whether the war ended in an Armistice, from the final position (1) or not (0). */
function endOutcome(state: GameState): number {
  return state.over?.result === 'armistice' ? 1 : 0;
}

/** Reviews the record's decisions with a choice (one legal action only is no decision), from `from` on. */
export function reviewWar(record: WarRecord, opts: ReviewOptions = {}, from: DecisionOutcomes[] = []): WarReview {
  const rollouts = opts.rollouts ?? FIRST_PASS_ROLLOUTS;
  const seeds = Array.from({ length: rollouts }, (_, k) => rolloutSeed(opts.seed ?? 1, k));
  const policy = opts.policy ?? shippingPolicy();
  const state = startGame({ seed: record.seed, options: record.options as never }).state;
  const decisions = [...from];
  let seen = 0;
  let complete = true;
  const total = record.actions.length;
  for (let i = 0; i < total; i++) {
    const action = record.actions[i];
    if (decision(state) !== null && legalActions(state).length > 1) {
      if (seen >= from.length) {
        decisions.push(judgeDecision(state, action, seeds, policy));
        if (opts.onProgress?.(i + 1, total) === false) {
          complete = false;
          break;
        }
      }
      seen++;
    }
    actInPlace(state, action);
  }
  // Before the war's end (stopped, or a war still in progress) the last decision has no next chance yet: no step.
  const steps = splitChanges(decisions, endOutcome(state));
  if (!complete || state.over === undefined || state.over === null) steps.pop();
  return { rollouts, decisions, steps, turningPoints: turningPoints(decisions), complete };
}
