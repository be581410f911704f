// The Entente turn tab's model (issue 14): what the Entente did in the Chit Draw, Turn Start and EP Attack phases
// (§4–§6) of the turn in play, kept until the next turn's Chit Draw begins. Built from the engine's events (never
// from the log's words; each log entry brings its sentence and its rule apart, issue 29): the chit drawn with its printed letters (shared/data chits), and why each army moved
// (§6.1 strongest in Reserves, R1 roster order among equals), in sentences.
import { phaseTitleOf, type GameEvent, type LogEntry } from '../../shared/engine/index.js';
import { chitDef, type ChitDef } from '../../shared/data/chits.js';
import { COUNTRY_BY_ID } from '../../shared/data/board.js';
import { TILE_BY_ID } from '../../shared/data/tiles.js';
import { placeName } from '../../shared/data/names.js';
import type { CountryId } from '../../shared/data/ids.js';
import { HUNDRED_DAYS_BOX, calendarBox } from '../../shared/data/locations.js';
import { LAST_TURN } from '../../shared/data/calendar.js';
import { deployReasonWords } from '../../shared/labels/index.js';

/** The phases the Entente plays on its own before the player's first decision of a turn (§4, §5, §6). */
const ENTENTE_PHASES: ReadonlySet<string> = new Set(['chit-draw', 'turn-start', 'entente-attack']);

/** One phase of the Entente turn: its heading and its lines, each a sentence. */
export interface EntentePhase {
  readonly head: string;
  readonly lines: readonly string[];
}

export interface EntenteTurn {
  /** The turn it belongs to; null before any Entente turn was seen (a resumed campaign). */
  readonly turn: number | null;
  /** Each Turn Chit played, with its letters and symbols (two on the last turn under the Hundred Days). */
  readonly chits: readonly string[];
  readonly phases: readonly EntentePhase[];
  /** The last phase seen is one of the Entente's and may go on after the player's decision. */
  readonly open: boolean;
}

export const NO_ENTENTE_TURN: EntenteTurn = { turn: null, chits: [], phases: [], open: false };

/** "the British 3rd Army" as a sentence names an army; another tile by its printed name. */
function tileName(tile: string): string {
  const def = TILE_BY_ID[tile];
  if (def === undefined) return 'a tile';
  return def.kind === 'army' ? `the ${def.name}` : def.name;
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "A", "A and B", "A, B and C". */
function list(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The symbols printed beside a chit's letters, each with the rule it sets off (§5.4). */
function chitSymbols(def: ChitDef): string[] {
  const out: string[] = [];
  if (def.stars > 0) out.push(`${def.stars === 1 ? 'a red star' : `${def.stars} red stars`} (Socialist agitation, §5.4.1)`);
  if (def.shamrock) out.push('the shamrock (Irish Rising, §5.4.2)');
  if (def.senussi) out.push('the crescent (Senussi Revolt, §5.4.3)');
  if (def.tombstone) out.push('the tombstone (Franz Joseph dies, §5.4.4)');
  if (def.typhus) out.push('the bug (Serb Typhus, §5.4.5)');
  if (def.randomOffensives > 0) out.push(`${def.randomOffensives === 1 ? 'a die' : `${def.randomOffensives} dice`} (Random Entente Offensive, §5.4.6)`);
  return out;
}

/** "Turn Chit #18: letters B F L U I, deployed in BFLUIS order (§6.1)." with its symbols, if any. */
export function chitSentence(n: number): string {
  const def = chitDef(n);
  const letters = def.deploy.length === 0 ? 'no letters' : `letters ${def.deploy.join(' ')}, played in BFLUIS order (§6.1)`;
  const symbols = chitSymbols(def);
  return `Turn Chit #${n}: ${letters}${symbols.length > 0 ? `; also ${list(symbols)}` : ''}.`;
}

/** Who ordered a deployment, by the rule its move cites (R8). */
function orderedBy(rule: string, country: string): string {
  const c = COUNTRY_BY_ID[country as CountryId] as (typeof COUNTRY_BY_ID)[CountryId] | undefined;
  switch (rule) {
    case '§6.1':
      return c ? `the chit's letter ${c.letter}` : "the chit's letter";
    case '§5.4.6':
      return 'a Random Entente Offensive (§5.4.6)';
    case '§7.1.1.3':
      return 'U.S. Assistance (§7.1.1.3)';
    case '§10.7':
      return 'the volunteers of a failed Kaiserschlacht (§10.7)';
    default:
      return `rule ${rule}`;
  }
}

/** Why an army went from Reserves into a Country, as a sentence (§6.1, R1), or null for any other move. */
export function deploySentence(e: GameEvent): string | null {
  if (e.type !== 'move' || e.deploy === undefined) return null;
  return `${cap(tileName(e.tile))} went from ${placeName(e.from)} into ${placeName(e.to)}, ordered by ${orderedBy(e.rule, e.to)}: ${deployReasonWords(e.deploy)}.`;
}

/** A log entry as a sentence: its rule at the end, a full stop after it ("X: y" of §6.4 → "X: y (§6.4)."). */
export function entrySentence(entry: Pick<LogEntry, 'rule' | 'text'>): string {
  const text = entry.text.trim();
  const body = /[.!?]$/.test(text) ? text.slice(0, -1) : text;
  // A sentence that already cites its rule in brackets keeps only that.
  return `${cap(body)}${!body.includes('(§') ? ` (${entry.rule})` : ''}.`;
}

/** Entry i's sentence; "." for a missing one (never: the log has one entry per event). */
function sentenceAt(log: readonly LogEntry[], i: number): string {
  const entry = log[i] as LogEntry | undefined;
  return entry === undefined ? '.' : entrySentence(entry);
}

/**
 * The Entente turn after an update's events (with their log entries, one per event, in order): a Chit Draw phase
 * event starts a new one; lines of the §4–§6 phases join it (an update that goes on inside one of them, after
 * the player paid for a Socialist agitation say, adds to it); anything later leaves it as it is.
 */
export function nextEntenteTurn(prev: EntenteTurn, events: readonly GameEvent[], log: readonly LogEntry[]): EntenteTurn {
  let { turn, open } = prev;
  let chits = [...prev.chits];
  const phases = prev.phases.map((p) => ({ head: p.head, lines: [...p.lines] }));
  events.forEach((e, i) => {
    if (e.type === 'phase') {
      open = ENTENTE_PHASES.has(e.phase);
      if (e.phase === 'chit-draw') {
        turn = e.turn;
        chits = [];
        phases.length = 0;
      }
      if (open) phases.push({ head: `Turn ${e.turn}, ${phaseTitleOf(e.phase)}`, lines: [] });
      return;
    }
    if (!open || phases.length === 0) return;
    const chit = e.type === 'move' && e.rule === '§5.1' ? TILE_BY_ID[e.tile]?.chit : undefined;
    if (chit !== undefined) chits.push(chitSentence(chit));
    phases[phases.length - 1].lines.push(chit !== undefined ? `${chitSentence(chit)} It goes on this turn's Calendar box (§5.1).` : deploySentence(e) ?? sentenceAt(log, i));
  });
  return { turn, open, chits, phases };
}

/** The chits lying on the turn's Calendar box (and the Hundred Days box), when no draw was seen: Turn 1's gray
 *  chit, laid there at setup (§4.0), or a resumed campaign's. */
export function chitsOnBoard(boxes: Readonly<Record<string, readonly string[]>>, turn: number): string[] {
  const out: string[] = [];
  for (const box of [calendarBox(turn), HUNDRED_DAYS_BOX]) {
    for (const tile of boxes[box] ?? []) {
      const n = TILE_BY_ID[tile]?.chit;
      if (n !== undefined && (box !== HUNDRED_DAYS_BOX || turn === LAST_TURN)) out.push(chitSentence(n));
    }
  }
  return out;
}

/** One line of what happened since the player's last decision outside the Entente's phases; `phase` heads a group. */
export interface LaterLine {
  readonly text: string;
  readonly phase: string | null;
}

/**
 * An update's lines that the Entente turn does not hold (the Tageblatt, the player's own phases…), for the tab's
 * "since your last decision" part; `open`: the update starts inside one of the Entente's phases.
 */
export function laterLines(events: readonly GameEvent[], log: readonly LogEntry[], open: boolean): LaterLine[] {
  const out: LaterLine[] = [];
  let inside = open;
  events.forEach((e, i) => {
    if (e.type === 'phase') inside = ENTENTE_PHASES.has(e.phase);
    if (inside) return;
    out.push(e.type === 'phase' ? { text: '', phase: `Turn ${e.turn}, ${phaseTitleOf(e.phase)}` } : { text: sentenceAt(log, i), phase: null });
  });
  return out;
}
