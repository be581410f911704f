// Issue #33: the words of the Decision region and the announcements (the DOM itself is played in
// tests/e2e/screen-reader.spec.ts): the rule said as words, odds after a pause, the header one fact an item,
// and each update's new log lines without their rule margin, capped.
import { describe, expect, it } from 'vitest';
import { choiceName, headerItems, questionWords, ruleWords } from '../../renderer/ui/decision-mirror.js';
import { ANNOUNCED_LINES, announcedLines } from '../../renderer/ui/announcer.js';
import { headerLine } from '../../shared/labels/index.js';
import { positionFrom, view, type LogEntry } from '../../shared/engine/index.js';

/** A log entry of a note under `rule` (issue 29: the sentence and its rule apart). */
const entry = (rule: string, text: string): LogEntry => ({ rule: rule as LogEntry['rule'], text, type: 'note', index: 0, subject: null });

describe('the Decision region\'s words', () => {
  it('says the rule as a word, not a symbol', () => {
    expect(ruleWords('§9.1.1')).toBe('Rule 9.1.1');
    expect(ruleWords('R39')).toBe('Rule R39');
    const prompt = { rule: '§9.1.1', text: 'Send Blockade Runner 1 to a sea area of its own.', actions: [] } as never;
    expect(questionWords({ prompt, canUndo: false, busy: false, labels: [] })).toBe('Rule 9.1.1: Send Blockade Runner 1 to a sea area of its own.');
    expect(questionWords({ prompt: null, canUndo: false, busy: 'The Entente moves', labels: [] })).toBe('The Entente moves');
    expect(questionWords({ prompt: null, canUndo: false, busy: false, labels: [] })).toBe('No decision pending.');
  });

  it('reads a choice\'s odds after a pause, where the bar draws a dot', () => {
    expect(choiceName('Attack the Russian 3rd Army in Ukraine (1 Kaisertreu) · 4+: 50 %')).toBe('Attack the Russian 3rd Army in Ukraine (1 Kaisertreu), 4+: 50 %');
    expect(choiceName('End the Central Powers Attack Phase')).toBe('End the Central Powers Attack Phase');
  });

  it('splits the board\'s header into its facts, every word of it kept', () => {
    const v = view(positionFrom({ seed: 1 }));
    const items = headerItems(v);
    expect(items[0]).toMatch(/^Turn 1, \S+ 1914$/);
    expect(items).toContain(`${v.rm} RM`);
    expect(items).toContain(`${v.lira} Lira`);
    expect(items.at(-1)).toMatch(/^(German|Entente) skies$/);
    // Nothing the board writes is lost: the same words, only the separators differ.
    const words = (s: string): string[] => s.split(/[\s·,]+/).filter((w) => w !== '');
    expect(words(items.join(' '))).toEqual(words(headerLine(v)));
  });
});

describe('the announcements', () => {
  it('say an action\'s new lines as the log writes them, without the rule in the margin', () => {
    expect(announcedLines({ reason: 'act', log: [entry('§9.1.6', 'Reichsmark coin: 0 → 1'), entry('§1', '')] })).toEqual(['Reichsmark coin: 0 → 1']);
  });

  it('count a long update and say only its last lines', () => {
    const log = Array.from({ length: 9 }, (_v, i) => entry('§6.1', `Line ${i + 1}.`));
    const said = announcedLines({ reason: 'act', log });
    expect(said).toHaveLength(ANNOUNCED_LINES + 1);
    expect(said[0]).toBe(`9 new lines in the game log; the last ${ANNOUNCED_LINES}:`);
    expect(said.slice(1)).toEqual(['Line 7.', 'Line 8.', 'Line 9.']);
  });

  it('say an Undo in a sentence, and nothing for a whole log (a load, a new campaign)', () => {
    expect(announcedLines({ reason: 'undo', log: [] })).toEqual(['The last move was taken back.']);
    expect(announcedLines({ reason: 'load', log: [entry('§4', 'Turn 1: Chit Draw Phase')] })).toEqual([]);
    expect(announcedLines({ reason: 'new', log: [entry('§4', 'Turn 1: Chit Draw Phase')] })).toEqual([]);
  });
});
