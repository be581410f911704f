// The renderer's side of issue #28 (renderer/app/unsaved-guard.ts): a switching call main refuses while
// moves are unsaved asks the player; Drop goes on, Stay and Export stay (Export hands over every move);
// a browser tab asks before closing while the last save failed. The API is main's own callApi over a real
// GameService on a disk that fills up, as the web host serves it.
import { afterEach, describe, expect, it } from 'vitest';
import { callApi } from '../../main/api-handlers.js';
import type { GameService } from '../../main/game-service.js';
import { API_METHODS, type CampaignUpdate, type GameApi } from '../../shared/ipc.js';
import { DEFAULT_OPTIONS } from '../../shared/data/optional-rules.js';
import { guardUnsaved, STAYED, UnsavedWatch, type UnsavedChoice } from '../../renderer/app/unsaved-guard.js';
import { fullAfterFive, movesOnDisk } from '../main/fixtures/full-disk.js';
import { removeTempDirs } from '../main/fixtures/setup.js';

afterEach(removeTempDirs);

/** The GameApi as the page sees it: every call validated by main, errors as their message only (or Electron's wrapping). */
function pageApi(service: GameService, electronWords = false): GameApi {
  const api: Record<string, unknown> = {};
  for (const method of API_METHODS) {
    api[method] = (...args: unknown[]) => callApi(service, method, args).catch((e: Error) => {
      throw new Error(electronWords ? `Error invoking remote method 'kk:${method}': DiskError: ${e.message}` : e.message);
    });
  }
  return api as unknown as GameApi;
}

function asking(answers: UnsavedChoice[]) {
  const asked: string[] = [];
  const exported: string[] = [];
  return {
    asked,
    exported,
    words: {
      ask: (sentence: string) => (asked.push(sentence), Promise.resolve(answers.shift() ?? 'stay')),
      exportLive: () => (exported.push('yes'), Promise.resolve('The campaign file is downloading.')),
    },
  };
}

describe('the page asks before unsaved moves are dropped', () => {
  it('Stay and Export stay on the campaign (nothing dropped); Drop goes on with New campaign', async () => {
    const { s, id, dir } = await fullAfterFive();
    const q = asking(['stay', 'export', 'drop']);
    const api = guardUnsaved(pageApi(s, true), q.words);
    const newOne = () => api.newCampaign({ seed: 22, options: DEFAULT_OPTIONS });
    await expect(newOne()).rejects.toThrow(STAYED);
    expect(q.asked[0]).toMatch(/^Your last 10 moves in the campaign with seed 21 \(turn \d+\) could not be saved: the disk is full\./); // without Electron's words
    await expect(newOne()).rejects.toThrow(`The campaign file is downloading. ${STAYED}`);
    expect(q.exported).toHaveLength(1);
    expect((await api.current())?.actionCount).toBe(15);
    const u: CampaignUpdate = await newOne();
    expect(u.campaign.id).not.toBe(id);
    expect(q.asked).toHaveLength(3);
    expect(movesOnDisk(dir, id)).toBe(5);
    await s.close();
  });

  it('Resume, Play from and Delete ask too; other refusals pass through unchanged, and nothing is asked when all is saved', async () => {
    const { s, id, disk } = await fullAfterFive();
    const q = asking([]);
    const api = guardUnsaved(pageApi(s), q.words);
    await expect(api.playFrom(id, 3)).rejects.toThrow(STAYED);
    await expect(api.deleteCampaign(id)).rejects.toThrow(STAYED);
    await expect(api.resume('not-a-campaign')).rejects.toThrow(STAYED); // main asks before it looks
    expect(q.asked).toHaveLength(3);
    disk.refuse = null;
    await expect(api.resume('not-a-campaign')).resolves.toMatchObject({ ok: false });
    await expect(api.playFrom(id, 999)).rejects.toThrow(/not part of the campaign/);
    expect(q.asked).toHaveLength(3);
    await s.close();
  });

  it('a browser tab asks before closing only while the last update says the save failed', () => {
    const watch = new UnsavedWatch();
    const event = () => {
      const e = { prevented: false, returnValue: undefined as unknown, preventDefault: () => { e.prevented = true; } };
      return e;
    };
    const closing = event();
    watch.beforeUnload(closing);
    expect(closing.prevented).toBe(false);
    watch.see({ save: { ok: false, message: 'The campaign could not be saved: the disk is full.' } } as CampaignUpdate);
    const unsavedClose = event();
    watch.beforeUnload(unsavedClose);
    expect(unsavedClose.prevented).toBe(true);
    watch.see({ save: { ok: true } } as CampaignUpdate);
    const savedClose = event();
    watch.beforeUnload(savedClose);
    expect(savedClose.prevented).toBe(false);
  });
});
