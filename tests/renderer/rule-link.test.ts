// Issue 32: every rule number the player reads (a log line's margin, the prompt's rule) opens Rules help at that
// rule, made from the entry's own `rule` field. The DOM and the click are played in tests/e2e/rule-links.spec.ts.
import { describe, expect, it } from 'vitest';
import { isRuleLink, ruleLinkLabel, ruleSpoken } from '../../renderer/help/rule-link.js';
import { helpFor } from '../../renderer/help/rules-help.js';
import { logEntriesOf, type GameEvent } from '../../shared/engine/index.js';

describe('rule links (issue 32)', () => {
  it('names the link in words a screen reader says', () => {
    expect(ruleLinkLabel('§12.5')).toBe('Open Rules help at Rule 12.5');
    expect(ruleLinkLabel('R22')).toBe('Open Rules help at Ruling R22');
    expect(ruleSpoken('§9.1.2')).toBe('Rule 9.1.2');
  });

  it('links sections, rulings and optional rules; an empty field is no link', () => {
    for (const rule of ['§12.5', '§9.1.2', '§4', 'R41', 'O1']) expect(isRuleLink(rule)).toBe(true);
    for (const rule of ['', null, undefined, '§', 'rule 12', '§12.5 / §14.1']) expect(isRuleLink(rule)).toBe(false);
  });

  it('a log entry\'s link is its `rule` field, and Rules help has an entry there', () => {
    const events: GameEvent[] = [
      { type: 'skipped', rule: '§12.6', skip: 'ottoman-no-attack', lira: 0, reason: 'no-target' },
      { type: 'runner-caught', rule: '§9.1.2', runner: 'blockade-runner-1', area: '3', by: ['cruiser-3'] },
    ];
    for (const entry of logEntriesOf(events)) {
      expect(isRuleLink(entry.rule)).toBe(true);
      expect(helpFor(entry.rule)?.rule).toBe(entry.rule);
    }
  });
});
