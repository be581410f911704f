// Test helper: the read-only source components.json, for cross-checking the encoded data (never used at run time).
import { readFileSync } from 'node:fs';

export interface JsonArmy {
  id: string;
  name: string;
  nationality: string;
  theater: string;
  strength: number | [number, number];
  marks: string[];
  start: string;
}
export interface JsonOther {
  id: string;
  name: string;
  count: number;
  start: string;
  strength?: number | null;
}
export interface JsonChit {
  number: number;
  deploy: string[];
  icons: string[];
  gray: boolean;
}
export interface JsonTurn {
  turn: number;
  label: string;
  months: string;
  year: number;
  season: string;
  events: { id: string }[];
  airSuperiorityThreshold: number;
}
export interface JsonTageblattRow {
  min: number;
  max: number;
  special: string | null;
  general: string[];
}
export interface JsonSpecialEvent {
  id: string;
  name: string;
  displayIndex: number;
  drm: { value: number | string; countries: string[] | 'all' }[];
}
export interface JsonCountry {
  id: string;
  name: string;
  bfluisLetter: string;
  bfluisIndex: number;
  randomOffensiveDie: number;
  reserves: string;
  ott: string;
  ottAfterAao?: string;
  pinkTile: string | null;
  attackedFrom: string;
  financeTile: string;
  kaiserschlacht: { allowed: boolean; cost?: number };
}
export interface JsonTheater {
  id: string;
  reserves: string;
  roster?: string[];
  rosterBeforeRussianSurrender?: string[];
  rosterAfterRussianSurrender?: string[];
  deployDieFaces: number[];
}
export interface JsonDieRoll {
  rule: string;
  success?: unknown;
  succeed?: number[];
  fail?: number[];
  value?: unknown;
  thenUsEntryCheck?: string;
  mapping?: Record<string, string>;
}
export interface ComponentsJson {
  meta: { tileTotal: number };
  calendar: { turnCount: number; turns: JsonTurn[] };
  countries: JsonCountry[];
  countriesMeta: { deploymentOrder: string[]; hypothesisZTargets: string[]; maxArmiesPerCountry: number };
  nearEast: { theaters: JsonTheater[] };
  seaAreas: { id: string; region: string; haul: number; northSea: boolean }[];
  omnibusTrack: { explosionReachedAt: number; capForRmAndLira: number; markers: { tile: string; start: number | null }[] };
  airSuperiorityTrack: { box: number; name: string; holder: string; year: number }[];
  cities: { id: string; name: string; start: string }[];
  tiles: { armies: JsonArmy[]; others: JsonOther[]; computedTotal: number };
  liraChits: { value: number; count: number }[];
  setup: { unlistedTilesStayOn: string; placements: Record<string, string[]> };
  turnChits: JsonChit[];
  turnChitsMeta: { letterTotals: Record<string, number> };
  tageblatt: { range: [number, number]; rows: JsonTageblattRow[]; generalBands: Record<string, [number, number]> };
  specialEvents: JsonSpecialEvent[];
  drmRules: {
    kaiserschlacht: number;
    hypothesisZ: { value: number; countries: string[] };
    nearEast: { mefAtGallipoli: number; armeniansInArmenia: number };
  };
  overThere: {
    schedule: {
      usArmy: string;
      turnsAfterEntry: number;
      replaces: string;
      replacedArmyThen: { goesTo: string; replaces: string } | string;
    }[];
  };
  britishCruisersTable: { rows: Record<string, Record<string, string[]>> };
  tables: {
    majorNavalBattle: { faces: Record<string, { result: string; effect: string }> };
    britishBombing: { faces: Record<string, number> };
    civilSociety: { faces: Record<string, { result: string; rm?: number; discard?: boolean }> };
  };
  dieRolls: JsonDieRoll[];
  victory: { levels: { min?: number; max?: number; label: string }[] };
}

export const components: ComponentsJson = JSON.parse(
  readFileSync(new URL('../../../shared/rules/components.json', import.meta.url), 'utf8'),
) as ComponentsJson;
