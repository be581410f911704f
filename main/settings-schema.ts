// The settings as JSON Schema, for electron-store (its second line of defence; valibot is the first).
// Mirrors appSettingsSchema in settings-model.ts.
import type { Schema } from 'electron-store';
import type { AppSettings } from './settings-model.js';
import { DEFAULT_SETTINGS } from './settings-model.js';
import { OPTIONAL_RULES, optionValues } from '../shared/data/optional-rules.js';
import { COMPANION_SWITCHES } from '../shared/data/companion-options.js';
import { REDUCED_MOTION_VALUES, TEXT_SIZE_VALUES, THEME_VALUES } from '../shared/ipc.js';

/** The optional rules from their table (shared/data/optional-rules.ts): each id with exactly its row's values. */
const options = {
  type: 'object',
  additionalProperties: false,
  required: OPTIONAL_RULES.map((row) => row.id),
  properties: {
    ...Object.fromEntries(OPTIONAL_RULES.map((row) => [row.id, { enum: [...optionValues(row)] }])),
    // The table companion's switches (issue 32): present only when on.
    ...Object.fromEntries(COMPANION_SWITCHES.map((s) => [s.id, { type: 'boolean' }])),
  },
} as const;

const int = { type: 'integer', minimum: -100_000, maximum: 100_000 } as const;
const size = { type: 'integer', minimum: 200, maximum: 100_000 } as const;

export const SETTINGS_JSON_SCHEMA: Schema<AppSettings> = {
  volume: { type: 'number', minimum: 0, maximum: 1, default: DEFAULT_SETTINGS.volume },
  animationSpeed: { type: 'number', minimum: 0, maximum: 4, default: DEFAULT_SETTINGS.animationSpeed },
  defaultOptions: { ...options, default: DEFAULT_SETTINGS.defaultOptions },
  colourBlind: { type: 'boolean', default: DEFAULT_SETTINGS.colourBlind },
  muted: { type: 'boolean', default: DEFAULT_SETTINGS.muted },
  reducedMotion: { enum: [...REDUCED_MOTION_VALUES], default: DEFAULT_SETTINGS.reducedMotion },
  guideFirstTurn: { type: 'boolean', default: DEFAULT_SETTINGS.guideFirstTurn },
  textSize: { enum: [...TEXT_SIZE_VALUES], default: DEFAULT_SETTINGS.textSize },
  rollDiceInApp: { type: 'boolean', default: DEFAULT_SETTINGS.rollDiceInApp },
  theme: { enum: [...THEME_VALUES], default: DEFAULT_SETTINGS.theme },
  lastSlot: { type: ['string', 'null'], pattern: '^[a-z0-9][a-z0-9_-]{0,31}$', default: null },
  window: {
    type: ['object', 'null'],
    additionalProperties: false,
    required: ['x', 'y', 'width', 'height', 'maximized', 'fullScreen'],
    properties: { x: int, y: int, width: size, height: size, maximized: { type: 'boolean' }, fullScreen: { type: 'boolean' } },
    default: null,
  },
  checkUpdatesAtStart: { type: 'boolean', default: DEFAULT_SETTINGS.checkUpdatesAtStart },
};
