// Rules help: every rule an engine prompt can cite has its own entry, texts are short, sorted, and in our own words.
import { describe, expect, it } from 'vitest';
import { HELP_ENTRIES, helpBySection, helpFor, ruleAncestors, sectionOf } from '../../renderer/help/rules-help.js';
import { ARMY_BY_ID } from '../../shared/data/armies.js';
import { TILE_BY_ID } from '../../shared/data/tiles.js';
import { LAYOUT } from '../../renderer/board/layout.js';
import { boxTooltip, tileTooltip } from '../../renderer/ui/tooltip-text.js';
import { RUN, allRuleRefsInEngineSource, copiedRuns, promptRulesInEngineSource, sourceRuns, words } from './help-sources.js';

/** Sentences: split after . ! ? followed by a space or the end ('§10.7' and '-1' do not split). */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).filter((s) => s.trim().length > 0);
}

function compareRules(a: string, b: string): number {
  const pa = a.slice(1).split('.').map(Number);
  const pb = b.slice(1).split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? -1) - (pb[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

const PROMPTS = promptRulesInEngineSource();

describe('rules help entries', () => {
  it('finds the prompts of the engine (the reader works)', () => {
    expect(PROMPTS.length).toBeGreaterThanOrEqual(20);
    expect(PROMPTS.map((p) => p.rule)).toContain('§10');
    expect(PROMPTS.map((p) => p.rule)).toContain('§12.6.3');
  });

  it('resolves every prompt rule to the rule itself or its nearest parent the help has', () => {
    const ids = new Set(HELP_ENTRIES.map((e) => e.rule));
    for (const { kind, rule } of PROMPTS) {
      const nearest = ruleAncestors(rule).find((r) => ids.has(r));
      expect(nearest, `${kind} ${rule}`).toBeDefined();
      expect(helpFor(rule)?.rule, `${kind} ${rule}`).toBe(nearest);
    }
  });

  it('gives every §-subsection a prompt cites its own entry, not just the parent', () => {
    for (const { kind, rule } of PROMPTS) expect(helpFor(rule)?.rule, `${kind} cites ${rule}`).toBe(rule);
  });

  it('falls back from a subsection to its parent and its section', () => {
    expect(helpFor('§10.7.1')?.rule).toBe('§10.7.1');
    expect(helpFor('§10.7.9')?.rule).toBe('§10.7');
    expect(helpFor('§10.9')?.rule).toBe('§10');
    expect(helpFor('§4.0')?.rule).toBe('§4');
    expect(helpFor('§99')).toBeUndefined();
    expect(helpFor('R26')?.rule).toBe('§9.3.1');
  });

  it('has an entry for every top-level section §2–§15 and for the key log rules', () => {
    for (let s = 2; s <= 15; s++) expect(helpFor(`§${s}`)?.rule, `§${s}`).toBe(`§${s}`);
    for (const r of ['§6.3', '§6.6', '§10.7', '§10.7.1', '§9.7', '§10.1.1', '§6.2.4', '§13.1', '§13.1.1', '§5.2.1', '§15.2', '§15.3']) {
      expect(helpFor(r)?.rule, r).toBe(r);
    }
  });

  it('resolves every rule reference in the engine (events, log lines) to some entry', () => {
    for (const ref of allRuleRefsInEngineSource()) expect(helpFor(ref), ref).toBeDefined();
  });

  it('gives each entry a title and 2–5 sentences', () => {
    for (const e of HELP_ENTRIES) {
      expect(e.title.trim().length, e.rule).toBeGreaterThan(0);
      const n = sentences(e.text).length;
      expect(n >= 2 && n <= 5, `${e.rule}: ${n} sentences`).toBe(true);
    }
  });

  it('keeps rule ids unique and sorted in panel order, grouped under their section', () => {
    const ids = HELP_ENTRIES.map((e) => e.rule);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort(compareRules)).toEqual(ids);
    for (const id of ids) expect(id).toMatch(/^§\d+(\.\d+)*$/);
    const groups = helpBySection();
    expect(groups.flatMap((g) => [g.section, ...g.entries])).toEqual(HELP_ENTRIES);
    for (const g of groups) for (const e of g.entries) expect(sectionOf(e.rule)).toBe(g.section.rule);
  });
});

describe('own words', () => {
  // Fails for any help or tooltip sentence that reuses 8 words in a row of the sources, e.g. the rulebook's
  // "the target Army moves to Reserves on a roll of" or "Count the number of EP Armies in each of the six
  // Country boxes" — case and punctuation are ignored, so re-punctuating a copied sentence does not pass.
  const runs = sourceRuns();

  it('reads the sources (so the check below can fail)', () => {
    expect(runs.size).toBeGreaterThan(10_000);
    expect(copiedRuns('If the roll is HIGHER than the strength number, on the target army!', runs).length).toBeGreaterThan(0);
  });

  it('shares no run of 8 words with the rulebook or components.md in any help text', () => {
    const copied = HELP_ENTRIES.flatMap((e) => copiedRuns(`${e.title}. ${e.text}`, runs).map((r) => `${e.rule}: ${r}`));
    expect(copied).toEqual([]);
  });

  it('shares no run of 8 words with the sources in any tooltip', () => {
    const texts = [
      ...Object.keys(TILE_BY_ID).map((id) => tileTooltip(id, 'germany')),
      ...LAYOUT.map((b) => boxTooltip(b.id, 0)),
      // §9.7: the army under the Red Baron, and his own tile, each say what his being there means.
      tileTooltip('fr-2', 'france', { redBaronOn: 'fr-2', air: { box: 2, german: false } }),
      tileTooltip('red-baron', 'germany', { redBaronOn: 'fr-2', air: { box: 1, german: true } }),
    ];
    const copied = texts.flatMap((t) => copiedRuns(t, runs).map((r) => `${t.split('\n')[0]}: ${r}`));
    expect(copied).toEqual([]);
    expect(words('Über-the-Top, 5!')).toEqual(['über', 'the', 'top', '5']);
    expect(RUN).toBe(8);
    expect(Object.keys(ARMY_BY_ID).length).toBe(60);
  });
});

describe('rules help follows R41 (bombing is not combat)', () => {
  it('R41 the ☠ and BEF entries say a bombed BEF goes to Belgium Reserves and the British 2nd stays on the tray', () => {
    expect(helpFor('§10.5')?.text).toMatch(/bombers or the Zeppelin goes to its Reserves.*R41/);
    expect(helpFor('§10.5.1')?.text).toMatch(/Bombed, it only goes to Belgium Reserves and the British 2nd stays on the tray.*R41/);
    expect(helpFor('§9.6')?.text).toMatch(/even a ☠ army such as the BEF.*R41/);
  });
});
