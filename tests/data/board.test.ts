import { describe, it, expect } from 'vitest';
import {
  AIR_TRACK,
  COUNTRIES,
  COUNTRY_BY_ID,
  COUNTRY_BY_LETTER,
  HYPOTHESIS_Z,
  MAX_ARMIES_PER_COUNTRY,
  MAX_ARMIES_PER_THEATER,
  OMNIBUS,
  RANDOM_OFFENSIVE_COUNTRY,
  RED_BARON_AIR_BOX,
  SEA_AREAS,
  THEATERS,
} from '../../shared/data/index.js';
import { components } from './components-json.js';

describe('Countries (§2.2, §6.1)', () => {
  it('§6.1: six Countries in BFLUIS order', () => {
    expect(COUNTRIES.map((c) => c.id)).toEqual(['belgium', 'france', 'lithuania', 'ukraine', 'italy', 'serbia']);
    expect(COUNTRIES.map((c) => c.letter).join('')).toBe('BFLUIS');
    expect(COUNTRIES.map((c) => c.letter)).toEqual(components.countriesMeta.deploymentOrder);
    for (const c of COUNTRIES) {
      expect(COUNTRY_BY_ID[c.id]).toBe(c);
      expect(COUNTRY_BY_LETTER[c.letter]).toBe(c);
    }
  });

  it('§5.4.6, §10.7, §11: each Country equals components.json (die face, reserves, OTT, pink, finance, cost)', () => {
    for (const j of components.countries) {
      const c = COUNTRY_BY_ID[j.id as keyof typeof COUNTRY_BY_ID];
      expect(c, j.id).toBeDefined();
      expect(c).toMatchObject({
        name: j.name,
        letter: j.bfluisLetter,
        randomOffensiveDie: j.randomOffensiveDie,
        reserves: j.reserves,
        ott: j.ott,
        pinkTile: j.pinkTile,
        attackedFrom: j.attackedFrom,
        financeTile: j.financeTile,
        kaiserschlachtCost: j.kaiserschlacht.allowed ? j.kaiserschlacht.cost : null,
      });
      expect(c.ottAfterAao).toBe(j.ottAfterAao);
      expect(COUNTRIES.indexOf(c)).toBe(j.bfluisIndex);
    }
  });

  it('R28 (§10.7.1): a Kaiserschlacht costs 4 vs Russia, 3 vs France/Italy/Serbia, never vs Belgium (§15.1.1)', () => {
    expect(COUNTRIES.map((c) => c.kaiserschlachtCost)).toEqual([null, 3, 4, 4, 3, 3]);
  });

  it('§5.4.6: random offensive faces 1 Belgium, 2 France, 3 Italy, 4 Serbia, 5 Ukraine, 6 Lithuania', () => {
    expect(RANDOM_OFFENSIVE_COUNTRY).toEqual({ 1: 'belgium', 2: 'france', 3: 'italy', 4: 'serbia', 5: 'ukraine', 6: 'lithuania' });
    const mapping = components.dieRolls.find((d) => d.rule === '5.4.6')!.mapping;
    expect(Object.fromEntries(Object.entries(RANDOM_OFFENSIVE_COUNTRY).map(([k, v]) => [String(k), v]))).toEqual(mapping);
  });

  it('§11.1, §11.2: Krupp for Belgium, France, Lithuania; Kaisertreu for Ukraine, Italy, Serbia', () => {
    expect(COUNTRIES.filter((c) => c.financeTile === 'krupp').map((c) => c.id)).toEqual(['belgium', 'france', 'lithuania']);
    expect(COUNTRIES.filter((c) => c.attackedFrom === 'austria-hungary').map((c) => c.id)).toEqual(['ukraine', 'italy', 'serbia']);
  });

  it('§6.3, §15.2: at most five armies per Country; R33: four per Near East theatre', () => {
    expect(MAX_ARMIES_PER_COUNTRY).toBe(5);
    expect(MAX_ARMIES_PER_COUNTRY).toBe(components.countriesMeta.maxArmiesPerCountry);
    expect(MAX_ARMIES_PER_THEATER).toBe(4);
    for (const t of THEATERS) expect(t.roster.length).toBeLessThanOrEqual(MAX_ARMIES_PER_THEATER);
  });

  it('§8.4: Hypothesis Z gives -1 against Italy, Serbia, Ukraine and Roumania', () => {
    expect(HYPOTHESIS_Z.drm).toBe(components.drmRules.hypothesisZ.value);
    expect([...HYPOTHESIS_Z.countries]).toEqual(components.countriesMeta.hypothesisZTargets);
  });
});

describe('Near East theatres (§12.0, §12.4)', () => {
  it('§12.4: reserves, rosters and deployment die faces equal components.json', () => {
    expect(THEATERS.map((t) => t.id)).toEqual(['armenia', 'mesopotamia', 'palestine']);
    components.nearEast.theaters.forEach((j, i) => {
      const t = THEATERS[i]!;
      expect(t.id).toBe(j.id);
      expect(t.reserves).toBe(j.reserves);
      expect(t.deployDieFaces).toEqual(j.deployDieFaces);
      expect(t.roster).toEqual(j.roster ?? j.rosterBeforeRussianSurrender);
      expect(t.rosterAfterRussianSurrender).toEqual(j.rosterAfterRussianSurrender);
    });
  });

  it('§12.4 example: a roll of 3 deploys in Mesopotamia and Palestine but not Armenia', () => {
    expect(THEATERS.filter((t) => t.deployDieFaces.includes(3)).map((t) => t.id)).toEqual(['mesopotamia', 'palestine']);
  });
});

describe('sea areas and tracks (§9.1, §9.3, §5.4.1.1)', () => {
  it('R21 (§9.1): seven areas; the High Seas Fleet may enter only 2b, 2c, 3, 4; hauls equal components.json', () => {
    expect(SEA_AREAS.map((s) => s.id)).toEqual(['1a', '1b', '2a', '2b', '2c', '3', '4']);
    expect(SEA_AREAS.filter((s) => s.northSea).map((s) => s.id)).toEqual(['2b', '2c', '3', '4']);
    expect(SEA_AREAS).toEqual(components.seaAreas.map((s) => ({ id: s.id, haul: s.haul, northSea: s.northSea, region: s.region })));
    expect(SEA_AREAS.reduce((sum, s) => sum + s.haul, 0)).toBe(15);
  });

  it('§9.3: five air boxes, Germany holds only the gray ones (1915, 1917); R26: the Red Baron comes at box 1', () => {
    expect(AIR_TRACK).toEqual(
      components.airSuperiorityTrack.map((b) => ({ box: b.box, name: b.name, holder: b.holder, year: b.year })),
    );
    expect(AIR_TRACK.filter((b) => b.holder === 'germany').map((b) => b.year)).toEqual([1915, 1917]);
    expect(RED_BARON_AIR_BOX).toBe(1);
    expect(AIR_TRACK[RED_BARON_AIR_BOX]!.name).toBe('Fokker Scourge');
  });

  it('R4, §5.4.1.1, §5.3.1: Omnibus boxes 0–12, Explosion at 13, Krupp 5, Kaisertreu 3, MEF enters on 4', () => {
    expect(OMNIBUS).toEqual({ max: 12, explosionAt: 13, kruppStart: 5, kaisertreuStart: 3, mefStart: 4 });
    expect(OMNIBUS.max).toBe(components.omnibusTrack.capForRmAndLira);
    expect(OMNIBUS.explosionAt).toBe(components.omnibusTrack.explosionReachedAt);
    const start = (tile: string) => components.omnibusTrack.markers.find((m) => m.tile === tile)!.start;
    expect(start('krupp')).toBe(OMNIBUS.kruppStart);
    expect(start('kaisertreu')).toBe(OMNIBUS.kaisertreuStart);
  });
});
