// A long campaign file is read and written a slice at a time (issue #28, F9), and the answer is exactly the
// whole parse's: the same record, or the same sentence, for every kind of file — good, damaged, forged, odd.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PlainAction } from '../../shared/engine/index.js';
import { ACTIONS_PER_SLICE, parseRecordInSlices, READ_WHOLE_UP_TO, readInSlices, recordTextInSlices, WHOLE } from '../../main/library/record-in-slices.js';
import { jsonDepth, parseRecordText, recordText, type CampaignRecord } from '../../main/library/record.js';
import { CHARS_PER_SLICE, jsonDepthInSlices, sha256InSlices } from '../../main/library/slices.js';
import { toyRecord } from './fixtures/setup.js';

/** A record with `count` moves of an earlier rules edition's shapes (the library keeps them as they are). */
function longRecord(count: number): CampaignRecord {
  const actions = Array.from({ length: count }, (_, i): PlainAction => ({ type: 'unrest', cities: i % 3, note: `move ${i}` }));
  return { ...toyRecord(3), edition: 0, actions };
}

/** The text's JSON changed by `change`, its count of moves and its checksum made right again (a forged file). */
function forged(text: string, change: (record: Record<string, unknown>) => void): string {
  const record = JSON.parse(text) as Record<string, unknown>;
  delete record.checksum;
  change(record);
  if (Array.isArray(record.actions)) record.actionCount = record.actions.length;
  return withChecksum(JSON.stringify(record));
}

function withChecksum(body: string): string {
  return `${body.slice(0, -1)},"checksum":"sha256:${createHash('sha256').update(body).digest('hex')}"}\n`;
}

/** The text without its checksum field: what the checksum covers. */
function bodyOf(text: string): string {
  return `${text.slice(0, text.lastIndexOf(',"checksum"'))}}`;
}

/** A field the record does not have, put just before its moves, the checksum made right again. */
function withFieldBeforeMoves(text: string): string {
  return withChecksum(`${text.slice(0, text.lastIndexOf(',"checksum"')).replace(',"actions":[', ',"extra":1,"actions":[')}}`);
}

function counter(): { pause: () => Promise<void>; readonly count: number } {
  let count = 0;
  return {
    pause: () => {
      count++;
      return Promise.resolve();
    },
    get count() {
      return count;
    },
  };
}

const good = recordText(longRecord(12_000));

/** Every kind of long file, named by what is odd about it. */
const files: Record<string, string> = {
  'a good file': good,
  'its checksum wrong': good.replace(/"checksum":"sha256:(.)/, (_, c: string) => `"checksum":"sha256:${c === '0' ? '1' : '0'}`),
  'cut short': good.slice(0, Math.floor(good.length / 2)),
  'not JSON in the middle of its moves': good.replace('{"type":"unrest","cities":1,"note":"move 7000"}', '{"type":unrest}'),
  'a move cut in two': good.replace('"note":"move 9000"}', '"note":"move 9000"'),
  'a newer file format': forged(good, (r) => (r.format = 9)),
  'a count of moves that does not match': withChecksum(JSON.stringify({ ...JSON.parse(good), checksum: undefined, actionCount: 5 })),
  'a field before the moves the record does not have': withFieldBeforeMoves(good),
  'a field after the moves': forged(good, (r) => (r.extra = 1)),
  'a field wrong before the moves': forged(good, (r) => (r.turn = -1)),
  'a move the schema refuses, deep in the list': forged(good, (r) => ((r.actions as unknown[])[9_876] = { type: '' })),
  'a move refused and a field unknown': withFieldBeforeMoves(forged(good, (r) => ((r.actions as unknown[])[9_876] = { type: 7 }))),
  'a move refused and a field wrong': forged(good, (r) => {
    (r.actions as unknown[])[9_876] = { type: 7 };
    r.turn = 'x';
  }),
  'a move refused, then not JSON': forged(good, (r) => ((r.actions as unknown[])[100] = { type: '' })).replace('"note":"move 11000"', '"note":move'),
  'a space JSON does not allow at its end': good.replace(/\n$/, '\u00a0'),
  'something after the record': `${good}{}`,
  'its moves given again after them': withChecksum(`${bodyOf(good).slice(0, -1)},"actions":[]}`),
  'its moves given before them as well': withChecksum(`{"actions":[{"type":"y"}],${bodyOf(good).slice(1)}`),
  'no checksum': `${good.slice(0, good.lastIndexOf(',"checksum"'))}}\n`,
  'a byte-order mark': `\uFEFF${good}`,
  'only spaces': ' '.repeat(READ_WHOLE_UP_TO + 10),
  'a move nested far too deep': forged(good, (r) => ((r.actions as unknown[])[50] = { type: 'x', deep: JSON.parse(`${'['.repeat(20)}${']'.repeat(20)}`) })),
  'its moves inside another field': forged(good, (r) => {
    r.options = { ...(r.options as object), actions: [1, 2] };
  }),
  'a list of moves that is not a list': good.replace(',"actions":[', ',"actions":{"a":[').replace(/\],"checksum"/, ']},"checksum"'),
};

/** The only files left to the whole parse: their moves are not the record's own field, or are given twice. */
const readWhole = new Set(['its moves given again after them', 'a byte-order mark', 'its moves inside another field', 'a list of moves that is not a list']);

describe('a long campaign file read a slice at a time says what the whole parse says', () => {
  for (const [name, text] of Object.entries(files)) {
    it(`${name}${readWhole.has(name) ? ' (read whole)' : ''}`, async () => {
      expect(text.length).toBeGreaterThan(READ_WHOLE_UP_TO);
      const whole = parseRecordText(text);
      expect(await parseRecordInSlices(text, counter().pause)).toEqual(whole);
      expect(await readInSlices(text, counter().pause)).toEqual(readWhole.has(name) ? WHOLE : whole);
      if (process.env.SHOW_REASONS) console.log(name, '→', whole.ok ? 'ok' : whole.reason);
    });
  }

  it('reads a good file in slices of moves, pausing between them', async () => {
    const c = counter();
    const parsed = await parseRecordInSlices(good, c.pause);
    expect(parsed.ok && parsed.record.actions.length).toBe(12_000);
    expect(c.count).toBeGreaterThanOrEqual(12_000 / ACTIONS_PER_SLICE);
  });
});

describe('a long campaign file written a slice at a time', () => {
  for (const count of [0, ACTIONS_PER_SLICE, ACTIONS_PER_SLICE + 1, 12_000]) {
    it(`is recordText's text to the byte (${count} moves)`, async () => {
      const record = longRecord(count);
      const c = counter();
      expect(await recordTextInSlices(record, c.pause)).toBe(recordText(record));
      if (count > ACTIONS_PER_SLICE) expect(c.count).toBeGreaterThanOrEqual(count / ACTIONS_PER_SLICE);
    });
  }
});

describe('the slices never cut a character in two', () => {
  it('hashes a character outside the BMP that straddles a slice boundary as the whole text is hashed', async () => {
    const text = `${'a'.repeat(CHARS_PER_SLICE - 1)}\u{1F600}${'b'.repeat(10)}`;
    const whole = `sha256:${createHash('sha256').update(`${text}}`).digest('hex')}`;
    expect(await sha256InSlices(text, text.length, '}', counter().pause)).toBe(whole);
  });

  it('finds the nesting depth as the whole scan does, whatever falls on a slice boundary', async () => {
    for (const at of [CHARS_PER_SLICE - 2, CHARS_PER_SLICE - 1, CHARS_PER_SLICE]) {
      const text = `[${' '.repeat(at)}"\\\\",["\\"[[[",[{}]]]`;
      expect(await jsonDepthInSlices(text, counter().pause)).toBe(jsonDepth(text));
    }
  });
});
