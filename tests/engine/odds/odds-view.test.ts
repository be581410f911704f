// Issue 15: the view carries each action's odds in the prompt's order, in plain words with every modifier by
// source and rule; `kk play` prints them beside each choice.
import { describe, expect, it } from 'vitest';
import { view } from '../../../shared/engine/game.js';
import { runPhase } from '../helpers.js';
import { baronOver } from '../positions.js';
import { oddsSuffix } from '../../../tools/text-board.js';

describe('issue 15: the odds in the view', () => {
  it('§10.2.1 R20 each attack of the CP Attack phase carries its need, chance and Poison Gas with its rule', () => {
    const st = baronOver('fr-2', 1, { tiles: { 'special-event': 'special-events:poison-gas' }, tracks: { 'rm-coin': 3 } });
    runPhase(st, 'cp-attack');
    const v = view(st);
    expect(v.odds).toHaveLength(v.prompt?.actions.length ?? -1);
    const i = v.prompt!.actions.findIndex((a) => a.type === 'attack' && a.target === 'fr-3');
    // fr-3 (strength 3) with Poison Gas +2: any natural 2 or more beats it (R2: a 1 always fails).
    // On the button and in the chooser too, the modifier by source and rule (issue 15).
    expect(v.odds[i]).toMatchObject({ short: '2+: 83 % (Poison Gas +2 §10.2.1)', success: { num: 5, den: 6 }, rule: '§10.1' });
    expect(v.odds[i]?.text).toBe('needs 2+: 83 % — Poison Gas +2 §10.2.1');
    const done = v.prompt!.actions.findIndex((a) => a.type === 'done');
    expect(v.odds[done]).toBeNull();
    expect(oddsSuffix(v.odds[i])).toBe('   — needs 2+: 83 % — Poison Gas +2 §10.2.1');
    expect(oddsSuffix(v.odds[done])).toBe('');
  });

  it('§10.1.1 R26 the Red Baron: the higher of two dice, and his doubles', () => {
    const st = baronOver('fr-2', 1, { tracks: { 'rm-coin': 3 } });
    runPhase(st, 'cp-attack');
    const v = view(st);
    const i = v.prompt!.actions.findIndex((a) => a.type === 'red-baron');
    // fr-2 (strength 4) needs 5+: of 36 pairs, 8 + 10 have 5 or 6 as the higher of two different dice.
    expect(v.odds[i]?.success).toEqual({ num: 1, den: 2 });
    expect(v.odds[i]?.text).toBe('needs 5+: 50 % — doubles: the Red Baron is shot down 17 %');
  });
});
