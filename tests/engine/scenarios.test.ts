// Every scenario file (the rulebook's worked examples) must pass (docs/scenarios.md).
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { runScenario, type Scenario } from '../../shared/engine/scenario.js';

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
