// The stale-click guard (issue #28, F5): a click names the version of the board it was made on, which
// changes with every move, undo and load and is never used twice. Before, it named the move count, and a
// click made before another tab's Undo and different move was played on a board its tab never saw
// (73 of 150 in the probe). The real engine and a real library on disk, as reliability-2026-11-27.md did.
import { afterEach, expect, it } from 'vitest';
import { composeGameService } from '../../main/compose.js';
import type { GameService } from '../../main/game-service.js';
import { memorySettings } from '../../main/settings-model.js';
import { DEFAULT_OPTIONS } from '../../shared/data/optional-rules.js';
import type { CampaignView, SeenBoard } from '../../shared/ipc.js';
import { fakeAdvisor } from './fixtures/fake-advisor.js';
import { removeTempDirs, tempDir } from './fixtures/setup.js';

afterEach(removeTempDirs);

/** What a window sends with its click: the board it shows (the count too, as the old contract had it). */
function clickOn(view: CampaignView): SeenBoard {
  const sent = { campaignId: view.id, actionCount: view.actionCount, version: view.version };
  return sent;
}

const key = (x: unknown) => JSON.stringify(x);

async function service(userData: string): Promise<GameService> {
  return composeGameService({ userData, appVersion: '0.1.0', settings: memorySettings(), advisor: fakeAdvisor() });
}

it('a click made before an Undo and a different move is never played: 0 of 150', async () => {
  const s = await service(tempDir('kk-stale-'));
  let tries = 0;
  let played = 0;
  const refusals = new Set<string>();
  for (let seed = 1; seed < 200 && tries < 150; seed++) {
    let u = await s.newCampaign({ seed, options: DEFAULT_OPTIONS });
    for (let step = 0; step < 60 && tries < 150; step++) {
      const choices = u.campaign.board.prompt?.actions ?? [];
      if (choices.length === 0) break;
      const x = choices[step % choices.length];
      const after = await s.act(x, clickOn(u.campaign));
      const next = after.campaign.board.prompt?.actions ?? [];
      if (choices.length < 2 || !after.campaign.board.canUndo || next.length === 0) {
        u = after;
        continue;
      }
      const seenByA = clickOn(after.campaign); // tab A's board, after move n
      const back = await s.undo(); // tab B: Undo …
      const y = choices.find((c) => key(c) !== key(x))!;
      u = await s.act(y, clickOn(back.campaign)); // … and another move: move n again, by count
      expect(u.campaign.actionCount).toBe(after.campaign.actionCount);
      tries++;
      try {
        u = await s.act(next[0], seenByA);
        played++;
      } catch (e) {
        refusals.add((e as Error).message.slice(0, 50));
      }
    }
  }
  await s.close();
  expect(tries).toBe(150);
  expect(played).toBe(0);
  expect([...refusals]).toEqual(['The board changed before your click arrived (an Un']);
});

it('a board version is never used again: not after an Undo, nor after the campaign is closed and resumed', async () => {
  const userData = tempDir('kk-stale-');
  const s = await service(userData);
  const start = await s.newCampaign({ seed: 3, options: DEFAULT_OPTIONS });
  const versions = new Set([start.campaign.version]);
  let u = start;
  for (let i = 0; i < 6 && u.campaign.board.prompt; i++) {
    u = await s.act(u.campaign.board.prompt.actions[0], clickOn(u.campaign));
    versions.add(u.campaign.version);
    if (u.campaign.board.canUndo) {
      const back = await s.undo();
      versions.add(back.campaign.version);
      u = await s.act(back.campaign.board.prompt!.actions[0], clickOn(back.campaign));
      versions.add(u.campaign.version);
    }
  }
  const before = u.campaign;
  await s.close();
  // A restart (a new process's service): the same campaign at the same move count has a board version of its own.
  const again = await service(userData);
  const resumed = await again.resume(before.id);
  if (!resumed.ok) throw new Error(resumed.problem.reason);
  expect(resumed.update.campaign.actionCount).toBe(before.actionCount);
  expect(versions.has(resumed.update.campaign.version)).toBe(false);
  await expect(again.act(before.board.prompt!.actions[0], clickOn(before))).rejects.toThrow(/^The board changed before your click arrived/);
  await again.close();
});
