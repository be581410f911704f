// Finding rules help: a prompt's or log line's rule reference → the nearest entry, and the entries by section.
import { HELP_ENTRIES, type HelpEntry } from './rules-help-text.js';

export type { HelpEntry } from './rules-help-text.js';
export { HELP_ENTRIES } from './rules-help-text.js';

const BY_RULE: ReadonlyMap<string, HelpEntry> = new Map(HELP_ENTRIES.map((e) => [e.rule, e]));

/** '§10.7.1' → ['§10.7.1', '§10.7', '§10']; '§4.0' → ['§4.0', '§4']. */
export function ruleAncestors(rule: string): string[] {
  const m = /^§(\d+(?:\.\d+)*)$/.exec(rule.trim());
  if (!m) return [];
  const parts = m[1].split('.');
  const out: string[] = [];
  for (let n = parts.length; n >= 1; n--) out.push(`§${parts.slice(0, n).join('.')}`);
  return out;
}

/** The top-level section of a rule: '§10.7.1' → '§10'. */
export function sectionOf(rule: string): string {
  return /^§\d+/.exec(rule)?.[0] ?? rule;
}

/**
 * The help for a rule reference: '§10.7.1' finds §10.7.1, else §10.7, else §10. A ruling id ('R26') or an
 * option id ('O1') finds the first entry whose text names it.
 */
export function helpFor(rule: string): HelpEntry | undefined {
  const id = rule.trim();
  if (/^[RO]\d+$/.test(id)) {
    const word = new RegExp(`\\b${id}\\b`);
    return HELP_ENTRIES.find((e) => word.test(e.text) || word.test(e.title));
  }
  for (const r of ruleAncestors(id)) {
    const e = BY_RULE.get(r);
    if (e) return e;
  }
  return undefined;
}

/** The entry of a rule's top-level section, when the help has one. */
export function sectionEntry(rule: string): HelpEntry | undefined {
  return BY_RULE.get(sectionOf(rule));
}

/** What the rules help opens for a decision's rule: its nearest entry, then its section's entry if another. */
export function entriesShownFor(rule: string): HelpEntry[] {
  const current = helpFor(rule);
  const parent = current ? sectionEntry(current.rule) : undefined;
  return [current, parent !== current ? parent : undefined].filter((e): e is HelpEntry => e !== undefined);
}

/** Entries grouped by top-level section, in panel order. */
export function helpBySection(): { section: HelpEntry; entries: HelpEntry[] }[] {
  const groups: { section: HelpEntry; entries: HelpEntry[] }[] = [];
  for (const e of HELP_ENTRIES) {
    if (sectionOf(e.rule) === e.rule) groups.push({ section: e, entries: [] });
    else groups[groups.length - 1]?.entries.push(e);
  }
  return groups;
}
