// What to show and play for each engine event. Pure: the player turns a plan into motion.
// The plan reads only the events (never the rules): a few moments are read from two events together,
// e.g. a `draw` and the `move` of that tile out of its cup make one chit-draw.
import type { GameEvent } from '../../shared/engine/core/events.js';
import type { SoundId } from '../audio/sound-ids.js';
import { LAYOUT_BY_ID } from '../board/layout.js';
import { countryOfReserves, isSea, parseLocation } from '../../shared/data/locations.js';

export type Tone = 'info' | 'good' | 'bad' | 'alarm';

export type PlanItem =
  | { readonly kind: 'move'; readonly tile: string; readonly from: string; readonly to: string; readonly ms: number; readonly sound: SoundId | null }
  /** A chit rises out of its cup, turns face up and flies to its box. */
  | { readonly kind: 'chit-draw'; readonly tile: string; readonly cup: string; readonly to: string; readonly ms: number; readonly sound: SoundId }
  /** A ship sails: curved course, bobbing roll. */
  | { readonly kind: 'sail'; readonly tile: string; readonly from: string; readonly to: string; readonly ms: number; readonly sound: SoundId | null }
  /** A ship lost at sea: rings spread where it is, in its sea area. */
  | { readonly kind: 'splash'; readonly box: string; readonly tile: string; readonly ms: number; readonly sound: SoundId }
  /** Over the Top: the country box pulses in the alarm colour under an alarm banner. */
  | { readonly kind: 'crisis'; readonly box: string; readonly text: string; readonly ms: number; readonly sound: SoundId }
  /** A country leaves the war: a stamp drops onto its box(es) and stays until the view is drawn. */
  | { readonly kind: 'stamp'; readonly boxes: readonly string[]; readonly text: string; readonly ms: number; readonly sound: SoundId | null }
  | { readonly kind: 'dice'; readonly dice: readonly number[]; readonly why: string; readonly ms: number; readonly sound: SoundId }
  | { readonly kind: 'banner'; readonly text: string; readonly tone: Tone; readonly ms: number; readonly sound: SoundId | null }
  | { readonly kind: 'flash'; readonly tile: string; readonly good: boolean; readonly ms: number; readonly sound: SoundId | null };

type MoveEvent = Extract<GameEvent, { type: 'move' }>;

/** Places ships sail to and from. */
export const SEA = (loc: string): boolean => isSea(loc) || loc === 'british-cruisers-box' || loc === 'blockade-runners-box' || loc === 'neutral-ports';

/** Where ships go home from a sea area when nothing happened to them (§14.4, the HSF back to port). */
const HOME_PORTS: ReadonlySet<string> = new Set(['blockade-runners-box', 'british-cruisers-box', 'germany']);

const CUPS: ReadonlySet<string> = new Set(['chit-cup', 'lira-cup']);

/** A ship leaving a sea area for anywhere but home was sunk, caught or damaged there (R22, R23, R25). */
export function lostAtSea(e: MoveEvent): boolean {
  return isSea(e.from) && !HOME_PORTS.has(e.to);
}

/** An Over the Top tile coming out of a Country's Reserves into the Country (§6.3). */
export function overTheTop(e: MoveEvent): boolean {
  return e.tile.startsWith('ott-') && countryOfReserves(e.from) === e.to;
}

/** The boxes a surrendering country's stamp falls on: Russia's fronts are Lithuania and Ukraine. */
export function surrenderBoxes(country: string): string[] {
  if (country === 'russia') return ['lithuania', 'ukraine'];
  return LAYOUT_BY_ID[country] ? [country] : [];
}

/** The line of boxes a location is part of (a track, the Calendar, the seas, the display), or null. */
function lineOf(loc: string): string | null {
  switch (parseLocation(loc)?.kind) {
    case 'calendar':
    case 'hundred-days':
      return 'calendar';
    case 'omnibus':
    case 'omnibus-explosion':
      return 'omnibus';
    case 'air':
      return 'air';
    case 'sea':
      return 'sea';
    case 'special-event':
      return 'special-events';
    default:
      return null;
  }
}

const boxName = (id: string): string => LAYOUT_BY_ID[id]?.label ?? id.replace(/-/g, ' ');

function planMove(e: MoveEvent): PlanItem[] {
  if (overTheTop(e)) {
    // The tile goes over as usual; the alarm comes with the crisis that follows it.
    return [
      { kind: 'move', tile: e.tile, from: e.from, to: e.to, ms: 550, sound: null },
      { kind: 'crisis', box: e.to, text: `Over the Top — ${boxName(e.to)}`, ms: 1300, sound: 'alarm' },
    ];
  }
  if (SEA(e.from) || SEA(e.to)) {
    if (lostAtSea(e)) {
      return [
        { kind: 'splash', box: e.from, tile: e.tile, ms: 700, sound: 'naval' },
        { kind: 'sail', tile: e.tile, from: e.from, to: e.to, ms: 800, sound: null },
      ];
    }
    return [{ kind: 'sail', tile: e.tile, from: e.from, to: e.to, ms: 900, sound: 'naval' }];
  }
  // Track markers only slide along their track: quicker than a tile crossing the map.
  const line = lineOf(e.from);
  const track = line !== null && line === lineOf(e.to);
  return [{ kind: 'move', tile: e.tile, from: e.from, to: e.to, ms: track ? 250 : 550, sound: CUPS.has(e.from) ? 'chit' : null }];
}

/** Animation plan for one event on its own; phase changes and some notes give short banners. */
export function planEvent(e: GameEvent): PlanItem[] {
  switch (e.type) {
    case 'move':
      return planMove(e);
    case 'draw':
      return [{ kind: 'flash', tile: e.tile, good: true, ms: 200, sound: 'chit' }];
    case 'dice':
      return [{ kind: 'dice', dice: e.dice, why: e.why, ms: 700, sound: 'dice' }];
    case 'attack':
      return [{ kind: 'flash', tile: e.target, good: e.success, ms: 500, sound: e.success ? 'attack-won' : 'attack-lost' }];
    case 'phase':
      return [{ kind: 'banner', text: `Turn ${e.turn} — ${e.phase.replace(/-/g, ' ')}`, tone: 'info', ms: 450, sound: null }];
    case 'defeat-check': {
      // Two beats: the dice come to rest, then the verdict.
      const total = e.dice.reduce((a, b) => a + b, 0);
      return [
        { kind: 'dice', dice: e.dice, why: `Defeat roll: ${total} vs ${e.unruhe} in Unruhe`, ms: 900, sound: 'dice' },
        { kind: 'banner', text: e.success ? `Defeat roll ${total} ≤ ${e.unruhe}: Germany falls` : `Defeat roll ${total} > ${e.unruhe}: Germany holds`, tone: e.success ? 'bad' : 'good', ms: 1200, sound: 'alarm' },
      ];
    }
    case 'surrender': {
      const name = e.country.replace(/-/g, ' ');
      const out: PlanItem[] = [];
      const boxes = surrenderBoxes(e.country);
      if (boxes.length > 0) {
        const word = e.country === 'russia' || e.country === 'ottoman-turkey' ? 'OUT OF THE WAR' : 'SURRENDERED';
        out.push({ kind: 'stamp', boxes, text: word, ms: 800, sound: null });
      }
      out.push({ kind: 'banner', text: `${name} surrenders!`, tone: 'good', ms: 1200, sound: 'victory' });
      return out;
    }
    case 'game-over':
      return [{ kind: 'banner', text: e.result === 'defeat' ? 'Germany is defeated' : `Armistice — ${e.band}`, tone: e.result === 'defeat' ? 'bad' : 'good', ms: 1400, sound: e.result === 'defeat' ? 'defeat' : 'victory' }];
    case 'note':
      if (/bomb/i.test(e.text)) return [{ kind: 'banner', text: e.text, tone: 'info', ms: 500, sound: 'bomb' }];
      return [];
    case 'not-implemented':
      return [];
  }
}

/** The plan for a batch: events read one by one, except the pairs that make one moment together. */
export function planEvents(events: readonly GameEvent[]): PlanItem[] {
  const out: PlanItem[] = [];
  const taken = new Set<number>();
  events.forEach((e, i) => {
    if (taken.has(i)) return;
    if (e.type === 'draw') {
      // The move of the drawn tile out of its cup (a turn chit to the Calendar, a Cruiser to its box,
      // a Lira chit out of play) is part of the draw: the chit is shown, then flies there.
      const j = events.findIndex((m, k) => k > i && !taken.has(k) && m.type === 'move' && m.tile === e.tile && m.from === e.cup);
      const m = events[j];
      if (m?.type === 'move') {
        taken.add(j);
        out.push({ kind: 'chit-draw', tile: e.tile, cup: e.cup, to: m.to, ms: 1300, sound: 'chit' });
        return;
      }
    }
    if (e.type === 'dice') {
      // The Defeat check's own dice: shown once, by the defeat-check that follows with the same roll.
      const next = events[i + 1];
      if (next?.type === 'defeat-check' && next.dice.join() === e.dice.join()) return;
    }
    out.push(...planEvent(e));
  });
  return out;
}
