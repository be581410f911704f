// A branch with new dice (issue 31) through GameService on the real engine and real files: the player chooses
// "new dice" where the branch is made; the seed is drawn in main and kept in the record (format 6, `newDice`:
// from move N the dice come from seed S), so the branch's later dice differ from a same-dice branch's, and it
// replays to the same board after a reload, in its History, and after Export → Import; its family says so.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayFile } from '../../tools/kk-replay.js';
import { textBoard } from '../../tools/text-board.js';
import { engine } from '../../main/engine-port.js';
import { GameService } from '../../main/game-service.js';
import { memorySettings } from '../../main/settings-model.js';
import { parseRecordText, recordText, NEW_DICE_FORMAT, NAMES_FORMAT } from '../../main/library/record.js';
import { originInWords } from '../../shared/campaign-names.js';
import { branchDiceSentence } from '../../shared/branch-dice.js';
import type { GameEvent } from '../../shared/engine/index.js';
import type { CampaignUpdate } from '../../shared/ipc.js';
import { toyLibrary, removeTempDirs, tempDir } from './fixtures/setup.js';
import { seenNow } from './fixtures/seen.js';

afterEach(removeTempDirs);

const AT = 20;

async function realService() {
  const library = toyLibrary(tempDir(), { engine });
  await library.open();
  let seed = 4000;
  const session = (): GameService => new GameService({ engine, library, settings: memorySettings(), appVersion: 'test', randomSeed: () => seed++ });
  return { service: session(), library, session };
}

/** Plays `count` moves, always the prompt's first action; answers the last update and every die rolled on the way. */
async function playFirst(service: GameService, update: CampaignUpdate, count: number): Promise<{ update: CampaignUpdate; dice: number[] }> {
  let u = update;
  const dice: number[] = [];
  for (let i = 0; i < count && u.campaign.board.prompt; i++) {
    u = await service.act(u.campaign.board.prompt.actions[0], await seenNow(service));
    for (const e of u.events) if (e.type === 'dice') dice.push(...(e as Extract<GameEvent, { type: 'dice' }>).dice);
  }
  return { update: u, dice };
}

async function branchOf(service: GameService, id: string, at: number, dice?: 'same' | 'new'): Promise<CampaignUpdate> {
  const r = await service.playFrom(id, at, dice);
  if (!r.ok) throw new Error(r.problem.reason);
  return r.update;
}

/** A war of 50 moves, and two branches of it at move AT, each played on 40 moves the same way: one with the same dice, one with new. */
async function warAndBranches() {
  const kit = await realService();
  const start = await kit.service.newCampaign({ seed: 2026, options: engine.normaliseOptions({}), name: 'Die Marne' });
  const war = start.campaign.id;
  await playFirst(kit.service, start, 50);
  const same = await playFirst(kit.service, await branchOf(kit.service, war, AT, 'same'), 40);
  const fresh = await playFirst(kit.service, await branchOf(kit.service, war, AT, 'new'), 40);
  return { ...kit, war, same, fresh };
}

describe('a branch with new dice (issue 31)', () => {
  it('rolls other dice than the same-dice branch from the moment it leaves its war', async () => {
    const { same, fresh } = await warAndBranches();
    expect(fresh.dice.length).toBeGreaterThan(0);
    expect(fresh.dice).not.toEqual(same.dice.slice(0, fresh.dice.length));
  });

  it('keeps its dice in its record (format 6) and its family says "new dice"; a same-dice branch is format 5 as before', async () => {
    const { library, war, same, fresh } = await warAndBranches();
    const record = await library.record(fresh.update.campaign.id);
    expect(record.newDice).toEqual([{ atMove: AT, seed: 4000 }]);
    const text = readFileSync(library.files.recordPath(record.id), 'utf8');
    expect(JSON.parse(text).format).toBe(NEW_DICE_FORMAT);
    expect(record.origin).toMatchObject({ kind: 'branch', of: war, atMove: AT, newDice: true });
    expect(originInWords(record.origin)).toMatch(/^Branch of Die Marne at Turn \d+ \(move 20\), new dice$/);
    expect(fresh.update.campaign.branch).toMatch(/, new dice$/);
    const sameRecord = await library.record(same.update.campaign.id);
    expect(sameRecord.newDice).toBeUndefined();
    expect(JSON.parse(readFileSync(library.files.recordPath(sameRecord.id), 'utf8')).format).toBe(NAMES_FORMAT);
    expect(originInWords(sameRecord.origin)).not.toMatch(/new dice/);
  });

  it('replays to the same board after a reload, in its History, and after Export → Import', async () => {
    const { session, fresh } = await warAndBranches();
    const id = fresh.update.campaign.id;
    const board = fresh.update.campaign.board;
    const other = session();
    const reloaded = await other.resume(id);
    expect(reloaded.ok && reloaded.update.notice).toBeNull(); // the same position: not "corrected"
    expect(reloaded.ok && reloaded.update.campaign.board).toEqual(board);
    const history = await other.history(id);
    expect((await other.historyAt(id, history.length)).board).toEqual(board);
    const exported = await other.exportCampaign(id);
    const imported = await other.importCampaign({ text: exported.text, fileName: 'marne.json' });
    const opened = await other.resume(imported.id);
    expect(opened.ok && opened.update.notice).toBeNull();
    expect(opened.ok && opened.update.campaign.board).toEqual(board);
    // `kk replay` of the exported file reaches the same board too.
    const file = join(tempDir(), 'marne.json');
    writeFileSync(file, exported.text);
    const printed = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      replayFile(file);
      expect(printed.mock.calls[0]?.[0]).toBe(textBoard(board));
    } finally {
      printed.mockRestore();
    }
  });

  it('undo on it keeps its dice, and stops where the branch left its war', async () => {
    const { service, fresh } = await warAndBranches();
    const before = fresh.update.campaign.board;
    const back = await service.undo().catch(() => null);
    if (back !== null) {
      // Played forward again, the same move meets the same (new) dice.
      const again = await service.act(back.campaign.board.prompt!.actions[0], await seenNow(service));
      expect(again.campaign.board).toEqual(before);
    }
    const r = await service.playFrom(fresh.update.campaign.id, AT, 'same');
    expect(r.ok).toBe(true);
    await expect(service.undo()).rejects.toThrow();
  });

  it('a branch of it keeps its dice before the branch point, and new dice there replace them', async () => {
    const { service, library, fresh } = await warAndBranches();
    const id = fresh.update.campaign.id;
    const later = await branchOf(service, id, AT + 10, 'same');
    expect((await library.record(later.campaign.id)).newDice).toEqual([{ atMove: AT, seed: 4000 }]);
    const atTheSame = await branchOf(service, id, AT, 'new');
    expect((await library.record(atTheSame.campaign.id)).newDice).toEqual([{ atMove: AT, seed: 4001 }]);
    const before = await branchOf(service, id, AT - 5, 'same');
    expect((await library.record(before.campaign.id)).newDice).toBeUndefined();
  });

  it('its dice are verified like the rest: changed by hand (checksum made good), the replay ends elsewhere and says so', async () => {
    const { session, library, fresh } = await warAndBranches();
    const id = fresh.update.campaign.id;
    const path = library.files.recordPath(id);
    const parsed = parseRecordText(readFileSync(path, 'utf8'));
    if (!parsed.ok) throw new Error(parsed.reason);
    writeFileSync(path, recordText({ ...parsed.record, newDice: [{ atMove: AT, seed: 12345 }] }));
    const opened = await session().resume(id);
    // Other dice: its moves lead elsewhere ("corrected") or stop being legal ("outdated"); never the same game in silence.
    const said = opened.ok ? opened.update.notice : opened.problem.reason;
    expect(said).toMatch(/different position|not legal/);
  });

  it('the sentence where a branch is made says which dice it meets', () => {
    expect(branchDiceSentence('Die Marne')).toMatch(/same dice as “Die Marne”/);
    expect(branchDiceSentence('Die Marne', 'new')).toMatch(/new dice .* other rolls than in “Die Marne”/);
  });
});
