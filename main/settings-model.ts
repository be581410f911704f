// The settings main keeps (docs/architecture.md "Main: sessions and the library": Settings): small, with defaults, and harmless to lose.
import * as v from 'valibot';
import { DEFAULT_OPTIONS, type Options } from '../shared/data/optional-rules.js';
import type { PlayerSettings } from '../shared/ipc.js';
import { animationSpeedSchema, optionsSchema, reducedMotionSchema, slotSchema, textSizeSchema, themeSchema, volumeSchema } from './schemas.js';

export interface WindowState {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly maximized: boolean;
  readonly fullScreen: boolean;
}

export interface AppSettings extends PlayerSettings {
  /** The slot Continue opens. */
  readonly lastSlot: string | null;
  readonly window: WindowState | null;
  /** Help ▸ Check for Updates at Start: off until the player turns it on (issue 35: never online unasked). */
  readonly checkUpdatesAtStart: boolean;
}

/** A new campaign's options until the player changes them: the table's defaults. */
export const DEFAULT_GAME_OPTIONS: Options = DEFAULT_OPTIONS;

export const DEFAULT_SETTINGS: AppSettings = {
  volume: 0.8,
  animationSpeed: 1,
  defaultOptions: DEFAULT_GAME_OPTIONS,
  colourBlind: false,
  muted: false,
  reducedMotion: 'system',
  guideFirstTurn: false,
  textSize: 'normal',
  rollDiceInApp: false,
  theme: 'daylight',
  lastSlot: null,
  window: null,
  checkUpdatesAtStart: false,
};

const int = v.pipe(v.number(), v.integer(), v.minValue(-100_000), v.maxValue(100_000));

export const windowStateSchema = v.strictObject({
  x: int,
  y: int,
  width: v.pipe(v.number(), v.integer(), v.minValue(200), v.maxValue(100_000)),
  height: v.pipe(v.number(), v.integer(), v.minValue(200), v.maxValue(100_000)),
  maximized: v.boolean(),
  fullScreen: v.boolean(),
});

export const appSettingsSchema = v.strictObject({
  volume: volumeSchema,
  animationSpeed: animationSpeedSchema,
  defaultOptions: optionsSchema,
  colourBlind: v.boolean(),
  muted: v.boolean(),
  reducedMotion: reducedMotionSchema,
  guideFirstTurn: v.boolean(),
  textSize: textSizeSchema,
  rollDiceInApp: v.boolean(),
  theme: themeSchema,
  lastSlot: v.nullable(slotSchema),
  window: v.nullable(windowStateSchema),
  checkUpdatesAtStart: v.boolean(),
});

/** Reads and changes settings; an update that fails the schema throws and changes nothing. */
export interface SettingsStore {
  get(): AppSettings;
  update(patch: Partial<AppSettings>): AppSettings;
}

/** Keeps each valid field of a stored object and falls back to the default for the rest. */
export function sanitiseSettings(raw: unknown): AppSettings {
  const rec = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const out: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const [key, schema] of Object.entries(appSettingsSchema.entries)) {
    if (key in rec && v.safeParse(schema, rec[key]).success) out[key] = rec[key];
  }
  return out as unknown as AppSettings;
}

export function playerSettings(s: AppSettings): PlayerSettings {
  return { volume: s.volume, animationSpeed: s.animationSpeed, defaultOptions: s.defaultOptions, colourBlind: s.colourBlind, muted: s.muted, reducedMotion: s.reducedMotion, guideFirstTurn: s.guideFirstTurn, textSize: s.textSize, rollDiceInApp: s.rollDiceInApp, theme: s.theme };
}

/** A settings store in memory (tests, and a fallback when the settings file cannot be opened). */
export function memorySettings(initial: Partial<AppSettings> = {}): SettingsStore {
  let current = sanitiseSettings({ ...DEFAULT_SETTINGS, ...initial });
  return {
    get: () => current,
    update(patch) {
      current = v.parse(appSettingsSchema, { ...current, ...patch }) as AppSettings;
      return current;
    },
  };
}
