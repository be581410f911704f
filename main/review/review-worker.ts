// A review worker (worker_threads, issue #34): reviews the ranges of moves main hands it, with shared/review's
// reviewFrom, and posts each part back; in the second pass it firms up the decisions main hands it
// (firmDecision, at the full budget). It keeps its place in the war, so work handed in rising order of moves
// is replayed once in all. Built as out/main/review-worker.js (electron.vite.config.ts); from source under tsx.
import { parentPort } from 'node:worker_threads';
import { actInPlace, copyState, type GameState } from '../../shared/engine/index.js';
import { firmDecision, reviewFrom } from '../../shared/review/index.js';
import { decisionSteps } from './decision-steps.js';
import type { FromReviewWorker, ReviewSettings, ToReviewWorker } from './protocol.js';

let war: { start: GameState; actions: readonly unknown[]; settings: ReviewSettings } | null = null;
/** The war after `at` of its moves. */
let here: { state: GameState; at: number } | null = null;

function reply(msg: FromReviewWorker): void {
  parentPort?.postMessage(msg);
}

/** The position after `step` moves, from where this worker stands (or the start, for an earlier one). */
function positionAt(step: number): GameState {
  if (war === null) throw new Error('The review worker has no war');
  if (here === null || here.at > step) here = { state: copyState(war.start), at: 0 };
  while (here.at < step) actInPlace(here.state, war.actions[here.at++]);
  return here.state;
}

function answer(msg: ToReviewWorker): FromReviewWorker | null {
  if (msg.type === 'war') {
    war = { start: JSON.parse(msg.start) as GameState, actions: msg.actions, settings: msg.settings };
    here = null;
    return null;
  }
  if (war === null) return { type: 'failed', message: 'The review worker has no war' };
  if (msg.type === 'steps') return { type: 'steps', steps: decisionSteps(war.start, war.actions, msg.from) };
  if (msg.type === 'firm') {
    const { seed, policy, firmBudget } = war.settings;
    return { type: 'firmed', decision: firmDecision(positionAt(msg.decision.step), msg.decision, { seed, policy, budget: firmBudget }) };
  }
  const part = reviewFrom(positionAt(msg.from), war.actions.slice(msg.from, msg.to), war.settings);
  // The part counts its moves from the range's start: the war counts them from its own.
  const decisions = part.decisions.map((d) => ({ ...d, step: d.step + msg.from }));
  const rolls = part.rolls.map((r) => ({ ...r, step: r.step + msg.from }));
  return { type: 'part', from: msg.from, review: { ...part, from: msg.from, moves: msg.to, decisions, rolls } };
}

parentPort?.on('message', (msg: ToReviewWorker) => {
  try {
    const out = answer(msg);
    if (out !== null) reply(out);
  } catch (e) {
    reply({ type: 'failed', message: e instanceof Error ? e.message : String(e) });
  }
});
