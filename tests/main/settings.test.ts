// Settings through the real electron-store, with electron mocked (vitest.config.ts inlines
// electron-store so the mock reaches it), and the web host's file-based store.
import { execFileSync } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../main/settings-model.js';
import { openFileSettings } from '../../main/settings-file.js';

const userData = mkdtempSync(join(tmpdir(), 'kk-userdata-'));
afterAll(() => rmSync(userData, { recursive: true, force: true }));

vi.mock('electron', () => {
  const app = { getPath: (name: string) => (name === 'userData' ? userData : tmpdir()), getVersion: () => '0.1.0' };
  const ipcMain = { on: vi.fn(), handle: vi.fn() };
  return { default: { app, ipcMain, shell: {} }, app, ipcMain, shell: {} };
});

const { openElectronSettings } = await import('../../main/settings.js');
const file = join(userData, 'settings.json');

describe('settings in electron-store', () => {
  it('starts from the defaults in userData/settings.json', () => {
    rmSync(file, { force: true });
    expect(openElectronSettings(userData).get()).toEqual(DEFAULT_SETTINGS);
  });

  it('persists a valid update across reopening', () => {
    const window = { x: 10, y: 20, width: 1280, height: 800, maximized: false, fullScreen: true };
    openElectronSettings(userData).update({ volume: 0.4, lastSlot: 'my-war', window });
    const again = openElectronSettings(userData).get();
    expect(again).toMatchObject({ volume: 0.4, lastSlot: 'my-war', window });
    expect(JSON.parse(readFileSync(file, 'utf8')).volume).toBe(0.4);
  });

  it('rejects an invalid update and keeps the old values', () => {
    const store = openElectronSettings(userData);
    store.update({ volume: 0.5 });
    expect(() => store.update({ volume: 7 })).toThrow();
    expect(() => store.update({ lastSlot: '../../etc' })).toThrow();
    expect(openElectronSettings(userData).get()).toMatchObject({ volume: 0.5 });
  });

  it('resets a corrupt settings file instead of failing to start', () => {
    writeFileSync(file, '{"volume": 0.3, "animat');
    expect(openElectronSettings(userData).get()).toEqual(DEFAULT_SETTINGS);
  });

  it('resets a file that breaks the schema', () => {
    writeFileSync(file, JSON.stringify({ volume: 'loud', animationSpeed: 2 }));
    expect(openElectronSettings(userData).get().volume).toBe(DEFAULT_SETTINGS.volume);
  });
});

describe('settings in a file (web host)', () => {
  it('round-trips, and keeps valid fields of a partly broken file', () => {
    const path = join(userData, 'web', 'settings.json');
    openFileSettings(path).update({ animationSpeed: 3 });
    expect(openFileSettings(path).get().animationSpeed).toBe(3);
    writeFileSync(path, JSON.stringify({ animationSpeed: 2, volume: 'loud' }));
    expect(openFileSettings(path).get()).toMatchObject({ animationSpeed: 2, volume: DEFAULT_SETTINGS.volume });
    writeFileSync(path, 'garbage');
    expect(openFileSettings(path).get()).toEqual(DEFAULT_SETTINGS);
  });
});

describe('colour-blind palette and mute (kept by main, not the renderer)', () => {
  it('default to off and round-trip in electron-store', () => {
    rmSync(file, { force: true });
    expect(openElectronSettings(userData).get()).toMatchObject({ colourBlind: false, muted: false });
    openElectronSettings(userData).update({ colourBlind: true, muted: true });
    expect(openElectronSettings(userData).get()).toMatchObject({ colourBlind: true, muted: true });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ colourBlind: true, muted: true });
  });

  it('fills them in for a settings file written before they existed, keeping the rest', () => {
    const { colourBlind: _c, muted: _m, ...older } = { ...DEFAULT_SETTINGS, volume: 0.2 };
    writeFileSync(file, JSON.stringify(older));
    expect(openElectronSettings(userData).get()).toMatchObject({ volume: 0.2, colourBlind: false, muted: false });
    const path = join(userData, 'web-old', 'web-settings.json');
    openFileSettings(path).update({ volume: 0.2 });
    writeFileSync(path, JSON.stringify(older));
    expect(openFileSettings(path).get()).toMatchObject({ volume: 0.2, colourBlind: false, muted: false });
  });

  it('refuse anything but true or false, in both stores', () => {
    const path = join(userData, 'web-bool', 'web-settings.json');
    for (const store of [openElectronSettings(userData), openFileSettings(path)]) {
      store.update({ muted: true });
      expect(() => store.update({ muted: 'yes' as unknown as boolean })).toThrow();
      expect(() => store.update({ colourBlind: 1 as unknown as boolean })).toThrow();
      expect(store.get()).toMatchObject({ muted: true, colourBlind: false });
    }
    writeFileSync(path, JSON.stringify({ muted: 'loud', colourBlind: true }));
    expect(openFileSettings(path).get()).toMatchObject({ muted: false, colourBlind: true });
  });

  it('are part of the player settings main answers', async () => {
    const { playerSettings } = await import('../../main/settings-model.js');
    expect(playerSettings({ ...DEFAULT_SETTINGS, colourBlind: true, muted: true })).toEqual({
      volume: DEFAULT_SETTINGS.volume, animationSpeed: DEFAULT_SETTINGS.animationSpeed, defaultOptions: DEFAULT_SETTINGS.defaultOptions, colourBlind: true, muted: true,
      reducedMotion: DEFAULT_SETTINGS.reducedMotion, guideFirstTurn: false, textSize: DEFAULT_SETTINGS.textSize, rollDiceInApp: false, theme: 'daylight',
    });
  });

  it('the JSON Schema and the valibot schema name the same fields', async () => {
    const { appSettingsSchema } = await import('../../main/settings-model.js');
    const { SETTINGS_JSON_SCHEMA } = await import('../../main/settings-schema.js');
    expect(Object.keys(SETTINGS_JSON_SCHEMA).sort()).toEqual(Object.keys(appSettingsSchema.entries).sort());
  });
});

describe('reduced motion (issue #14)', () => {
  it('follows the computer by default, round-trips in both stores and refuses other values', () => {
    expect(DEFAULT_SETTINGS.reducedMotion).toBe('system');
    rmSync(file, { force: true });
    const path = join(userData, 'web-motion', 'web-settings.json');
    for (const open of [() => openElectronSettings(userData), () => openFileSettings(path)]) {
      expect(open().get().reducedMotion).toBe('system');
      open().update({ reducedMotion: 'on' });
      expect(open().get().reducedMotion).toBe('on');
      expect(() => open().update({ reducedMotion: 'sometimes' as unknown as 'on' })).toThrow();
      expect(() => open().update({ reducedMotion: true as unknown as 'on' })).toThrow();
      expect(open().get().reducedMotion).toBe('on');
    }
    // A file written before the setting existed, or with a bad value, gets the default and keeps the rest.
    writeFileSync(path, JSON.stringify({ volume: 0.3, reducedMotion: 'yes' }));
    expect(openFileSettings(path).get()).toMatchObject({ volume: 0.3, reducedMotion: 'system' });
  });

  it('the JSON Schema allows exactly the values the valibot schema does', async () => {
    const { SETTINGS_JSON_SCHEMA } = await import('../../main/settings-schema.js');
    const { REDUCED_MOTION_VALUES } = await import('../../shared/ipc.js');
    expect(SETTINGS_JSON_SCHEMA.reducedMotion).toMatchObject({ enum: [...REDUCED_MOTION_VALUES], default: 'system' });
  });
});

describe('the theme: Daylight or Low light (issue #33)', () => {
  it('is Daylight by default, round-trips in both stores and refuses other values', async () => {
    expect(DEFAULT_SETTINGS.theme).toBe('daylight');
    rmSync(file, { force: true });
    const path = join(userData, 'web-theme', 'web-settings.json');
    for (const open of [() => openElectronSettings(userData), () => openFileSettings(path)]) {
      expect(open().get().theme).toBe('daylight');
      open().update({ theme: 'low-light' });
      expect(open().get().theme).toBe('low-light');
      expect(() => open().update({ theme: 'dark' as unknown as 'low-light' })).toThrow();
      expect(open().get().theme).toBe('low-light');
    }
    // A file written before the setting existed, or with a bad value, gets the default and keeps the rest.
    writeFileSync(path, JSON.stringify({ volume: 0.3, theme: 'midnight' }));
    expect(openFileSettings(path).get()).toMatchObject({ volume: 0.3, theme: 'daylight' });
    const { SETTINGS_JSON_SCHEMA } = await import('../../main/settings-schema.js');
    expect(SETTINGS_JSON_SCHEMA.theme).toMatchObject({ enum: ['daylight', 'low-light'], default: 'daylight' });
  });

  it('is part of the settings the page may change (and nothing else is)', async () => {
    const v = await import('valibot');
    const { settingsPatchSchema } = await import('../../main/schemas.js');
    expect(v.safeParse(settingsPatchSchema, { theme: 'low-light' }).success).toBe(true);
    expect(v.safeParse(settingsPatchSchema, { theme: 'dark' }).success).toBe(false);
  });
});

describe('the guided first turn choice (issue #14)', () => {
  it('is off by default, remembered in both stores, and refuses anything but true or false', () => {
    expect(DEFAULT_SETTINGS.guideFirstTurn).toBe(false);
    const path = join(userData, 'web-guide', 'web-settings.json');
    for (const open of [() => openElectronSettings(userData), () => openFileSettings(path)]) {
      open().update({ guideFirstTurn: true });
      expect(open().get().guideFirstTurn).toBe(true);
      expect(() => open().update({ guideFirstTurn: 'yes' as unknown as boolean })).toThrow();
      expect(open().get().guideFirstTurn).toBe(true);
      open().update({ guideFirstTurn: false });
    }
    // A file written before the setting existed gets the default and keeps the rest.
    writeFileSync(path, JSON.stringify({ volume: 0.4 }));
    expect(openFileSettings(path).get()).toMatchObject({ volume: 0.4, guideFirstTurn: false });
  });
});

describe('text size (issue #14)', () => {
  it('is Normal by default, round-trips in both stores and refuses other values', () => {
    expect(DEFAULT_SETTINGS.textSize).toBe('normal');
    rmSync(file, { force: true });
    const path = join(userData, 'web-text', 'web-settings.json');
    for (const open of [() => openElectronSettings(userData), () => openFileSettings(path)]) {
      expect(open().get().textSize).toBe('normal');
      open().update({ textSize: 'x-large' });
      expect(open().get().textSize).toBe('x-large');
      expect(() => open().update({ textSize: 'huge' as unknown as 'large' })).toThrow();
      expect(open().get().textSize).toBe('x-large');
    }
    // A file written before the setting existed gets the default and keeps the rest.
    writeFileSync(path, JSON.stringify({ volume: 0.4, textSize: 7 }));
    expect(openFileSettings(path).get()).toMatchObject({ volume: 0.4, textSize: 'normal' });
  });

  it('the JSON Schema allows exactly the values the valibot schema does', async () => {
    const { SETTINGS_JSON_SCHEMA } = await import('../../main/settings-schema.js');
    const { TEXT_SIZE_VALUES } = await import('../../shared/ipc.js');
    expect(SETTINGS_JSON_SCHEMA.textSize).toMatchObject({ enum: [...TEXT_SIZE_VALUES], default: 'normal' });
  });
});

describe('the path of settings.json is checked before electron-store reads or writes it (issue 28, F3/F12)', () => {
  const fresh = () => mkdtempSync(join(userData, 'guard-'));

  it('a link there: the defaults and a sentence; a change is refused, never written through', () => {
    const dir = fresh();
    const victim = join(dir, 'precious.campaign.json');
    writeFileSync(victim, '{"format":3,"volume":0.1}');
    symlinkSync(victim, join(dir, 'settings.json'));
    const store = openElectronSettings(dir);
    expect(store.get()).toEqual(DEFAULT_SETTINGS);
    expect(store.problem).toMatch(/^The settings file was not read: the settings file is a link to somewhere else/);
    expect(() => store.update({ volume: 0.3 })).toThrow(/^Your settings could not be saved: the settings file is a link to somewhere else, and Kaiserkrieg does not read or write through links\.$/);
    expect(() => store.update({ volume: 7 })).toThrow(); // a bad value is still refused as one
    expect(readFileSync(victim, 'utf8')).toBe('{"format":3,"volume":0.1}');
    expect(lstatSync(join(dir, 'settings.json')).isSymbolicLink()).toBe(true);
  });

  it('a link put there after the start: the next change is refused and the file it names untouched', () => {
    const dir = fresh();
    const store = openElectronSettings(dir);
    store.update({ volume: 0.6 });
    const victim = join(dir, 'victim.txt');
    writeFileSync(victim, 'keep me');
    rmSync(join(dir, 'settings.json'));
    symlinkSync(victim, join(dir, 'settings.json'));
    expect(() => store.update({ volume: 0.3 })).toThrow(/^Your settings could not be saved: the settings file is a link/);
    expect(store.get().volume).toBe(0.6); // not read through the link either
    expect(readFileSync(victim, 'utf8')).toBe('keep me');
  });

  it.skipIf(process.platform === 'win32')('a named pipe or a folder there: the defaults at once and a sentence, never a hang or EISDIR', () => {
    for (const make of [(p: string) => execFileSync('mkfifo', [p]), (p: string) => mkdirSync(p)]) {
      const dir = fresh();
      make(join(dir, 'settings.json'));
      const t0 = performance.now();
      const store = openElectronSettings(dir);
      expect(performance.now() - t0).toBeLessThan(1000);
      expect(store.get()).toEqual(DEFAULT_SETTINGS);
      expect(store.problem).toBe('The settings file was not read: a folder or other non-file stands where the settings file should be.');
      expect(() => store.update({ muted: true })).toThrow(/^Your settings could not be saved: a folder or other non-file/);
    }
  });

  it.skipIf(process.platform === 'win32')('writes settings.json private to the player (0600) and sweeps electron-store temp files left by a kill', () => {
    const dir = fresh();
    writeFileSync(join(dir, 'settings.json.tmp-1764201234a1b2c3'), '{}');
    openElectronSettings(dir).update({ volume: 0.2 });
    expect(statSync(join(dir, 'settings.json')).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(['settings.json']);
  });
});

describe('"Roll the dice myself in the app" (issue 32)', () => {
  it('is off by default, remembered in both stores, and refuses anything but true or false', () => {
    expect(DEFAULT_SETTINGS.rollDiceInApp).toBe(false);
    const path = join(userData, 'web-roll', 'web-settings.json');
    for (const open of [() => openElectronSettings(userData), () => openFileSettings(path)]) {
      open().update({ rollDiceInApp: true });
      expect(open().get().rollDiceInApp).toBe(true);
      expect(() => open().update({ rollDiceInApp: 'yes' as unknown as boolean })).toThrow();
      expect(open().get().rollDiceInApp).toBe(true);
      open().update({ rollDiceInApp: false });
    }
    // A file written before the setting existed gets the default and keeps the rest.
    writeFileSync(path, JSON.stringify({ volume: 0.4 }));
    expect(openFileSettings(path).get()).toMatchObject({ volume: 0.4, rollDiceInApp: false });
  });
});
