// History and "Play on from here" through GameService with the real engine (issue 12): the history of the
// campaign in play keeps up with it; a branch shares its parent's history up to the moment it left, then
// diverges; the parent's file is untouched, byte for byte, and leaving the history changes nothing.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { engine } from '../../main/engine-port.js';
import { GameService } from '../../main/game-service.js';
import { memorySettings } from '../../main/settings-model.js';
import { toyLibrary, removeTempDirs, tempDir } from './fixtures/setup.js';
import type { CampaignUpdate } from '../../shared/ipc.js';
import { seenNow } from './fixtures/seen.js';

afterEach(removeTempDirs);

async function realService(): Promise<{ service: GameService; library: ReturnType<typeof toyLibrary> }> {
  const library = toyLibrary(tempDir(), { engine });
  await library.open();
  return { service: new GameService({ engine, library, settings: memorySettings(), appVersion: 'test', randomSeed: () => 4 }), library };
}

/** Plays `count` moves, always the prompt's first action. */
async function playFirst(service: GameService, update: CampaignUpdate, count: number): Promise<CampaignUpdate> {
  let u = update;
  for (let i = 0; i < count && u.campaign.board.prompt; i++) u = await service.act(u.campaign.board.prompt.actions[0], await seenNow(service));
  return u;
}

describe('history and branches on the real engine', () => {
  it('the history of the campaign in play keeps up with every move, and opening it changes nothing', async () => {
    const { service } = await realService();
    const start = await service.newCampaign({ seed: 31, options: engine.normaliseOptions({}) });
    const id = start.campaign.id;
    let u = await playFirst(service, start, 20);
    let info = await service.history(id);
    expect(info.length).toBe(20);
    expect((await service.historyAt(id, info.length)).board).toEqual(u.campaign.board);
    u = await playFirst(service, u, 5);
    info = await service.history(id);
    expect(info.length).toBe(25);
    expect((await service.historyAt(id, 25)).board).toEqual(u.campaign.board);
    expect(await service.current()).toEqual(u.campaign);
    // The log at the last step is the whole live log.
    expect(info.log.slice(0, info.lineCounts[25])).toEqual(info.log);
  });

  it('a branch shares its parent’s history up to where it left, then diverges; the parent is untouched', async () => {
    const { service, library } = await realService();
    const start = await service.newCampaign({ seed: 2026, options: engine.normaliseOptions({}) });
    const parentId = start.campaign.id;
    await playFirst(service, start, 60);
    const parentHistory = await service.history(parentId);
    const parentFile = readFileSync(library.files.recordPath(parentId), 'utf8');
    const parentRecord = await library.record(parentId);

    // A moment of the parent where another choice than the parent's own is on offer.
    const at = [...Array(parentHistory.length).keys()].find((n) => n >= 10 && (parentRecord.actions.length > n)
      && (engine.replay(parentRecord.seed, parentRecord.options, parentRecord.actions.slice(0, n)).over === null)
      && (engine.view(engine.replay(parentRecord.seed, parentRecord.options, parentRecord.actions.slice(0, n))).prompt?.actions.length ?? 0) > 1);
    expect(at).toBeDefined();
    const n = at as number;
    const branched = await service.playFrom(parentId, n);
    if (!branched.ok) throw new Error('the branch did not open');
    const branchId = branched.update.campaign.id;
    expect(branchId).not.toBe(parentId);
    expect(branched.update.campaign.board).toEqual((await service.historyAt(parentId, n)).board);

    // Another choice than the parent made at that moment.
    const other = branched.update.campaign.board.prompt?.actions.find((a) => JSON.stringify(a) !== JSON.stringify(parentRecord.actions[n]));
    expect(other).toBeDefined();
    await service.act(other!, await seenNow(service));

    const branchRecord = await library.record(branchId);
    expect(branchRecord.parent).toEqual({ id: parentId, actionCount: n });
    expect(branchRecord.actions.slice(0, n)).toEqual(parentRecord.actions.slice(0, n));
    expect(branchRecord.actions[n]).not.toEqual(parentRecord.actions[n]);
    const branchHistory = await service.history(branchId);
    for (let step = 0; step <= n; step++) {
      expect((await service.historyAt(branchId, step)).board, `step ${step}`).toEqual((await service.historyAt(parentId, step)).board);
    }
    expect(branchHistory.log.slice(0, branchHistory.lineCounts[n])).toEqual(parentHistory.log.slice(0, parentHistory.lineCounts[n]));
    expect((await service.historyAt(branchId, n + 1)).board).not.toEqual((await service.historyAt(parentId, n + 1)).board);

    // The parent: its file byte for byte, and listed as the branch's parent.
    expect(readFileSync(library.files.recordPath(parentId), 'utf8')).toBe(parentFile);
    const { campaigns } = await library.list();
    expect(campaigns.find((c) => c.id === branchId)?.parent).toEqual({ id: parentId, actionCount: n });
    expect(campaigns.find((c) => c.id === parentId)?.actionCount).toBe(parentRecord.actions.length);
  });
});
