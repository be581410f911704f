// The advisor as a player (issue #15, docs/strength.md): it plays the rest of a campaign deterministically
// for its seed, only ever legal actions, and where it cannot separate actions it keeps the strong policy's move.
import { describe, expect, it } from 'vitest';
import { act, legalActions, newGame, prompt, type Action, type GameState } from '../../shared/engine/index.js';
import { policyByName } from '../../shared/policies/policies.js';
import { advisorPlayer, advisorPlayerSeed, type AdvisorPlayerTally } from '../../shared/advisor/advisor-player.js';
import { AdvisorSession } from '../../shared/advisor/session.js';
import { runRollouts } from '../../shared/advisor/rollouts.js';

const BUDGET = 2; // rollouts per action: tiny, so the test stays quick
const FROM_TURN = 26; // the advisor plays the last turns (short rollouts), the strong policy the war before

/** Campaign `seed` played by the strong policy up to FROM_TURN (§15.3: the war ends after Turn 27). */
function lateCampaign(seed: number): GameState {
  let st = newGame({ seed });
  const strong = policyByName('strong', seed);
  for (let p = prompt(st); p !== null && st.turn < FROM_TURN; p = prompt(st)) st = act(st, strong(st, p)).state;
  expect(st.over).toBeNull();
  return st;
}

/** The advisor plays the war to its end through `act` (which refuses any illegal action); its moves and tally. */
function playToEnd(start: GameState, seed: number): { moves: Action[]; tally: AdvisorPlayerTally; end: GameState } {
  const player = advisorPlayer({ campaignSeed: seed, budget: BUDGET, policy: 'strong' });
  const moves: Action[] = [];
  let st = start;
  for (let p = prompt(st); p !== null; p = prompt(st)) {
    const a = player.policy(st, p);
    expect(legalActions(st)).toContainEqual(a);
    moves.push(a);
    st = act(st, a).state;
  }
  return { moves, tally: player.tally, end: st };
}

describe('the advisor player', () => {
  it.each([1, 2])('plays campaign %i to its end with legal actions, the same way twice', (seed) => {
    const start = lateCampaign(seed);
    const first = playToEnd(start, seed);
    const again = playToEnd(start, seed);
    expect(first.end.over).not.toBeNull();
    expect(again.moves).toEqual(first.moves);
    expect(again.end.over).toEqual(first.end.over);
    // it was asked on real choices, each with every outcome group × the budget
    expect(first.tally.advised).toBeGreaterThan(0);
    expect(first.tally.advised).toBeLessThanOrEqual(first.tally.decisions);
    expect(first.tally.rollouts).toBeGreaterThanOrEqual(first.tally.advised * 2 * BUDGET);
  });

  it('derives its own seed from the campaign seed and the decision count', () => {
    const seeds = new Set([advisorPlayerSeed(1, 0), advisorPlayerSeed(1, 1), advisorPlayerSeed(2, 0), advisorPlayerSeed(2, 1)]);
    expect(seeds.size).toBe(4);
    expect(advisorPlayerSeed(7, 12)).toBe(advisorPlayerSeed(7, 12));
  });

  it('lists the best-ranked action first among those the advisor cannot separate from it', () => {
    const st = lateCampaign(4);
    const session = new AdvisorSession(st, { seed: 9, policy: 'strong', maxPerAction: BUDGET });
    for (let job = session.nextJob(); job !== null; job = session.nextJob()) session.addResult(runRollouts(st, job.actionIndices, job.seeds, "strong"), job.first);
    const undecided = session.undecided();
    const best = session.advice().actions.find((a) => a.best); // the yardstick (issue #30: place 1 may hold several)
    expect(undecided[0]).toBe(best?.actionIndex);
    // distinct legal actions, each the first of its outcome group
    expect(new Set(undecided).size).toBe(undecided.length);
    for (const i of undecided) expect(i).toBeLessThan(legalActions(st).length);
  });
});
