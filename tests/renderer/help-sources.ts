// Shared by the help tests: the engine's prompt rules (read from its source) and the own-words check.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every `rule` a defineDecision prompt can return, read from shared/engine/rules (like decision-kinds.test.ts). */
export function promptRulesInEngineSource(): { kind: string; rule: string }[] {
  const dir = join(process.cwd(), 'shared', 'engine', 'rules');
  const out: { kind: string; rule: string }[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const src = readFileSync(join(dir, file), 'utf8');
    for (const m of src.matchAll(/defineDecision(?:<.*?>)?\(\s*'([^']+)'/g)) {
      // The prompt is the part of the spec before `actions:`.
      const start = m.index ?? 0;
      const end = src.indexOf('actions:', start);
      const prompt = src.slice(start, end < 0 ? undefined : end);
      const rules = [...prompt.matchAll(/rule:\s*([^,}\n]+)/g)].map((r) => r[1].trim());
      if (rules.length === 0) throw new Error(`${file}: decision ${m[1]} has no rule in its prompt`);
      for (const r of rules) {
        // A computed rule (a variable, a ternary) would hide references from this test: it must be a literal.
        const lit = /^'([^']+)'$/.exec(r);
        if (!lit) throw new Error(`${file}: decision ${m[1]} has a rule that is not a string literal: ${r}`);
        out.push({ kind: m[1], rule: lit[1] });
      }
    }
  }
  return out;
}

/** Every '§…' or 'R…' reference anywhere in the engine (prompts, events, log lines). */
export function allRuleRefsInEngineSource(): string[] {
  const dirs = [join(process.cwd(), 'shared', 'engine', 'rules'), join(process.cwd(), 'shared', 'engine', 'core')];
  const refs = new Set<string>();
  for (const dir of dirs) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/'(§\d+(?:\.\d+)*|R\d+)'/g)) refs.add(m[1]);
    }
  }
  return [...refs];
}

/** Lower case, letters and digits only, so punctuation and case never hide a copied sentence. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/'/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export const RUN = 8;

/** Every run of RUN consecutive words of the rulebook and the component sheet (read from /work/shared/rules). */
export function sourceRuns(): Set<string> {
  const runs = new Set<string>();
  for (const f of ['rulebook-2e.txt', 'components.md']) {
    const w = words(readFileSync(new URL(`../../../shared/rules/${f}`, import.meta.url), 'utf8'));
    for (let i = 0; i + RUN <= w.length; i++) runs.add(w.slice(i, i + RUN).join(' '));
  }
  return runs;
}

/** The runs of RUN words that `text` shares with the sources. */
export function copiedRuns(text: string, runs: ReadonlySet<string>): string[] {
  const w = words(text);
  const out: string[] = [];
  for (let i = 0; i + RUN <= w.length; i++) {
    const r = w.slice(i, i + RUN).join(' ');
    if (runs.has(r)) out.push(r);
  }
  return out;
}
