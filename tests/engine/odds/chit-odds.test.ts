// Issue 15: the odds of the paid choices no table prints: Socialist agitation's die toward the Explosion (§5.4.1,
// §5.4.1.1) and a Lira chit drawn blind (§12.5, R4), each face or chit forced through the real rule.
import { describe, expect, it } from 'vitest';
import { actInPlace, currentPrompt } from '../../../shared/engine/game.js';
import { takeEvents } from '../../../shared/engine/core/events.js';
import { top } from '../../../shared/engine/core/flow.js';
import { actionOdds, oddsShort, oddsText, type Odds } from '../../../shared/engine/odds/index.js';
import { pushSocialistAgitation } from '../../../shared/engine/rules/chit-events.js';
import { LIRA_CHIT_IDS } from '../../../shared/data/tiles.js';
import type { GameState } from '../../../shared/engine/core/state.js';
import { board, runPhase, runStack } from '../helpers.js';
import { turkeyAtWar } from '../positions.js';
import { checkDecision } from './campaign-check.js';

/** The odds of the pending decision's action of `type`. */
function oddsOf(st: GameState, type: string): Odds {
  const p = currentPrompt(st)!;
  const a = p.actions.find((x) => x.type === type)!;
  return actionOdds(st, p.kind, (top(st)?.d ?? {}) as Record<string, unknown>, a)!;
}

/** §5.4.1: a red star offered with the Revolution marker on `box` and 3 RM. */
function agitation(box: number): GameState {
  const st = board({ turn: 5, tracks: { 'rm-coin': 3, 'pink-socialist-revolution-1': box } });
  pushSocialistAgitation(st, { chit: 5 });
  runStack(st);
  return st;
}

/** §12.5: Turkey at war with `lira` Lira; the chits named go out of the cup first. Played up to the draw. */
function liraDraw(liraNow: number, gone: readonly string[]): GameState {
  const st = turkeyAtWar({ tracks: { 'lira-coin': liraNow }, tiles: Object.fromEntries(gone.map((id) => [id, 'discarded'])) });
  runPhase(st, 'near-east');
  for (let guard = 0; guard < 20 && currentPrompt(st)?.kind !== 'near-east:lira'; guard++) {
    const p = currentPrompt(st);
    if (p === null) break;
    actInPlace(st, p.actions.find((a) => a.type === 'decline') ?? p.actions[p.actions.length - 1]);
    takeEvents();
  }
  expect(currentPrompt(st)?.kind).toBe('near-east:lira');
  return st;
}

describe('issue 15: Socialist agitation and the Lira draw', () => {
  it.each([
    [0, null, { num: 0, den: 1 }, 'no Explosion: the marker to 1–6'],
    [7, 6, { num: 1, den: 6 }, 'the Revolution explodes on 6: 17 % — else the marker to 8–12 §5.4.1'],
    [9, 4, { num: 1, den: 2 }, 'the Revolution explodes on 4+: 50 % — else the marker to 10–12 §5.4.1'],
    [12, 1, { num: 1, den: 1 }, 'the Revolution explodes on 1+: 100 %'],
  ])('§5.4.1 §5.4.1.1 the Revolution marker on %i: the Explosion on %s, every face through the rule', (box, need, success, text) => {
    const st = agitation(box);
    expect(currentPrompt(st)?.kind).toBe('socialist-agitation');
    const odds = oddsOf(st, 'pay');
    expect(odds.need).toEqual(need === null ? null : { atLeast: need });
    expect(odds.success).toEqual(success);
    expect(oddsText(odds)).toBe(text);
    expect(oddsShort(odds)).toMatch(/^Explosion \d+ %$/);
    const seen = new Set<string>();
    expect(checkDecision(st, seen)).toBe(1);
    expect(seen).toContain('socialist-agitation/pay');
  });

  it.each([
    [0, []],
    [10, []], // R4: a 3, 4 or 5 chit fills the track to 12 only
    [4, LIRA_CHIT_IDS.slice(0, 5)], // three 0s and two 1s already drawn
  ])('§12.5 R4 with %i Lira: each chit in the cup drawn in turn gives the odds of each gain', (liraNow, gone) => {
    const st = liraDraw(liraNow, gone);
    const odds = oddsOf(st, 'draw');
    const inCup = LIRA_CHIT_IDS.length - gone.length;
    expect(odds.outcomes.every((o) => o.chance.den <= inCup && inCup % o.chance.den === 0)).toBe(true);
    expect(oddsShort(odds)).toMatch(/^any Lira \d+ %$/);
    expect(oddsText(odds)).toMatch(/^\+\d Lira \d+ %(, \+\d Lira \d+ %)*$/);
    if (liraNow === 10) expect(odds.outcomes.map((o) => o.id)).toEqual(['lira-0', 'lira-1', 'lira-2']);
    const seen = new Set<string>();
    expect(checkDecision(st, seen)).toBe(1);
    expect(seen).toContain('near-east:lira/draw');
  });
});
