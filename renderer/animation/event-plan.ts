// What to show and play for each engine event. Pure: the player turns a plan into motion.
// The plan reads only the events' typed fields (never the rules, never a text or an id's spelling): a few
// moments are read from two events together, e.g. a `draw` and the `move` of that tile out of its cup make
// one chit-draw, a `sinking` and the move of that ship out of its sea area one splash and a quiet sail.
import { phaseTitleOf, type GameEvent, type PhaseId } from '../../shared/engine/index.js';
import type { SoundId } from '../audio/sound-ids.js';
import { LAYOUT_BY_ID } from '../board/layout.js';
import { COUNTRY_BY_ID } from '../../shared/data/board.js';
import { POWER_NAMES, type PowerId } from '../../shared/data/names.js';
import { TILE_BY_ID } from '../../shared/data/tiles.js';
import { seaBox } from '../../shared/data/locations.js';
import type { ShownPhase } from '../board/shown-moment.js';

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
  /** `at`: the index of the roll's own `dice` event in the batch (its words: dice-words.ts). */
  | { readonly kind: 'dice'; readonly dice: readonly number[]; readonly why: string; readonly ms: number; readonly sound: SoundId; readonly at?: number; readonly entered?: boolean }
  /** A banner; a phase's banner says which phase begins (the header and prompt bar follow it). */
  | { readonly kind: 'banner'; readonly text: string; readonly tone: Tone; readonly ms: number; readonly sound: SoundId | null; readonly phase?: ShownPhase }
  | { readonly kind: 'flash'; readonly tile: string; readonly good: boolean; readonly ms: number; readonly sound: SoundId | null };

type MoveEvent = Extract<GameEvent, { type: 'move' }>;

/** The naval boxes ships sail from and to, besides the sea areas. */
const NAVAL_BOXES: ReadonlySet<string> = new Set(['british-cruisers-box', 'blockade-runners-box', 'neutral-ports']);

/** Places ships sail to and from: the sea areas (their layout style) and the naval boxes. */
export const SEA = (loc: string): boolean => LAYOUT_BY_ID[loc]?.style === 'sea' || NAVAL_BOXES.has(loc);

/** A box of a numbered track (Calendar, Omnibus, Special Events, Air): markers slide along it. */
const onTrack = (loc: string): boolean => LAYOUT_BY_ID[loc]?.style === 'track';

const CUPS: ReadonlySet<string> = new Set(['chit-cup', 'lira-cup']);

/** The boxes a surrendering power's stamp falls on: Russia's fronts are Lithuania and Ukraine. */
export function surrenderBoxes(power: PowerId): string[] {
  if (power === 'russia') return ['lithuania', 'ukraine'];
  return LAYOUT_BY_ID[power] ? [power] : [];
}

const tileName = (id: string): string => TILE_BY_ID[id]?.name ?? '';

function planMove(e: MoveEvent): PlanItem[] {
  if (SEA(e.from) || SEA(e.to)) return [{ kind: 'sail', tile: e.tile, from: e.from, to: e.to, ms: 900, sound: 'naval' }];
  // Track markers only slide along their track: quicker than a tile crossing the map.
  const track = onTrack(e.from) && onTrack(e.to);
  return [{ kind: 'move', tile: e.tile, from: e.from, to: e.to, ms: track ? 250 : 550, sound: CUPS.has(e.from) ? 'chit' : null }];
}

/** A raid's banner, with the bombs' sound (§9.4, §9.5, §9.6). */
function raidBanner(text: string, tone: Tone): PlanItem {
  return { kind: 'banner', text, tone, ms: 500, sound: 'bomb' };
}

/** Animation plan for one event on its own; phase changes and raids give short banners. */
export function planEvent(e: GameEvent): PlanItem[] {
  switch (e.type) {
    case 'move':
      return planMove(e);
    case 'draw':
      return [{ kind: 'flash', tile: e.tile, good: true, ms: 200, sound: 'chit' }];
    case 'dice':
      return [{ kind: 'dice', dice: e.dice, why: e.why, ms: 700, sound: 'dice', ...(e.entered === true ? { entered: true } : {}) }];
    case 'attack':
      return [{ kind: 'flash', tile: e.target, good: e.success, ms: 500, sound: e.success ? 'attack-won' : 'attack-lost' }];
    case 'phase':
      return [{ kind: 'banner', text: `Turn ${e.turn} — ${phaseTitleOf(e.phase)}`, tone: 'info', ms: 450, sound: null, phase: { turn: e.turn, phase: e.phase as PhaseId } }];
    case 'over-the-top':
      // The tile has gone over; the alarm is on its country.
      return [{ kind: 'crisis', box: e.country, text: `Over the Top — ${COUNTRY_BY_ID[e.country].name}`, ms: 1300, sound: 'alarm' }];
    case 'sinking':
    case 'ship-damaged':
      // Rings spread where the ship lay; planEvents lets it sail off quietly afterwards.
      return [{ kind: 'splash', box: seaBox(e.area), tile: e.ship, ms: 700, sound: 'naval' }];
    case 'bombing':
      if (e.bomber === 'british-bombers') return [raidBanner(`${tileName('british-bombers')} — ${e.rmLost} RM lost`, e.rmLost > 0 ? 'bad' : 'good')];
      return [raidBanner(`${tileName('german-bombers')} — ${e.hit ? 'hit' : 'miss'}`, e.hit ? 'good' : 'info')];
    case 'zeppelin-raid':
      return [raidBanner(`${tileName('zeppelin')} — ${e.success ? 'success' : 'no effect'}`, e.success ? 'good' : 'info')];
    case 'unruhe':
      return [{ kind: 'flash', tile: e.city, good: false, ms: 300, sound: null }];
    case 'defeat-check': {
      // Two beats: the dice come to rest, then the verdict.
      const total = e.dice.reduce((a, b) => a + b, 0);
      return [
        { kind: 'dice', dice: e.dice, why: `Defeat roll: ${total} vs ${e.unruhe} in Unruhe`, ms: 900, sound: 'dice' },
        { kind: 'banner', text: e.success ? `Defeat roll ${total} ≤ ${e.unruhe}: Germany falls` : `Defeat roll ${total} > ${e.unruhe}: Germany holds`, tone: e.success ? 'bad' : 'good', ms: 1200, sound: 'alarm' },
      ];
    }
    case 'surrender': {
      const out: PlanItem[] = [];
      const boxes = surrenderBoxes(e.country);
      if (boxes.length > 0) {
        const word = e.country === 'russia' || e.country === 'ottoman-turkey' ? 'OUT OF THE WAR' : 'SURRENDERED';
        out.push({ kind: 'stamp', boxes, text: word, ms: 800, sound: null });
      }
      const name = POWER_NAMES[e.country];
      out.push({ kind: 'banner', text: `${name.charAt(0).toUpperCase()}${name.slice(1)} surrenders!`, tone: 'good', ms: 1200, sound: 'victory' });
      return out;
    }
    case 'game-over':
      return [{ kind: 'banner', text: e.result === 'defeat' ? 'Germany is defeated' : `Armistice — ${e.vp} VP`, tone: e.result === 'defeat' ? 'bad' : 'good', ms: 1400, sound: e.result === 'defeat' ? 'defeat' : 'victory' }];
    default:
      // DRMs, checks, skipped events, reports and notes are for the log: the dice and moves around them show them.
      return [];
  }
}

/** The plan for a batch: events read one by one, except the pairs that make one moment together. */
export function planEvents(events: readonly GameEvent[]): PlanItem[] {
  const out: PlanItem[] = [];
  const taken = new Set<number>();
  /** The roll whose dice a Defeat check shows (its own `dice` event, not planned on its own). */
  let defeatRollAt: number | undefined;
  /** The batch's items of event i, the dice among them marked with the index of their roll. */
  const ofEvent = (e: GameEvent, i: number): PlanItem[] => planEvent(e).map((p) => (p.kind === 'dice' ? { ...p, at: e.type === 'defeat-check' ? defeatRollAt : i } : p));
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
    if (e.type === 'sinking' || e.type === 'ship-damaged') {
      // The ship then leaves its sea area (sunk, caught or damaged): after the splash it sails off without a sound.
      const box = seaBox(e.area);
      const j = events.findIndex((m, k) => k > i && !taken.has(k) && m.type === 'move' && m.tile === e.ship && m.from === box);
      const m = events[j];
      out.push(...ofEvent(e, i));
      if (m?.type === 'move') {
        taken.add(j);
        out.push({ kind: 'sail', tile: m.tile, from: m.from, to: m.to, ms: 800, sound: null });
      }
      return;
    }
    if (e.type === 'dice') {
      // The Defeat check's own dice: shown once, by the defeat-check that follows with the same roll.
      const next = events[i + 1];
      if (next?.type === 'defeat-check' && next.dice.join() === e.dice.join()) {
        defeatRollAt = i;
        return;
      }
    }
    out.push(...ofEvent(e, i));
  });
  return out;
}
