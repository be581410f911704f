// Issue #28 F2 and F8: on a full or read-only disk the moves the disk refused are "kept while the game is
// open". Every step that would drop them (New campaign, Resume, Continue, Play from, Delete) first tries
// one more save, then refuses with a sentence until the player says to drop them; Export hands over the
// moves in memory; a campaign whose lock the disk cannot take is played in memory instead of refused.
// The real engine and real files, with a disk that refuses every new file (as the report's repro does).
import { promises } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { engine } from '../../main/engine-port.js';
import type { GameService } from '../../main/game-service.js';
import { CampaignLibrary } from '../../main/library/library.js';
import { DEFAULT_OPTIONS } from '../../shared/data/optional-rules.js';
import { isUnsavedRefusal } from '../../shared/unsaved-words.js';
import { fullAfterFive, movesOnDisk, play, start, type Disk } from './fixtures/full-disk.js';
import { removeTempDirs, tempDir } from './fixtures/setup.js';
import { seenNow } from './fixtures/seen.js';

afterEach(removeTempDirs);

/** Expects the call refused with the sentence about the 10 unsaved moves, and campaign A still in play with 15. */
async function expectRefused(s: GameService, id: string, call: Promise<unknown>): Promise<void> {
  const error = await call.then(() => null, (e: unknown) => e as Error);
  expect(error).not.toBeNull();
  expect(isUnsavedRefusal(error!.message)).toBe(true);
  expect(error!.message).toMatch(/^Your last 10 moves in the campaign with seed 21 \(turn \d+\) could not be saved: the disk is full\. Export the campaign to keep them/);
  expect(error!.message).not.toMatch(/\bE[A-Z]{3,}\b/); // no errno code, no EUNSAVED
  expect(await s.current()).toMatchObject({ id, actionCount: 15 });
}

describe('moves a full disk refused are never dropped without the player being asked (F2)', () => {
  it('Export hands over every move in play; New campaign, Resume, Continue, Play from and Delete refuse and drop nothing', async () => {
    const { dir, s, id, u } = await fullAfterFive();
    expect(u.save.ok).toBe(false);
    expect(u.campaign.actionCount).toBe(15);
    const exported = JSON.parse((await s.exportCampaign(id)).text) as { actions: unknown[]; turn: number };
    expect(exported.actions).toHaveLength(15);
    expect(exported.turn).toBe(u.campaign.board.turn);
    expect(movesOnDisk(dir, id)).toBe(5);

    // Another campaign played later (in another window, on a disk with space), so Continue offers it.
    const elsewhere = new CampaignLibrary({ dir, engine, appVersion: '0.1.0-test', now: () => new Date('2099-01-01T00:00:00Z') });
    const started = engine.startGame({ seed: 22, options: DEFAULT_OPTIONS });
    const other = elsewhere.newRecord({ seed: 22, options: DEFAULT_OPTIONS }, started.state);
    await elsewhere.create(other);
    expect((await s.title()).continueId).toBe(other.id);

    await expectRefused(s, id, s.newCampaign({ seed: 23, options: DEFAULT_OPTIONS }));
    await expectRefused(s, id, s.resume(other.id));
    await expectRefused(s, id, s.continueLast());
    await expectRefused(s, id, s.playFrom(id, 3));
    await expectRefused(s, id, s.resumeBackup(other.id));
    await expectRefused(s, id, s.deleteCampaign(id));
    expect((await s.listCampaigns()).campaigns.map((c) => c.id)).toContain(id); // not deleted
    await s.close();
  });

  it('one more save is tried first: with space back, New campaign goes on and the first campaign resumes with all 15 moves', async () => {
    const { dir, disk, s, id } = await fullAfterFive();
    disk.refuse = null;
    const next = await s.newCampaign({ seed: 22, options: DEFAULT_OPTIONS });
    expect(next.save.ok).toBe(true);
    expect(movesOnDisk(dir, id)).toBe(15);
    const back = await s.resume(id);
    expect(back.ok && back.update.campaign.actionCount).toBe(15);
    await s.close();
  });

  it('with the player\'s word (discardUnsaved) New campaign goes on; its own failed first save says "saved", never "opened"', async () => {
    const { dir, s, id } = await fullAfterFive();
    await s.discardUnsaved();
    const next = await s.newCampaign({ seed: 22, options: DEFAULT_OPTIONS });
    expect(next.campaign.id).not.toBe(id);
    expect(next.save.ok).toBe(false);
    expect(!next.save.ok && next.save.message).toMatch(/^The campaign could not be saved: the disk is full\. Your moves are kept/);
    expect(!next.save.ok && next.save.message).not.toMatch(/could not be opened/);
    expect(movesOnDisk(dir, id)).toBe(5); // dropped, as the player chose
    await s.close();
  });

  it('with the player\'s word, Play from and Resume go on too; a word given before a later move does not count for it', async () => {
    const { s, id, u } = await fullAfterFive();
    await s.discardUnsaved();
    await s.act(u.campaign.board.prompt!.actions[0], await seenNow(s)); // a new move, refused again: the player must be asked again
    await expect(s.playFrom(id, 3)).rejects.toThrow(/Your last 11 moves/);
    await s.discardUnsaved();
    const branch = await s.playFrom(id, 3);
    expect(branch.ok && branch.update.campaign.actionCount).toBe(3);
    const back = await s.resume(id);
    expect(back.ok && back.update.campaign.actionCount).toBe(5); // the disk's copy: the 10 were dropped as agreed
    await s.close();
  });

  it('Delete of the campaign in play with the player\'s word: a disk that refuses the delete keeps the campaign in play', async () => {
    const { disk, s, id } = await fullAfterFive();
    await s.discardUnsaved();
    await expect(s.deleteCampaign(id)).rejects.toThrow(/disk is full/);
    expect(await s.current()).toMatchObject({ id, actionCount: 15 });
    disk.refuse = null; // space again: Delete saves first (the moves are kept in the deleted campaign)
    await s.deleteCampaign(id);
    expect(await s.current()).toBeNull();
    expect((await s.listCampaigns()).deleted.find((c) => c.id === id)?.actionCount).toBe(15);
  });

  it('saveUnsaved (closing a window, quitting, kk play\'s q) tries one more save, then says what would be lost', async () => {
    const { disk, s } = await fullAfterFive();
    expect(await s.saveUnsaved()).toMatch(/^Your last 10 moves in the campaign with seed 21/);
    disk.refuse = null;
    expect(await s.saveUnsaved()).toBeNull();
    await s.close();
  });
});

describe('a campaign whose lock the disk cannot take is played in memory (F8)', () => {
  it('restart on a full disk: Continue plays the campaign in memory, each move tries again, and saves once there is space', async () => {
    const { dir, disk, s, id } = await fullAfterFive();
    await s.close(); // the app quits (its 10 unsaved moves were refused and asked about)
    const again = await start(dir, disk);
    const cont = await again.continueLast();
    expect(cont.ok).toBe(true);
    if (!cont.ok) return;
    expect(cont.update.campaign).toMatchObject({ id, actionCount: 5 });
    expect(cont.update.notice).toMatch(/played without saving until there is space on the disk again/);
    expect(cont.update.notice).not.toMatch(/could not be opened|\bE[A-Z]{3,}\b/);
    let u = await play(again, cont.update, 2);
    expect(!u.save.ok && u.save.message).toMatch(/^The campaign could not be saved: the disk is full\. Your moves are kept while the game is open; the next move tries again\. The copy on disk, after move 5, is intact\./);
    disk.refuse = null;
    u = await play(again, u, 1);
    expect(u.save).toEqual({ ok: true });
    expect(movesOnDisk(dir, id)).toBe(8);
    await expect(promises.access(join(dir, `${id}.lock`))).resolves.toBeUndefined(); // its lock is held now
    await again.close();
  });

  it('a read-only disk: Resume plays in memory, saves are refused with a sentence, and the next move after the disk is writable saves', async () => {
    const dir = join(tempDir('kk-readonly-'), 'campaigns');
    const disk: Disk = { refuse: null };
    const first = await start(dir, disk);
    const { campaign } = await play(first, await first.newCampaign({ seed: 31, options: DEFAULT_OPTIONS }), 3);
    await first.close();
    disk.refuse = 'EROFS';
    const s = await start(dir, disk);
    const r = await s.resume(campaign.id);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.update.notice).toMatch(/played without saving until the disk can be written again: the disk is read-only/);
    let u = await play(s, r.update, 2);
    expect(!u.save.ok && u.save.message).toMatch(/^The campaign could not be saved: the disk is read-only\. Your moves are kept/);
    expect(await s.saveUnsaved()).toMatch(/^Your last 2 moves in the campaign with seed 31 .* the disk is read-only\./);
    disk.refuse = null;
    u = await play(s, u, 1);
    expect(u.save).toEqual({ ok: true });
    expect(movesOnDisk(dir, campaign.id)).toBe(6);
    await s.close();
  });
});
