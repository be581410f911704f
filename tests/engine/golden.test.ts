// Golden campaigns: finished games replayed from seed + actions must end in exactly the stored state.
// A failure means a rules change altered old games: check why, then regenerate with tools/golden.ts.
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { replay, type GameState, type Options } from '../../shared/engine/index.js';

const dir = new URL('../golden/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

describe('golden campaigns replay to the identical final state', () => {
  it('has golden files for an Armistice and a Defeat', () => {
    expect(files.some((f) => f.startsWith('armistice'))).toBe(true);
    expect(files.some((f) => f.startsWith('defeat'))).toBe(true);
  });
  for (const file of files) {
    it(file, () => {
      const g = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as { seed: number; options: Partial<Options>; actions: unknown[]; final: GameState };
      const st = replay(g.seed, g.options, g.actions);
      expect(st.over).not.toBeNull();
      expect(st).toEqual(g.final);
    });
  }
});
