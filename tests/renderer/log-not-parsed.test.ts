// Issue 29: nothing in the renderer parses a sentence. The log arrives as entries (shared/engine/core/log-entry.ts:
// the sentence, its rule and its event's reference apart), so no renderer file reads a "[§6.4]" tag back out of
// words, and the seam carries no log line as a string to be taken apart.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CampaignUpdate, HistoryInfo } from '../../shared/ipc.js';

const RENDERER = fileURLToPath(new URL('../../renderer/', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sources(path);
    return d.name.endsWith('.ts') ? [path] : [];
  });
}

/** A regular expression that reads a bracketed tag: an escaped "[" then a group or a class ("\[(", "\[[^"). */
const READS_A_TAG = /\\\[(?:\(|\[\^)/;

describe('the renderer reads no rule out of a sentence (issue 29)', () => {
  it('no renderer file holds a pattern that takes a "[§…]" tag apart, nor writes the engine\'s lines itself', () => {
    const files = sources(RENDERER);
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.filter((f) => {
      const text = readFileSync(f, 'utf8');
      return READS_A_TAG.test(text) || text.includes('describeEvent');
    });
    expect(offenders.map((f) => f.slice(RENDERER.length))).toEqual([]);
  });

  it('the probe catches the old parsing (renderer/screens/entente-turn.ts before the change)', () => {
    expect(READS_A_TAG.test(String.raw`const m = /^\[([^\]]+)\]\s*(.*)$/s.exec(line);`)).toBe(true);
    expect(READS_A_TAG.test(String.raw`const m = /^(\[[^\]]+\] )?(.*)$/.exec(sample);`)).toBe(true);
    expect(READS_A_TAG.test("el('span', { class: 'rule', text: entry.rule })")).toBe(false);
  });

  it('the update and the history carry entries, each with its rule and sentence apart, never a line to parse', () => {
    type Entry = CampaignUpdate['log'][number];
    // Checked by the type checker (tsc covers tests/): a string here would not compile.
    const notAString: Entry extends string ? never : true = true;
    const sameInHistory: HistoryInfo['log'][number] extends Entry ? true : never = true;
    const entry: Entry = { text: 'Reichsmark coin: 0 → 1', rule: '§9.1.6', type: 'note', index: 0, subject: null };
    expect([notAString, sameInHistory]).toEqual([true, true]);
    expect(Object.keys(entry).sort()).toEqual(['index', 'rule', 'subject', 'text', 'type']);
  });
});
