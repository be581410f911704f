// 10,000 random malformed calls over IPC: every one is rejected, nothing crashes, and the game, the
// save folder and the settings stay exactly as they were.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { registerIpcHandlers } from '../../main/ipc.js';
import { makeSenderCheck } from '../../main/sender-check.js';
import { API_METHODS, channelOf, type ApiMethod } from '../../shared/ipc.js';
import { FakeIpcMain, GAME_PAGE, observable } from './fixtures/fake-ipc.js';
import { toyService } from './fixtures/service.js';
import { removeTempDirs } from './fixtures/setup.js';
import { seenNow } from './fixtures/seen.js';

afterAll(removeTempDirs);

const CALLS = 10_000;

let seed = 20261121;
function rand(n: number): number {
  seed = (Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
  return seed % n;
}
const pick = <T,>(xs: readonly T[]): T => xs[rand(xs.length)];

const ATOMS: unknown[] = [
  undefined, null, true, false, 0, -1, 1.5, Number.NaN, Infinity, -Infinity, 2 ** 53, '', 'Roll', '../autosave', 'A',
  '\u0000', 'x'.repeat(300), [], {}, () => 1, Symbol('s'), BigInt(7), new Date(0), new Map(), /re/,
];

function junk(depth = 0): unknown {
  const kind = rand(depth > 2 ? 1 : 4);
  if (kind === 0) return pick(ATOMS);
  if (kind === 1) return Array.from({ length: rand(4) }, () => junk(depth + 1));
  // The nested "k" makes every junk object invalid for every method (no method takes nested values there).
  const o: Record<string, unknown> = { k: { deeper: junk(depth + 1) } };
  for (let i = rand(5); i > 0; i--) o[pick(['type', 'n', 'seed', 'options', 'slot', 'text', 'volume', '__proto__', 'constructor', 'k'])] = junk(depth + 1);
  return o;
}

/** One valid argument list per method, to be broken in exactly one place. */
const VALID: Record<ApiMethod, unknown[]> = {
  title: [], continueLast: [], current: [], undo: [], listCampaigns: [], openSaveFolder: [], about: [], getSettings: [], quit: [], statistics: [], exportStatistics: [],
  askAdvisor: [], cancelAdvisor: [], discardUnsaved: [],
  newCampaign: [{ seed: 5, options: { hundredDays: false, indiansTwice: false, removeCruisers: 0 } }],
  act: [{ type: 'add', n: 1 }, { campaignId: 'campaign-a', version: 'a1b2c3-1' }],
  resume: ['campaign-a'], takeOver: ['campaign-a'], resumeBackup: ['campaign-a'], playOnOutdated: ['campaign-a'], playFrom: ['campaign-a', 0], bookmark: ['Before Verdun'],
  duplicate: ['campaign-a'], renameCampaign: ['campaign-a', 'The long war'], setNotes: ['campaign-a', 'Held the Marne'], setBookmarkNote: ['campaign-a', 0, 'Push'], deleteCampaign: ['campaign-a'], restoreCampaign: ['campaign-a'], exportCampaign: ['campaign-a'],
  importCampaign: [{ text: '{}' }],
  setSettings: [{ volume: 0.5 }],
  history: ['campaign-a'], historyAt: ['campaign-a', 3], campaignStory: ['campaign-a'],
  reviewStatus: ['campaign-a'], startReview: ['campaign-a'], stopReview: ['campaign-a'],
  saveReport: ['The long war', '<!DOCTYPE html><p>A report</p>'],
};

// Junk never contains a valid campaign id, a legal action or a valid settings patch: strings are all bad
// ids, and objects always carry the nested "k". A bookmark takes any letters, so its junk is its own.
const BAD_BOOKMARK_NAMES = ['', '   ', 'x'.repeat(400), '\u0000', 'a\nb', 7, null, {}, []];

/** A call that is certainly wrong: extra arguments, a broken field, a wrong type or junk. */
function malformedArgs(method: ApiMethod): unknown[] {
  // A second argument is the bookmark's note (any text), so a third is the one too many.
  if (method === 'bookmark') return rand(3) === 0 ? ['Before Verdun', 'a note', junk()] : [pick(BAD_BOOKMARK_NAMES)];
  const valid = structuredClone(VALID[method]);
  if (valid.length === 0 || rand(4) === 0) return [...valid, junk()];
  const [first] = valid;
  switch (rand(3)) {
    case 0:
      return rand(2) ? [junk()] : [junk(), junk()];
    case 1:
      if (typeof first === 'object' && first !== null) {
        const key = pick(Object.keys(first));
        (first as Record<string, unknown>)[key] = pick([null, {}, [], 'x'.repeat(70), -2, Number.NaN, '../..']);
        return [first];
      }
      return [pick(['../x', 'UPPER', '', 'a/b', 'x'.repeat(49)])];
    default:
      return [];
  }
}

describe('IPC under random malformed calls', () => {
  it(`${CALLS} calls: all rejected, no crash, state unchanged`, async () => {
    const platform = { openFolder: vi.fn(async (_path: string) => undefined), quit: vi.fn() };
    const kit = await toyService({ platform });
    const ipc = new FakeIpcMain();
    registerIpcHandlers(ipc, { serviceFor: () => kit.service, isTrustedSender: makeSenderCheck({ page: GAME_PAGE }) });
    await kit.service.newCampaign({ seed: 3, options: { hundredDays: false, indiansTwice: false, removeCruisers: 0 } });
    await kit.service.act({ type: 'add', n: 2 }, await seenNow(kit.service));
    const before = await observable(kit);
    const live = JSON.stringify(await kit.service.current());

    let resolved = 0;
    const reasons = new Map<string, number>();
    for (let i = 0; i < CALLS; i++) {
      const method = pick(API_METHODS);
      const stranger = rand(5) === 0;
      const sender = stranger ? pick([null, 'https://evil.example/', `${GAME_PAGE}x`, 'file:///etc/passwd']) : GAME_PAGE;
      const args = stranger ? VALID[method] : malformedArgs(method);
      try {
        await ipc.invoke(channelOf(method), sender, ...args);
        resolved++;
      } catch (e) {
        const key = (e as Error).message.split(':')[0];
        reasons.set(key, (reasons.get(key) ?? 0) + 1);
      }
      if (i % 500 === 0) expect(JSON.stringify(await kit.service.current())).toBe(live);
    }
    expect(resolved).toBe(0);
    expect(await observable(kit)).toBe(before);
    expect(platform.quit).not.toHaveBeenCalled();
    expect(reasons.get('Refused')).toBeGreaterThan(1000);
  });
});
