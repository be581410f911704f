// Settings through the real electron-store, with electron mocked (vitest.config.ts inlines
// electron-store so the mock reaches it), and the web host's file-based store.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
    expect(openElectronSettings().get()).toEqual(DEFAULT_SETTINGS);
  });

  it('persists a valid update across reopening', () => {
    const window = { x: 10, y: 20, width: 1280, height: 800, maximized: false, fullScreen: true };
    openElectronSettings().update({ volume: 0.4, lastSlot: 'my-war', window });
    const again = openElectronSettings().get();
    expect(again).toMatchObject({ volume: 0.4, lastSlot: 'my-war', window });
    expect(JSON.parse(readFileSync(file, 'utf8')).volume).toBe(0.4);
  });

  it('rejects an invalid update and keeps the old values', () => {
    const store = openElectronSettings();
    store.update({ volume: 0.5 });
    expect(() => store.update({ volume: 7 })).toThrow();
    expect(() => store.update({ lastSlot: '../../etc' })).toThrow();
    expect(openElectronSettings().get()).toMatchObject({ volume: 0.5 });
  });

  it('resets a corrupt settings file instead of failing to start', () => {
    writeFileSync(file, '{"volume": 0.3, "animat');
    expect(openElectronSettings().get()).toEqual(DEFAULT_SETTINGS);
  });

  it('resets a file that breaks the schema', () => {
    writeFileSync(file, JSON.stringify({ volume: 'loud', animationSpeed: 2 }));
    expect(openElectronSettings().get().volume).toBe(DEFAULT_SETTINGS.volume);
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
