import { describe, it, expect } from 'vitest';
import {
  BRITISH_BOMBING,
  CIVIL_SOCIETY,
  CRUISER_TABLE,
  NAVAL_BATTLE,
  OVER_THERE,
  POISON_GAS_COUNTRIES,
  POISON_GAS_DRMS,
  RESULT_BANDS,
  SPECIAL_EVENTS,
  SPECIAL_EVENT_BY_ID,
  TAGEBLATT,
  TANK_ARMY_REDEPLOY_MIN,
  VICTORY,
  resultBand,
  tageblattRow,
} from '../../shared/data/index.js';
import { components } from './components-json.js';

describe('Berliner Tageblatt (§7.1)', () => {
  it('§7.1: rows cover 2..33 without gaps or overlaps and equal components.json', () => {
    expect(TAGEBLATT[0]!.min).toBe(2);
    expect(TAGEBLATT[TAGEBLATT.length - 1]!.max).toBe(33);
    for (let i = 1; i < TAGEBLATT.length; i += 1) expect(TAGEBLATT[i]!.min).toBe(TAGEBLATT[i - 1]!.max + 1);
    for (let r = 2; r <= 33; r += 1) expect(tageblattRow(r).min).toBeLessThanOrEqual(r);
    expect(() => tageblattRow(1)).toThrow(RangeError);
    expect(() => tageblattRow(34)).toThrow(RangeError);
    expect(TAGEBLATT).toEqual(components.tageblatt.rows);
  });

  it('§7.1 example: 17–18 = Roumanian Entry + Poison Gas', () => {
    expect(tageblattRow(18)).toEqual({ min: 17, max: 18, special: 'poison-gas', general: ['roumanian-entry', 'hinden-luden'] });
  });

  it('§7.1.2 example: Hinden-Luden on 13..18 and nowhere else', () => {
    const rolls: number[] = [];
    for (let r = 2; r <= 33; r += 1) if (tageblattRow(r).general.includes('hinden-luden')) rolls.push(r);
    expect(rolls).toEqual([13, 14, 15, 16, 17, 18]);
  });

  it('§7.1.2: each general event fires exactly on its components.json band', () => {
    for (const [id, [min, max]] of Object.entries(components.tageblatt.generalBands)) {
      for (let r = 2; r <= 33; r += 1) {
        expect((tageblattRow(r).general as readonly string[]).includes(id), `${id} on ${r}`).toBe(r >= min && r <= max);
      }
    }
  });

  it('§7.1.2.6: the French Tank Army comes on 29+', () => {
    expect(TANK_ARMY_REDEPLOY_MIN).toBe(29);
    for (let r = 2; r <= 33; r += 1) {
      expect(tageblattRow(r).general.includes('french-tank-army')).toBe(r >= TANK_ARMY_REDEPLOY_MIN);
    }
  });
});

describe('Special Events Display (§7.1.1, §10.2)', () => {
  it('§10.2: 14 events in display order, with the DRMs and countries of components.json', () => {
    expect(SPECIAL_EVENTS.map((e) => e.id)).toEqual(components.specialEvents.map((e) => e.id));
    components.specialEvents.forEach((j, i) => {
      const e = SPECIAL_EVENTS[i]!;
      expect(e.displayIndex).toBe(j.displayIndex);
      expect(e.name).toBe(j.name);
      expect(SPECIAL_EVENT_BY_ID[e.id]).toBe(e);
      const drm = j.drm[0];
      if (drm === undefined) {
        expect(e.drm).toBe(0);
        expect(e.countries).toEqual([]);
      } else {
        expect(e.drm).toBe(typeof drm.value === 'number' ? drm.value : 0);
        expect(e.countries).toEqual(drm.countries);
      }
    });
  });

  it('§10.2: +1 for Shell Shortage, Mackensen, Place of Execution, Stosstruppen, Hoffmann, Alpenkorps; -1 for the rest', () => {
    const plus = SPECIAL_EVENTS.filter((e) => e.drm === 1).map((e) => e.id);
    const minus = SPECIAL_EVENTS.filter((e) => e.drm === -1).map((e) => e.id);
    expect(plus).toEqual(['british-shell-shortage', 'mackensen', 'place-of-execution', 'stosstruppen', 'hoffmann', 'alpenkorps']);
    expect(minus).toEqual(['putnik', 'brusilov', 'foch', 'diaz', 'black-day-of-the-army']);
  });

  it('R20, §10.2.1: Poison Gas gives +2 then +1, in Belgium, France and Italy', () => {
    expect(POISON_GAS_DRMS).toEqual([2, 1]);
    expect(POISON_GAS_COUNTRIES).toEqual(['belgium', 'france', 'italy']);
    expect(SPECIAL_EVENT_BY_ID['poison-gas'].drm).toBe(0);
  });
});

describe('British Cruisers Table (§9.1.2)', () => {
  it('§9.1.2 example: row 11 with 3 Cruisers is 2a, 2c, 3', () => {
    expect(CRUISER_TABLE[11]![3]).toEqual(['2a', '2c', '3']);
  });

  it('§9.1.2: rows 2..12 × columns 1..4 equal components.json, one entry per Cruiser', () => {
    for (let roll = 2; roll <= 12; roll += 1) {
      for (let n = 1; n <= 4; n += 1) {
        const cell = CRUISER_TABLE[roll]![n]!;
        expect(cell, `${roll}/${n}`).toHaveLength(n);
        expect(cell).toEqual(components.britishCruisersTable.rows[String(roll)]![String(n)]);
      }
    }
    expect(Object.keys(CRUISER_TABLE).map(Number)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('§9.1.3: an area is never listed more than twice (a bracketed result = two Cruisers)', () => {
    for (const row of Object.values(CRUISER_TABLE)) {
      for (const cell of Object.values(row)) {
        for (const area of cell) expect(cell.filter((a) => a === area).length).toBeLessThanOrEqual(2);
      }
    }
  });
});

describe('p. 16 tables (§9.1.5, §9.5, §11.3)', () => {
  it('R23: Major Naval Battle faces 1..6 in printed order', () => {
    expect(NAVAL_BATTLE).toEqual({
      1: { result: 'British Victory', effect: 'hsf-discarded' },
      2: { result: 'British Advantage', effect: 'hsf-to-calendar', turnsAhead: 3 },
      3: { result: 'British Advantage', effect: 'hsf-to-calendar', turnsAhead: 2 },
      4: { result: 'Skirmish', effect: 'none' },
      5: { result: 'German Advantage', effect: 'cruiser-to-calendar', turnsAhead: 2 },
      6: { result: 'German Victory', effect: 'cruiser-to-cup' },
    });
    for (let f = 1; f <= 6; f += 1) {
      expect(NAVAL_BATTLE[f]!.result).toBe(components.tables.majorNavalBattle.faces[String(f)]!.result);
    }
  });

  it('R24: British Bombing costs 2, 2, 1, 1, 1, 0 RM on faces 1..6', () => {
    expect(BRITISH_BOMBING).toEqual({ 1: 2, 2: 2, 3: 1, 4: 1, 5: 1, 6: 0 });
    for (let f = 1; f <= 6; f += 1) {
      const printed = components.tables.britishBombing.faces[String(f)]!; // printed as a loss: -2 … 0
      expect(printed).toBeLessThanOrEqual(0);
      expect(BRITISH_BOMBING[f]).toBe(Math.abs(printed));
    }
  });

  it('R29: Civil Society 1 Riots (keep), 2 Resistance, 3/4/5/6 RM rewards (6 = +6 RM)', () => {
    expect(CIVIL_SOCIETY).toEqual({
      1: { result: 'riots', rm: 0, discard: false },
      2: { result: 'resistance', rm: 0, discard: true },
      3: { result: 'reward', rm: 3, discard: true },
      4: { result: 'reward', rm: 4, discard: true },
      5: { result: 'reward', rm: 5, discard: true },
      6: { result: 'reward', rm: 6, discard: true },
    });
    for (let f = 3; f <= 6; f += 1) expect(CIVIL_SOCIETY[f]!.rm).toBe(components.tables.civilSociety.faces[String(f)]!.rm);
  });
});

describe('Over There (§5.2.1, §8.6, R15)', () => {
  it('§8.6 example: entry on Turn 17 brings I on 18, V on 21, IV on 22, VI on 23', () => {
    expect(OVER_THERE.map((o) => [o.usArmy, 17 + o.turnsAfterEntry])).toEqual([
      ['usa-i', 18],
      ['usa-v', 21],
      ['usa-iv', 22],
      ['usa-vi', 23],
    ]);
  });

  it('§5.2.1, R15: the first two replacements chain into Italy; the schedule equals components.json', () => {
    expect(OVER_THERE).toEqual(
      components.overThere.schedule.map((s) => ({
        usArmy: s.usArmy,
        turnsAfterEntry: s.turnsAfterEntry,
        replaces: s.replaces,
        chainTo:
          typeof s.replacedArmyThen === 'string' ? null : { country: s.replacedArmyThen.goesTo, replaces: s.replacedArmyThen.replaces },
      })),
    );
    expect(OVER_THERE[1]).toMatchObject({ usArmy: 'usa-v', replaces: 'gb-3', chainTo: { country: 'italy', replaces: 'it-carnia' } });
  });
});

describe('victory (§15.3)', () => {
  it('§15.3: 30 base, +10 Turkey, +5 East Africa, +1 per City in Ruhe, +5 per Civil Society tile', () => {
    expect(VICTORY).toEqual({ base: 30, turkeyAtWar: 10, eastAfrica: 5, perCityInRuhe: 1, perCivilSociety: 5 });
  });

  it('§15.3: bands at 65, 60, 50, 40, 30, 20 and below, as components.json victory.levels', () => {
    expect(RESULT_BANDS.map((b) => b.min).slice(0, 6)).toEqual(
      components.victory.levels.filter((l) => l.min !== undefined).map((l) => l.min),
    );
    expect(RESULT_BANDS).toHaveLength(components.victory.levels.length);
    expect(resultBand(69)).toBe('Weltgeschichtlicher Sieg');
    expect(resultBand(65)).toBe('Weltgeschichtlicher Sieg');
    expect(resultBand(64)).toBe('Major victory');
    expect(resultBand(50)).toBe('Victory');
    expect(resultBand(49)).toBe('Marginal victory');
    expect(resultBand(30)).toBe('Draw-like peace');
    expect(resultBand(20)).toBe('Peace without honour');
    expect(resultBand(19)).toBe('Collapse');
    expect(resultBand(-20)).toBe('Collapse');
    expect(resultBand(-5000)).toBe('Collapse');
  });
});
