// Every campaign a player ever saved keeps loading (issue #28): the fixture library that the code of commit
// 6c0fb0d wrote (tests/main/fixtures/library-6c0fb0d, see its README) is copied and opened with today's code.
// Each campaign is listed as it was written and resumes as same, corrected or outdated — never refused,
// never called damaged — and the Statistics count what the README records. This test must keep passing
// after every later change to the record, the rules edition or the position digest.
import { cpSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { composeGameService } from '../../main/compose.js';
import { engine } from '../../main/engine-port.js';
import { inferFamilies } from '../../main/library/family.js';
import { CampaignLibrary, type LoadOutcome } from '../../main/library/library.js';
import { currentEdition } from '../../main/library/replay-check.js';
import { NAMES_FORMAT } from '../../main/library/record.js';
import { dayInWords, defaultCampaignName } from '../../shared/campaign-names.js';
import { familyInWords } from '../../renderer/screens/plain-words.js';
import { memorySettings } from '../../main/settings-model.js';
import type { GameService } from '../../main/game-service.js';
import type { LoadResult } from '../../shared/ipc.js';
import { fakeAdvisor } from './fixtures/fake-advisor.js';
import { removeTempDirs, tempDir } from './fixtures/setup.js';
import manifest from './fixtures/library-6c0fb0d/manifest.json';

type Status = 'same' | 'corrected' | 'outdated';
const FIXTURE = new URL('./fixtures/library-6c0fb0d/user-data', import.meta.url).pathname;
const campaigns = Object.entries(manifest.campaigns);
/** Under 6c0fb0d's own edition each must be exactly as written; a later edition may correct or outdate any. */
const sameEdition = currentEdition(engine) === manifest.edition;
/**
 * Under rules edition 2 (R41, README): the campaign whose last move bombed the BEF is corrected (the BEF now
 * waits in Belgium Reserves); its `.bak`, saved one move before the raid, and every other campaign are the same.
 */
const EDITION_2_STATUS: Readonly<Record<string, Status>> = { zeppelinBef: 'corrected' };

function statusOf(r: LoadResult | LoadOutcome): Status | string {
  if (r.ok) return 'update' in r ? (r.update.notice === null ? 'same' : 'corrected') : r.campaign.notice === null ? 'same' : 'corrected';
  return r.problem.outdated !== null ? 'outdated' : `refused: ${r.problem.reason}`;
}

function expectLoads(name: string, status: Status | string, expected: string, told: string | null): void {
  expect([name, ['same', 'corrected', 'outdated'].includes(status)]).toEqual([name, true]);
  if (sameEdition) expect([name, status]).toEqual([name, expected]);
  else if (currentEdition(engine) === 2) {
    expect([name, status]).toEqual([name, EDITION_2_STATUS[name] ?? 'same']);
    if (status !== 'same') expect([name, told]).toEqual([name, expect.stringMatching(/\(ruling R41\)/)]);
  }
  // A later edition changed rulings: a corrected or outdated campaign is told which (never "the engine was corrected").
  else if (status !== 'same') expect(told).toMatch(/ruling R\d+/);
}

let userData: string;
let service: GameService;

beforeEach(async () => {
  // The clock a minute after the library was written: its deleted campaign is still within its 30 days.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(manifest.writtenAt) + 60_000 });
  userData = tempDir('kk-6c0fb0d-');
  cpSync(FIXTURE, userData, { recursive: true });
  service = await composeGameService({ userData, appVersion: 'today', settings: memorySettings(), advisor: fakeAdvisor() });
});

afterEach(async () => {
  await service.close();
  vi.useRealTimers();
  removeTempDirs();
});

describe('the library written by 6c0fb0d', () => {
  it('lists every campaign as it was written: nothing hidden, nothing damaged, no problems', async () => {
    const list = await service.listCampaigns();
    expect(list.problems).toEqual([]);
    const rows = [...list.campaigns, ...list.deleted];
    expect(rows.map((r) => r.id).sort()).toEqual(campaigns.map(([, c]) => c.id).sort());
    for (const [name, c] of campaigns) {
      const row = rows.find((r) => r.id === c.id)!;
      expect([name, row.problem, row.actionCount, row.turn, row.result?.kind ?? null, row.deletedAt !== null, row.bookmarks.length, row.parent])
        .toEqual([name, null, c.actionCount, c.turn, c.result, c.deleted, c.bookmarks, c.parent]);
    }
  });

  it('resumes every campaign as same, corrected or outdated, exactly as its README says', async () => {
    for (const [name, c] of campaigns) {
      const r = await service.resume(c.id);
      expectLoads(name, statusOf(r), c.status, r.ok ? r.update.notice : r.problem.reason);
      if (r.ok) expect([name, r.update.campaign.actionCount]).toEqual([name, c.actionCount]);
    }
  });

  it('every backup left beside a campaign loads the same way', async () => {
    const library = new CampaignLibrary({ dir: join(userData, 'campaigns'), engine, appVersion: 'today' });
    await library.open();
    const backups = readdirSync(join(userData, 'campaigns')).filter((f) => f.endsWith('.bak'));
    expect(backups.length).toBeGreaterThan(0);
    for (const [name, c] of campaigns) {
      if (!backups.includes(`${c.id}.campaign.json.bak`)) continue;
      const r = await library.loadBackup(c.id);
      expectLoads(`${name}.bak`, statusOf(r), c.status, r.ok ? r.campaign.notice : r.problem.reason);
    }
  });

  it('holds the campaign where the Zeppelin bombed the BEF (RULINGS R41), stopped just after the raid', async () => {
    const library = new CampaignLibrary({ dir: join(userData, 'campaigns'), engine, appVersion: 'today' });
    const record = await library.record(manifest.campaigns.zeppelinBef.id);
    const run = engine.replaySteps(record.seed, record.options, record.actions);
    const raid = run.steps.at(-1)?.find((e) => e.type === 'zeppelin-raid');
    expect(raid).toMatchObject({ raid: 'bombing', target: 'gb-bef', success: true });
    if (currentEdition(engine) >= 2) {
      // R41: the bombed BEF waits in Belgium Reserves; the British 2nd stays on the Counter Tray.
      expect([run.state.loc['gb-bef'], run.state.loc['gb-2']]).toEqual(['belgium-reserves', 'counter-tray']);
    }
  });

  it('counts each war once, as the README records (6c0fb0d counted every file: manifest.statistics)', async () => {
    const stats = await service.statistics();
    const counts = (s: typeof stats.all) => ({ played: s.played, finished: s.finished, armistices: s.armistices, defeats: s.defeats });
    // The 6c0fb0d counts were one per file.
    expect(manifest.statistics).toEqual({ played: 7, finished: 4, armistices: 2, defeats: 2, unreadable: 0 });
    // Wars: the Armistice (and its duplicate), the Defeat (and its import), the one in play, the Zeppelin one.
    expect({ ...counts(stats.all), unreadable: stats.unreadable }).toEqual({ played: 4, finished: 2, armistices: 1, defeats: 1, unreadable: 0 });
    expect({ campaigns: stats.campaigns, branches: stats.branches }).toEqual({ campaigns: 7, branches: 1 });
    // With branches: the branch from "Before the Marne" is a war of its own, still in progress.
    expect(counts(stats.withBranches.all)).toEqual({ played: 5, finished: 2, armistices: 1, defeats: 1 });
  });

  it("infers every campaign's family from the records as 6c0fb0d wrote them", async () => {
    const list = await service.listCampaigns();
    const library = new CampaignLibrary({ dir: join(userData, 'campaigns'), engine, appVersion: 'today' });
    const families = await inferFamilies([...list.campaigns, ...list.deleted], (id) => library.record(id).then((r) => r.actions));
    const c = manifest.campaigns;
    const origin = (name: keyof typeof c) => families.get(c[name].id)?.origin;
    expect(origin('armistice')).toEqual({ kind: 'new' });
    expect(origin('defeat')).toEqual({ kind: 'new' });
    expect(origin('inPlay')).toEqual({ kind: 'new' });
    expect(origin('zeppelinBef')).toEqual({ kind: 'new' });
    expect(origin('deleted')).toEqual({ kind: 'new' });
    expect(origin('branch')).toEqual({ kind: 'branch', of: c.inPlay.id, atMove: 30 });
    expect(origin('duplicate')).toEqual({ kind: 'duplicate', of: c.armistice.id });
    expect(origin('imported')).toEqual({ kind: 'imported', of: c.defeat.id });
    expect(families.get(c.duplicate.id)?.line).toBe(c.armistice.id);
    expect(families.get(c.imported.id)?.line).toBe(c.defeat.id);
    expect(families.get(c.branch.id)).toMatchObject({ line: c.branch.id, war: c.inPlay.id });
  });

  it('gives every campaign the default name and the inferred family (issue 31), and keeps its file untouched until renamed', async () => {
    const c = manifest.campaigns;
    const dir = join(userData, 'campaigns');
    const before = Object.fromEntries(readdirSync(dir).filter((f) => f.endsWith('.campaign.json')).map((f) => [f, readFileSync(join(dir, f), 'utf8')]));
    const list = await service.listCampaigns();
    const rows = [...list.campaigns, ...list.deleted];
    const row = (name: keyof typeof c) => rows.find((r) => r.id === c[name].id)!;
    expect(row('inPlay').name).toBe(`Seed 42 · begun ${dayInWords(row('inPlay').started)}`);
    for (const r of rows) expect(r.name).toBe(defaultCampaignName(r.seed, r.started));
    expect(row('branch').origin).toEqual({ kind: 'branch', of: c.inPlay.id, atMove: 30 });
    expect(row('duplicate').origin).toEqual({ kind: 'duplicate', of: c.armistice.id });
    expect(row('imported').origin).toEqual({ kind: 'imported', of: c.defeat.id });
    expect(row('armistice').origin).toEqual({ kind: 'new' });
    // Listing and resuming rewrote nothing but a corrected campaign (written under today's edition, as before
    // issue 31): an earlier version still opens every other file as it was.
    const corrected: string[] = [];
    for (const [, x] of campaigns) {
      const opened = await service.resume(x.id);
      if (opened.ok && opened.update.notice !== null) corrected.push(`${x.id}.campaign.json`);
    }
    const untouched = Object.keys(before).filter((f) => !corrected.includes(f));
    expect(untouched.length).toBeGreaterThanOrEqual(7);
    expect(untouched.map((f) => readFileSync(join(dir, f), 'utf8'))).toEqual(untouched.map((f) => before[f]));
    for (const f of corrected) expect(JSON.parse(readFileSync(join(dir, f), 'utf8'))).not.toHaveProperty('name');
    // Renamed, an old record is written as format 5 with its name; it still loads as it did, counted once.
    await service.renameCampaign(c.duplicate.id, 'The armistice, kept safe');
    const renamed = await new CampaignLibrary({ dir, engine, appVersion: 'today' }).record(c.duplicate.id);
    expect([renamed.format, renamed.name, renamed.origin]).toEqual([NAMES_FORMAT, 'The armistice, kept safe', undefined]);
    const r = await service.resume(c.duplicate.id);
    expectLoads('duplicate renamed', statusOf(r), c.duplicate.status, r.ok ? r.update.notice : r.problem.reason);
    const again = (await service.listCampaigns()).campaigns.find((x) => x.id === c.duplicate.id)!;
    expect([again.name, again.origin]).toEqual(['The armistice, kept safe', { kind: 'duplicate', of: c.armistice.id }]);
    const stats = await service.statistics();
    expect([stats.all.played, stats.campaigns]).toEqual([4, 7]);
  });

  it('says "Branch of …" on the board while an old branch is in play, exactly as the Campaigns screen does; an old duplicate is no branch (issue 31)', async () => {
    const c = manifest.campaigns;
    const list = await service.listCampaigns();
    const all = [...list.campaigns, ...list.deleted];
    const row = (name: keyof typeof c) => all.find((r) => r.id === c[name].id)!;
    const boardSays = async (name: keyof typeof c): Promise<string | null> => {
      const r = await service.resume(c[name].id);
      if (!r.ok) throw new Error(`${name} did not open: ${r.problem.reason}`);
      return r.update.campaign.branch;
    };
    expect(await boardSays('branch')).toBe(`Branch of ${row('inPlay').name} at move 30`);
    expect(await boardSays('duplicate')).toBeNull();
    expect(await boardSays('imported')).toBeNull();
    expect(await boardSays('inPlay')).toBeNull();
    // The board and the Campaigns screen never disagree: a branch's words are the screen's family words.
    for (const name of Object.keys(c) as (keyof typeof c)[]) {
      const x = row(name);
      if (x.deletedAt !== null) continue;
      const screen = familyInWords(x, all);
      expect([name, await boardSays(name)]).toEqual([name, x.origin?.kind === 'branch' ? screen : null]);
    }
  });
});
