// Every IPC handler: accepts good input from our page; rejects other senders and bad arguments with
// no side effect.
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { Options } from '../../shared/engine/index.js';
import { registerIpcHandlers } from '../../main/ipc.js';
import { makeSenderCheck } from '../../main/sender-check.js';
import { API_METHODS, channelOf, type ApiMethod } from '../../shared/ipc.js';
import { FakeIpcMain, GAME_FILE, GAME_PAGE, observable } from './fixtures/fake-ipc.js';
import { toyService, type ServiceKit } from './fixtures/service.js';
import { removeTempDirs } from './fixtures/setup.js';

const OPTIONS: Options = { hundredDays: false, indiansTwice: true, removeCruisers: 2 };

let kit: ServiceKit;
let ipc: FakeIpcMain;
let platform: { openFolder: Mock<(path: string) => Promise<void>>; quit: Mock<() => void> };
let shared: string;

beforeEach(async () => {
  platform = { openFolder: vi.fn(async (_path: string) => undefined), quit: vi.fn() };
  kit = toyService(platform);
  ipc = new FakeIpcMain();
  registerIpcHandlers(ipc, { service: kit.service, isTrustedSender: makeSenderCheck({ rendererFile: GAME_FILE }) });
  // A campaign with two moves (so undo and the backup exist) and a second slot.
  await kit.service.newCampaign({ seed: 11, options: OPTIONS });
  await kit.service.act({ type: 'add', n: 1 });
  await kit.service.act({ type: 'add', n: 2 });
  await kit.saves.save('named', { seed: 4, options: OPTIONS, actions: [], state: (await import('./fixtures/toy-engine.js')).toyEngine.newGame({ seed: 4, options: OPTIONS }) });
  shared = await kit.saves.exportText('named');
});

afterEach(removeTempDirs);

const GOOD: Record<ApiMethod, () => unknown[]> = {
  title: () => [],
  newCampaign: () => [{ seed: 123, options: OPTIONS }],
  continueLast: () => [],
  current: () => [],
  act: () => [{ type: 'roll' }],
  undo: () => [],
  listSaves: () => [],
  saveAs: () => ['brand-new'],
  load: () => ['named'],
  loadBackup: () => ['autosave'],
  deleteSave: () => ['named'],
  exportSave: () => ['named'],
  importSave: () => [{ text: shared, slot: 'imported' }],
  openSaveFolder: () => [],
  getSettings: () => [],
  setSettings: () => [{ volume: 0.3, animationSpeed: 2, colourBlind: true, muted: true }],
  quit: () => [],
};

/** What each good call must have done (so "accepted" means the call really happened). */
const EFFECT: Record<ApiMethod, (result: unknown) => Promise<void> | void> = {
  title: (r) => expect(r).toMatchObject({ continueSlot: 'autosave' }),
  newCampaign: (r) => expect(r).toMatchObject({ reason: 'new', campaign: { seed: 123 } }),
  continueLast: (r) => expect(r).toMatchObject({ ok: true, update: { campaign: { actionCount: 2 } } }),
  current: (r) => expect(r).toMatchObject({ seed: 11, actionCount: 2 }),
  act: (r) => expect(r).toMatchObject({ reason: 'act', campaign: { actionCount: 3 } }),
  undo: (r) => expect(r).toMatchObject({ reason: 'undo', campaign: { actionCount: 1 } }),
  listSaves: (r) => expect((r as Array<{ slot: string }>).map((s) => s.slot).sort()).toEqual(['autosave', 'named']),
  saveAs: async (r) => {
    expect(r).toMatchObject({ slot: 'brand-new', actionCount: 2 });
    expect(await kit.saves.has('brand-new')).toBe(true);
  },
  load: (r) => expect(r).toMatchObject({ ok: true, update: { campaign: { slot: 'named', seed: 4 } } }),
  loadBackup: (r) => expect(r).toMatchObject({ ok: true, update: { campaign: { actionCount: 1 } } }),
  deleteSave: async () => expect(await kit.saves.has('named')).toBe(false),
  exportSave: (r) => expect(r).toMatchObject({ fileName: 'kaiserkrieg-named.save.json', text: shared, savedTo: null }),
  importSave: (r) => expect(r).toMatchObject({ slot: 'imported', problem: null }),
  openSaveFolder: (r) => {
    expect(r).toBe(kit.dir);
    expect(platform.openFolder).toHaveBeenCalledWith(kit.dir);
  },
  getSettings: (r) => expect(r).toEqual({ volume: 0.8, animationSpeed: 1, defaultOptions: { hundredDays: false, indiansTwice: false, removeCruisers: 0 }, colourBlind: false, muted: false }),
  setSettings: (r) => expect(r).toMatchObject({ volume: 0.3, animationSpeed: 2, colourBlind: true, muted: true }),
  quit: () => expect(platform.quit).toHaveBeenCalledOnce(),
};

const SLOT_BAD = [[], ['../../etc/passwd'], ['A'], [''], [7], [null], ['ok', 'extra'], ['a'.repeat(40)], [{ slot: 'x' }]];

const BAD = (): Record<ApiMethod, unknown[][]> => ({
  title: [[1]],
  newCampaign: [
    [], [null], [{ seed: 1 }], [{ seed: -1, options: OPTIONS }], [{ seed: 1.5, options: OPTIONS }], [{ seed: 2 ** 32, options: OPTIONS }],
    [{ seed: 1, options: { ...OPTIONS, removeCruisers: 3 } }], [{ seed: 1, options: { ...OPTIONS, extra: true } }], [{ seed: '1', options: OPTIONS }],
    [{ seed: 1, options: OPTIONS, evil: 1 }], [{ seed: 1, options: OPTIONS }, 'extra'],
  ],
  continueLast: [['autosave']],
  current: [[{}]],
  act: [
    [], [null], ['roll'], [[{ type: 'roll' }]], [{ n: 1 }], [{ type: 7 }], [{ type: '' }], [{ type: 'add', n: { nested: 1 } }], [{ type: 'add', n: [1] }],
    [{ type: 'add', n: Number.NaN }], [{ type: 'x'.repeat(65) }], [{ type: 'add', s: 'y'.repeat(201) }],
    [Object.fromEntries(Array.from({ length: 17 }, (_, i) => [i === 0 ? 'type' : `k${i}`, 'v']))],
    [{ type: 'add', n: 9 }], [{ type: 'teleport' }], [{ type: 'roll' }, 'extra'],
  ],
  undo: [[true]],
  listSaves: [['*']],
  saveAs: SLOT_BAD,
  load: SLOT_BAD,
  loadBackup: SLOT_BAD,
  deleteSave: SLOT_BAD,
  exportSave: [...SLOT_BAD, ['missing']],
  importSave: [[], ['text'], [{ text: 5 }], [{ text: shared, slot: '../x' }], [{ text: shared, extra: 1 }], [{ text: '{"format":2}' }], [{ text: 'x'.repeat(16 * 1024 * 1024 + 1) }]],
  openSaveFolder: [['/etc']],
  getSettings: [['volume']],
  setSettings: [[], [null], [{ volume: 2 }], [{ volume: -0.1 }], [{ animationSpeed: Infinity }], [{ lastSlot: 'x' }], [{ window: null }], [{ __proto__: { volume: 1 }, volume: '1' }],
    [{ colourBlind: 'yes' }], [{ muted: 1 }], [{ colourBlind: null }]],
  quit: [['now']],
});

const STRANGERS = [
  null,
  '',
  'not a url',
  'https://evil.example/index.html',
  'file:///tmp/evil/index.html',
  `${GAME_PAGE}.evil.html`,
  'file:///opt/Kaiserkrieg/resources/app.asar/out/renderer/index.html/../../../evil.html',
  'http://127.0.0.1:5174/',
  'devtools://devtools/bundled/inspector.html',
];

describe('IPC handlers', () => {
  it('registers exactly one handler per API method', () => {
    expect([...ipc.handlers.keys()].sort()).toEqual(API_METHODS.map(channelOf).sort());
  });

  for (const method of API_METHODS) {
    describe(method, () => {
      it('accepts good input from the game page', async () => {
        const result = await ipc.invoke(channelOf(method), GAME_PAGE, ...GOOD[method]());
        await EFFECT[method](result);
      });

      it('also from the page with a hash or query', async () => {
        await EFFECT[method](await ipc.invoke(channelOf(method), `${GAME_PAGE}?x=1#title`, ...GOOD[method]()));
      });

      it('rejects other senders with no side effect', async () => {
        const before = await observable(kit);
        for (const sender of STRANGERS) {
          await expect(ipc.invoke(channelOf(method), sender, ...GOOD[method]())).rejects.toThrow(/did not come from the game window/);
        }
        expect(await observable(kit)).toBe(before);
        expect(platform.quit).not.toHaveBeenCalled();
        expect(platform.openFolder).not.toHaveBeenCalled();
      });

      it('rejects bad arguments with no side effect', async () => {
        const before = await observable(kit);
        for (const args of BAD()[method]) {
          await expect(ipc.invoke(channelOf(method), GAME_PAGE, ...args), JSON.stringify(args).slice(0, 80)).rejects.toThrow();
        }
        expect(await observable(kit)).toBe(before);
        expect(platform.quit).not.toHaveBeenCalled();
        expect(platform.openFolder).not.toHaveBeenCalled();
      });
    });
  }

  it('names the problem in the rejection', async () => {
    await expect(ipc.invoke(channelOf('saveAs'), GAME_PAGE, '../../etc')).rejects.toThrow(/Bad arguments for saveAs: .*slot name/);
    await expect(ipc.invoke(channelOf('act'), GAME_PAGE, { type: 'teleport' })).rejects.toThrow(/not legal/);
  });
});

describe('sender check', () => {
  it('trusts only the exact renderer file, or the dev server origin', () => {
    const check = makeSenderCheck({ rendererFile: GAME_FILE, devServerUrl: 'http://localhost:5173/' });
    expect(check(GAME_PAGE)).toBe(true);
    expect(check('http://localhost:5173/index.html')).toBe(true);
    expect(check('http://localhost:5173.evil.com/')).toBe(false);
    expect(check('http://localhost:5174/')).toBe(false);
    expect(check('https://localhost:5173/')).toBe(false);
    for (const s of STRANGERS) expect(check(s)).toBe(false);
  });

  it('trusts nothing over http when there is no dev server', () => {
    const check = makeSenderCheck({ rendererFile: GAME_FILE });
    expect(check('http://localhost:5173/')).toBe(false);
    expect(check('null')).toBe(false);
  });
});
