// Issue #14: `kk play` offers the app's button labels, not JSON, and shows its board in printed names. The
// real CLI plays seeded campaigns to their end from piped answers, and the board and choices of every position
// of several greedy and random campaigns are checked: no tile id, action type or phase id anywhere.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actTrusted, newGame, prompt, view, type Options } from '../../shared/engine/index.js';
import { choiceLabels } from '../../shared/labels/index.js';
import { oddsSuffix, textBoard, textChoices } from '../../tools/text-board.js';
import { greedyPolicy, randomPolicy, type Policy } from '../../tools/policy.js';
import { leaks } from '../labels/leaks.js';

const KK = join(import.meta.dirname, '../../tools/kk.ts');

/** The real `kk play` with answers piped in; its whole stdout. */
function kkPlay(args: string[], answers: string[]): string {
  const data = mkdtempSync(join(tmpdir(), 'kk-words-'));
  try {
    const r = spawnSync(process.execPath, ['--import', 'tsx', KK, 'play', ...args, '--data', data], {
      input: answers.join('\n') + '\n',
      encoding: 'utf8',
      timeout: 120_000,
      maxBuffer: 256 * 1024 * 1024,
    });
    expect(r.status, r.stderr).toBe(0);
    return r.stdout;
  } finally {
    rmSync(data, { recursive: true, force: true });
  }
}

/** The lines the game shows, without the closing lines that name the campaign's id and file for resuming. */
function gameLines(stdout: string): string[] {
  const end = stdout.lastIndexOf('\nCampaign ');
  return (end < 0 ? stdout : stdout.slice(0, end)).split('\n').filter((l) => !l.startsWith('Kaiserkrieg! — campaign '));
}

describe('kk play speaks the app’s words (issue #14)', () => {
  it('a whole campaign played in the real CLI shows labels, not JSON, and no id anywhere', () => {
    const answers = Array.from({ length: 700 }, (_, i) => String((i % 3) + 1));
    const out = kkPlay(['--seed', '12', '--hundred-days'], answers);
    expect(out).toContain('The war is over');
    expect(out).not.toMatch(/\{"type"/);
    expect(out).toMatch(/^ {2}1\. Send Blockade Runner 1 to the [A-Z]/m);
    expect(out).toMatch(/Naval\/Air Warfare Phase/);
    expect(leaks('kk play seed 12', gameLines(out))).toEqual([]);
  });

  it('the choices are the app’s button labels, numbered in the prompt’s order, each roll’s odds after it (issue 15)', () => {
    const st = newGame({ seed: 12, options: {} });
    const v = view(st);
    if (v.prompt === null) throw new Error('no prompt');
    const labels = choiceLabels(v.prompt, v);
    expect(textChoices(v).slice(1)).toEqual(labels.map((l, i) => `  ${i + 1}. ${l}${oddsSuffix(v.odds[i])}`));
    // The first decision places Blockade Runner 1: every sea area has its interception odds.
    expect(v.odds.every((o) => o !== null)).toBe(true);
  });

  it('the board and choices of every position of several campaigns are in printed names', () => {
    const OPTIONS: readonly Partial<Options>[] = [{}, { hundredDays: true, indiansTwice: true }, { removeCruisers: 2 }];
    const found: string[] = [];
    let positions = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const policies: [string, Policy][] = [[`greedy ${seed}`, greedyPolicy(seed)], [`random ${seed}`, randomPolicy(seed)]];
      for (const [name, policy] of policies) {
        const st = newGame({ seed: seed * 7, options: OPTIONS[seed % OPTIONS.length] });
        const lines: string[] = [];
        for (let p = prompt(st); p !== null; p = prompt(st)) {
          const v = view(st);
          lines.push(...textBoard(v).split('\n'), ...textChoices(v));
          positions++;
          actTrusted(st, policy(st, p));
        }
        lines.push(...textBoard(view(st)).split('\n'));
        found.push(...leaks(name, lines));
      }
    }
    expect(positions).toBeGreaterThan(1000);
    expect(found.slice(0, 20)).toEqual([]);
  });
});
