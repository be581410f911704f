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
    const options = engine.normaliseOptions({ hundredDays });
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
  expect(out).toContain('Campaigns: 4 played, 3 finished (2 reached the Armistice, 1 ended in Defeat), 1 in progress.');
  expect(out).toContain('Mean VP of the campaigns that reached the Armistice: 42.5');
  expect(out).toMatch(/^Victory\s+50–59\s+1$/m);
  expect(out).toMatch(/^Draw-like peace\s+30–39\s+1$/m);
  expect(out).toMatch(/^Turn 14\s+1$/m);
  expect(out).toMatch(/^Ukraine\s+1$/m);
  expect(out).toMatch(/^The Hundred Days: on\s+2\s+2\s+1\s+1\s+33\.0$/m);
  expect(out).toMatch(/^The Hundred Days: off\s+2\s+1\s+1\s+0\s+52\.0$/m);
  expect(out).not.toMatch(/hundredDays|armistice"|defeat"/); // no ids or JSON keys in the table
});
