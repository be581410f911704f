// Hover text for tiles and boxes, in the project's own words (never the rulebook's).
import { ARMY_BY_ID } from '../../shared/data/armies.js';
import { TILE_BY_ID } from '../../shared/data/tiles.js';
import { SPECIAL_EVENTS } from '../../shared/data/special-events.js';
import { LAYOUT_BY_ID } from '../board/layout.js';

const KIND_HELP: Readonly<Record<string, string>> = {
  ott: 'Crisis marker: when a sixth army would pile into this front it goes over the top instead.',
  pink: 'A sign of a nation in trouble: while it is out, a great offensive against that front becomes possible.',
  neutral: 'This nation has not joined the war yet.',
  surrender: 'This nation has left the war.',
  cruiser: 'A Royal Navy cruiser hunting blockade runners.',
  'blockade-runner': 'A neutral-flagged ship bringing money to Germany if it slips past the cruisers.',
  'u-boats': 'German submarines: they can sink cruisers, but risk bringing America in.',
  'high-seas-fleet': 'The German battle fleet; it can escort runners in the North Sea.',
  city: 'A home-front city. In Ruhe it is calm; in Unruhe it feeds the risk of collapse.',
  'civil-society': 'A pillar of civil society; suppressing it buys time at a political price.',
  'turn-chit': 'A turn chit: drawn from the cup, it sets what the Entente does on a future turn.',
  'lira-chit': 'Ottoman money drawn from the Lira cup.',
  'border-forts': 'Fortifications: must be overcome before the armies behind them.',
  trenches: 'Dug-in lines that make a front much harder to break.',
};

const BOX_HELP: Readonly<Record<string, string>> = {
  germany: 'Germany: its special assets wait here until used.',
  ruhe: 'Calm cities. The fewer here, the closer the home front is to breaking.',
  unruhe: 'Cities in unrest. At the defeat check, dice are rolled against their number.',
  'chit-cup': 'The cup of turn chits and cruisers the Entente draws from.',
  'lira-cup': 'The cup of Ottoman Lira chits.',
  'counter-tray': 'Tiles not yet in play.',
  discarded: 'Tiles that have left the game.',
  'british-cruisers-box': 'Cruisers ready to put to sea.',
  'blockade-runners-box': 'Runners ready to sail this turn.',
  'neutral-ports': 'Runners laid up in neutral harbours; new ones can be bought here.',
  gallipoli: 'The Dardanelles landing: the MEF lands here if the Entente tries it.',
  ireland: 'Unrest in Ireland can pull British strength away from France.',
  'senussi-revolt': 'A desert rising that ties down troops in Egypt.',
  'german-east-africa': 'The long bush war in East Africa.',
};

function locationHelp(id: string): string {
  if (BOX_HELP[id]) return BOX_HELP[id];
  if (id.endsWith('-reserves')) return 'Reserves: armies waiting to be sent to this front.';
  if (id.startsWith('calendar:')) return 'A turn of the Calendar: chits placed here act when that turn comes.';
  if (id.startsWith('omnibus:')) return 'Omnibus track: one box per point of RM, Lira and the other markers.';
  if (id.startsWith('air:')) return 'Air superiority track: the marker only moves right as aircraft improve.';
  if (id.startsWith('sea:')) return 'A sea area. Deeper waters pay more to a runner that gets through.';
  if (id.startsWith('special-events:')) {
    const ev = SPECIAL_EVENTS.find((e) => `special-events:${e.id}` === id);
    return ev ? `Special event "${ev.name}"${ev.drm ? `: shifts German attack rolls by ${ev.drm > 0 ? '+' : ''}${ev.drm} where it applies` : ''}.` : 'Special event.';
  }
  return 'A front or theatre of the war. Armies here can be attacked.';
}

export function boxTooltip(id: string, tileCount: number): string {
  const label = LAYOUT_BY_ID[id]?.label ?? id;
  return `${label}\n${locationHelp(id)}\n${tileCount} tile${tileCount === 1 ? '' : 's'} here.`;
}

export function tileTooltip(id: string, where: string): string {
  const tile = TILE_BY_ID[id];
  if (!tile) return id;
  const army = ARMY_BY_ID[id];
  const lines = [tile.name];
  if (army) {
    const s = typeof army.strength === 'number' ? `${army.strength}` : `${army.strength[0]} (${army.strength[1]} once Turkey is out)`;
    lines.push(`Army, strength ${s}. Nationality: ${army.nationality}.`);
    if (army.skull) lines.push('☠ Leaves the game for good when beaten.');
    if (army.asterisk) lines.push('✱ Part of a chain of replacements.');
    if (army.nearEast) lines.push('Fights only in the Near East.');
  } else {
    if (tile.strength !== undefined) lines.push(`Strength ${tile.strength}.`);
    if (KIND_HELP[tile.kind]) lines.push(KIND_HELP[tile.kind]);
  }
  lines.push(`In: ${LAYOUT_BY_ID[where]?.label ?? where}`);
  return lines.join('\n');
}
