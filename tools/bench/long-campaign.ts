// The longest legal campaign the tools' policies find, for the benchmarks sized on a 600-action campaign
// (saves.ts, history.ts): every action legal, chosen by the policies among the engine's own.
import { engine } from '../../main/engine-port.js';
import { actInPlace, newGame, prompt, setEventRecording, type Action, type Options } from '../../shared/engine/index.js';
import { greedyPolicy, randomPolicy, toolRng } from '../policy.js';

export const TARGET_ACTIONS = 600;

export interface Played {
  readonly seed: number;
  readonly options: Options;
  readonly actions: Action[];
}

/** Plays on from `prefix` with the greedy policy, a few choices in a hundred random; every action legal. */
function playOut(seed: number, options: Options, prefix: readonly Action[], policySeed: number, randomShare: number): Action[] {
  const st = newGame({ seed, options });
  for (const a of prefix) actInPlace(st, a);
  const greedy = greedyPolicy(policySeed);
  const random = randomPolicy(policySeed + 1_000_000);
  const coin = toolRng(policySeed + 2_000_000);
  const actions = [...prefix];
  for (let p = prompt(st); p !== null; p = prompt(st)) {
    const a = coin() < randomShare ? random(st, p) : greedy(st, p);
    actInPlace(st, a);
    actions.push(a);
  }
  return actions;
}

/**
 * Long legal campaigns: greedy campaigns of many seeds (all options on: the longest games), then the
 * longest is lengthened by playing on differently from random points of it, keeping any longer ending.
 * Stops at 600 actions; no policy of the tools gets there (a full campaign is ~430–530 actions).
 */
export function longCampaigns(): { longest: Played; others: Played[]; tried: number } {
  setEventRecording(false);
  const options = engine.normaliseOptions({ hundredDays: true, indiansTwice: true, removeCruisers: 2 });
  const games: Played[] = [];
  for (let seed = 1; seed <= 200; seed++) games.push({ seed, options, actions: playOut(seed, options, [], seed, 0) });
  games.sort((a, b) => b.actions.length - a.actions.length);
  let longest = games[0];
  const cut = toolRng(9);
  let tried = 200;
  for (let k = 1; k <= 150 && longest.actions.length < TARGET_ACTIONS; k++, tried++) {
    const prefix = longest.actions.slice(0, Math.floor(cut() * longest.actions.length));
    const actions = playOut(longest.seed, options, prefix, 10_000 + k, 0.05);
    if (actions.length > longest.actions.length) longest = { ...longest, actions };
  }
  setEventRecording(true);
  return { longest, others: games.slice(1, 6), tried };
}
