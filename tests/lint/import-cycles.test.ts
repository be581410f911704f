// No import circle (issue 29): the import graph of main/, shared/, renderer/ and tools/ — every static import,
// type-only imports and re-exports included, and import() — has no cycle. A circle means two modules that cannot
// be read (or loaded) one without the other; the shared piece belongs in a module of its own. On failure the
// test names each circle as a chain of files.
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FOLDERS = ['main', 'shared', 'renderer', 'tools'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.(ts|mts)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names (`./x.js` is `./x.ts` on disk), or null for a package or a non-source file. */
function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  const stem = base.replace(/\.(js|mjs|ts)$/, '');
  for (const candidate of [`${stem}.ts`, `${stem}.mts`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Each source file and the source files it imports (relative to the repository). */
function importGraph(root: string, folders: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of folders.flatMap((f) => sourceFiles(join(root, f)))) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = info.importedFiles
      .map((i) => resolveImport(file, i.fileName))
      .filter((t): t is string => t !== null)
      .map((t) => relative(root, t));
    graph.set(relative(root, file), [...new Set(targets)].sort());
  }
  return graph;
}

/** Every circle of the graph, one per strongly connected part (Tarjan), as a chain `a → b → … → a`. */
function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const parts: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const part: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        part.push(w);
      } while (w !== v);
      if (part.length > 1 || (graph.get(v) ?? []).includes(v)) parts.push(part);
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return parts.map((part) => chainThrough(graph, new Set(part)));
}

/** One concrete circle inside a strongly connected part: from its first file (by name) back to itself. */
function chainThrough(graph: ReadonlyMap<string, readonly string[]>, part: ReadonlySet<string>): string {
  const start = [...part].sort()[0];
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (!part.has(w)) continue;
      if (w === start) {
        const chain = [start];
        for (let u: string | undefined = v; u !== undefined && u !== start; u = cameFrom.get(u)) chain.splice(1, 0, u);
        return [...chain, start].join(' → ');
      }
      if (!cameFrom.has(w)) {
        cameFrom.set(w, v);
        queue.push(w);
      }
    }
  }
  return [...part].join(' → ');
}

/**
 * The graph of `root`'s folders (renderer/board, renderer/ui …): one folder imports another when one of its files
 * imports one of the other's. Files directly in `root` stand for themselves.
 */
function folderGraph(graph: ReadonlyMap<string, readonly string[]>, root: string): Map<string, string[]> {
  const folderOf = (file: string): string | null => {
    if (!file.startsWith(`${root}/`)) return null;
    const parts = file.split('/');
    return parts.length > 2 ? `${parts[0]}/${parts[1]}/` : file;
  };
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    if (from === null) continue;
    const out = folders.get(from) ?? new Set<string>();
    folders.set(from, out);
    for (const target of targets) {
      const to = folderOf(target);
      if (to !== null && to !== from) out.add(to);
    }
  }
  return new Map([...folders].map(([folder, out]) => [folder, [...out].sort()]));
}

describe('import circles', () => {
  it('main/, shared/, renderer/ and tools/ import one another without a circle', () => {
    const graph = importGraph(ROOT, FOLDERS);
    expect(graph.size).toBeGreaterThan(200);
    expect(importCircles(graph)).toEqual([]);
  });

  it("the renderer's folders import one another without a circle (none climbs back up)", () => {
    const graph = importGraph(ROOT, FOLDERS);
    expect(importCircles(folderGraph(graph, 'renderer'))).toEqual([]);
  });

  it('finds a circle and names it', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
    ]);
    expect(importCircles(graph)).toEqual(['a.ts → b.ts → c.ts → a.ts']);
  });
});
