// The Charts panel's tables: every table of the Berliner Tageblatt card and the map's printed values, built
// from shared/data (never retyped here), each marking what applies now in the given BoardView. Pure: no DOM.
import { lowestFaceChance, percentText, type BoardView, type Chance, type RuleRef } from '../../shared/engine/index.js';
import type { SpecialEventDef } from '../../shared/data/special-events.js';
import { CRUISER_TABLE } from '../../shared/data/cruisers.js';
import { TAGEBLATT } from '../../shared/data/tageblatt.js';
import { POISON_GAS_DRMS, SPECIAL_EVENTS } from '../../shared/data/special-events.js';
import { BRITISH_BOMBING, CIVIL_SOCIETY, NAVAL_BATTLE } from '../../shared/data/small-tables.js';
import { OVER_THERE } from '../../shared/data/over-there.js';
import { RESULT_BANDS, VICTORY } from '../../shared/data/victory.js';
import { AIR_TRACK, SEA_AREAS } from '../../shared/data/board.js';
import { CIVIL_SOCIETY_IDS, CRUISER_IDS, RUNNER_IDS, TILE_BY_ID } from '../../shared/data/tiles.js';
import { GENERAL_EVENT_NAMES, placeName } from '../../shared/data/names.js';
import { parseLocation, seaBox, specialEventBox } from '../../shared/data/locations.js';
import type { GeneralEventId } from '../../shared/data/ids.js';
import { breakdownRows, vpRangeShort } from '../../shared/labels/index.js';

export type ChartId =
  | 'cruisers' | 'tageblatt' | 'special-events' | 'naval-battle' | 'bombing' | 'civil-society' | 'over-there'
  | 'victory' | 'sea-hauls' | 'air';

/** 'now': applies now; 'reach': could apply this turn (the Tageblatt rows a die can reach); 'done': has happened. */
export type Mark = 'now' | 'reach' | 'done' | null;

export interface ChartRow {
  readonly cells: readonly string[];
  readonly mark: Mark;
}

export interface Chart {
  readonly id: ChartId;
  readonly title: string;
  /** The rule the table belongs to, e.g. '§9.1.2'. */
  readonly rule: RuleRef;
  /** How the table is used, in a sentence or two. */
  readonly note: string;
  readonly head: readonly string[];
  readonly rows: readonly ChartRow[];
  /** The column (index into head) that applies now, or null. */
  readonly column: number | null;
  /** What applies now, in words ('' when nothing does). */
  readonly now: string;
}

/** Each chart's title, for the panel's tabs and the rules help's links. */
export const CHART_TITLES: Readonly<Record<ChartId, string>> = {
  cruisers: 'British Cruisers Table', 'sea-hauls': 'Sea areas and hauls', 'naval-battle': 'Major Naval Battle',
  tageblatt: 'Berliner Tageblatt', 'special-events': 'Special Events', bombing: 'British Bombing',
  'civil-society': 'German Civil Society', 'over-there': 'Over There: US armies', victory: 'Victory Points',
  air: 'Air Superiority Track',
};

/** Printed order of the Charts panel. */
export const CHART_ORDER: readonly ChartId[] = [
  'cruisers', 'sea-hauls', 'naval-battle', 'tageblatt', 'special-events', 'air', 'bombing', 'civil-society', 'over-there', 'victory',
];

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** Where each tile stands in the view (the view lists tiles by box). */
function locations(view: BoardView): Map<string, string> {
  const at = new Map<string, string>();
  for (const [loc, ids] of Object.entries(view.boxes)) for (const id of ids) at.set(id, loc);
  return at;
}

/** §9.1.2: the Cruisers table's column is the number of Cruisers in the British Cruisers box (1–4). */
export function cruisersInPlay(view: BoardView): number {
  return (view.boxes['british-cruisers-box'] ?? []).filter((id) => CRUISER_IDS.includes(id)).length;
}

/** An area listed twice is a bracketed result (§9.1.3): shown as "[2b]" once. */
function cruiserCell(areas: readonly string[]): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const a of areas) {
    if (seen.has(a)) continue;
    seen.add(a);
    out.push(areas.filter((b) => b === a).length > 1 ? `[${a}]` : a);
  }
  return out.join(' ');
}

function cruisersChart(view: BoardView): Chart {
  const n = cruisersInPlay(view);
  const columns = Object.keys(CRUISER_TABLE[2]).map(Number);
  const column = columns.includes(n) ? columns.indexOf(n) + 1 : null;
  return {
    id: 'cruisers', title: CHART_TITLES['cruisers'], rule: '§9.1.2',
    note: 'Roll two dice in the Naval phase; the column is the number of Cruisers in the British Cruisers box. '
      + 'Each Cruiser goes to a sea area listed; a bracketed area gets two Cruisers and sinks the Blockade Runner there (§9.1.3).',
    head: ['Two dice', ...columns.map((c) => plural(c, 'Cruiser'))],
    rows: Object.entries(CRUISER_TABLE).map(([dice, byCount]) => ({
      cells: [dice, ...columns.map((c) => cruiserCell(byCount[c] ?? []))], mark: null,
    })),
    column,
    now: column === null ? 'No Cruiser is in the British Cruisers box now: none patrols.' : `${plural(n, 'Cruiser')} in the British Cruisers box now: the “${plural(n, 'Cruiser')}” column applies.`,
  };
}

/** The French Tank Army is the one General Event that can happen again (§7.1.2.6). */
const TANK_ARMY_EVENT: GeneralEventId = 'french-tank-army';

/** §7.1.2: a General Event's name in the table, saying whether it has happened (the Tank Army may come again). */
function generalEventCell(id: GeneralEventId, happened: ReadonlySet<string>): string {
  const name = GENERAL_EVENT_NAMES[id];
  if (!happened.has(id)) return name;
  return id === TANK_ARMY_EVENT ? `${name} (happened; comes back if removed)` : `${name} (happened)`;
}

/** §7.1.2: which General Events have happened and which are still to come, in table order, as a sentence. */
function generalEventsWords(happened: ReadonlySet<string>): string {
  const all = [...new Set(TAGEBLATT.flatMap((r) => r.general))];
  const done = all.filter((g) => happened.has(g)).map((g) => GENERAL_EVENT_NAMES[g]);
  const toCome = all.filter((g) => !happened.has(g)).map((g) => GENERAL_EVENT_NAMES[g]);
  return `General Events that have happened: ${done.join(', ') || 'none yet'}. Still to come: ${toCome.join(', ') || 'none'}.`;
}

function tageblattChart(view: BoardView): Chart {
  const rolled = view.tageblattResult;
  const low = view.turn + 1;
  const high = view.turn + 6;
  const happened = new Set(view.generalEventsHappened);
  const rows = TAGEBLATT.map((r) => {
    const mark: Mark = rolled !== null
      ? (rolled >= r.min && rolled <= r.max ? 'now' : null)
      : (view.over === null && r.max >= low && r.min <= high ? 'reach' : null);
    return {
      cells: [r.min === r.max ? `${r.min}` : `${r.min}–${r.max}`, r.special ? specialName(r.special) : '—', r.general.map((g) => generalEventCell(g, happened)).join(', ') || '—'],
      mark,
    };
  });
  const roll = rolled !== null
    ? `This turn's roll came to ${rolled}.`
    : view.over === null ? `This turn's roll (one die + ${view.turn}) can come to ${low} to ${high}: the lightly marked rows.` : '';
  return {
    id: 'tageblatt', title: CHART_TITLES['tageblatt'], rule: '§7.1',
    note: 'Once a turn, roll one die and add the turn number. The row\'s Special Event is placed every time; each General Event happens the first time it comes up only (§7.1.2), except the French Tank Army, which comes back whenever it has been removed (§7.1.2.6).',
    head: ['Die + turn', 'Special Event', 'General Events'], rows, column: null,
    now: `${roll} ${generalEventsWords(happened)}`.trim(),
  };
}

function specialName(id: string): string {
  return SPECIAL_EVENTS.find((e) => e.id === id)?.name ?? 'a Special Event';
}

function drmWords(e: SpecialEventDef): string {
  if (e.id === 'poison-gas') return `${signed(POISON_GAS_DRMS[0])} on the first attack, ${signed(POISON_GAS_DRMS[1])} on the second`;
  return e.drm === 0 ? 'None (happens at once)' : signed(e.drm);
}

function whereWords(e: SpecialEventDef): string {
  if (e.countries === 'all') return 'Every attack of the Central Powers Attack phase';
  if (e.countries.length === 0) return '—';
  return e.countries.map((c) => placeName(c)).join(', ');
}

/** The Special Event whose box holds the Special Event marker (§7.1.1), or null. */
export function currentSpecialEvent(view: BoardView): SpecialEventDef | null {
  return SPECIAL_EVENTS.find((e) => (view.boxes[specialEventBox(e.id)] ?? []).includes('special-event')) ?? null;
}

function specialEventsChart(view: BoardView): Chart {
  const current = currentSpecialEvent(view);
  return {
    id: 'special-events', title: CHART_TITLES['special-events'], rule: '§7.1.1',
    note: 'The Tageblatt\'s Special Event stays on the display for the turn. Its DRM counts for your attacks of the Central Powers Attack phase in the places named, not for Ottoman attacks (§10.2).',
    head: ['Event', 'DRM to your attacks', 'Where'],
    rows: SPECIAL_EVENTS.map((e) => ({ cells: [e.name, drmWords(e), whereWords(e)], mark: e === current ? 'now' : null })),
    column: null,
    now: current ? `${current.name} is on the Special Events display this turn.` : 'No Special Event is on the display now.',
  };
}

function navalEffectWords(face: number): string {
  const r = NAVAL_BATTLE[face];
  const turns = r.turnsAhead !== undefined ? plural(r.turnsAhead, 'turn') : '';
  switch (r.effect) {
    case 'hsf-discarded': return 'The High Seas Fleet leaves the game';
    case 'hsf-to-calendar': return `The High Seas Fleet goes onto the Calendar, ${turns} ahead`;
    case 'none': return 'Nothing happens';
    case 'cruiser-to-calendar': return `The Cruiser goes onto the Calendar, ${turns} ahead`;
    case 'cruiser-to-cup': return 'The Cruiser goes into the chit cup';
  }
}

function navalBattleChart(view: BoardView): Chart {
  const at = locations(view);
  const hsf = at.get('high-seas-fleet');
  const area = hsf ? parseLocation(hsf) : null;
  const cruisers = area?.kind === 'sea' ? (view.boxes[seaBox(area.area)] ?? []).filter((id) => CRUISER_IDS.includes(id)).length : 0;
  const faces = Object.keys(NAVAL_BATTLE).map(Number);
  const one = rowChances(faces, 1);
  const two = rowChances(faces, 2);
  return {
    id: 'naval-battle', title: CHART_TITLES['naval-battle'], rule: '§9.1.5',
    note: 'When a Cruiser ends in the High Seas Fleet\'s sea area: one die against one Cruiser; against two, two dice and the lower counts (ruling R23).',
    head: ['Die', 'Result', 'Effect', 'Chance against one Cruiser', 'Chance against two'],
    rows: faces.map((face, i) => ({ cells: [`${face}`, NAVAL_BATTLE[face].result, navalEffectWords(face), percentText(one[i]), percentText(two[i])], mark: null })),
    column: cruisers === 1 ? 3 : cruisers >= 2 ? 4 : null,
    now: cruisers > 0 ? `The High Seas Fleet shares its sea area with ${plural(cruisers, 'Cruiser')}: a battle is fought.` : '',
  };
}

/**
 * R23, R24: the chance of each printed row (its die face) when `dice` dice are rolled and the lower counts; the
 * exact fractions the tests hold against the real rule.
 */
export function rowChances(faces: readonly number[], dice: 1 | 2): Chance[] {
  return faces.map((f) => lowestFaceChance(f, dice));
}

function bombingChart(view: BoardView): Chart {
  const faces = Object.keys(BRITISH_BOMBING).map(Number);
  const one = rowChances(faces, 1);
  const two = rowChances(faces, 2);
  return {
    id: 'bombing', title: CHART_TITLES['bombing'], rule: '§9.5',
    note: 'While Germany holds the skies one die is rolled; otherwise two dice and the lower counts (ruling R24). RM never drops below 0.',
    head: ['Die', 'RM lost', 'Chance under German skies', 'Chance under Entente skies'],
    rows: faces.map((face, i) => ({ cells: [`${face}`, `${BRITISH_BOMBING[face]}`, percentText(one[i]), percentText(two[i])], mark: null })),
    column: view.air.german ? 2 : 3,
    now: view.air.german ? 'Germany holds the skies now: one die.' : 'The Entente holds the skies now: two dice, the lower counts.',
  };
}

const CIVIL_WORDS: Readonly<Record<string, string>> = {
  riots: 'Riots: the tile stays, and one City goes from Ruhe to Unruhe',
  resistance: 'Resistance: the tile is discarded and the Revolution marker moves up 1',
  reward: 'Reward: the tile is discarded and you gain RM',
};

function civilSocietyChart(view: BoardView): Chart {
  const inGermany = (view.boxes['germany'] ?? []).filter((id) => CIVIL_SOCIETY_IDS.includes(id)).length;
  return {
    id: 'civil-society', title: CHART_TITLES['civil-society'], rule: '§11.3',
    note: 'Roll one die to suppress a Civil Society tile in Germany (ruling R29).',
    head: ['Die', 'Result', 'RM gained', 'Chance'],
    rows: Object.keys(CIVIL_SOCIETY).map(Number).map((face) => {
      const r = CIVIL_SOCIETY[face];
      return { cells: [`${face}`, CIVIL_WORDS[r.result], r.rm > 0 ? `+${r.rm}` : '—', percentText(lowestFaceChance(face, 1))], mark: null };
    }),
    column: null,
    now: `${plural(inGermany, 'Civil Society tile')} in Germany now, each ${signed(VICTORY.perCivilSociety)} VP at the Armistice (§15.3).`,
  };
}

function tileWords(id: string): string {
  return TILE_BY_ID[id]?.name ?? 'an army';
}

type UsStep = { readonly mark: Mark; readonly words: string; readonly due: number | null };

/** §8.6 / §5.2.1 / R5: where one US army stands on the schedule: waiting for the entry, on the Calendar, arrived or never. */
function usStep(view: BoardView, loc: string | undefined): UsStep {
  const p = parseLocation(loc ?? '');
  if (p?.kind === 'calendar') return { mark: null, words: `Arrives on turn ${p.turn}`, due: p.turn };
  if (view.status.usa !== 'war') return { mark: null, words: 'Waits for the USA to enter the war', due: null };
  if (p === null || p.kind === 'off-map') return { mark: 'done', words: 'Never arrives: too late for the war (R5)', due: null };
  return { mark: 'done', words: 'Arrived', due: null };
}

function overThereChart(view: BoardView): Chart {
  const at = locations(view);
  const steps = OVER_THERE.map((o) => usStep(view, at.get(o.usArmy)));
  const dues = steps.flatMap((s) => (s.due === null ? [] : [s.due]));
  const next = dues.length > 0 ? Math.min(...dues) : null;
  const rows = OVER_THERE.map((o, i) => ({
    cells: [`${o.turnsAfterEntry}`, tileWords(o.usArmy), tileWords(o.replaces), o.chainTo ? tileWords(o.chainTo.replaces) : '—', steps[i].words],
    // The schedule's current step: the army (or armies) due next; those already over are shown as done.
    mark: steps[i].due !== null && steps[i].due === next ? 'now' as const : steps[i].mark,
  }));
  const due = OVER_THERE.flatMap((o, i) => (steps[i].due === null ? [] : [`${tileWords(o.usArmy)} on turn ${steps[i].due}`]));
  return {
    id: 'over-there', title: CHART_TITLES['over-there'], rule: '§5.2.1',
    note: 'After the USA enters the war, each US army arrives this many turns later and takes the place of the army named. The first two push that army on to Italy, where it replaces the Italian army named (ruling R15). None arrives after Turn 27.',
    head: ['Turns after US entry', 'US army', 'Replaces', 'Which replaces, in Italy', 'Now'],
    rows, column: null,
    now: due.length > 0 ? `On the Calendar now: ${due.join(', ')}.` : view.status.usa === 'war' ? 'No US army is still to come.' : 'The USA is not at war yet.',
  };
}

/** §15.3: the total the position would score now, from the engine's own count (BoardView.vpIfEndedNow). */
export function vpIfEndedNow(view: BoardView): number {
  return Object.values(view.vpIfEndedNow).reduce((a, b) => a + b, 0);
}

/** "§15.3: 20 to 29, Peace without honor" → ['20 to 29', 'Peace without honor'] (labels/result-words.ts). */
function rangeCells(min: number): [string, string] {
  const text = vpRangeShort(min).replace(/^§15\.3: /, '');
  const comma = text.indexOf(', ');
  return comma < 0 ? [text, '—'] : [text.slice(0, comma), text.slice(comma + 2)];
}

function victoryChart(view: BoardView): Chart {
  const vp = vpIfEndedNow(view);
  const band = RESULT_BANDS.findIndex((b) => vp >= b.min);
  const items = breakdownRows(view.vpIfEndedNow).map((r) => `${r.label} ${signed(r.value)}`);
  return {
    id: 'victory', title: CHART_TITLES['victory'], rule: '§15.3',
    note: `After Turn 27 the Armistice is scored: ${VICTORY.base}, less 1 for each EP army in the six Countries and Roumania, `
      + `plus ${VICTORY.turkeyAtWar} with Turkey still at war on your side, ${VICTORY.eastAfrica} for German East Africa still German, `
      + `${VICTORY.perCityInRuhe} per City in Ruhe and ${VICTORY.perCivilSociety} per Civil Society tile still in Germany.`,
    head: ['Victory Points', 'Peace'],
    rows: RESULT_BANDS.map((b, i) => ({ cells: rangeCells(b.min), mark: i === band ? 'now' as const : null })),
    column: null,
    now: `If the war ended now: ${plural(vp, 'Victory Point')} (${items.join('; ')}).`,
  };
}

function seaHaulsChart(view: BoardView): Chart {
  const names = (box: string): string[] => (view.boxes[box] ?? [])
    .filter((id) => RUNNER_IDS.includes(id) || CRUISER_IDS.includes(id) || id === 'high-seas-fleet').map(tileWords);
  return {
    id: 'sea-hauls', title: CHART_TITLES['sea-hauls'], rule: '§9.1.1',
    note: 'A Blockade Runner that is not intercepted brings its sea area\'s haul in RM. Only the North Sea areas are open to the High Seas Fleet (§9.1.4).',
    head: ['Sea area', 'Water', 'Haul (RM)', 'High Seas Fleet', 'There now'],
    rows: SEA_AREAS.map((s) => {
      const there = names(seaBox(s.id));
      return { cells: [s.id, s.region, `${s.haul}`, s.northSea ? 'May sail here' : '—', there.join(', ') || '—'], mark: there.length > 0 ? 'now' as const : null };
    }),
    column: null,
    now: '',
  };
}

function airChart(view: BoardView): Chart {
  const here = AIR_TRACK.find((b) => b.box === view.air.box);
  return {
    id: 'air', title: CHART_TITLES.air, rule: '§9.3',
    note: 'The marker starts in the first box and only moves right. Whoever holds the box it stands in holds the skies; no roll is made while that is the year\'s usual holder.',
    head: ['Box', 'Holds the skies', 'Year'],
    rows: AIR_TRACK.map((b) => ({ cells: [b.name, b.holder === 'germany' ? 'Germany' : 'The Entente', `${b.year}`], mark: b === here ? 'now' as const : null })),
    column: null,
    now: here ? `The marker stands on ${here.name}: ${view.air.german ? 'Germany' : 'the Entente'} holds the skies.` : '',
  };
}

/** Every chart, in panel order, with what applies in `view`. */
export function buildCharts(view: BoardView): Chart[] {
  const all: Record<ChartId, Chart> = {
    cruisers: cruisersChart(view), 'sea-hauls': seaHaulsChart(view), 'naval-battle': navalBattleChart(view),
    tageblatt: tageblattChart(view), 'special-events': specialEventsChart(view), bombing: bombingChart(view),
    'civil-society': civilSocietyChart(view), 'over-there': overThereChart(view), victory: victoryChart(view), air: airChart(view),
  };
  return CHART_ORDER.map((id) => all[id]);
}

/** Rules sections → their charts, most specific first: the rules help of a decision links to them. */
const CHARTS_BY_RULE: readonly (readonly [RuleRef, readonly ChartId[]])[] = [
  ['§9.1.5', ['naval-battle']], ['§9.1.4', ['naval-battle', 'cruisers']], ['§9.1.7', ['sea-hauls']],
  ['§9.1.1', ['cruisers', 'sea-hauls']], ['§9.1', ['cruisers', 'sea-hauls']], ['§9.3', ['air']], ['§9.4', ['air']], ['§9.7', ['air']], ['§9.5', ['bombing']],
  // §9.6: a Zeppelin raid's need depends on who holds the skies; its naval bombing targets a Cruiser at sea.
  ['§9.6', ['air', 'sea-hauls']],
  // §10: the CP Attack decision also offers the §11.3 suppression of a Civil Society tile.
  ['§11.3', ['civil-society']], ['§7.1.1', ['special-events']], ['§10', ['special-events', 'civil-society']],
  // §13: Blockade Runners built now meet the Cruisers (§9.1); a second U-Boat may bring the USA in (§13.1.1, §8.6).
  ['§13', ['cruisers', 'over-there']],
  ['§7', ['tageblatt', 'special-events']], ['§5.2.1', ['over-there']], ['§8.6', ['over-there']], ['§15', ['victory']],
];

/** The charts a rule reference belongs to, the closest first ('§9.1.1' → the Cruisers table, the sea areas). */
export function chartsForRule(rule: string): readonly ChartId[] {
  const r = rule.trim();
  for (const [prefix, ids] of CHARTS_BY_RULE) if (r === prefix || r.startsWith(`${prefix}.`)) return ids;
  return [];
}
