// The action vocabulary (shared/engine/core/actions.ts): every action the engine offers is one of the typed
// actions, and targetsOf names exactly the board things its fields name, each one a tile or a location of
// shared/data. Offers are taken from the golden campaigns (every prompt on the way), plus the two positions
// that offer what no golden campaign does (a Kaiserschlacht, the Turkish smugglers).
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { ACTION_TYPES, namedTargets, targetsOf, type Action, type BoardRef } from '../../shared/engine/core/actions.js';
import { actInPlace, newGame, prompt, type Options } from '../../shared/engine/index.js';
import { TILE_BY_ID } from '../../shared/data/tiles.js';
import { isLocation, seaBox } from '../../shared/data/locations.js';
import type { SeaAreaId } from '../../shared/data/ids.js';
import { pending, play, runPhase } from './helpers.js';
import { franceAtTheBrink, navalOnly } from './positions.js';

const dir = new URL('../golden/', import.meta.url);

/** Every action offered at every decision of the golden campaigns. */
function offeredInGoldens(): Action[] {
  const out: Action[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const g = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as { seed: number; options: Partial<Options>; actions: unknown[] };
    const st = newGame({ seed: g.seed, options: g.options });
    for (const a of g.actions) {
      out.push(...(prompt(st)?.actions ?? []));
      actInPlace(st, a);
    }
  }
  return out;
}

/** §10.7: the CP Attack phase with France down to its last army offers a Kaiserschlacht. */
function kaiserschlachtOffers(): Action[] {
  const st = franceAtTheBrink();
  runPhase(st, 'cp-attack');
  return [...(prompt(st)?.actions ?? [])];
}

/** §9.1.7: the Aegean runner got through with Turkey at war. */
function smugglersOffers(): Action[] {
  const st = navalOnly({ runners: 1, cruisers: 1 }, { tiles: { 'neutral-ottoman': 'counter-tray' } });
  runPhase(st, 'naval-air', [1, 1]);
  play(st, { type: 'place-runner', area: '1b' });
  expect(pending(st)?.kind).toBe('turkish-smugglers');
  return [...(prompt(st)?.actions ?? [])];
}

/** The table companion (issue 32): a die asked at the first roll, a Turn Chit asked at the first chit draw. */
function companionOffers(): Action[] {
  const st = newGame({ seed: 5, options: { myDice: true, myChits: true } });
  const out: Action[] = [];
  while (!out.some((a) => a.type === 'enter-tile')) {
    const p = prompt(st)!;
    out.push(...p.actions.filter((a) => a.type === 'enter-die' || a.type === 'enter-tile'));
    actInPlace(st, p.actions[p.actions.length - 1]);
  }
  return out;
}

const OFFERED: readonly Action[] = [...offeredInGoldens(), ...kaiserschlachtOffers(), ...smugglersOffers(), ...companionOffers()];

/** One action of each shape (type and set of fields), the first offered. */
function shapes(actions: readonly Action[]): Action[] {
  const seen = new Map<string, Action>();
  for (const a of actions) {
    const key = `${a.type}(${Object.keys(a).sort().join(',')})`;
    if (!seen.has(key)) seen.set(key, a);
  }
  return [...seen.values()];
}

function exists(ref: BoardRef): boolean {
  return ref.kind === 'tile' ? TILE_BY_ID[ref.id] !== undefined : isLocation(ref.id);
}

describe('the action vocabulary', () => {
  it('every action type of the union is offered in the golden campaigns or the two extra positions', () => {
    expect([...new Set(OFFERED.map((a) => a.type))].sort()).toEqual([...ACTION_TYPES].sort());
  });

  it('docs/actions.md shows every action type (and the edition-0 `unrest`, nothing else)', () => {
    const text = readFileSync(new URL('../../docs/actions.md', import.meta.url), 'utf8');
    const documented = new Set([...text.matchAll(/"type": *"([a-z-]+)"/g)].map((m) => m[1]));
    expect([...documented].sort()).toEqual([...ACTION_TYPES, 'unrest'].sort());
  });

  it('targetsOf names only tiles and locations of shared/data, for every offered action', () => {
    const missing = OFFERED.flatMap((a) => targetsOf(a).filter((r) => !exists(r)).map((r) => `${JSON.stringify(a)} → ${r.kind} ${r.id}`));
    expect(missing).toEqual([]);
  });

  it('each named thing is the value of its field (a sea area stands for its box)', () => {
    for (const a of shapes(OFFERED)) {
      const fields: Readonly<Record<string, string | number | boolean>> = a;
      for (const { field, ref } of namedTargets(a)) {
        const value = fields[field];
        const expected = field === 'area' ? seaBox(value as SeaAreaId) : value;
        expect(ref.id, `${a.type}.${field}`).toBe(expected);
      }
    }
  });

  it('every string field names a board thing, except how an attack is paid', () => {
    for (const a of shapes(OFFERED)) {
      const named = new Set(namedTargets(a).map((t) => t.field));
      const strings = Object.entries(a).filter(([k, v]) => k !== 'type' && k !== 'pay' && typeof v === 'string').map(([k]) => k);
      expect(strings.filter((k) => !named.has(k)), a.type).toEqual([]);
    }
  });

  it('names the main thing first: the army before its Country, the runner before its sea area', () => {
    expect(targetsOf({ type: 'attack', target: 'fr-5', pay: 'rm' })).toEqual([{ kind: 'tile', id: 'fr-5' }]);
    expect(targetsOf({ type: 'attack', target: 'rus-kars' })).toEqual([{ kind: 'tile', id: 'rus-kars' }]);
    expect(targetsOf({ type: 'place-runner', runner: 'blockade-runner-1', area: '2b' })).toEqual([
      { kind: 'tile', id: 'blockade-runner-1' },
      { kind: 'box', id: 'sea:2b' },
    ]);
    expect(targetsOf({ type: 'bomb', country: 'france', army: 'fr-2' })).toEqual([
      { kind: 'tile', id: 'fr-2' },
      { kind: 'box', id: 'france' },
    ]);
    expect(targetsOf({ type: 'place-red-baron', army: 'gb-bef' })).toEqual([{ kind: 'tile', id: 'gb-bef' }]);
    expect(targetsOf({ type: 'build-u-boat', country: 'belgium' })).toEqual([{ kind: 'box', id: 'belgium' }]);
    expect(targetsOf({ type: 'kaiserschlacht', country: 'italy', rm: 3, krupp: 0, kaisertreu: 0 })).toEqual([{ kind: 'box', id: 'italy' }]);
    expect(targetsOf({ type: 'zeppelin-recon', trenches: 'trenches-1' })).toEqual([{ kind: 'tile', id: 'trenches-1' }]);
    expect(targetsOf({ type: 'bank', keep: 1, railway: true })).toEqual([]);
    expect(targetsOf({ type: 'done' })).toEqual([]);
  });
});
