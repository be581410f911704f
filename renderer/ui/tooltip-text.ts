// Hover text for tiles and boxes: the texts of help/tooltip-help-text.ts joined with the numbers of shared/data.
import { ARMY_BY_ID } from '../../shared/data/armies.js';
import { AIR_TRACK, COUNTRIES, SEA_AREAS, THEATERS } from '../../shared/data/board.js';
import { CALENDAR } from '../../shared/data/calendar.js';
import { TURN_CHITS } from '../../shared/data/chits.js';
import { OVER_THERE } from '../../shared/data/over-there.js';
import { SPECIAL_EVENTS } from '../../shared/data/special-events.js';
import { TILE_BY_ID } from '../../shared/data/tiles.js';
import { SPECIAL_EVENT_NOTES, tileNote } from '../../shared/data/history-notes.js';
import { parseLocation } from '../../shared/data/locations.js';
import { LAYOUT_BY_ID } from '../board/layout.js';
import { HISTORICAL_NOTE } from './log-history.js';
import {
  ARMY_HELP, BOX_HELP, CALENDAR_EVENT_HELP, COUNTRY_HELP, GENERIC_BOX_HELP, KIND_HELP, MARK_HELP, NATIONALITY,
  RED_BARON_TARGET_HELP, SEASON_HELP, SPECIAL_EVENT_HELP, TILE_HELP, TRACK_HELP,
} from '../help/tooltip-help-text.js';
import { COSTS } from '../../shared/data/costs.js';
import type { BoardView } from '../../shared/engine/index.js';

export { GENERIC_BOX_HELP } from '../help/tooltip-help-text.js';

const PLACE_NAME: Readonly<Record<string, string>> = {
  ...Object.fromEntries(COUNTRIES.map((c) => [c.id, c.name])),
  roumania: 'Roumania',
  armenia: 'Armenia',
  mesopotamia: 'Mesopotamia',
  palestine: 'Palestine',
  gallipoli: 'Gallipoli',
};

function name(id: string): string {
  return TILE_BY_ID[id]?.name ?? ARMY_BY_ID[id]?.name ?? id;
}

function listNames(ids: readonly string[]): string {
  const names = ids.map((c) => PLACE_NAME[c] ?? c);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** A location id as a player reads it ('omnibus:5' → 'Omnibus track, box 5'). */
export function placeName(id: string): string {
  const p = parseLocation(id);
  switch (p?.kind) {
    case 'omnibus':
      return `Omnibus track, box ${p.value}`;
    case 'omnibus-explosion':
      return 'Omnibus track, Explosion box';
    case 'calendar':
      return `Calendar, Turn ${p.turn}`;
    case 'hundred-days':
      return 'Calendar, Hundred Days';
    case 'air':
      return `Air track: ${AIR_TRACK[p.box]?.name ?? p.box}`;
    case 'sea':
      return `Sea area ${p.area}`;
    case 'special-event':
      return `Special Events: ${SPECIAL_EVENTS.find((e) => e.id === p.event)?.name ?? p.event}`;
    default:
      return LAYOUT_BY_ID[id]?.label ?? id;
  }
}

function countryHelp(id: string): string | undefined {
  const c = COUNTRIES.find((x) => x.id === id);
  if (!c) return undefined;
  const from = c.attackedFrom === 'germany' ? 'Germany' : 'Austria-Hungary';
  const ks = c.kaiserschlachtCost === null ? '' : ` Kaiserschlacht: ${c.kaiserschlachtCost} RM, with ${name(c.pinkTile === 'pink-socialist-revolution' ? 'pink-socialist-revolution-2' : (c.pinkTile ?? ''))} here.`;
  return `Entente front, letter ${c.letter}; a random offensive picks it on a ${c.randomOffensiveDie}. Up to five armies; a sixth brings the Over the Top and a Defeat roll. Attacked from ${from}, ${c.financeTile === 'krupp' ? 'Krupp' : 'Kaisertreu'} can pay.${ks} ${COUNTRY_HELP[id] ?? ''}`.trim();
}

function reservesHelp(id: string): string | undefined {
  const c = COUNTRIES.find((x) => x.reserves === id);
  if (c) return `Armies waiting to enter ${c.name}: each ${c.letter} on a Turn Chit brings in the strongest one. The Over the Top tile waits here too, and beaten armies come back here.`;
  const t = THEATERS.find((x) => x.reserves === id);
  if (t) return `${BOX_HELP[id] ?? ''} Near East die faces for ${PLACE_NAME[t.id]}: ${t.deployDieFaces.join(', ')}.`.trim();
  return undefined;
}

function trackHelp(id: string): string | undefined {
  const p = parseLocation(id);
  if (p?.kind === 'calendar') {
    const t = CALENDAR[p.turn - 1];
    if (!t) return undefined;
    const events = t.events.map((e) => CALENDAR_EVENT_HELP[e] ?? e);
    return [
      `Turn ${t.turn}: ${t.months} ${t.year}. Air roll: ${t.airThreshold} or less.`,
      SEASON_HELP[t.season],
      events.length > 0 ? `Event: ${events.join('; ')}.` : '',
      TRACK_HELP.calendar,
    ].filter(Boolean).join(' ');
  }
  if (p?.kind === 'omnibus') return `${TRACK_HELP.omnibus} ${TRACK_HELP.omnibusBox[p.value] ?? ''}`.trim();
  if (p?.kind === 'air') {
    const a = AIR_TRACK[p.box];
    if (!a) return undefined;
    const who = a.holder === 'germany' ? 'Germany holds the skies (grey box)' : 'the Entente hold the skies (khaki box)';
    return `${a.name}, ${a.year}: ${who} while the marker is here. ${TRACK_HELP.air}${a.box === 1 ? ` ${TRACK_HELP.redBaron}` : ''}`;
  }
  if (p?.kind === 'sea') {
    const s = SEA_AREAS.find((x) => x.id === p.area);
    if (!s) return undefined;
    return [`${s.region}. ${TRACK_HELP.sea} ${s.haul} RM.`, s.northSea ? TRACK_HELP.northSea : '', s.id === '1b' ? TRACK_HELP.smugglers : ''].filter(Boolean).join(' ');
  }
  if (p?.kind === 'special-event') {
    const e = SPECIAL_EVENTS.find((x) => x.id === p.event);
    if (!e) return undefined;
    const where = e.countries === 'all' ? 'every attack of the CP Attack phase' : `attacks in ${listNames(e.countries)}`;
    const drm = e.drm !== 0 ? `${e.drm > 0 ? '+' : ''}${e.drm} to ${where}.` : '';
    return [TRACK_HELP.specialEvent, drm, SPECIAL_EVENT_HELP[e.id] ?? ''].filter(Boolean).join(' ');
  }
  return undefined;
}

/** The meaning of a box, or undefined when nothing specific is known (then the generic text is shown). */
export function boxHelp(id: string): string | undefined {
  return countryHelp(id) ?? reservesHelp(id) ?? BOX_HELP[id] ?? trackHelp(id);
}

/** The historical note under a hover text, as its own paragraph (issue 14). */
export function historyLine(note: string | undefined): string {
  return note === undefined ? '' : `${HISTORICAL_NOTE}: ${note}`;
}

/** A Special Events box also tells the history of its event. */
function boxHistory(id: string): string {
  const p = parseLocation(id);
  return p?.kind === 'special-event' ? historyLine(SPECIAL_EVENT_NOTES[p.event]) : '';
}

export function boxTooltip(id: string, tileCount: number): string {
  const count = `${tileCount} tile${tileCount === 1 ? '' : 's'} here.`;
  const history = boxHistory(id);
  return [placeName(id), boxHelp(id) ?? GENERIC_BOX_HELP, count, ...(history ? ['', history] : [])].join('\n');
}

/** What the Over There schedule does with this army, if anything. */
function chainHelp(id: string): string {
  const as = OVER_THERE.find((o) => o.usArmy === id);
  if (as) return `Arrives ${as.turnsAfterEntry} turn${as.turnsAfterEntry === 1 ? '' : 's'} after US entry in place of the ${name(as.replaces)}.`;
  const replaced = OVER_THERE.find((o) => o.replaces === id);
  if (replaced) {
    const then = replaced.chainTo ? `then takes the place of the ${name(replaced.chainTo.replaces)} in Italy` : 'then leaves the game';
    return `Replaced by ${name(replaced.usArmy)} when it arrives, ${then}.`;
  }
  const italian = OVER_THERE.find((o) => o.chainTo?.replaces === id);
  if (italian) return `Leaves the game when the ${name(italian.replaces)} comes to Italy.`;
  return '';
}

function armyLines(id: string): string[] {
  const a = ARMY_BY_ID[id];
  const home = PLACE_NAME[a.theater] ?? a.theater;
  const lines = [`${NATIONALITY[a.nationality] ?? a.nationality} army (${a.nationality}), ${home}.`];
  lines.push(typeof a.strength === 'number' ? `Strength ${a.strength}. ${MARK_HELP.strength}` : `${MARK_HELP.dual(a.strength[0], a.strength[1])} ${MARK_HELP.strength}`);
  if (a.skull) lines.push(MARK_HELP.skull);
  if (a.asterisk) lines.push(`${MARK_HELP.asterisk} ${chainHelp(id)}`.trim());
  else if (chainHelp(id)) lines.push(chainHelp(id));
  if (a.nearEast) lines.push(MARK_HELP.nearEast);
  if (a.british && a.nationality !== 'GB') lines.push(MARK_HELP.british);
  if (ARMY_HELP[id]) lines.push(ARMY_HELP[id]);
  return lines;
}

function chitLine(id: string): string {
  const n = TILE_BY_ID[id]?.chit;
  const c = TURN_CHITS.find((x) => x.number === n);
  if (!c) return '';
  const icons = [
    c.stars > 0 ? `${c.stars} red star${c.stars > 1 ? 's' : ''} (Socialist agitation)` : '',
    c.shamrock ? 'shamrock (Irish Rising)' : '',
    c.senussi ? 'crescent (Senussi Revolt)' : '',
    c.tombstone ? 'tombstone (Franz Joseph dies)' : '',
    c.typhus ? 'bug (Serb Typhus)' : '',
    c.randomOffensives > 0 ? `${c.randomOffensives} di${c.randomOffensives > 1 ? 'ce' : 'e'} (Random Entente Offensive)` : '',
  ].filter(Boolean);
  return `Deploys: ${c.deploy.length > 0 ? c.deploy.join(' ') : 'none'}. Icons: ${icons.length > 0 ? icons.join(', ') : 'none'}.`;
}

/** What the tooltip needs of the view to tell where the Red Baron is (§9.7) and what his attack costs. */
export type BaronView = Pick<BoardView, 'redBaronOn' | 'air'>;

/** §9.7 / §10.1.1 / R26 / R38: the lines an army under the Red Baron (or the Baron himself) adds. */
export function redBaronLines(id: string, baron: BaronView | undefined): string[] {
  const on = baron?.redBaronOn ?? null;
  if (on === null) return [];
  if (id === 'red-baron') return [RED_BARON_TARGET_HELP.onTile(name(on))];
  if (id !== on) return [];
  const now = baron?.air.german ? COSTS.redBaronGermanSkies : COSTS.redBaronEntenteSkies; // §10.1.1
  return [
    RED_BARON_TARGET_HELP.over,
    RED_BARON_TARGET_HELP.noOrdinary,
    RED_BARON_TARGET_HELP.cost(now, COSTS.redBaronGermanSkies, COSTS.redBaronEntenteSkies),
    RED_BARON_TARGET_HELP.waits,
  ];
}

export function tileTooltip(id: string, where: string, baron?: BaronView): string {
  const tile = TILE_BY_ID[id];
  if (!tile) return id;
  const lines = [tile.name];
  if (ARMY_BY_ID[id]) lines.push(...armyLines(id), ...redBaronLines(id, baron));
  else {
    if (tile.strength !== undefined) lines.push(`Strength ${tile.strength}. ${MARK_HELP.strength}`);
    if (tile.kind === 'lira-chit') lines.push(`Worth ${tile.value ?? 0} Lira.`);
    if (tile.kind === 'turn-chit') lines.push(chitLine(id));
    if (KIND_HELP[tile.kind]) lines.push(KIND_HELP[tile.kind]);
    if (TILE_HELP[id]) lines.push(TILE_HELP[id]);
    lines.push(...redBaronLines(id, baron));
  }
  lines.push(`Now in: ${where ? placeName(where) : 'not on the board'}`);
  const history = historyLine(tileNote(id));
  if (history) lines.push('', history); // a paragraph of its own under the rules text
  return lines.join('\n');
}
