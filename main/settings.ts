// Settings in electron-store (Electron only: the package imports electron, so only main/index.ts and
// the settings test, with electron mocked, load this module). A broken settings file is reset rather
// than stopping the app (clearInvalidConfig), which is harmless: saves do not live here.
import Store from 'electron-store';
import * as v from 'valibot';
import { appSettingsSchema, DEFAULT_SETTINGS, sanitiseSettings, type AppSettings, type SettingsStore } from './settings-model.js';
import { SETTINGS_JSON_SCHEMA } from './settings-schema.js';

export function openElectronSettings(cwd?: string): SettingsStore {
  const store = new Store<AppSettings>({
    name: 'settings',
    schema: SETTINGS_JSON_SCHEMA,
    defaults: DEFAULT_SETTINGS,
    clearInvalidConfig: true,
    ...(cwd ? { cwd } : {}),
  });
  const get = (): AppSettings => sanitiseSettings(store.store);
  return {
    get,
    update(patch) {
      const next = v.parse(appSettingsSchema, { ...get(), ...patch }) as AppSettings;
      store.set(next);
      return next;
    },
  };
}
