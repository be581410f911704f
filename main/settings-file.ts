// Settings for the web host, which has no Electron: the same model in a JSON file next to the saves.
// A missing or broken file gives the defaults (harmless, like clearInvalidConfig in electron-store). A link,
// folder or named pipe there gives the defaults and a sentence (problem), and is never written through.
import * as v from 'valibot';
import { asDiskError } from './library/disk.js';
import { readSettingsText, sweepSettingsTemps, writeSettingsText, type SettingsFs } from './settings-disk.js';
import { appSettingsSchema, sanitiseSettings, type AppSettings, type SettingsStore } from './settings-model.js';

export interface FileSettingsStore extends SettingsStore {
  /** Why the settings file was not read (the defaults are in use), as a sentence; null when all is well. */
  readonly problem: string | null;
}

export function openFileSettings(path: string, fs?: SettingsFs): FileSettingsStore {
  sweepSettingsTemps(path, fs); // left by a host killed while it saved the settings
  let current: AppSettings = sanitiseSettings({});
  let problem: string | null = null;
  try {
    const text = readSettingsText(path, fs);
    if (text !== null) current = sanitiseSettings(JSON.parse(text));
  } catch (e) {
    // Text that is not JSON is replaced at the next change, as before; anything else is said.
    if (!(e instanceof SyntaxError)) problem = asDiskError(e, 'The settings file was not read').message;
  }
  return {
    problem,
    get: () => current,
    update(patch) {
      const next = v.parse(appSettingsSchema, { ...current, ...patch }) as AppSettings;
      try {
        writeSettingsText(path, JSON.stringify(next, null, 2), fs);
      } catch (e) {
        throw asDiskError(e, 'Your settings could not be saved');
      }
      current = next;
      return next;
    },
  };
}
