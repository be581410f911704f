// `kk stats` reads the same library as the app: --json prints exactly what the Statistics screen gets
// (GameService.statistics), and the plain table says the same counts. The real CLI runs as a child process.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { engine } from '../../main/engine-port.js';
import { CampaignLibrary } from '../../main/library/library.js';
import { libraryStatistics } from '../../main/library/statistics.js';
import { campaignsDir, savesDir } from '../../main/paths.js';
import type { CampaignResult } from '../../shared/ipc.js';
import type { LibraryStatistics } from '../../shared/statistics.js';

const KK = join(import.meta.dirname, '../../tools/kk.ts');

function kk(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', KK, ...args], {
    encoding: 'utf8',
    env: { ...process.env, KK_USER_DATA: join(tmpdir(), 'kk-not-this-one') },
    timeout: 60_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

let data: string;
let library: CampaignLibrary;

beforeEach(async () => {
  data = mkdtempSync(join(tmpdir(), 'kk-stats-cli-'));
  library = new CampaignLibrary({ dir: campaignsDir(data), oldSavesDir: savesDir(data), engine, appVersion: 'test' });
  await library.open();
  const results: [boolean, CampaignResult | null][] = [
    [false, null],
    [false, { kind: 'armistice', turn: 27, vp: 52, band: 'Victory' }],
    [true, { kind: 'armistice', turn: 27, vp: 33, band: 'Draw-like peace' }],
    [true, { kind: 'defeat', turn: 14, front: 'Ukraine' }],
  ];
  let i = 0;
  for (const [hundredDays, result] of results) {
    // The last war was played with the player's own dice (issue 32: the table companion).
    const options = engine.normaliseOptions(i === 3 ? { hundredDays, myDice: true } : { hundredDays });
    const record = library.newRecord({ seed: 2, options, id: `stats-${i++}` }, engine.startGame({ seed: 2, options }).state);
    await library.create({ ...record, result, turn: result?.turn ?? 3 });
  }
});
afterEach(() => rmSync(data, { recursive: true, force: true }));

it('kk stats --json prints the statistics the app computes from the same library', async () => {
  const r = kk(['stats', '--json', '--data', data]);
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  const printed = JSON.parse(r.stdout) as LibraryStatistics;
  expect(printed).toEqual(libraryStatistics(await library.list()));
  expect(printed.all).toMatchObject({ played: 4, finished: 3, armistices: 2, defeats: 1, meanArmisticeVp: 42.5 });
  expect(printed.all.defeatsByTurn[13]).toBe(1);
});

it('kk stats without --json prints readable tables of the same counts', () => {
  const r = kk(['stats', '--data', data]);
  expect(r.status).toBe(0);
  const out = r.stdout;
  expect(out).toContain('Wars: 4 played, 3 finished (2 reached the Armistice, 1 ended in Defeat), 1 in progress.');
  expect(out).toContain('Mean VP of the wars that reached the Armistice: 42.5');
  expect(out).toMatch(/^Victory\s+50–59\s+1$/m);
  expect(out).toMatch(/^Draw-like peace\s+30–39\s+1$/m);
  expect(out).toMatch(/^Turn 14\s+1$/m);
  expect(out).toMatch(/^Ukraine\s+1$/m);
  expect(out).toMatch(/^The Hundred Days: on\s+2\s+2\s+1\s+1\s+33\.0$/m);
  expect(out).toMatch(/^The Hundred Days: off\s+2\s+1\s+1\s+0\s+52\.0$/m);
  expect(out).toContain('By optional rule, and by who rolled the dice and drew the chits:');
  expect(out).toMatch(/^Dice and chits: the app's\s+3\s+2\s+2\s+0\s+42\.5$/m);
  expect(out).toMatch(/^Dice and chits: your own dice\s+1\s+1\s+0\s+1\s+—$/m);
  expect(out).toMatch(/^Dice and chits: your own dice and chits\s+0\s+0\s+0\s+0\s+—$/m);
  expect(out).not.toMatch(/hundredDays|myDice|armistice"|defeat"/); // no ids or JSON keys in the table
});

it('kk stats counts a war and its duplicate once, and a branch only with --branches; --json holds both counts', async () => {
  const list = await library.list();
  const war = await library.record(list.campaigns.find((c) => c.id === 'stats-1')!.id); // the Armistice of 52 VP
  const inPlay = await library.record('stats-0');
  const later = new Date(Date.parse(war.lastPlayed) + 60_000).toISOString();
  // A Duplicate keeps its source's day last played and starts at the copy; Play from starts fresh.
  await library.create({ ...war, id: 'stats-copy', parent: { id: war.id, actionCount: war.actions.length }, started: later });
  await library.create({ ...inPlay, id: 'stats-branch', parent: { id: inPlay.id, actionCount: 0 }, started: later, lastPlayed: later, result: { kind: 'defeat', turn: 5, front: 'Serbia' } });

  const printed = JSON.parse(kk(['stats', '--json', '--data', data]).stdout) as LibraryStatistics;
  expect({ campaigns: printed.campaigns, branches: printed.branches }).toEqual({ campaigns: 6, branches: 1 });
  expect(printed.all).toMatchObject({ played: 4, finished: 3, armistices: 2, defeats: 1 });
  expect(printed.withBranches.all).toMatchObject({ played: 5, finished: 4, armistices: 2, defeats: 2 });

  const plain = kk(['stats', '--data', data]).stdout;
  expect(plain).toContain('(6 campaigns in the library). The one branch (a what-if) is not counted.');
  expect(plain).toContain('Wars: 4 played, 3 finished (2 reached the Armistice, 1 ended in Defeat), 1 in progress.');
  const branches = kk(['stats', '--branches', '--data', data]).stdout;
  expect(branches).toContain('The one branch is counted as a war of its own.');
  expect(branches).toContain('Wars: 5 played, 4 finished (2 reached the Armistice, 2 ended in Defeat), 1 in progress.');
});
