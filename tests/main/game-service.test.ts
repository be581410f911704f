// GameService on the toy engine and a real campaign library on disk: every campaign its own record,
// bookmarks, the whole log, undo, continue, duplicate, delete and restore, export and import.
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CampaignUpdate } from '../../shared/ipc.js';
import { removeTempDirs } from './fixtures/setup.js';
import { toyService } from './fixtures/service.js';
import { TOY_LENGTH } from './fixtures/toy-engine.js';
import { seenNow } from './fixtures/seen.js';

afterEach(removeTempDirs);

const OPTIONS = { hundredDays: true, indiansTwice: false, removeCruisers: 1 } as const;

describe('GameService on the campaign library', () => {
  it('starts a campaign in a record of its own, on disk at once, offered by Continue', async () => {
    const { service, library } = await toyService();
    const update = await service.newCampaign({ seed: 77, options: OPTIONS });
    expect(update.campaign).toMatchObject({ seed: 77, options: OPTIONS, actionCount: 0 });
    const { campaigns } = await library.list();
    expect(campaigns.map((c) => c.id)).toEqual([update.campaign.id]);
    const title = await service.title();
    expect(title.continueId).toBe(update.campaign.id);
    expect(title.suggestedSeed).toBe(1000);
    expect(title).not.toHaveProperty('savesFolder'); // shown only where the player asks (issue 13)
    expect((await service.about()).savesFolder).toBe(library.dir); // the About screen shows where the campaigns are
  });

  it('New campaign never replaces another: a dozen campaigns are a dozen records', async () => {
    const { service, library } = await toyService();
    const ids = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const u = await service.newCampaign({ seed: i, options: OPTIONS });
      await service.act({ type: 'add', n: 1 }, await seenNow(service));
      ids.add(u.campaign.id);
    }
    const { campaigns } = await library.list();
    expect(campaigns).toHaveLength(12);
    expect(new Set(campaigns.map((c) => c.id))).toEqual(ids);
    expect(campaigns.every((c) => c.actionCount === 1)).toBe(true);
  });

  it('applies a legal action, autosaves it, logs its events from where the log stood, and pushes the update', async () => {
    const { service, library } = await toyService();
    const pushed: CampaignUpdate[] = [];
    service.onUpdate((u) => pushed.push(u));
    const started = await service.newCampaign({ seed: 1, options: OPTIONS });
    await service.act({ type: 'add', n: 1 }, await seenNow(service));
    const update = await service.act({ type: 'roll' }, await seenNow(service));
    expect(update.reason).toBe('act');
    expect(update.events[0]).toMatchObject({ type: 'dice' });
    expect(update.log).toEqual([{ text: 'dice', rule: '§4.0', type: 'dice', index: 0, subject: null }]);
    expect(update.logStart).toBe(1); // after the one line of the first add
    expect(update.save).toEqual({ ok: true });
    expect(pushed.map((u) => u.reason)).toEqual(['new', 'act', 'act']);
    const record = await library.record(started.campaign.id);
    expect(record.actions).toEqual([{ type: 'add', n: 1 }, { type: 'roll' }]);
  });

  it('rejects an illegal action and changes nothing, on screen or on disk', async () => {
    const { service, library } = await toyService();
    const { campaign } = await service.newCampaign({ seed: 1, options: OPTIONS });
    await service.act({ type: 'add', n: 1 }, await seenNow(service));
    const before = JSON.stringify(await service.current());
    const file = library.files.recordPath(campaign.id);
    const fileBefore = await fs.readFile(file, 'utf8');
    await expect(service.act({ type: 'add', n: 5 }, await seenNow(service))).rejects.toThrow(/not legal/);
    expect(JSON.stringify(await service.current())).toBe(before);
    expect(await fs.readFile(file, 'utf8')).toBe(fileBefore);
  });

  it('undoes a choice but never a die roll; Undo removes the lines of what it took back', async () => {
    const { service } = await toyService();
    await service.newCampaign({ seed: 1, options: OPTIONS });
    await service.act({ type: 'roll' }, await seenNow(service));
    await service.act({ type: 'add', n: 2 }, await seenNow(service));
    const undone = await service.undo();
    expect(undone.campaign.actionCount).toBe(1);
    expect(undone.logStart).toBe(1);
    expect(undone.log).toEqual([]);
    await expect(service.undo()).rejects.toThrow(/Nothing to undo/);
    expect((await service.current())?.actionCount).toBe(1);
  });

  it('the whole log comes back after a resume, rebuilt from the actions, with no cap', async () => {
    const { service } = await toyService();
    const { campaign } = await service.newCampaign({ seed: 1, options: OPTIONS });
    const lines: CampaignUpdate['log'][number][] = [];
    for (let i = 0; i < 30; i++) lines.push(...(await service.act({ type: i % 3 === 0 ? 'roll' : 'add', ...(i % 3 === 0 ? {} : { n: 1 }) } as never, await seenNow(service))).log);
    await service.newCampaign({ seed: 2, options: OPTIONS });
    const back = await service.resume(campaign.id);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.update.logStart).toBe(0);
    expect(back.update.log).toEqual(lines);
  });

  it('a bookmark keeps any name as typed and marks this moment; the campaign plays on in its own record', async () => {
    const { service, library } = await toyService();
    const { campaign } = await service.newCampaign({ seed: 5, options: OPTIONS });
    await service.act({ type: 'add', n: 2 }, await seenNow(service));
    const mark = await service.bookmark('  Vor Verdun — 1916! ');
    expect(mark).toMatchObject({ name: 'Vor Verdun — 1916!', actionCount: 1 });
    await service.bookmark('vor verdun 1916'); // tidies alike: both survive
    await service.act({ type: 'add', n: 1 }, await seenNow(service));
    const summary = (await library.list()).campaigns.find((c) => c.id === campaign.id);
    expect(summary?.actionCount).toBe(2);
    expect(summary?.bookmarks.map((b) => [b.name, b.actionCount])).toEqual([['Vor Verdun — 1916!', 1], ['vor verdun 1916', 1]]);
    await expect(service.bookmark('   ')).rejects.toThrow(/needs a name/);
  });

  it('Play from a bookmark starts a branch that names its parent; the parent is untouched', async () => {
    const { service, library } = await toyService();
    const { campaign } = await service.newCampaign({ seed: 5, options: OPTIONS });
    await service.act({ type: 'add', n: 2 }, await seenNow(service));
    await service.bookmark('early');
    await service.act({ type: 'add', n: 1 }, await seenNow(service));
    await service.act({ type: 'roll' }, await seenNow(service));
    const branch = await service.playFrom(campaign.id, 1);
    expect(branch.ok).toBe(true);
    if (!branch.ok) return;
    expect(branch.update.campaign.id).not.toBe(campaign.id);
    expect(branch.update.campaign.actionCount).toBe(1);
    await service.act({ type: 'add', n: 1 }, await seenNow(service));
    const all = (await library.list()).campaigns;
    expect(all.find((c) => c.id === campaign.id)?.actionCount).toBe(3);
    expect(all.find((c) => c.id === branch.update.campaign.id)).toMatchObject({ parent: { id: campaign.id, actionCount: 1 }, actionCount: 2 });
  });

  it('remembers the options of a new campaign as the New campaign form\'s defaults (issue #14)', async () => {
    const { service, settings } = await toyService();
    expect((await service.title()).defaultOptions).not.toEqual(OPTIONS);
    await service.newCampaign({ seed: 3, options: OPTIONS });
    expect(settings.get().defaultOptions).toEqual(OPTIONS);
    expect((await service.title()).defaultOptions).toEqual(OPTIONS);
    const other = { hundredDays: false, indiansTwice: true, removeCruisers: 0 } as const;
    await service.newCampaign({ seed: 4, options: other });
    expect((await service.title()).defaultOptions).toEqual(other);
  });

  it('a finished campaign can still be resumed, shows its result, and is not offered by Continue', async () => {
    const { service, library } = await toyService();
    const { campaign } = await service.newCampaign({ seed: 3, options: OPTIONS });
    for (let i = 0; i < TOY_LENGTH; i++) await service.act({ type: 'add', n: 1 }, await seenNow(service));
    await expect(service.act({ type: 'add', n: 1 }, await seenNow(service))).rejects.toThrow();
    await service.newCampaign({ seed: 4, options: OPTIONS });
    const loaded = await service.resume(campaign.id);
    expect(loaded.ok && loaded.update.campaign.board.over).toMatchObject({ result: 'armistice' });
    const row = (await library.list()).campaigns.find((c) => c.id === campaign.id);
    expect(row?.result).toMatchObject({ kind: 'armistice', vp: TOY_LENGTH });
    expect((await service.title()).continueId).not.toBe(campaign.id);
  });

  it('offers the backup of a damaged campaign and plays on from it', async () => {
    const { service, library } = await toyService();
    const { campaign } = await service.newCampaign({ seed: 3, options: OPTIONS });
    await service.act({ type: 'add', n: 1 }, await seenNow(service));
    await service.act({ type: 'add', n: 2 }, await seenNow(service));
    await service.newCampaign({ seed: 9, options: OPTIONS });
    await fs.writeFile(library.files.recordPath(campaign.id), '{"format": 3, "ki');
    const failed = await service.resume(campaign.id);
    expect(failed.ok).toBe(false);
    if (failed.ok) return;
    expect(failed.problem).toMatchObject({ id: campaign.id, backupAvailable: true, movedTo: `${campaign.id}.campaign.json.damaged-1` });
    expect(failed.problem.reason).toMatch(/cut short/);
    const listed = (await library.list()).campaigns.find((c) => c.id === campaign.id);
    expect(listed).toMatchObject({ hasBackup: true, problem: expect.stringMatching(/set aside; the previous version is kept/) });
    const restored = await service.resumeBackup(campaign.id);
    expect(restored.ok && restored.update.campaign.actionCount).toBe(1);
    await service.newCampaign({ seed: 10, options: OPTIONS });
    expect((await service.resume(campaign.id)).ok).toBe(true); // the backup became the campaign's file again
  });

  it('duplicates a campaign into a new record that names its source', async () => {
    const { service, library } = await toyService();
    const { campaign } = await service.newCampaign({ seed: 3, options: OPTIONS });
    await service.act({ type: 'roll' }, await seenNow(service));
    const copy = await service.duplicate(campaign.id);
    expect(copy.id).not.toBe(campaign.id);
    expect(copy).toMatchObject({ seed: 3, actionCount: 1, parent: { id: campaign.id, actionCount: 1 } });
    expect((await library.list()).campaigns).toHaveLength(2);
  });

  it('exports through the platform dialog and imports a shared file as a new campaign', async () => {
    const written: Array<[string, string]> = [];
    const { service, library } = await toyService({
      platform: { chooseExportPath: async (name) => `/exports/${name}`, writeExport: async (path, text) => void written.push([path, text]) },
    });
    const { campaign } = await service.newCampaign({ seed: 3, options: OPTIONS });
    await service.act({ type: 'roll' }, await seenNow(service));
    const result = await service.exportCampaign(campaign.id);
    expect(result.fileName).toMatch(/^kaiserkrieg-seed-3-turn-1-.*\.kaiserkrieg$/); // the registered file type (issue 35)
    expect(result).toMatchObject({ savedTo: `/exports/${result.fileName}`, cancelled: false });
    expect(written[0][1]).toBe(result.text);
    const imported = await service.importCampaign({ text: result.text });
    expect(imported).toMatchObject({ seed: 3, actionCount: 1, problem: null });
    expect(imported.id).not.toBe(campaign.id);
    expect((await library.list()).campaigns).toHaveLength(2);
    await expect(service.importCampaign({ text: result.text.replace('"roll"', '"rolx"') })).rejects.toThrow(/cannot be imported: the file does not match its checksum/);
  });

  it('exports the statistics as a CSV table through the platform dialog, asking for a spreadsheet file', async () => {
    const asked: Array<[string, string | undefined]> = [];
    const written: Array<[string, string]> = [];
    const { service } = await toyService({
      platform: {
        chooseExportPath: async (name, kind) => {
          asked.push([name, kind]);
          return `/exports/${name}`;
        },
        writeExport: async (path, text) => void written.push([path, text]),
      },
    });
    await service.newCampaign({ seed: 3, options: OPTIONS });
    const result = await service.exportStatistics();
    expect(asked).toEqual([[result.fileName, 'statistics']]);
    expect(result.fileName).toMatch(/^kaiserkrieg-statistics-\d{4}-\d\d-\d\d\.csv$/);
    expect(written).toEqual([[`/exports/${result.fileName}`, result.text]]);
    expect(result.text.split('\r\n')[1]).toMatch(/^All campaigns,1,0,1,0,0,,/); // one campaign, in progress
  });

  it('deleting the campaign in play closes it; it can be restored from the deleted list', async () => {
    const { service, library } = await toyService();
    const { campaign } = await service.newCampaign({ seed: 3, options: OPTIONS });
    await service.deleteCampaign(campaign.id);
    expect(await service.current()).toBeNull();
    expect((await service.title()).continueId).toBeNull();
    const listed = await library.list();
    expect(listed.campaigns).toHaveLength(0);
    expect(listed.deleted.map((c) => c.id)).toEqual([campaign.id]);
    await service.restoreCampaign(campaign.id);
    expect((await library.list()).campaigns.map((c) => c.id)).toEqual([campaign.id]);
    expect((await service.resume(campaign.id)).ok).toBe(true);
  });

  it('keeps player settings within their schema', async () => {
    const { service } = await toyService();
    expect(await service.setSettings({ volume: 0.25 })).toMatchObject({ volume: 0.25, animationSpeed: 1 });
    await expect(service.setSettings({ volume: 3 })).rejects.toThrow();
    expect((await service.getSettings()).volume).toBe(0.25);
  });

  it('a campaign file is never written through a link planted in its place', async () => {
    const { service, library, dir } = await toyService();
    const { campaign } = await service.newCampaign({ seed: 3, options: OPTIONS });
    const outside = join(dir, '..', 'outside.txt');
    await fs.writeFile(outside, 'mine');
    await fs.rm(library.files.recordPath(campaign.id));
    await fs.symlink(outside, library.files.recordPath(campaign.id));
    const update = await service.act({ type: 'add', n: 1 }, await seenNow(service));
    expect(update.save.ok).toBe(false);
    expect(!update.save.ok && update.save.message).toMatch(/link/);
    expect(await fs.readFile(outside, 'utf8')).toBe('mine');
  });
});
