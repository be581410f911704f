// Schemas for everything that crosses into main from outside: IPC/WebSocket arguments and save files.
// Nothing from the renderer or the disk reaches the engine or the file system before passing one.
import * as v from 'valibot';
import { BOOKMARK_NAME_MAX, CAMPAIGN_ID_PATTERN, MAX_SAVE_TEXT, REDUCED_MOTION_VALUES, TEXT_SIZE_VALUES, THEME_VALUES } from '../shared/ipc.js';
import { CAMPAIGN_NAME_MAX } from '../shared/campaign-names.js';
import { NOTES_MAX } from '../shared/campaign-notes.js';
import { COMPANION_SWITCHES, type CompanionOptionId } from '../shared/data/companion-options.js';
import { OPTIONAL_RULES, optionValues, optionValuesText, type OptionalRule, type OptionId, type Options } from '../shared/data/optional-rules.js';

/** A slot name of the save format before the campaign library (old files and old settings still hold them). */
export const SLOT_PATTERN = /^[a-z0-9][a-z0-9_-]{0,31}$/;

export const slotSchema = v.pipe(v.string('A slot name must be text'), v.regex(SLOT_PATTERN, 'A slot name is 1–32 lower-case letters, digits, "-" or "_", starting with a letter or digit'));

/** What a malformed campaign id is answered with: the whole answer (callApi), a sentence without the id. */
export const NOT_A_CAMPAIGN = 'That is not a campaign of this library';

export const campaignIdSchema = v.pipe(v.string(NOT_A_CAMPAIGN), v.regex(CAMPAIGN_ID_PATTERN, NOT_A_CAMPAIGN));

/** What the player typed as a bookmark's name; any letters, trimmed, never a control character. */
export const bookmarkNameArgSchema = v.pipe(
  v.string('A bookmark name must be text'),
  v.maxLength(BOOKMARK_NAME_MAX * 4, `A bookmark name is at most ${BOOKMARK_NAME_MAX} characters`),
);

export const seedSchema = v.pipe(v.number('The seed must be a number'), v.integer('The seed must be a whole number'), v.minValue(0, 'The seed must be 0 or more'), v.maxValue(0xffffffff, 'The seed must be at most 4294967295'));

/** One optional rule's value: exactly the values of its row of the table. */
function optionValueSchema(row: OptionalRule): v.GenericSchema<boolean | number> {
  return v.union(optionValues(row).map((x) => v.literal(x)), `${row.id} must be ${optionValuesText(row)}`);
}

/** The optional rules (shared/data/optional-rules.ts): every id of the table, each with one of its values, nothing else. */
export const optionsSchema = v.strictObject({
  ...(Object.fromEntries(OPTIONAL_RULES.map((row) => [row.id, optionValueSchema(row)])) as { [K in OptionId]: v.GenericSchema<Options[K]> }),
  // The table companion's switches (shared/data/companion-options.ts): present only when on.
  ...(Object.fromEntries(COMPANION_SWITCHES.map((s) => [s.id, v.optional(v.boolean(`${s.id} must be true or false`))])) as {
    [K in CompanionOptionId]: v.OptionalSchema<v.BooleanSchema<string>, undefined>;
  }),
});

const actionValue = v.union([v.pipe(v.string(), v.maxLength(200)), v.pipe(v.number(), v.finite()), v.boolean()]);

/** Keys that name an object's prototype: valibot's objectWithRest drops them silently, so they are refused first. */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** The own keys of an object that would reach its prototype rather than a field (JSON.parse makes "__proto__" an own key). */
export function prototypeKeysOf(x: unknown): string[] {
  return typeof x === 'object' && x !== null ? Object.keys(x).filter((k) => PROTOTYPE_KEYS.has(k)) : [];
}

/** A player action: a small flat JSON object with a string type. The engine then checks it is legal. */
export const actionSchema = v.pipe(
  v.unknown(),
  v.check((x) => prototypeKeysOf(x).length === 0, (issue) => `An action cannot have a field named "${prototypeKeysOf(issue.input)[0]}"`),
  v.objectWithRest({ type: v.pipe(v.string('An action needs a string "type"'), v.minLength(1), v.maxLength(64)) }, actionValue),
  v.check((a) => Object.keys(a).length <= 16, 'An action has at most 16 fields'),
);

/** The board a click was made on (shared/ipc.ts SeenBoard): required with every act, its version a short token. */
export const seenBoardSchema = v.strictObject({
  campaignId: campaignIdSchema,
  version: v.pipe(v.string('The board version must be text'), v.regex(/^[a-z0-9-]{1,64}$/, 'That is not a board version')),
});

/** A campaign's name as the player typed it (New campaign, Rename): tidied and checked by GameService (shared/campaign-names.ts). */
export const campaignNameArgSchema = v.pipe(
  v.string('A campaign name must be text'),
  v.maxLength(CAMPAIGN_NAME_MAX * 4, `A campaign name is at most ${CAMPAIGN_NAME_MAX} characters`),
);

/** Notes as the player typed them (a campaign's or a bookmark's): checked and tidied by GameService (shared/campaign-notes.ts). */
export const notesArgSchema = v.pipe(
  v.string('Notes must be text'),
  v.maxLength(NOTES_MAX * 4, `Notes are at most ${NOTES_MAX.toLocaleString('en')} characters`),
);

export const newCampaignSchema = v.strictObject({ seed: seedSchema, options: optionsSchema, name: v.optional(campaignNameArgSchema) });

/** Save files are small; anything much larger is not ours (shared/ipc.ts, so the page can refuse it first). */
export { MAX_SAVE_TEXT };

export const importSchema = v.strictObject({
  text: v.pipe(v.string('The campaign file must be text'), v.maxLength(MAX_SAVE_TEXT, 'The file is far too large to be a campaign (a campaign is well under 16 MB)')),
  /** The picked file's name (kept in the campaign's family: "Imported from war.json"). */
  fileName: v.optional(v.pipe(v.string('A file name must be text'), v.maxLength(255, 'A file name is at most 255 characters'))),
});

/** An after-action report (issue #34): one HTML file, its board pictures inside; the same bound as a campaign file. */
export const reportHtmlSchema = v.pipe(v.string('A report must be text'), v.maxLength(MAX_SAVE_TEXT, 'The report is too large to save (at most 16 MB)'));

export const volumeSchema = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1));
export const reducedMotionSchema = v.picklist(REDUCED_MOTION_VALUES, 'reducedMotion must be system, on or off');

export const textSizeSchema = v.picklist(TEXT_SIZE_VALUES, 'textSize must be small, normal, large or x-large');

export const themeSchema = v.picklist(THEME_VALUES, 'theme must be daylight or low-light');

export const animationSpeedSchema = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(4));

/** valibot's object schemas accept arrays; a patch whose fields are all optional must not. */
const notAnArray = v.custom<Record<string, unknown>>((x) => typeof x === 'object' && x !== null && !Array.isArray(x), 'Expected an object');

export const settingsPatchSchema = v.pipe(
  notAnArray,
  v.strictObject({
    volume: v.optional(volumeSchema),
    animationSpeed: v.optional(animationSpeedSchema),
    defaultOptions: v.optional(optionsSchema),
    colourBlind: v.optional(v.boolean('colourBlind must be true or false')),
    muted: v.optional(v.boolean('muted must be true or false')),
    reducedMotion: v.optional(reducedMotionSchema),
    guideFirstTurn: v.optional(v.boolean('guideFirstTurn must be true or false')),
    textSize: v.optional(textSizeSchema),
    rollDiceInApp: v.optional(v.boolean('rollDiceInApp must be true or false')),
    theme: v.optional(themeSchema),
  }),
  v.check((patch) => Object.keys(patch).length > 0, 'A settings change names at least one setting'),
);

/** The first issue of a failed parse, in one line ("options.removeCruisers: Invalid type…"). */
export function firstIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  const path = v.getDotPath(issue);
  // valibot's own words for a strict object's extra key are "Invalid key: Expected never but received …".
  // A required field left out (a click without its board version, say): named, never "no field named undefined".
  if (issue.type === 'strict_object' && issue.received === 'undefined') return `${(issue.path ?? []).filter((item) => typeof item.key === 'string').map((item) => String(item.key)).join('.')} is missing`;
  if (issue.type === 'strict_object') {
    // Named by its field names only: the argument's place in the call ("0.") says nothing to a reader.
    const parent = (issue.path ?? []).slice(0, -1).filter((item) => typeof item.key === 'string').map((item) => String(item.key)).join('.');
    return `there is no field named ${issue.received}${parent ? ` in ${parent}` : ''}`;
  }
  return path ? `${path}: ${issue.message}` : issue.message;
}
