// What a tile looks like, as data: flag stripes, short name, strength text and marks. Pure, so the
// words and colours can be tested without a canvas. Colours are our own choices, not scans.
import { ARMY_BY_ID } from '../../shared/data/armies.js';
import { TILE_BY_ID } from '../../shared/data/tiles.js';
import { isColourBlind, type Palette } from './palettes.js';
import { BOARD_COLOURS, type UiColours } from './board-colours.js';

export type { Palette } from './palettes.js';
export type { UiColours } from './board-colours.js';

export interface TileLook {
  readonly id: string;
  /** Flag stripes, drawn left to right ('v') or top to bottom ('h'). */
  readonly stripes: readonly number[];
  readonly stripeDir: 'v' | 'h';
  readonly body: number;
  readonly ink: number;
  /** One or two words that fit on the tile. */
  readonly short: string;
  /** Nationality or kind tag, printed so colour is never the only cue. */
  readonly tag: string;
  /** '3', '3/4' or '' */
  readonly strength: string;
  readonly skull: boolean;
  readonly asterisk: boolean;
  readonly name: string;
}

const FLAGS: Readonly<Record<string, { stripes: number[]; dir: 'v' | 'h' }>> = {
  GB: { stripes: [0x1f3a7a, 0xf2f2f2, 0xb3262e], dir: 'h' },
  B: { stripes: [0x1a1a1a, 0xf0c419, 0xc8232c], dir: 'v' },
  F: { stripes: [0x21468b, 0xf4f4f4, 0xd23a32], dir: 'v' },
  I: { stripes: [0x2e8b47, 0xf4f4f4, 0xc9302c], dir: 'v' },
  SRB: { stripes: [0xc6363c, 0x1f4aa8, 0xf4f4f4], dir: 'h' },
  RUS: { stripes: [0xf4f4f4, 0x1f4aa8, 0xc6363c], dir: 'h' },
  R: { stripes: [0x1d3f94, 0xf5c518, 0xc8102e], dir: 'v' },
  AAO: { stripes: [0x21468b, 0xb99e6b, 0xd23a32], dir: 'v' },
  USA: { stripes: [0x2b3a78, 0xf4f4f4, 0xb22234], dir: 'h' },
  AM: { stripes: [0xd90012, 0x0033a0, 0xf2a800], dir: 'h' },
  ASY: { stripes: [0xf4f4f4, 0x2c5aa0, 0xc0392b], dir: 'h' },
  IND: { stripes: [0xb3262e, 0xd9a441, 0x1f3a7a], dir: 'h' },
  ANA: { stripes: [0x1a1a1a, 0x2e7d32, 0xf4f4f4], dir: 'h' },
  ZA: { stripes: [0xe07b24, 0xf4f4f4, 0x1f3a7a], dir: 'h' },
};

/** Body colour of non-army tiles by kind (standard, colour-blind-safe). */
const KIND_BODY: Readonly<Record<string, readonly [number, number]>> = {
  ott: [0xd9542b, 0xd55e00],
  pink: [0xe89ab8, 0xcc79a7],
  neutral: [0xb8b8b0, 0xbbbbbb],
  surrender: [0xf4f1e6, 0xf0f0f0],
  cruiser: [0x2d4a6b, 0x0072b2],
  'blockade-runner': [0x5f7a52, 0x009e73],
  'u-boats': [0x3b4048, 0x333333],
  'high-seas-fleet': [0x6a7078, 0x777777],
  city: [0xd8b45c, 0xe69f00],
  'civil-society': [0xa7c7a0, 0x56b4e9],
  'turn-chit': [0xe8dcb5, 0xf0e442],
  'lira-chit': [0xd4a017, 0xe69f00],
};

const SHORT_NAMES: Readonly<Record<string, string>> = {
  'gb-bef': 'BEF',
  'gb-mef': 'MEF',
  'be-army': 'Belgian',
  'gb-lawrence': 'Lawrence',
  'gb-xx-corps': 'XX Corps',
  'za-saoef': 'S.Africa',
  ana: 'Arab N.',
  'high-seas-fleet': 'HSF',
  'hinden-luden': 'H-L',
  'siegfried-line': 'Siegfried',
  'berlin-bagdad-railway': 'Railway',
  'hypothesis-z': 'Hyp. Z!',
  'french-tank-army': 'Tanks',
  'french-mutiny': 'Mutiny',
  'air-superiority': 'Air',
  'rm-coin': 'RM',
  'lira-coin': 'Lira',
  krupp: 'Krupp',
  kaisertreu: 'K.treu',
  'pink-socialist-revolution-1': 'Revol.',
  'british-bombers': 'GB bomb',
  'german-bombers': 'DE bomb',
  'siege-of-kut': 'Kut',
  'special-event': 'Special',
  // Names a cut would break mid-word (issue #14): the Country is told by the box the tile stands in.
  'border-forts-1': 'Forts',
  'border-forts-2': 'Forts',
  'pink-france-in-danger': 'In Danger',
  'pink-italy-in-danger': 'In Danger',
  'pink-serbia-outflanked': 'Outflanked',
  'pink-socialist-revolution-2': 'Revolution',
  'civil-society-1': 'Constit.',
  'civil-society-3': 'Rule/Law',
  dunsterforce: 'Dunster',
};

/** A short name: ordinals and proper names from the tile's name, or a hand-picked abbreviation. */
export function shortName(id: string): string {
  if (SHORT_NAMES[id]) return SHORT_NAMES[id];
  const tile = TILE_BY_ID[id];
  if (!tile) return id;
  if (tile.kind === 'turn-chit') return `#${tile.chit}`;
  if (tile.kind === 'lira-chit') return `₤${tile.value}`;
  if (tile.kind === 'ott') return 'OTT';
  if (tile.kind === 'neutral') return 'Neutral';
  if (tile.kind === 'surrender') return 'Surrender';
  const n = tile.name
    .replace(/^(British|French|Italian|Serbian|Russian|Roumanian|USA|AAO|Indian Expeditionary Force|Armenian)\s+/, '')
    .replace(/\s+(Army|Rifles)$/, '');
  if (n.length <= 10) return n;
  // A numbered tile keeps its number, so the four Blockade Runners read "Runner 1" … "Runner 4" (issue #14).
  const numbered = /(\S+) (\d+)$/.exec(n);
  if (numbered) return `${numbered[1].slice(0, 9 - numbered[2].length)} ${numbered[2]}`;
  return n.slice(0, 9) + '.';
}

function tagOf(id: string): string {
  const army = ARMY_BY_ID[id];
  if (army) return army.nationality;
  const tile = TILE_BY_ID[id];
  if (!tile) return '';
  if (tile.kind === 'ott') return (/\(([^)]+)\)/.exec(tile.name)?.[1] ?? '').split(',')[0].slice(0, 8);
  if (tile.kind === 'neutral' || tile.kind === 'surrender') return tile.name.split(' ')[0].slice(0, 8);
  return '';
}

export function tileLook(id: string, palette: Palette = 'standard'): TileLook {
  const tile = TILE_BY_ID[id];
  const army = ARMY_BY_ID[id];
  const cb = isColourBlind(palette) ? 1 : 0;
  if (army) {
    const flag = FLAGS[army.nationality] ?? { stripes: [0x888888], dir: 'h' as const };
    const strength = typeof army.strength === 'number' ? String(army.strength) : `${army.strength[0]}/${army.strength[1]}`;
    return {
      id, stripes: flag.stripes, stripeDir: flag.dir, body: army.nearEast ? 0xe6d7b0 : 0xefe6cf, ink: 0x1b1b1b,
      short: shortName(id), tag: army.nationality, strength, skull: army.skull, asterisk: army.asterisk, name: army.name,
    };
  }
  const kind = tile?.kind ?? 'unknown';
  const body = KIND_BODY[kind]?.[cb] ?? 0xd6d0c0;
  const dark = ['cruiser', 'u-boats', 'high-seas-fleet', 'blockade-runner'].includes(kind) || body === 0x0072b2;
  const strength = tile?.strength !== undefined ? String(tile.strength) : '';
  return {
    id, stripes: [], stripeDir: 'h', body, ink: dark ? 0xf4f4f4 : 0x1b1b1b, short: shortName(id), tag: tagOf(id), strength,
    skull: kind === 'border-forts', asterisk: false, name: tile?.name ?? id,
  };
}

/** The opacity of the dark band under a legal ring. */
export const HALO_ALPHA = 0.85;

/** Highlight and result colours of a palette (board-colours.ts). */
export function uiColours(palette: Palette): UiColours {
  return BOARD_COLOURS[palette].ui;
}
