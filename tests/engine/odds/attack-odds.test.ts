// Issue 15: the odds of the attacks campaigns seldom reach (§10.7 Kaiserschlacht, §10.6 the Tank, R26 doubles,
// §10.2.1 Poison Gas) and of the Gallipoli landing (R9), against every die face forced through the real rule.
import { describe, expect, it } from 'vitest';
import { actTrusted, currentPrompt } from '../../../shared/engine/game.js';
import { checkDecision } from './campaign-check.js';
import { takeEvents } from '../../../shared/engine/core/events.js';
import { actionOdds, chance, gallipoliOdds, sameChance } from '../../../shared/engine/odds/index.js';
import { gallipoli } from '../../../shared/engine/rules/calendar-events.js';
import { allFaces } from './enumerate.js';
import { board, runPhase } from '../helpers.js';
import { baronOver, franceAtTheBrink, russiaAtTheBrink } from '../positions.js';
import type { GameState } from '../../../shared/engine/core/state.js';

/** Positions campaigns seldom reach (the Kaiserschlachts, the Tank Army, the Red Baron, Poison Gas's two attacks), each with
 * the odds it must have checked die face by die face. */
const HAND_BUILT: readonly [string, () => GameState, string][] = [
  ['§10.7 Kaiserschlacht on the last French army, RM or Krupp', () => franceAtTheBrink({ tracks: { krupp: 1 } }), 'cp-attack/kaiserschlacht'],
  ['§10.7.1 R28 Kaiserschlacht on Lithuania after the Explosion', () => russiaAtTheBrink({ tracks: { 'rm-coin': 4 } }), 'cp-attack/kaiserschlacht'],
  ['§10.6 R38 the Tank Army takes the Red Baron\'s attack and the ordinary one', () =>
    baronOver('fr-2', 1, { tiles: { 'french-tank-army': 'france' }, tracks: { 'rm-coin': 3 } }), 'cp-attack/red-baron'],
  ['§8.4 Hypothesis Z −1 on attacks from Austria-Hungary while Roumania fights', () =>
    board({ turn: 9, tiles: { 'neutral-roumania': 'counter-tray', 'rou-1': 'roumania', 'rou-2': 'roumania', 'hypothesis-z': 'austria-hungary' }, tracks: { 'rm-coin': 3 } }), 'drm:hypothesis-z'],
  ['§10.1.1 R26 the Red Baron over the French 2nd, Poison Gas +2', () =>
    baronOver('fr-2', 1, { tiles: { 'special-event': 'special-events:poison-gas' }, tracks: { 'rm-coin': 3 } }), 'drm:poison-gas'],
];

function fromCpAttack(make: () => GameState): GameState {
  const st = make();
  runPhase(st, 'cp-attack');
  return st;
}

describe('issue 15: attack odds equal the real rule, die face by die face', () => {
  it.each(HAND_BUILT)('%s', (_name, make, checked) => {
    const seen = new Set<string>();
    const st = fromCpAttack(make);
    expect(checkDecision(st, seen)).toBeGreaterThan(0);
    // §10.2.1 R20: the second attack under Poison Gas gets +1: play one, then check them all again.
    const first = currentPrompt(st)?.actions.find((a) => a.type === 'attack');
    if (first) {
      actTrusted(st, first);
      takeEvents();
      checkDecision(st, seen);
    }
    expect([...seen].some((k) => k.startsWith('cp-attack/'))).toBe(true);
    expect(seen, 'the position checks the odds it is named for').toContain(checked);
  });

  it('§10.7 §10.6 R26 the hand-built positions reach the Kaiserschlacht, the Tank and the Red Baron\'s doubles', () => {
    const seen = new Set<string>();
    for (const [, make] of HAND_BUILT) checkDecision(fromCpAttack(make), seen);
    for (const k of ['cp-attack/kaiserschlacht', 'outcome:absorbed', 'outcome:doubles', 'drm:poison-gas', 'drm:kaiserschlacht', 'drm:hypothesis-z']) expect(seen, k).toContain(k);
  });

  it('§10.2.1 R20: Poison Gas gives +2 to the first attack, +1 to the second, as the odds say before each', () => {
    const st = fromCpAttack(() => baronOver('fr-3', 1, { tiles: { 'special-event': 'special-events:poison-gas' }, tracks: { 'rm-coin': 3 } }));
    const gas = (): number[] => {
      const p = currentPrompt(st)!;
      const a = p.actions.find((x) => x.type === 'attack' && x.target === 'fr-2')!;
      return actionOdds(st, p.kind, {}, a)!.drm.filter((x) => x.source === 'poison-gas').map((x) => x.value);
    };
    expect(gas()).toEqual([2]);
    actTrusted(st, currentPrompt(st)!.actions.find((x) => x.type === 'attack' && x.target === 'gb-bef' || x.type === 'attack' && x.target !== 'fr-2')!);
    takeEvents();
    expect(gas()).toEqual([1]);
  });

  it('R9 / §5.3.1: the Gallipoli landing pins the MEF with the chance of one success in its free attacks', () => {
    const odds = gallipoliOdds();
    const seqs = allFaces(odds.dice);
    let pinned = 0;
    for (const dice of seqs) {
      const st = board({ turn: 5, tiles: { 'neutral-ottoman': 'discarded' } }); // Turkey fights for the CP
      st.forced.dice = [...dice];
      gallipoli(st);
      takeEvents();
      if (st.loc['gb-mef'] === 'gallipoli') pinned++;
      else expect(st.loc['gb-mef']).toBe('omnibus:0'); // §5.3.1: it reached Constantinople
    }
    expect(sameChance(odds.success, chance(pinned, seqs.length))).toBe(true);
    expect(odds.success).toEqual({ num: 7, den: 8 }); // three free attacks at 4+ (R9)
  });
});
