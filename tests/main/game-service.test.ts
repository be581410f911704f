// GameService on the toy engine: new campaign, act with autosave, undo floor, slots, continue.
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CampaignUpdate } from '../../shared/ipc.js';
import { removeTempDirs } from './fixtures/setup.js';
import { toyService } from './fixtures/service.js';
import { TOY_LENGTH } from './fixtures/toy-engine.js';

afterEach(removeTempDirs);

const OPTIONS = { hundredDays: true, indiansTwice: false, removeCruisers: 1 } as const;

describe('GameService', () => {
  it('starts a campaign in the autosave slot and remembers it for Continue', async () => {
    const { service, saves, settings } = toyService();
    const update = await service.newCampaign({ seed: 77, options: OPTIONS });
    expect(update.campaign).toMatchObject({ slot: 'autosave', seed: 77, options: OPTIONS, actionCount: 0 });
    expect(settings.get().lastSlot).toBe('autosave');
    expect(await saves.has('autosave')).toBe(true);
    const title = await service.title();
    expect(title.continueSlot).toBe('autosave');
    expect(title.suggestedSeed).toBe(1000);
  });

  it('applies a legal action, autosaves it, logs its events and pushes the update', async () => {
    const { service, saves } = toyService();
    const pushed: CampaignUpdate[] = [];
    service.onUpdate((u) => pushed.push(u));
    await service.newCampaign({ seed: 1, options: OPTIONS });
    const update = await service.act({ type: 'roll' });
    expect(update.reason).toBe('act');
    expect(update.events[0]).toMatchObject({ type: 'dice' });
    expect(update.log).toEqual(['[toy] dice']);
    expect(update.save).toEqual({ ok: true });
    expect(pushed.map((u) => u.reason)).toEqual(['new', 'act']);
    const loaded = await saves.load('autosave');
    expect(loaded.ok && loaded.file.actions).toEqual([{ type: 'roll' }]);
  });

  it('rejects an illegal action and changes nothing', async () => {
    const { service, saves } = toyService();
    await service.newCampaign({ seed: 1, options: OPTIONS });
    await service.act({ type: 'add', n: 1 });
    const before = JSON.stringify(await service.current());
    const fileBefore = await fs.readFile(join(saves.dir, 'autosave.save.json'), 'utf8');
    await expect(service.act({ type: 'add', n: 5 })).rejects.toThrow(/not legal/);
    expect(JSON.stringify(await service.current())).toBe(before);
    expect(await fs.readFile(join(saves.dir, 'autosave.save.json'), 'utf8')).toBe(fileBefore);
  });

  it('undoes a choice but never a die roll', async () => {
    const { service } = toyService();
    await service.newCampaign({ seed: 1, options: OPTIONS });
    await service.act({ type: 'roll' });
    await service.act({ type: 'add', n: 2 });
    const undone = await service.undo();
    expect(undone.campaign.actionCount).toBe(1);
    await expect(service.undo()).rejects.toThrow(/Nothing to undo/);
    expect((await service.current())?.actionCount).toBe(1);
  });

  it('reports a failed autosave without losing the move', async () => {
    let diskFull = false;
    const writer = async (path: string, text: string) => {
      if (diskFull) throw Object.assign(new Error('no space'), { code: 'ENOSPC' });
      await fs.writeFile(path, text);
    };
    const { service, saves } = toyService(undefined, undefined, { writer });
    await service.newCampaign({ seed: 1, options: OPTIONS });
    diskFull = true;
    const update = await service.act({ type: 'add', n: 1 });
    expect(update.save).toEqual({ ok: false, message: expect.stringMatching(/slot "autosave": the disk is full\. Your last save is intact/) });
    expect(update.campaign.actionCount).toBe(1);
    const onDisk = await saves.load('autosave');
    expect(onDisk.ok && onDisk.file.actions.length).toBe(0);
  });

  it('save as moves the campaign to a named slot; load and continue bring it back', async () => {
    const { service, settings } = toyService();
    await service.newCampaign({ seed: 5, options: OPTIONS });
    await service.act({ type: 'add', n: 2 });
    const info = await service.saveAs('my-war');
    expect(info).toMatchObject({ slot: 'my-war', actionCount: 1, problem: null });
    await service.act({ type: 'add', n: 1 }); // autosaves into my-war now
    expect(settings.get().lastSlot).toBe('my-war');
    await service.newCampaign({ seed: 6, options: OPTIONS });
    const back = await service.load('my-war');
    expect(back.ok && back.update.campaign).toMatchObject({ slot: 'my-war', seed: 5, actionCount: 2 });
    await service.newCampaign({ seed: 8, options: OPTIONS });
    await service.saveAs('other');
    const cont = await service.continueLast();
    expect(cont.ok && cont.update.campaign.seed).toBe(8);
  });

  it('a finished campaign can still be loaded', async () => {
    const { service } = toyService();
    await service.newCampaign({ seed: 3, options: OPTIONS });
    for (let i = 0; i < TOY_LENGTH; i++) await service.act({ type: 'add', n: 1 });
    await expect(service.act({ type: 'add', n: 1 })).rejects.toThrow();
    const loaded = await service.load('autosave');
    expect(loaded.ok && loaded.update.campaign.board.over).toMatchObject({ result: 'armistice' });
    expect((await service.listSaves())[0]).toMatchObject({ slot: 'autosave', finished: true });
  });

  it('offers the backup of a damaged slot and plays on from it', async () => {
    const { service, dir } = toyService();
    await service.newCampaign({ seed: 3, options: OPTIONS });
    await service.act({ type: 'add', n: 1 });
    await service.act({ type: 'add', n: 2 });
    await fs.writeFile(join(dir, 'autosave.save.json'), '{"format": 2, "sl');
    const failed = await service.continueLast();
    expect(failed.ok).toBe(false);
    if (failed.ok) return;
    expect(failed.problem).toMatchObject({ slot: 'autosave', backupAvailable: true });
    expect(failed.problem.reason).toMatch(/cut short/);
    const restored = await service.loadBackup('autosave');
    expect(restored.ok && restored.update.campaign.actionCount).toBe(1);
    const again = await service.load('autosave'); // the backup became the slot's save again
    expect(again.ok).toBe(true);
  });

  it('exports through the platform dialog and imports a shared file', async () => {
    const written: Array<[string, string]> = [];
    const { service } = toyService({
      chooseExportPath: async (name) => `/exports/${name}`,
      writeExport: async (path, text) => void written.push([path, text]),
    });
    await service.newCampaign({ seed: 3, options: OPTIONS });
    await service.act({ type: 'roll' });
    const result = await service.exportSave('autosave');
    expect(result).toMatchObject({ fileName: 'kaiserkrieg-autosave.save.json', savedTo: '/exports/kaiserkrieg-autosave.save.json', cancelled: false });
    expect(written[0][1]).toBe(result.text);
    const imported = await service.importSave({ text: result.text, slot: 'from-friend' });
    expect(imported).toMatchObject({ slot: 'from-friend', actionCount: 1 });
  });

  it('deleting the slot in play closes the campaign and forgets Continue', async () => {
    const { service, settings } = toyService();
    await service.newCampaign({ seed: 3, options: OPTIONS });
    await service.deleteSave('autosave');
    expect(await service.current()).toBeNull();
    expect(settings.get().lastSlot).toBeNull();
    expect((await service.title()).continueSlot).toBeNull();
  });

  it('keeps player settings within their schema', async () => {
    const { service } = toyService();
    expect(await service.setSettings({ volume: 0.25 })).toMatchObject({ volume: 0.25, animationSpeed: 1 });
    await expect(service.setSettings({ volume: 3 })).rejects.toThrow();
    expect((await service.getSettings()).volume).toBe(0.25);
  });
});
