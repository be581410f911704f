// docs/rules-coverage.md must list every rulebook section and ruling with its code and its tests, and be
// current (regenerate with `npm run coverage:rules`).
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { buildCoverage } from '../../tools/rules-coverage.js';

describe('rules coverage (docs/rules-coverage.md)', () => {
  const { markdown, empty } = buildCoverage();
  it('every section §3.0–§15.3 and ruling R1–R37 has implementing code and a test that names it', () => {
    expect(empty).toEqual([]);
  });
  it('the committed table is current', () => {
    expect(readFileSync(new URL('../../docs/rules-coverage.md', import.meta.url), 'utf8')).toBe(markdown);
  });
});
