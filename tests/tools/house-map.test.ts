// The map of the house (docs/architecture.md, issue #29) stays true: every path it names exists, the code cites
// it rather than a design note outside the repository, the reference pages keep their diaries in docs/perf, the
// benchmarks live in tools/bench, and every npm script and markdown link points at a file that is there.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

function filesUnder(dir: string, ext: RegExp): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(ROOT, dir))) {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) out.push(...filesUnder(path, ext));
    else if (ext.test(name)) out.push(path);
  }
  return out;
}

describe('docs/architecture.md', () => {
  const map = read('docs/architecture.md');

  it('names only paths that exist', () => {
    const named = [...map.matchAll(/\b((?:shared|main|renderer|tools|tests|docs)\/[\w./-]*)/g)].map((m) => m[1].replace(/[.]$/, ''));
    expect(named.length).toBeGreaterThan(30);
    expect(named.filter((p) => !existsSync(join(ROOT, p)))).toEqual([]);
  });

  it('is what the code cites, not a design note outside the repository', () => {
    const sources = ['shared', 'main', 'renderer', 'tools', 'tests'].flatMap((d) => filesUnder(d, /\.ts$/));
    expect(sources.filter((f) => /\bARCHITECTURE\b/.test(read(f)))).toEqual([]);
  });

  it('is linked first from the README\'s Layout section', () => {
    const layout = read('README.md').split('## Layout')[1].split('\n## ')[0];
    expect(layout.indexOf('docs/architecture.md')).toBeGreaterThan(-1);
    expect(layout.indexOf('docs/architecture.md')).toBeLessThan(layout.indexOf('| folder |'));
  });
});

describe('reference pages and diaries', () => {
  it('keeps session-by-session diaries in docs/perf, not in the reference pages', () => {
    const pages = readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md'));
    const diaries = pages.filter((f) => /^#+ .*\bSession\b/m.test(read(`docs/${f}`)) || /^\*\*Session /m.test(read(`docs/${f}`)));
    expect(diaries).toEqual([]);
    expect(pages.filter((f) => /checklist/.test(f))).toEqual([]);
  });

  it('links only to files that exist (docs/ and the README)', () => {
    const pages = ['README.md', ...filesUnder('docs', /\.md$/)];
    const broken: string[] = [];
    for (const page of pages) {
      for (const m of read(page).matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/.test(m[1])) continue; // a web address
        const target = join(ROOT, dirname(page), m[1]);
        if (!existsSync(target)) broken.push(`${page} → ${m[1]}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('tools/', () => {
  it('keeps the benchmarks and profilers in tools/bench, beside the everyday tools', () => {
    const top = readdirSync(join(ROOT, 'tools'));
    expect(top.filter((f) => /^bench-|^bench\.ts$|instructions$|callgrind|launch-probe|-split\.ts$/.test(f))).toEqual([]);
    expect(existsSync(join(ROOT, 'tools/bench/bench.ts'))).toBe(true);
  });

  it('has every file an npm script runs', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    const run = Object.values(scripts).flatMap((s) => [...s.matchAll(/\btsx ([\w./-]+\.ts)\b/g)].map((m) => m[1]));
    expect(run.length).toBeGreaterThan(10);
    expect(run.filter((f) => !existsSync(join(ROOT, f))).map((f) => relative(ROOT, join(ROOT, f)))).toEqual([]);
  });
});
