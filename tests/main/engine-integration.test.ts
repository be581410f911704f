// The main process with the real rules engine: a whole campaign through GameService (autosave after
// every action), then Continue/load verifies it by replay.
import { afterEach, describe, expect, it } from 'vitest';
import { engine } from '../../main/engine-port.js';
import { GameService } from '../../main/game-service.js';
import { CampaignLibrary } from '../../main/library/library.js';
import { memorySettings } from '../../main/settings-model.js';
import { removeTempDirs, tempDir } from './fixtures/setup.js';
import { seenNow } from './fixtures/seen.js';

afterEach(removeTempDirs);

async function openLibrary(dir: string): Promise<CampaignLibrary> {
  const library = new CampaignLibrary({ dir, engine, appVersion: 'test' });
  await library.open();
  return library;
}

describe('main process with the real engine', () => {
  it('a new campaign publishes the Entente\'s opening moves of Turn 1 (§5, §6: chit 1 deploys F L U S)', async () => {
    const library = await openLibrary(tempDir());
    const service = new GameService({ engine, library, settings: memorySettings(), appVersion: 'test', randomSeed: () => 4 });
    const update = await service.newCampaign({ seed: 7, options: engine.normaliseOptions({}) });
    // R1: French 1st and 4th tie at strength 3; the 1st comes first in the roster.
    expect(update.log.some((line) => line.rule === '§6.1' && line.text.includes('French 1st Army'))).toBe(true);
    expect(update.campaign.board.boxes['france']).toContain('fr-1');
  });

  it('plays a campaign to its end, autosaving, and loads it back verified', async () => {
    const library = await openLibrary(tempDir());
    const service = new GameService({ engine, library, settings: memorySettings(), appVersion: 'test', randomSeed: () => 4 });
    let update = await service.newCampaign({ seed: 2026, options: engine.normaliseOptions({ removeCruisers: 1 }) });
    const wholeLog = [...update.log];
    let pick = 12345;
    let steps = 0;
    while (update.campaign.board.prompt !== null && steps < 2000) {
      const legal = update.campaign.board.prompt.actions;
      pick = (Math.imul(pick, 1103515245) + 12345) >>> 0;
      update = await service.act(legal[pick % legal.length], await seenNow(service));
      expect(update.save).toEqual({ ok: true });
      expect(update.logStart).toBe(wholeLog.length);
      wholeLog.push(...update.log);
      // Issues 14, 29: one entry per event, in order (its type, its place in the action, its rule).
      expect(update.log.map((r) => r.type)).toEqual(update.events.map((e) => e.type));
      expect(update.log.map((r) => r.index)).toEqual(update.events.map((_e, i) => i));
      expect(update.log.map((r) => r.rule)).toEqual(update.events.map((e) => e.rule));
      steps++;
    }
    expect(update.campaign.board.over).not.toBeNull();
    expect(update.log.every((line) => (line.rule as string) !== '' && !line.text.startsWith('['))).toBe(true);

    await service.close(); // as at quit: the lock goes, the file stays

    // A fresh process: another library on the same folder resumes it, verified by replay, whole log and all.
    const fresh = new GameService({ engine, library: await openLibrary(library.dir), settings: memorySettings(), appVersion: 'test', randomSeed: () => 4 });
    const loaded = await fresh.resume(update.campaign.id);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.update.campaign.actionCount).toBe(steps);
    expect(loaded.update.campaign.board).toEqual(update.campaign.board);
    expect(loaded.update.notice).toBeNull();
    expect(loaded.update.log).toEqual(wholeLog); // a resumed log keeps every line's sentence, rule and event (its history note)
    const [row] = (await library.list()).campaigns;
    expect(row).toMatchObject({ id: update.campaign.id, actionCount: steps, result: { kind: update.campaign.board.over?.result } });
  });

  it('rejects an illegal action from the renderer without touching the campaign', async () => {
    const library = await openLibrary(tempDir());
    const service = new GameService({ engine, library, settings: memorySettings(), appVersion: 'test', randomSeed: () => 4 });
    await service.newCampaign({ seed: 7, options: engine.normaliseOptions({}) });
    const before = JSON.stringify(await service.current());
    await expect(service.act({ type: 'no-such-action' }, await seenNow(service))).rejects.toThrow();
    expect(JSON.stringify(await service.current())).toBe(before);
  });
});
