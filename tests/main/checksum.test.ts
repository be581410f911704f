// The canonical JSON behind old saves' checksums and the position digest: the hand-written serializer must
// give exactly what the JSON.stringify replacer it replaced gave, on real states and views and odd values.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../main/saves/checksum.js';
import { replay, view, type Options, type Action } from '../../shared/engine/index.js';

function replacerCanonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k];
    return sorted;
  });
}

describe('canonicalJson', () => {
  it('equals the sorted-keys replacer on every golden final state and its board view', () => {
    const dir = new URL('../golden/', import.meta.url);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const g = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as { seed: number; options: Partial<Options>; actions: Action[] };
      const st = replay(g.seed, g.options, g.actions);
      expect(canonicalJson(st)).toBe(replacerCanonical(st));
      expect(canonicalJson(view(st))).toBe(replacerCanonical(view(st)));
    }
  });

  it('equals it on odd values: undefined and functions, NaN, nested arrays, escaped keys, dates', () => {
    const odd = { b: [1, undefined, () => 1, NaN, [{ z: 1, a: 'x"y' }]], a: undefined, 'é\n': null, c: new Date(0), d: { f: () => 2, e: -0 } };
    expect(canonicalJson(odd)).toBe(replacerCanonical(odd));
    expect(canonicalJson([])).toBe('[]');
    expect(canonicalJson({})).toBe('{}');
    expect(canonicalJson('s')).toBe('"s"');
  });
});
