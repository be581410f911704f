// Issue 32: `kk play --my-dice --my-chits` asks for every die and every chit drawn, in the engine's words (the
// app's prompt bar asks the same), numbered like any choice: a die's face is its own number.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replay } from '../../shared/engine/index.js';

const KK = join(import.meta.dirname, '../../tools/kk.ts');

function kkPlay(args: string[], answers: string[], data: string): string {
  const r = spawnSync(process.execPath, ['--import', 'tsx', KK, 'play', ...args, '--data', data], {
    input: answers.join('\n') + '\n',
    encoding: 'utf8',
    timeout: 120_000,
    maxBuffer: 256 * 1024 * 1024,
  });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
}

describe('kk play with the table companion (issue 32)', () => {
  it('asks for the dice and the chits in the same words, and the record replays to the same end', () => {
    const data = mkdtempSync(join(tmpdir(), 'kk-companion-'));
    try {
      const answers = Array.from({ length: 3000 }, (_, i) => String((i % 3) + 1));
      const out = kkPlay(['--seed', '7', '--my-dice', '--my-chits'], answers, data);
      expect(out).toContain('§7.1 · Berliner Tageblatt: roll 1 die and enter it. The die plus the turn (1) picks the row of the Tageblatt table, 2 to 7.\n  1. 1\n  2. 2\n  3. 3\n  4. 4\n  5. 5\n  6. 6');
      expect(out).toContain('[§7.1] Berliner Tageblatt: you rolled 1');
      expect(out).toMatch(/§4\.1 · Draw from the Chit Cup and say which tile came out \(\d+ tiles are still in it\)\.\n {2}1\. (Turn Chit #\d+|British Cruiser \d)\n/);
      expect(out).toMatch(/roll 2 dice; the first is \d, enter the second\./);
      expect(out).toContain('The war is over');
      // The record holds every entry as a move: replayed, it ends where the terminal's campaign ended.
      const dir = join(data, 'campaigns');
      const file = readdirSync(dir).find((f) => f.endsWith('.json') && !f.includes('backup'));
      const record = JSON.parse(readFileSync(join(dir, file!), 'utf8')) as { seed: number; options: object; actions: unknown[] };
      expect(record.options).toMatchObject({ myDice: true, myChits: true });
      expect(record.actions.some((a) => (a as { type: string }).type === 'enter-die')).toBe(true);
      expect(replay(record.seed, record.options, record.actions).over).not.toBeNull();
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  });

  it('two dice may be typed as one pair (§9.1.2: "3 5")', () => {
    const data = mkdtempSync(join(tmpdir(), 'kk-companion-'));
    try {
      // The Tageblatt's die, Blockade Runner 1 to the Atlantic (1a), then the Cruisers Table's two dice at once.
      const out = kkPlay(['--seed', '7', '--my-dice'], ['4', '1', '3 5', 'q'], data);
      expect(out).toContain('British Cruisers Table (1 Cruiser): roll 2 dice and enter the first.');
      expect(out).toContain('[§9.1.2] British Cruisers Table (1 Cruiser): you rolled 3 + 5');
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  });

  it('without the flags nothing is asked: the app rolls and draws', () => {
    const data = mkdtempSync(join(tmpdir(), 'kk-companion-'));
    try {
      const out = kkPlay(['--seed', '7'], ['q'], data);
      expect(out).not.toContain('roll 1 die and enter it');
      expect(out).toContain('[§7.1] Berliner Tageblatt: rolled');
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  });
});
