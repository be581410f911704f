// Issue 15: every modifier of an attack shows by its source and rule, on the button, in the chooser and the tooltip ("needs 4+: 50 % — Poison Gas +2 §10.2.1,
// Putnik −1 §10.2"): each Special Event with a DRM on the display in turn (§10.2, §10.2.1), Hypothesis Z (§8.4)
// and the Kaiserschlacht (§10.7), each attack's odds checked against the real rule die face by die face.
import { describe, expect, it } from 'vitest';
import { currentPrompt } from '../../../shared/engine/game.js';
import { top } from '../../../shared/engine/core/flow.js';
import { actionOdds, oddsShort, oddsText } from '../../../shared/engine/odds/index.js';
import { SPECIAL_EVENTS, POISON_GAS_DRMS, type SpecialEventDef } from '../../../shared/data/special-events.js';
import { specialEventBox } from '../../../shared/data/locations.js';
import { allAt, board, runPhase, runStack } from '../helpers.js';
import { franceAtTheBrink, turkeyAtWar } from '../positions.js';
import { pushOttomanAttacks } from '../../../shared/engine/rules/ottoman-attacks.js';
import { expectOddsMatchRule } from './enumerate.js';
import type { GameState } from '../../../shared/engine/core/state.js';

/** Turn 9 with Italy at war and France open, 3 RM: every Country a Special Event names can be attacked. */
function withEvent(e: SpecialEventDef): GameState {
  const st = board({
    turn: 9,
    tracks: { 'rm-coin': 3 },
    tiles: { 'border-forts-2': 'discarded', 'neutral-italy': 'discarded', 'it-4': 'italy', 'it-carnia': 'italy', 'special-event': specialEventBox(e.id) },
  });
  runPhase(st, 'cp-attack');
  return st;
}

const signed = (n: number): string => (n < 0 ? `−${-n}` : `+${n}`);

/** Turkey at war, two Russians in Armenia with the Armenians tile, Indians in Mesopotamia, the MEF stalled at Gallipoli. */
function ottomanFront(): GameState {
  const st = turkeyAtWar({
    tiles: { ...allAt(['rus-caucasus', 'rus-cossacks'], 'armenia'), ...allAt(['ind-a', 'ind-b'], 'mesopotamia'), 'gb-mef': 'gallipoli' },
    tracks: { 'lira-coin': 3 },
  });
  pushOttomanAttacks(st, {});
  runStack(st);
  return st;
}

function cpAttackFrom(make: () => GameState): () => GameState {
  return () => {
    const st = make();
    runPhase(st, 'cp-attack');
    return st;
  };
}

/** The modifiers that are not Special Events, each in a position where it applies: [name, position, decision, action, words]. */
const OTHER_SOURCES: readonly (readonly [string, () => GameState, string, string, string])[] = [
  ['§8.4 Hypothesis Z', cpAttackFrom(() => board({ turn: 9, tiles: { 'neutral-roumania': 'counter-tray', 'rou-1': 'roumania', 'rou-2': 'roumania', 'hypothesis-z': 'austria-hungary' }, tracks: { 'rm-coin': 3 } })),
    'cp-attack', 'attack', '−1 §8.4'],
  ['§10.7 the Kaiserschlacht', cpAttackFrom(() => franceAtTheBrink({ tracks: { krupp: 1 } })), 'cp-attack', 'kaiserschlacht', 'Kaiserschlacht −1 §10.7'],
  ['§5.3.1.1 the MEF stalled at Gallipoli', ottomanFront, 'near-east:attack', 'attack', 'the MEF stalled at Gallipoli −1 §5.3.1.1'],
  ['§12.6.1 the Armenians', ottomanFront, 'near-east:attack', 'attack', 'the Armenians −1 §12.6.1'],
];

/** The Special Events whose tile changes a CP attack (§10.2; Poison Gas by R20). */
const WITH_DRM = SPECIAL_EVENTS.filter((e) => e.drm !== 0 || e.id === 'poison-gas');

describe('issue 15: every attack modifier by source and rule', () => {
  it("§10.2 the issue's Putnik, Mackensen, Shell Shortage and Poison Gas are among them", () => {
    for (const id of ['putnik', 'mackensen', 'british-shell-shortage', 'poison-gas']) expect(WITH_DRM.map((e) => e.id)).toContain(id);
  });

  it.each(WITH_DRM.map((e) => [e.name, e] as const))('§10.2 %s: on each attack where it applies, named with its rule, odds = the rule', (_name, e) => {
    const st = withEvent(e);
    const p = currentPrompt(st);
    expect(p?.kind).toBe('cp-attack');
    const d = (top(st)?.d ?? {}) as Record<string, unknown>;
    const rule = e.id === 'poison-gas' ? '§10.2.1' : '§10.2';
    const value = e.id === 'poison-gas' ? POISON_GAS_DRMS[0] : e.drm;
    const words = `${e.name} ${signed(value)} ${rule}`;
    let withIt = 0;
    let without = 0;
    const checked = new Set<string>();
    for (const a of p!.actions) {
      if (a.type !== 'attack') continue;
      const odds = actionOdds(st, p!.kind, d, a)!;
      const box = st.loc[a.target];
      const applies = e.countries === 'all' || e.countries.includes(box);
      const source = odds.drm.find((s) => s.source === e.id);
      if (applies) {
        expect(source, `${e.name} on the attack in ${box}`).toEqual({ source: e.id, value, rule });
        expect(oddsText(odds)).toContain(words); // the tooltip and kk play
        expect(oddsShort(odds)).toContain(`(${words}`); // the button and the chooser
        withIt++;
      } else {
        expect(source, `${e.name} never on the attack in ${box}`).toBeUndefined();
        without++;
      }
      if (checked.has(a.target)) continue; // paying with RM or Krupp rolls the same die
      checked.add(a.target);
      expectOddsMatchRule(st, a, odds);
    }
    expect(withIt, `an attack ${e.name} changes`).toBeGreaterThan(0);
    if (e.countries !== 'all') expect(without, `an attack ${e.name} leaves alone`).toBeGreaterThan(0);
  });

  it.each(OTHER_SOURCES)('%s: named with its rule on the attack it changes, odds = the rule', (_name, make, kind, type, words) => {
    const st = make();
    const p = currentPrompt(st)!;
    expect(p.kind).toBe(kind);
    const d = (top(st)?.d ?? {}) as Record<string, unknown>;
    const found = p.actions.filter((a) => a.type === type).map((a) => [a, actionOdds(st, p.kind, d, a)!] as const)
      .filter(([, o]) => oddsText(o).includes(words) && oddsShort(o).includes(words));
    expect(found.length, `an action whose odds say "${words}" on its button and tooltip`).toBeGreaterThan(0);
    expectOddsMatchRule(st, found[0][0], found[0][1]);
  });
});
