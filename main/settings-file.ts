// Settings for the web host, which has no Electron: the same model in a JSON file next to the saves.
// A missing or broken file gives the defaults (harmless, like clearInvalidConfig in electron-store).
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import * as v from 'valibot';
import { appSettingsSchema, sanitiseSettings, type AppSettings, type SettingsStore } from './settings-model.js';

export function openFileSettings(path: string): SettingsStore {
  let current: AppSettings;
  try {
    current = sanitiseSettings(JSON.parse(readFileSync(path, 'utf8')));
  } catch {
    current = sanitiseSettings({});
  }
  return {
    get: () => current,
    update(patch) {
      const next = v.parse(appSettingsSchema, { ...current, ...patch }) as AppSettings;
      mkdirSync(dirname(path), { recursive: true });
      writeFileAtomic.sync(path, JSON.stringify(next, null, 2));
      current = next;
      return next;
    },
  };
}
