// Issue 15: the Zeppelin's recon (§9.6 ②) rolls no die for its result: the odds say it is certain, and whatever
// the saving throw that follows shows (§9.6.1), the real rule lifts the Trenches every time.
import { describe, expect, it } from 'vitest';
import { actInPlace, currentPrompt } from '../../../shared/engine/game.js';
import { copyState } from '../../../shared/engine/core/board.js';
import { takeEvents } from '../../../shared/engine/core/events.js';
import { top } from '../../../shared/engine/core/flow.js';
import { actionOdds, oddsShort, oddsText } from '../../../shared/engine/odds/index.js';
import { runPhase } from '../helpers.js';
import { airWar } from '../positions.js';
import { allFaces, expectOddsMatchRule } from './enumerate.js';

describe('issue 15: Zeppelin recon', () => {
  it('§9.6 ② recon is certain: no die for the raid, every saving-throw face still lifts the Trenches', () => {
    const st = airWar(5, 1, 0, { tiles: { zeppelin: 'germany', 'trenches-1': 'belgium' } });
    runPhase(st, 'naval-air');
    const p = currentPrompt(st)!;
    expect(p.kind).toBe('zeppelin-raid');
    const recon = p.actions.find((a) => a.type === 'zeppelin-recon')!;
    const odds = actionOdds(st, p.kind, (top(st)?.d ?? {}) as Record<string, unknown>, recon)!;
    expect(odds).toMatchObject({ kind: 'zeppelin', rule: '§9.6', dice: 0, success: { num: 1, den: 1 } });
    expect(odds.outcomes).toEqual([{ id: 'success', chance: { num: 1, den: 1 } }]);
    expect(oddsShort(odds)).toBe('100 %');
    expect(oddsText(odds)).toBe('no roll: 100 %');
    expectOddsMatchRule(st, recon, odds);
    // The saving throw (§9.6.1) is the only die the action rolls: each face leaves the raid a success.
    for (const [face] of allFaces(1)) {
      const probe = copyState(st);
      probe.forced.dice = [face];
      takeEvents();
      actInPlace(probe, recon);
      const raid = takeEvents().find((e) => e.type === 'zeppelin-raid');
      expect(raid, `saving throw ${face}`).toMatchObject({ raid: 'recon', success: true });
      expect(probe.loc['trenches-1']).toBe('counter-tray');
    }
  });
});
