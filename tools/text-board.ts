// The board as text for the terminal: Countries, tracks, Near East, seas and the pending decision.
import type { BoardView } from '../shared/engine/index.js';
import { TILE_BY_ID } from '../shared/data/tiles.js';
import { COUNTRIES, THEATERS, SEA_AREAS } from '../shared/data/board.js';
import { seaBox } from '../shared/data/locations.js';

function names(ids: readonly string[] | undefined): string {
  if (!ids || ids.length === 0) return '—';
  return ids.map((id) => {
    const t = TILE_BY_ID[id];
    return t.strength !== undefined ? `${t.name} (${t.strength})` : t.name;
  }).join(', ');
}

export function textBoard(v: BoardView): string {
  const lines: string[] = [];
  lines.push(`══ Turn ${v.turn}: ${v.turnLabel} (${v.season}) — phase ${v.phase ?? '—'} ══`);
  lines.push(`RM ${v.rm}  Lira ${v.lira}  Krupp ${v.krupp ?? '—'}  Kaisertreu ${v.kaisertreu ?? '—'}  Revolution ${v.revolution ?? 'exploded'}  MEF ${v.mef ?? '—'}  Air box ${v.air.box} (${v.air.german ? 'German' : 'Entente'} skies)`);
  lines.push(`Status: ${Object.entries(v.status).map(([k, s]) => `${k} ${s}`).join(', ')}`);
  for (const c of COUNTRIES) {
    lines.push(`  ${c.name.padEnd(10)} ${names(v.boxes[c.id])}`);
    lines.push(`  ${''.padEnd(10)} reserves: ${names(v.boxes[c.reserves])}`);
  }
  lines.push(`  Roumania   ${names(v.boxes['roumania'])}`);
  for (const t of THEATERS) lines.push(`  ${t.id.padEnd(10)} ${names(v.boxes[t.id])}  | ${t.reserves}: ${names(v.boxes[t.reserves])}`);
  lines.push(`  East Africa ${names(v.boxes['german-east-africa'])}`);
  lines.push(`  Germany    ${names(v.boxes['germany'])}`);
  lines.push(`  Ruhe ${v.boxes['ruhe']?.length ?? 0} cities, Unruhe ${v.boxes['unruhe']?.length ?? 0}`);
  const seas = SEA_AREAS.map((s) => `${s.id}: ${names(v.boxes[seaBox(s.id)])}`).join(' | ');
  lines.push(`  Seas  ${seas}`);
  lines.push(`  Cruisers box ${v.boxes['british-cruisers-box']?.length ?? 0}, runners ready ${v.boxes['blockade-runners-box']?.length ?? 0}, in port ${v.boxes['neutral-ports']?.length ?? 0}`);
  if (v.over) lines.push(`GAME OVER: ${v.over.result} — ${v.over.vp} VP, ${v.over.band}`);
  return lines.join('\n');
}
