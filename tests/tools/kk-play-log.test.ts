// Issue 29: `kk play` prints each log entry as one line, its rule first in brackets, exactly the engine's
// describeEvent sentence, as before the log crossed the seam as entries (sentence and rule apart).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { act, describeEvent, prompt, startGame, type GameEvent } from '../../shared/engine/index.js';

const KK = join(import.meta.dirname, '../../tools/kk.ts');

describe('kk play prints the log (issue 29)', () => {
  it('§6.1 the opening and each move\'s lines read "[rule] sentence", as the engine writes them', () => {
    const data = mkdtempSync(join(tmpdir(), 'kk-log-'));
    try {
      const r = spawnSync(process.execPath, ['--import', 'tsx', KK, 'play', '--seed', '12', '--data', data], {
        input: '1\n1\n1\nq\n', encoding: 'utf8', timeout: 120_000,
      });
      expect(r.status, r.stderr).toBe(0);
      // The same campaign in the engine: the first choice three times.
      const s = startGame({ seed: 12, options: {} });
      const events: GameEvent[] = [...s.events];
      let st = s.state;
      for (let i = 0; i < 3; i++) {
        const p = prompt(st);
        if (!p) throw new Error('no decision');
        const next = act(st, p.actions[0]);
        st = next.state;
        events.push(...next.events);
      }
      // A move's first line follows the "> " where the answer was read.
      const printed = r.stdout.split('\n').map((l) => l.replace(/^(> )+/, '')).filter((l) => l.startsWith('  ['));
      expect(printed).toEqual(events.map((e) => `  ${describeEvent(e)}`));
      expect(r.stdout).not.toContain('[object Object]');
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  });
});
