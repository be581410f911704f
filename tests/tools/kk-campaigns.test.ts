// The terminal reaches the app's campaign library: `kk campaigns` lists what the Campaigns screen lists,
// `kk play --resume ID` plays on (each move autosaved), `kk play` starts a campaign the app then lists, and
// a campaign open elsewhere is refused with the lock's sentence. The real CLI runs as a child process.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engine } from '../../main/engine-port.js';
import { CampaignLibrary } from '../../main/library/library.js';
import { CampaignLocks } from '../../main/library/lock.js';
import { campaignsDir, savesDir } from '../../main/paths.js';
import type { Action } from '../../shared/engine/index.js';
import type { CampaignList } from '../../shared/ipc.js';

const KK = join(import.meta.dirname, '../../tools/kk.ts');

function kk(args: string[], input = ''): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', KK, ...args], {
    input,
    encoding: 'utf8',
    // KK_USER_DATA points nowhere useful: --data must be what the CLI uses.
    env: { ...process.env, KK_USER_DATA: join(tmpdir(), 'kk-not-this-one') },
    timeout: 60_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The first `n` legal actions of a campaign (always the first one offered). */
function firstActions(seed: number, n: number): Action[] {
  let st = engine.startGame({ seed }).state;
  const actions: Action[] = [];
  for (let i = 0; i < n; i++) {
    const p = engine.view(st).prompt;
    if (p === null) break;
    actions.push(p.actions[0]);
    st = engine.act(st, p.actions[0]).state;
  }
  return actions;
}

let data: string;
let library: CampaignLibrary;

async function makeCampaign(seed: number, moves: number, extra: { hundredDays?: boolean } = {}): Promise<string> {
  const options = engine.normaliseOptions(extra);
  const actions = firstActions(seed, moves);
  const state = engine.replay(seed, options, actions);
  const record = library.newRecord({ seed, options, actions }, state);
  await library.create(record);
  return record.id;
}

beforeEach(async () => {
  data = mkdtempSync(join(tmpdir(), 'kk-cli-'));
  library = new CampaignLibrary({ dir: campaignsDir(data), oldSavesDir: savesDir(data), engine, appVersion: 'test' });
  await library.open();
});

afterEach(() => {
  rmSync(data, { recursive: true, force: true });
});

describe('kk campaigns', () => {
  it('--json prints what CampaignLibrary.list() answers, deleted ones included, each with its family (issue 31)', async () => {
    await makeCampaign(11, 3);
    const second = await makeCampaign(12, 6, { hundredDays: true });
    const gone = await makeCampaign(13, 2);
    await library.setDeleted(gone, new Date().toISOString());
    const r = kk(['campaigns', '--json', '--data', data]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const listed = JSON.parse(r.stdout) as CampaignList;
    const list = await library.list();
    // Records made without a recorded family (as before issue 31): the Campaigns screen's list infers it.
    const inferred = (c: CampaignList['campaigns'][number]) => ({ ...c, origin: { kind: 'new' } });
    expect(listed).toEqual({ ...list, campaigns: list.campaigns.map(inferred), deleted: list.deleted.map(inferred) });
    expect(listed.campaigns.map((c) => c.id)).toContain(second);
    expect(listed.deleted.map((c) => c.id)).toEqual([gone]);
  });

  it('prints a table with the ids, and the deleted ones apart', async () => {
    const kept = await makeCampaign(21, 4, { hundredDays: true });
    const gone = await makeCampaign(22, 2);
    await library.setDeleted(gone, new Date().toISOString());
    const r = kk(['campaigns', '--data', data]);
    expect(r.status).toBe(0);
    const [main, deleted] = r.stdout.split('\nDeleted (');
    expect(main).toMatch(/Name\s+Seed\s+Options\s+Started\s+Last played\s+Turn\s+Actions\s+Result\s+Bookmarks\s+Family\s+Notes\s+Id/);
    expect(main).toMatch(new RegExp(`Seed 21 · begun [\\w .,/-]+?\\s+21\\s+The Hundred Days\\s+.*\\s+4\\s+in progress\\s+0\\s+new\\s+—\\s+${kept}`));
    expect(main).not.toContain(gone);
    expect(deleted).toContain(gone);
  });
});

describe('kk campaigns --rename (issue 31)', () => {
  it('renames a campaign in its record (a checked write), lists it by that name, and says plainly what it needs', async () => {
    const id = await makeCampaign(61, 3);
    const r = kk(['campaigns', '--rename', id, '--name', '  Der  lange Krieg ', '--data', data]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`Renamed: "Der lange Krieg" (${id}).`);
    expect((await library.record(id)).name).toBe('Der lange Krieg');
    expect(kk(['campaigns', '--data', data]).stdout).toMatch(new RegExp(`Der lange Krieg\\s+61\\s+standard`));
    const alone = kk(['campaigns', '--rename', id, '--data', data]);
    expect([alone.status, alone.stderr]).toEqual([2, expect.stringContaining('--rename takes the id of a campaign and --name its new name, both')]);
    const blank = kk(['campaigns', '--rename', id, '--name', ' ', '--data', data]);
    expect([blank.status, blank.stderr]).toEqual([1, expect.stringContaining('A campaign needs a name.')]);
    expect((await library.record(id)).name).toBe('Der lange Krieg');
  });

  it('kk play --name names a new campaign, and n renames the one in play', async () => {
    const r = kk(['play', '--seed', '62', '--name', 'Tannenberg', '--data', data], '1\nn Masurian Lakes\n1\nq\n');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(': "Tannenberg". Type a number');
    expect(r.stdout).toContain('Renamed: "Masurian Lakes".');
    const { campaigns } = await library.list();
    expect(campaigns).toMatchObject([{ seed: 62, name: 'Masurian Lakes', actionCount: 2 }]);
  });
});

describe('kk campaigns --note (issue 31)', () => {
  it('writes a campaign’s notes (a checked write), reads them back, shows their first line in the list, and clears them', async () => {
    const id = await makeCampaign(63, 3);
    const w = kk(['campaigns', '--note', id, '--text', 'Hold the Marne\nthen Verdun', '--data', data]);
    expect([w.status, w.stderr]).toEqual([0, '']);
    expect(w.stdout).toContain('Notes on "Seed 63');
    expect((await library.record(id)).notes).toBe('Hold the Marne\nthen Verdun');
    expect(kk(['campaigns', '--note', id, '--data', data]).stdout).toMatch(/Notes on "Seed 63[^\n]*":\n {2}Hold the Marne\n {2}then Verdun/);
    expect(JSON.parse(kk(['campaigns', '--note', id, '--json', '--data', data]).stdout)).toMatchObject({ id, notes: 'Hold the Marne\nthen Verdun' });
    expect(kk(['campaigns', '--data', data]).stdout).toMatch(/new\s+Hold the Marne\s/);
    const long = kk(['campaigns', '--note', id, '--text', 'x'.repeat(10_001), '--data', data]);
    expect([long.status, long.stderr]).toEqual([1, expect.stringContaining('Notes are at most 10,000 characters; these are 10,001.')]);
    const alone = kk(['campaigns', '--text', 'x', '--data', data]);
    expect([alone.status, alone.stderr]).toEqual([2, expect.stringContaining('--text writes the notes of the campaign --note names')]);
    const cleared = kk(['campaigns', '--note', id, '--text', '', '--data', data]);
    expect(cleared.stdout).toContain('has no notes now.');
    expect((await library.record(id)).notes).toBeUndefined();
  });
});

describe('kk play', () => {
  it('--resume ID plays on from stdin, each move on disk, and lets go of the lock', async () => {
    const id = await makeCampaign(31, 5);
    const before = await library.record(id);
    const r = kk(['play', '--resume', id, '--data', data], '1\n1\nq\n');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const after = await library.record(id);
    expect(after.actions.length).toBe(before.actions.length + 2);
    expect(after.actions.slice(0, 5)).toEqual(before.actions);
    expect(after.actions).toEqual(firstActions(31, 7));
    expect(existsSync(library.locks.lockPath(id))).toBe(false);
    // What is on disk resumes: the library replays it to the same position.
    const loaded = await library.load(id);
    expect(loaded.ok).toBe(true);
  });

  it('the end of the input quits too (a pipe with no "q")', async () => {
    const id = await makeCampaign(32, 1);
    const r = kk(['play', '--resume', id, '--data', data], '1\n');
    expect(r.status).toBe(0);
    expect((await library.record(id)).actions.length).toBe(2);
    expect(existsSync(library.locks.lockPath(id))).toBe(false);
  });

  it('without --resume starts a new campaign in the library, which the app then lists', async () => {
    const r = kk(['play', '--seed', '41', '--indians-twice', '--data', data], '1\n1\n1\nq\n');
    expect(r.status).toBe(0);
    const { campaigns } = await library.list();
    expect(campaigns).toHaveLength(1);
    expect(campaigns[0]).toMatchObject({ seed: 41, actionCount: 3, options: { indiansTwice: true }, problem: null });
    expect(r.stdout).toContain(`play --resume ${campaigns[0].id}`);
  });

  it('refuses a campaign another Kaiserkrieg holds, with the lock\'s sentence, and leaves it as it was', async () => {
    const id = await makeCampaign(51, 3);
    const other = new CampaignLocks(campaignsDir(data));
    await other.acquire(id);
    try {
      const r = kk(['play', '--resume', id, '--data', data], '1\n1\nq\n');
      expect(r.status).not.toBe(0);
      expect(r.stderr).toContain(`This campaign is open in another Kaiserkrieg (process ${process.pid}). Close it there, then try again.`);
      expect((await library.record(id)).actions.length).toBe(3);
      expect(existsSync(other.lockPath(id))).toBe(true);
    } finally {
      await other.release(id);
    }
  });

  it('says plainly when the id names no campaign', () => {
    const r = kk(['play', '--resume', '20990101000000-deadbeef', '--data', data], 'q\n');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('cannot be resumed: its file is missing');
  });
});
