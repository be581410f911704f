// A long slot save of an earlier version offered to Import is read a slice of moves at a time (issue #28, F9),
// and accepted or refused exactly as the whole parse does, with the same save when it is accepted.
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../../shared/data/optional-rules.js';
import type { PlainAction } from '../../shared/engine/index.js';
import { engine as realEngine } from '../../main/engine-port.js';
import { parseOldSave } from '../../main/library/migrate-saves.js';
import { parseOldSaveInSlices } from '../../main/library/old-save-in-slices.js';
import { ACTIONS_PER_SLICE, READ_WHOLE_UP_TO } from '../../main/library/record-in-slices.js';
import { checksumOf } from '../../main/saves/checksum.js';

const state = realEngine.startGame({ seed: 42, options: DEFAULT_OPTIONS }).state;
const moves = Array.from({ length: 12_000 }, (_, i): PlainAction => ({ type: 'unrest', cities: i % 3 }));

/** A slot save as versions before the library wrote it: format 2, or format 1. */
function oldSave(format: 1 | 2, actions: readonly unknown[] = moves): string {
  if (format === 1) return JSON.stringify({ format: 1, seed: 42, options: DEFAULT_OPTIONS, actions, state, checksum: checksumOf(state).slice('sha256:'.length) });
  return JSON.stringify({
    format: 2, app: '0.1.0', savedAt: null, slot: 'autosave', seed: 42, options: DEFAULT_OPTIONS, actions, snapshot: state, checksum: checksumOf(state),
    summary: { turn: state.turn, actionCount: actions.length, finished: false },
  });
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

const saves: Record<string, string> = {
  'a good save (format 2)': oldSave(2),
  'a good save (format 1)': oldSave(1),
  'cut short': oldSave(2).slice(0, 200_000 + READ_WHOLE_UP_TO),
  'not JSON in the middle of its moves': oldSave(2).replace('{"type":"unrest","cities":1}', '{"type":unrest}'),
  'a move the schema refuses': oldSave(2, moves.map((m, i) => (i === 7_000 ? { type: '' } : m))),
  'its position changed': oldSave(2).replace('"turn":1,', '"turn":2,'),
  'its moves given again after them': `${oldSave(2).slice(0, -1)},"actions":[]}`,
  'a newer save format': oldSave(2).replace('"format":2', '"format":3'),
  'a move nested far too deep': oldSave(2, moves.map((m, i) => (i === 50 ? { type: 'x', deep: JSON.parse(`${'['.repeat(70)}${']'.repeat(70)}`) } : m))),
};

describe('a long slot save read a slice at a time is taken or refused as the whole parse does', () => {
  for (const [name, text] of Object.entries(saves)) {
    it(name, async () => {
      expect(text.length).toBeGreaterThan(READ_WHOLE_UP_TO);
      const whole = parseOldSave(text);
      const sliced = await parseOldSaveInSlices(text, counter().pause);
      expect(sliced.ok).toBe(whole.ok);
      if (whole.ok) expect(sliced).toEqual(whole);
    });
  }

  it('reads the moves of a good save in slices, pausing between them', async () => {
    const c = counter();
    const read = await parseOldSaveInSlices(oldSave(2), c.pause);
    expect(read.ok && read.file.actions.length).toBe(moves.length);
    expect(c.count).toBeGreaterThanOrEqual(moves.length / ACTIONS_PER_SLICE);
  });
});
