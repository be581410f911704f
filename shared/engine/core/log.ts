// The game log is written from events (ARCHITECTURE "Events"): one sentence each, with its rule.
import type { GameEvent } from './events.js';
import { TILE_BY_ID } from '../../data/tiles.js';
import { COUNTRY_BY_ID } from '../../data/board.js';
import type { CountryId } from '../../data/ids.js';
import { isOmnibus, parseLocation } from '../../data/locations.js';

function name(tile: string): string {
  return TILE_BY_ID[tile]?.name ?? tile;
}

function place(where: string): string {
  const p = parseLocation(where);
  switch (p?.kind) {
    case 'calendar':
      return `the Calendar (turn ${p.turn})`;
    case 'hundred-days':
      return 'the Calendar (turn hundred-days)';
    case 'omnibus':
    case 'omnibus-explosion':
      return `box ${omnibusBoxName(where)} of the Omnibus track`;
    case 'air':
      return `box ${p.box} of the Air Superiority track`;
    case 'sea':
      return `sea area ${p.area}`;
    case 'special-event':
      return `the Special Events display (${p.event})`;
    default:
      return where.replace(/-/g, ' ');
  }
}

/** An Omnibus box as the log names it: its number, or 'explosion'. */
function omnibusBoxName(where: string): string {
  const p = parseLocation(where);
  return p?.kind === 'omnibus' ? String(p.value) : 'explosion';
}

/** §15.2: a defeat names the front whose Over the Top tile broke through (older saves may lack it). */
function defeatSentence(front: CountryId | undefined): string {
  return front === undefined ? 'Germany is defeated' : `Germany is defeated: the front in ${COUNTRY_BY_ID[front].name} collapsed`;
}

export function describeEvent(e: GameEvent): string {
  const text = ((): string => {
    switch (e.type) {
      case 'dice':
        return `${e.why}: rolled ${e.dice.join(' + ')}${e.forced ? ' (forced)' : ''}`;
      case 'draw':
        return `Drew ${name(e.tile)} from the ${place(e.cup)}`;
      case 'move':
        if (e.to === 'discarded') return `${name(e.tile)} leaves the game`;
        if (isOmnibus(e.from) && isOmnibus(e.to)) {
          return `${name(e.tile)}: ${omnibusBoxName(e.from)} → ${omnibusBoxName(e.to)}`;
        }
        return `${name(e.tile)}: ${place(e.from)} → ${place(e.to)}`;
      case 'phase':
        return `Turn ${e.turn}: ${e.phase.replace(/-/g, ' ')} phase`;
      case 'attack':
        return `Attack on ${name(e.target)} (strength ${e.strength}, paid with ${e.paidWith}): die ${e.roll}` +
          `${e.drm !== 0 ? `, DRM ${e.drm > 0 ? '+' : ''}${e.drm}` : ''} — ${e.success ? 'success' : 'failed'}`;
      case 'defeat-check':
        return `Defeat check: ${e.dice.join(' + ')} against ${e.unruhe} cities in Unruhe — ${e.success ? 'the front collapses' : 'it fizzles'}`;
      case 'surrender':
        return `${e.country.replace(/-/g, ' ')} surrenders`;
      case 'game-over':
        return e.result === 'defeat' ? defeatSentence(e.front) : `Armistice Day: ${e.vp} VP — ${e.band}`;
      case 'note':
      case 'not-implemented':
        return e.text;
    }
  })();
  return `[${e.rule}] ${text}`;
}
