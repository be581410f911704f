// What to show and play for each engine event. Pure: the board scene turns a plan into motion.
import type { GameEvent } from '../../shared/engine/core/events.js';
import type { SoundId } from '../audio/sound-ids.js';

export type PlanItem =
  | { readonly kind: 'move'; readonly tile: string; readonly from: string; readonly to: string; readonly ms: number; readonly sound: SoundId | null }
  | { readonly kind: 'dice'; readonly dice: readonly number[]; readonly why: string; readonly ms: number; readonly sound: SoundId }
  | { readonly kind: 'banner'; readonly text: string; readonly tone: 'info' | 'good' | 'bad' | 'alarm'; readonly ms: number; readonly sound: SoundId | null }
  | { readonly kind: 'flash'; readonly tile: string; readonly good: boolean; readonly ms: number; readonly sound: SoundId | null };

const SEA = (loc: string): boolean => loc.startsWith('sea:') || loc === 'british-cruisers-box' || loc === 'blockade-runners-box' || loc === 'neutral-ports';

function moveSound(e: Extract<GameEvent, { type: 'move' }>): SoundId | null {
  if (e.tile.startsWith('ott-') && !e.to.endsWith('-reserves')) return 'alarm';
  if (SEA(e.to) || SEA(e.from)) return 'naval';
  if (e.from === 'chit-cup' || e.from === 'lira-cup') return 'chit';
  return null;
}

/** Animation plan for one event; phase changes and notes give short banners. */
export function planEvent(e: GameEvent): PlanItem[] {
  switch (e.type) {
    case 'move': {
      // Track markers only slide along their track: quicker than a tile crossing the map.
      const track = e.from.split(':')[0] === e.to.split(':')[0] && e.from.includes(':');
      return [{ kind: 'move', tile: e.tile, from: e.from, to: e.to, ms: track ? 250 : 550, sound: moveSound(e) }];
    }
    case 'draw':
      return [{ kind: 'flash', tile: e.tile, good: true, ms: 200, sound: 'chit' }];
    case 'dice':
      return [{ kind: 'dice', dice: e.dice, why: e.why, ms: 700, sound: 'dice' }];
    case 'attack':
      return [{ kind: 'flash', tile: e.target, good: e.success, ms: 500, sound: e.success ? 'attack-won' : 'attack-lost' }];
    case 'phase':
      return [{ kind: 'banner', text: `Turn ${e.turn} — ${e.phase.replace(/-/g, ' ')}`, tone: 'info', ms: 450, sound: null }];
    case 'defeat-check':
      return [{ kind: 'banner', text: `Defeat roll: ${e.dice.join(' + ')} vs ${e.unruhe} in Unruhe`, tone: e.success ? 'bad' : 'good', ms: 1200, sound: 'alarm' }];
    case 'surrender':
      return [{ kind: 'banner', text: `${e.country.replace(/-/g, ' ')} surrenders!`, tone: 'good', ms: 1200, sound: 'victory' }];
    case 'game-over':
      return [{ kind: 'banner', text: e.result === 'defeat' ? 'Germany is defeated' : `Armistice — ${e.band}`, tone: e.result === 'defeat' ? 'bad' : 'good', ms: 1400, sound: e.result === 'defeat' ? 'defeat' : 'victory' }];
    case 'note':
      if (/bomb/i.test(e.text)) return [{ kind: 'banner', text: e.text, tone: 'info', ms: 500, sound: 'bomb' }];
      return [];
    case 'not-implemented':
      return [];
  }
}

export function planEvents(events: readonly GameEvent[]): PlanItem[] {
  return events.flatMap(planEvent);
}
