// Issue 28 (F3, F7, F10, F13): what stands at web-settings.json may be a link (a dotfile manager's, or
// planted), a named pipe or a folder. The settings are then the defaults and a sentence says why; nothing
// is written through a link, nothing waits on a pipe, and no errno text reaches the player.
import { execFileSync } from 'node:child_process';
import * as realFs from 'node:fs';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { callApi } from '../../main/api-handlers.js';
import { isLeftoverSettingsTemp, type SettingsFs } from '../../main/settings-disk.js';
import { openFileSettings } from '../../main/settings-file.js';
import { DEFAULT_SETTINGS } from '../../main/settings-model.js';
import { toyService } from './fixtures/service.js';
import { removeTempDirs, tempDir } from './fixtures/setup.js';

afterEach(removeTempDirs);

/** Errno codes and system words the player must never read. */
const RAW = /\bE[A-Z]{3,}\b|illegal operation|read-only file system|web-settings\.json\./;
const posixOnly = process.platform === 'win32' ? it.skip : it;

describe('a link at web-settings.json (F3)', () => {
  it('is neither read nor written through: the file it names is untouched, and the player reads a sentence', async () => {
    const dir = tempDir();
    const campaign = join(dir, 'precious.campaign.json');
    const before = JSON.stringify({ format: 3, actions: [{ type: 'roll' }], volume: 0.1 });
    writeFileSync(campaign, before);
    symlinkSync(campaign, join(dir, 'web-settings.json'));

    const store = openFileSettings(join(dir, 'web-settings.json'));
    expect(store.get()).toEqual(DEFAULT_SETTINGS); // the target's "volume" was not read through the link
    expect(store.problem).toMatch(/^The settings file was not read: the settings file is a link to somewhere else, and Kaiserkrieg does not read or write through links\.$/);
    expect(() => store.update({ volume: 0.3 })).toThrow(/^Your settings could not be saved: the settings file is a link/);
    expect(readFileSync(campaign, 'utf8')).toBe(before);
    expect(realFs.lstatSync(join(dir, 'web-settings.json')).isSymbolicLink()).toBe(true);
    expect(store.get().volume).toBe(DEFAULT_SETTINGS.volume);
  });

  it('planted after the start is refused too, and a new campaign (which remembers its options) still starts', async () => {
    const settingsPath = join(tempDir(), 'web-settings.json');
    const kit = await toyService({ settings: openFileSettings(settingsPath) });
    const campaign = join(kit.dir, 'victim.txt');
    writeFileSync(campaign, 'keep me');
    symlinkSync(campaign, settingsPath);
    await expect(callApi(kit.service, 'setSettings', [{ volume: 0.3 }])).rejects.toThrow(/^Your settings could not be saved: the settings file is a link to somewhere else/);
    const started = await kit.service.newCampaign({ seed: 3, options: { hundredDays: false, indiansTwice: false, removeCruisers: 0 } });
    expect(started.campaign.id).toBeTruthy();
    expect(readFileSync(campaign, 'utf8')).toBe('keep me');
  });
});

describe('a named pipe at web-settings.json (F7)', () => {
  posixOnly('gives the defaults and a sentence at once, instead of waiting for a writer', () => {
    const dir = tempDir();
    const path = join(dir, 'web-settings.json');
    execFileSync('mkfifo', [path]);
    const t0 = performance.now();
    const store = openFileSettings(path);
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(store.get()).toEqual(DEFAULT_SETTINGS);
    expect(store.problem).toBe('The settings file was not read: a folder or other non-file stands where the settings file should be.');
    expect(() => store.update({ muted: true })).toThrow('Your settings could not be saved: a folder or other non-file stands where the settings file should be.');
    expect(realFs.lstatSync(path).isFIFO()).toBe(true);
  });
});

describe('a folder at web-settings.json (F10)', () => {
  it('gives the defaults, and a settings change is answered with a sentence, not EISDIR', async () => {
    const userData = tempDir();
    mkdirSync(join(userData, 'web-settings.json'));
    const settings = openFileSettings(join(userData, 'web-settings.json'));
    expect(settings.problem).toMatch(/^The settings file was not read: a folder/);
    const kit = await toyService({ settings });
    const refusal = await callApi(kit.service, 'setSettings', [{ volume: 0.3 }]).then(() => null, (e: Error) => e.message);
    expect(refusal).toBe('Your settings could not be saved: a folder or other non-file stands where the settings file should be.');
    expect(refusal).not.toMatch(RAW);
    expect(readdirSync(join(userData, 'web-settings.json'))).toEqual([]);
  });
});

describe('a read-only disk (F10)', () => {
  it('answers a settings change with a sentence, and keeps the settings as they were', () => {
    const path = join(tempDir(), 'web-settings.json');
    openFileSettings(path).update({ volume: 0.5 });
    const erofs = (): never => {
      throw Object.assign(new Error(`EROFS: read-only file system, open '${path}.123'`), { code: 'EROFS' });
    };
    const readOnly: SettingsFs = { ...realFs, openSync: ((p: string, flags: number, mode?: number) => ((flags & realFs.constants.O_CREAT) ? erofs() : realFs.openSync(p, flags, mode))) as typeof realFs.openSync };
    const store = openFileSettings(path, readOnly);
    expect(store.problem).toBeNull();
    expect(() => store.update({ volume: 0.9 })).toThrow(/^Your settings could not be saved: the disk is read-only\.$/);
    expect(store.get().volume).toBe(0.5);
    expect(JSON.parse(readFileSync(path, 'utf8')).volume).toBe(0.5);
  });
});

describe('the settings file itself (F13)', () => {
  posixOnly('is private to the player (0600), in a folder made private (0700)', () => {
    const folder = join(tempDir(), 'Kaiserkrieg');
    openFileSettings(join(folder, 'web-settings.json')).update({ volume: 0.2 });
    expect(statSync(join(folder, 'web-settings.json')).mode & 0o777).toBe(0o600);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
  });

  it('sweeps the temp files a killed writer left, and keeps a running process\'s and anything else', () => {
    const dir = tempDir();
    const path = join(dir, 'web-settings.json');
    const dead = 2 ** 22 + 12345; // above Linux's pid_max default: no such process
    const left = ['web-settings.json.344265048', 'web-settings.json.2180658854', `web-settings.json.${dead}-1.tmp`];
    const kept = [`web-settings.json.${process.pid}-999.tmp`, 'web-settings.json.bak', 'web-settings.json.notes', 'other.json.344265048'];
    for (const name of [...left, ...kept]) writeFileSync(join(dir, name), '{}');
    mkdirSync(join(dir, 'web-settings.json.77')); // a folder of that name is not ours to remove
    writeFileSync(path, JSON.stringify({ volume: 0.25 }));
    expect(openFileSettings(path).get().volume).toBe(0.25);
    for (const name of left) expect(existsSync(join(dir, name)), name).toBe(false);
    for (const name of [...kept, 'web-settings.json.77', 'web-settings.json']) expect(existsSync(join(dir, name)), name).toBe(true);
  });

  it('knows electron-store\'s temp names too', () => {
    expect(isLeftoverSettingsTemp('settings.json', 'settings.json.tmp-1764201234a1b2c3')).toBe(true);
    expect(isLeftoverSettingsTemp('settings.json', 'settings.json.tmp-notatemp')).toBe(false);
    expect(isLeftoverSettingsTemp('settings.json', 'web-settings.json.123')).toBe(false);
  });

  it('leaves no temp file behind after a write', () => {
    const dir = tempDir();
    openFileSettings(join(dir, 'web-settings.json')).update({ volume: 0.7 });
    expect(readdirSync(dir)).toEqual(['web-settings.json']);
  });
});
