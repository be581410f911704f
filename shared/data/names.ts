// Printed names of the board's places and of the powers, for sentences (the game log, banners): never an id.
import { AIR_TRACK, COUNTRIES, SEA_AREAS } from './board.js';
import { SPECIAL_EVENTS } from './special-events.js';
import type { GeneralEventId } from './ids.js';
import { HUNDRED_DAYS_BOX, OMNIBUS_EXPLOSION, airTrackBox, parseLocation, seaBox, specialEventBox } from './locations.js';

/** The boxes that are not a Country, a Country's Reserves or a numbered box (shared/data/locations.ts lists them). */
const BOX_NAMES: Readonly<Record<string, string>> = {
  germany: 'Germany',
  'austria-hungary': 'Austria-Hungary',
  'ottoman-turkey': 'Ottoman Turkey',
  bulgaria: 'Bulgaria',
  roumania: 'Roumania',
  gallipoli: 'Gallipoli',
  ireland: 'Ireland',
  'senussi-revolt': 'the Senussi Revolt box',
  'german-east-africa': 'German East Africa',
  armenia: 'Armenia',
  mesopotamia: 'Mesopotamia',
  palestine: 'Palestine',
  yerevan: 'Yerevan',
  india: 'India',
  egypt: 'Egypt',
  'british-cruisers-box': 'the British Cruisers box',
  'blockade-runners-box': 'the Blockade Runners box',
  'neutral-ports': 'Neutral Ports',
  ruhe: 'Ruhe',
  unruhe: 'Unruhe',
  'chit-cup': 'the Chit Cup',
  'lira-cup': 'the Lira Cup',
  'counter-tray': 'the Counter Tray',
  discarded: 'out of the game',
  [OMNIBUS_EXPLOSION]: 'the Explosion box of the Omnibus track',
  [HUNDRED_DAYS_BOX]: 'the Hundred Days box of the Calendar',
};

function build(): Readonly<Record<string, string>> {
  const out: Record<string, string> = { ...BOX_NAMES };
  for (const c of COUNTRIES) {
    out[c.id] = c.name;
    out[c.reserves] = `${c.name} Reserves`;
  }
  for (const a of SEA_AREAS) out[seaBox(a.id)] = `sea area ${a.id} (${a.region})`;
  for (const b of AIR_TRACK) out[airTrackBox(b.box)] = `${b.name} on the Air Superiority track`;
  for (const e of SPECIAL_EVENTS) out[specialEventBox(e.id)] = `${e.name} on the Special Events display`;
  return out;
}

const PLACE_NAMES = build();

/** The printed name of a location (setup.ts ids): "France Reserves", "the Calendar (Turn 5)", "box 7 of the Omnibus track". */
export function placeName(where: string): string {
  const known = PLACE_NAMES[where];
  if (known !== undefined) return known;
  const p = parseLocation(where);
  if (p?.kind === 'calendar') return `the Calendar (Turn ${p.turn})`;
  if (p?.kind === 'omnibus') return `box ${p.value} of the Omnibus track`;
  return 'an unnamed box'; // never an id in a sentence (tests/engine/log-words.test.ts checks every location)
}

/** The powers that can leave the war (§12.7, §15.1, §8.4): the six Entente fronts' nations, Roumania and Turkey. */
export type PowerId = 'france' | 'italy' | 'serbia' | 'russia' | 'roumania' | 'ottoman-turkey';

export const POWER_NAMES: Readonly<Record<PowerId, string>> = {
  france: 'France',
  italy: 'Italy',
  serbia: 'Serbia',
  russia: 'Russia',
  roumania: 'Roumania',
  'ottoman-turkey': 'the Ottoman Empire',
};

/** The General Events of the Berliner Tageblatt by their printed names (§7.1.2). */
export const GENERAL_EVENT_NAMES: Readonly<Record<GeneralEventId, string>> = {
  'turkish-entry': 'Turkish Entry',
  'italian-entry': 'Italian Entry',
  'bulgarian-entry': 'Bulgarian Entry',
  'hinden-luden': 'Hinden-Luden',
  'roumanian-entry': 'Roumanian Entry',
  'siegfried-line': 'Siegfried Line',
  'german-bombers': 'German Bombers',
  'arab-revolt': 'Arab Revolt',
  'us-entry': 'US Entry',
  'british-bombers': 'British Bombers',
  'french-tank-army': 'French Tank Army',
  nervenkrieg: 'Nervenkrieg',
};
