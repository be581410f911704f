// docs/rules-coverage.md must list every rulebook section and ruling with its code and its tests, and be
// current (regenerate with `npm run coverage:rules`).
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { RULINGS, buildCoverage } from '../../tools/rules-coverage.js';

describe('rules coverage (docs/rules-coverage.md)', () => {
  const { markdown, empty } = buildCoverage();
  it('every section §3.0–§15.3 and every ruling of RULINGS.md has implementing code and a test that names it', () => {
    expect(empty).toEqual([]);
  });
  it('lists exactly the rulings RULINGS.md defines (a new ruling needs a row)', () => {
    const text = readFileSync(new URL('../../../shared/rules/RULINGS.md', import.meta.url), 'utf8');
    const defined = [...text.matchAll(/^- \*\*(R\d+)\b/gm)].map((m) => m[1]);
    expect([...RULINGS]).toEqual(defined.sort((a, b) => Number(a.slice(1)) - Number(b.slice(1))));
  });
  it('the committed table is current', () => {
    expect(readFileSync(new URL('../../docs/rules-coverage.md', import.meta.url), 'utf8')).toBe(markdown);
  });
});
