import { describe, it, expect } from 'vitest';
import {
  ARMIES,
  ARMY_BY_ID,
  ARMY_INDEX,
  ASKARI_IDS,
  CITY_IDS,
  CIVIL_SOCIETY_IDS,
  CRUISER_IDS,
  FORT_IDS,
  LIRA_CHIT_IDS,
  RUNNER_IDS,
  TILE_BY_ID,
  TILES,
  TRENCH_IDS,
  TURN_CHIT_IDS,
  UBOAT_IDS,
} from '../../shared/data/index.js';
import { components } from './components-json.js';

/** The kind a components.json 'others' id gets in TILES. */
function kindOf(otherId: string): string {
  if (otherId.startsWith('ott-')) return 'ott';
  if (otherId.startsWith('neutral-')) return 'neutral';
  if (otherId.startsWith('surrender-')) return 'surrender';
  if (otherId.startsWith('pink-')) return 'pink';
  return otherId;
}

describe('tiles (§2.1, §2.4)', () => {
  it('§2.1: there are exactly 176 tiles, with unique ids', () => {
    expect(TILES).toHaveLength(176);
    expect(components.meta.tileTotal).toBe(176);
    expect(new Set(TILES.map((t) => t.id)).size).toBe(176);
    expect(Object.keys(TILE_BY_ID)).toHaveLength(176);
  });

  it('R1: the 60 armies come first, in the roster order of components.json with the same names and strengths', () => {
    const json = components.tiles.armies;
    expect(ARMIES).toHaveLength(60);
    expect(ARMIES.map((a) => a.id)).toEqual(json.map((a) => a.id));
    ARMIES.forEach((a, i) => {
      const j = json[i]!;
      expect(a.name).toBe(j.name);
      expect(a.strength).toEqual(j.strength);
      expect(a.theater).toBe(j.theater);
      expect(a.nationality).toBe(j.nationality.startsWith('GB') ? 'GB' : j.nationality);
      expect(ARMY_INDEX[a.id]).toBe(i);
      expect(ARMY_BY_ID[a.id]).toBe(a);
      expect(TILES[i]).toMatchObject({ id: a.id, kind: 'army', name: a.name });
    });
  });

  it('§2.4, §10.5: skull, asterisk and Near-East marks match components.json', () => {
    for (const j of components.tiles.armies) {
      const a = ARMY_BY_ID[j.id]!;
      expect(a.skull, j.id).toBe(j.marks.includes('skull'));
      expect(a.asterisk, j.id).toBe(j.marks.some((m) => m.startsWith('asterisk')));
      expect(a.nearEast, j.id).toBe(j.marks.includes('near-east'));
    }
  });

  it('§2.4: four British, two French, two Italian and four American asterisks; gb-2 has one (§10.5.1)', () => {
    const starred = ARMIES.filter((a) => a.asterisk);
    const count = (nat: string) => starred.filter((a) => a.nationality === nat).length;
    expect(count('GB')).toBe(4);
    expect(count('F')).toBe(2);
    expect(count('I')).toBe(2);
    expect(count('USA')).toBe(4);
    expect(starred).toHaveLength(12);
    expect(ARMY_BY_ID['gb-2']!.asterisk).toBe(true);
    expect(ARMY_BY_ID['gb-1']!.asterisk).toBe(false);
    expect(ARMY_BY_ID['gb-bef']).toMatchObject({ skull: true, asterisk: true });
  });

  it('§6.1.2, §8.5, §12.0: British = GB, Belgian, South African, ANA (incl. MEF and Dunsterforce); Indians are not', () => {
    const british = ARMIES.filter((a) => a.british).map((a) => a.id);
    expect(british).toEqual([
      'be-army',
      'gb-bef',
      'gb-1',
      'gb-2',
      'gb-3',
      'gb-4',
      'dunsterforce',
      'ana',
      'gb-lawrence',
      'gb-xx-corps',
      'za-saoef',
      'gb-mef',
    ]);
    expect(ARMY_BY_ID['ind-a']!.british).toBe(false);
  });

  it('§2.4: Serbian 3/4 and AAO 2/4 dual strengths; the army tile carries the first value', () => {
    expect(ARMY_BY_ID['srb-1']!.strength).toEqual([3, 4]);
    expect(ARMY_BY_ID['aao-orient']!.strength).toEqual([2, 4]);
    expect(TILE_BY_ID['srb-1']!.strength).toBe(3);
    expect(TILE_BY_ID['aao-orient']!.strength).toBe(2);
  });

  it('§2.1: every other tile kind has the count of components.json tiles.others', () => {
    const expected = new Map<string, number>();
    for (const o of components.tiles.others) {
      const kind = kindOf(o.id);
      expected.set(kind, (expected.get(kind) ?? 0) + o.count);
    }
    const actual = new Map<string, number>();
    for (const t of TILES.slice(60)) actual.set(t.kind, (actual.get(t.kind) ?? 0) + 1);
    expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected));
    expect(TILES.slice(60).some((t) => t.kind === 'army')).toBe(false);
  });

  it('§2.1: single tiles keep their components.json id; multi-tile kinds are numbered -1, -2, …', () => {
    for (const o of components.tiles.others) {
      if (o.count === 1) expect(TILE_BY_ID[o.id], o.id).toBeDefined();
      else if (o.id !== 'city') {
        for (let i = 1; i <= o.count; i += 1) expect(TILE_BY_ID[`${o.id}-${i}`], `${o.id}-${i}`).toBeDefined();
        expect(TILE_BY_ID[`${o.id}-${o.count + 1}`]).toBeUndefined();
      }
    }
    expect(CITY_IDS).toEqual(components.cities.map((c) => `city-${c.id}`));
    for (const c of components.cities) expect(TILE_BY_ID[`city-${c.id}`]).toMatchObject({ kind: 'city', name: c.name });
  });

  it('§10.3: Border Forts have strength 3 and Trenches 4, as components.json', () => {
    const forts = components.tiles.others.find((o) => o.id === 'border-forts')!;
    const trenches = components.tiles.others.find((o) => o.id === 'trenches')!;
    expect(forts.strength).toBe(3);
    expect(trenches.strength).toBe(4);
    for (const id of FORT_IDS) expect(TILE_BY_ID[id]).toMatchObject({ kind: 'border-forts', strength: 3 });
    for (const id of TRENCH_IDS) expect(TILE_BY_ID[id]).toMatchObject({ kind: 'trenches', strength: 4 });
  });

  it('§11.3: the Civil Society tiles are Constitution, Free Press and Rule of Law', () => {
    expect(CIVIL_SOCIETY_IDS.map((id) => TILE_BY_ID[id]!.name)).toEqual(['Constitution', 'Free Press', 'Rule of Law']);
  });

  it('§12.5: 18 Lira chits worth 40 Lira, distributed as components.json liraChits', () => {
    expect(LIRA_CHIT_IDS).toHaveLength(18);
    const values = LIRA_CHIT_IDS.map((id) => TILE_BY_ID[id]!.value!);
    expect(values.reduce((a, b) => a + b, 0)).toBe(40);
    for (const { value, count } of components.liraChits) {
      expect(values.filter((v) => v === value), `value ${value}`).toHaveLength(count);
    }
    expect(values).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 4, 4, 5, 5]);
  });

  it('§2.3: 28 Turn Chits, index 0 = turn-chit-1, each carrying its number', () => {
    expect(TURN_CHIT_IDS).toHaveLength(28);
    TURN_CHIT_IDS.forEach((id, i) => {
      expect(id).toBe(`turn-chit-${i + 1}`);
      expect(TILE_BY_ID[id]).toMatchObject({ kind: 'turn-chit', chit: i + 1 });
    });
  });

  it('§9.1, §12.2, §13.1: id lists have the printed counts', () => {
    expect(CRUISER_IDS).toEqual(['cruiser-1', 'cruiser-2', 'cruiser-3', 'cruiser-4']);
    expect(RUNNER_IDS).toHaveLength(4);
    expect(UBOAT_IDS).toEqual(['u-boats-1', 'u-boats-2']);
    expect(ASKARI_IDS).toEqual(['askari-1', 'askari-2']);
    expect(FORT_IDS).toEqual(['border-forts-1', 'border-forts-2']);
    expect(TRENCH_IDS).toEqual(['trenches-1', 'trenches-2']);
    expect(CITY_IDS).toHaveLength(11);
    expect(TILE_BY_ID['pink-socialist-revolution-1']!.kind).toBe('pink');
    expect(TILES.filter((t) => t.kind === 'ott')).toHaveLength(7);
  });
});
