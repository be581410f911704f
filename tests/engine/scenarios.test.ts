// Every scenario file (the rulebook's worked examples) must pass (docs/scenarios.md).
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { runScenario, scenarioState, type Scenario } from '../../shared/engine/scenario.js';

const dir = new URL('../scenarios/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

describe('rulebook worked examples as scenarios', () => {
  it('has scenario files', () => {
    expect(files.length).toBeGreaterThan(0);
  });
  for (const file of files) {
    const sc = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Scenario;
    it(`${sc.rule} ${sc.name} (${file})`, () => {
      const result = runScenario(sc);
      expect(result.failures, result.log.join('\n')).toEqual([]);
    });
  }
});

describe('the scenario checker', () => {
  const base: Scenario = {
    name: 'a misspelt place',
    rule: '§6.1',
    start: { turn: 5, phase: 'entente-attack' },
    expect: {},
  };

  it('refuses an unknown location in start.place, naming the location and the tile', () => {
    const sc: Scenario = { ...base, start: { ...base.start, place: { 'fr-1': 'frnace' } } };
    expect(() => scenarioState(sc)).toThrow('Unknown location "frnace" for tile "fr-1" in start.place');
    expect(runScenario(sc)).toMatchObject({ passed: false, failures: ['error: Unknown location "frnace" for tile "fr-1" in start.place'] });
  });

  it('refuses an unknown location in expect.loc, naming the location and the tile', () => {
    const sc: Scenario = { ...base, expect: { loc: { 'gb-3': 'belgium-reserve' } } };
    expect(() => scenarioState(sc)).toThrow('Unknown location "belgium-reserve" for tile "gb-3" in expect.loc');
    expect(runScenario(sc).passed).toBe(false);
  });

  it('refuses an unknown tile, naming it and where it stands in the file', () => {
    const sc: Scenario = { ...base, start: { ...base.start, place: { 'fr-9': 'france' } } };
    expect(() => scenarioState(sc)).toThrow('Unknown tile "fr-9" in start.place');
  });

  it('accepts every kind of known location (boxes, tracks, Calendar, seas, Special Events)', () => {
    const place = { 'fr-1': 'france-reserves', 'rm-coin': 'omnibus:3', 'turn-chit-18': 'calendar:5', 'cruiser-1': 'sea:2b', 'special-event': 'special-events:poison-gas' };
    expect(() => scenarioState({ ...base, start: { ...base.start, place } })).not.toThrow();
  });
});
