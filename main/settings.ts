// Settings in electron-store (Electron only: the package imports electron, so only main/index.ts and
// the settings test, with electron mocked, load this module). A broken settings file is reset rather
// than stopping the app (clearInvalidConfig), which is harmless: saves do not live here.
// electron-store writes through links (its writer realpaths the file), reads a named pipe until something
// writes to it and throws on a folder, so the path is checked (settings-disk.ts) before the store is made
// and before each read and write: anything but an ordinary file there gives the defaults and a sentence.
import { join } from 'node:path';
import Store from 'electron-store';
import * as v from 'valibot';
import { asDiskError } from './library/disk.js';
import { settingsPathProblem, sweepSettingsTemps } from './settings-disk.js';
import type { FileSettingsStore } from './settings-file.js';
import { appSettingsSchema, DEFAULT_SETTINGS, sanitiseSettings, type AppSettings } from './settings-model.js';
import { SETTINGS_JSON_SCHEMA } from './settings-schema.js';

const SAVE_FAILED = 'Your settings could not be saved';

/** `dir` is the app's userData folder; the file is settings.json there. */
export function openElectronSettings(dir: string): FileSettingsStore {
  const path = join(dir, 'settings.json');
  sweepSettingsTemps(path); // electron-store's temp files left by a kill
  const refused = settingsPathProblem(path);
  if (refused) {
    // The defaults for this run; the file is left alone and every change says why it is not kept.
    const current = sanitiseSettings({});
    return {
      problem: asDiskError(refused, 'The settings file was not read').message,
      get: () => current,
      update(patch) {
        v.parse(appSettingsSchema, { ...current, ...patch });
        throw asDiskError(refused, SAVE_FAILED);
      },
    };
  }
  const store = new Store<AppSettings>({
    name: 'settings',
    cwd: dir,
    schema: SETTINGS_JSON_SCHEMA,
    defaults: DEFAULT_SETTINGS,
    clearInvalidConfig: true,
    configFileMode: 0o600,
  });
  let last = sanitiseSettings(store.store);
  const get = (): AppSettings => {
    // A link or pipe put there since the start is not read: the last settings stand.
    if (settingsPathProblem(path) === null) last = sanitiseSettings(store.store);
    return last;
  };
  return {
    problem: null,
    get,
    update(patch) {
      const next = v.parse(appSettingsSchema, { ...get(), ...patch }) as AppSettings;
      try {
        const problem = settingsPathProblem(path);
        if (problem) throw problem;
        store.set(next);
      } catch (e) {
        throw asDiskError(e, SAVE_FAILED);
      }
      last = next;
      return next;
    },
  };
}
