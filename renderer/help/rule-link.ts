// A rule number the player reads (in a log line's margin, in the prompt bar) opens Rules help at that rule
// (issue 32). The link is made from the entry's or the prompt's own `rule` field, never read out of a sentence.

/** "§12.5" → "Rule 12.5"; "R22" → "Ruling R22" (a screen reader reads "§" as a symbol name, if at all). */
export function ruleSpoken(rule: string): string {
  const id = rule.trim();
  return /^R\d+$/.test(id) ? `Ruling ${id}` : `Rule ${id.replace(/§/g, '')}`;
}

/** The accessible name and the tooltip of a rule link. */
export function ruleLinkLabel(rule: string): string {
  return `Open Rules help at ${ruleSpoken(rule)}`;
}

/** Whether a rule field names something Rules help can open at: a section (§x.y), a ruling (Rn) or an
 *  optional rule (On). An empty field (a line with no rule) is no link. */
export function isRuleLink(rule: string | null | undefined): rule is string {
  return typeof rule === 'string' && /^(§\d+(\.\d+)*|[RO]\d+)$/.test(rule.trim());
}
