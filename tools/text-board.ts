// The board as text for the terminal, in the words the app uses (shared/labels): the header, each power's
// standing, the Countries, Near East, seas and tracks by their printed names, and the pending decision with
// the app's button labels as numbered choices.
import type { BoardView } from '../shared/engine/index.js';
import { TILE_BY_ID } from '../shared/data/tiles.js';
import { COUNTRIES, THEATERS, SEA_AREAS } from '../shared/data/board.js';
import { seaBox } from '../shared/data/locations.js';
import { choiceLabels, headerLine, placeWords, promptLine, seaAreaName, statusWords } from '../shared/labels/index.js';

function names(ids: readonly string[] | undefined): string {
  if (!ids || ids.length === 0) return '—';
  return ids.map((id) => {
    const t = TILE_BY_ID[id];
    return t.strength !== undefined ? `${t.name} (${t.strength})` : t.name;
  }).join(', ');
}

const count = (v: BoardView, box: string): number => v.boxes[box]?.length ?? 0;

/** One line per box: its printed name, padded, then what stands in it. */
function row(label: string, ids: readonly string[] | undefined): string {
  return `  ${label.padEnd(22)} ${names(ids)}`;
}

export function textBoard(v: BoardView): string {
  const lines: string[] = [];
  lines.push(`══ ${headerLine(v)} ══`);
  lines.push(`Revolution ${v.revolution ?? 'exploded'}  MEF ${v.mef ?? '—'}  Air Superiority track box ${v.air.box}`);
  lines.push(`${statusWords(v.status).join('. ')}.`);
  for (const c of COUNTRIES) {
    lines.push(row(c.name, v.boxes[c.id]));
    lines.push(row(`${c.name} Reserves`, v.boxes[c.reserves]));
  }
  lines.push(row(placeWords('roumania'), v.boxes['roumania']));
  for (const t of THEATERS) {
    lines.push(row(placeWords(t.id), v.boxes[t.id]));
    lines.push(row(`${placeWords(t.reserves)} (its Reserves)`, v.boxes[t.reserves]));
  }
  lines.push(row(placeWords('german-east-africa'), v.boxes['german-east-africa']));
  lines.push(row(placeWords('germany'), v.boxes['germany']));
  lines.push(`  Cities: ${count(v, 'ruhe')} in Ruhe, ${count(v, 'unruhe')} in Unruhe`);
  for (const s of SEA_AREAS) lines.push(row(`Sea: ${seaAreaName(s.id)}`, v.boxes[seaBox(s.id)]));
  lines.push(`  British Cruisers box ${count(v, 'british-cruisers-box')}, Blockade Runners box ${count(v, 'blockade-runners-box')}, Neutral Ports ${count(v, 'neutral-ports')}`);
  if (v.over) lines.push(`The war is over: ${v.over.result === 'defeat' ? `Germany is defeated on turn ${v.over.turn}` : `Armistice, ${v.over.vp} VP`}`);
  return lines.join('\n');
}

/** "   — needs 4+: 50 % — Poison Gas +2 §10.2.1" after a choice that rolls; nothing after one that does not. */
export function oddsSuffix(odds: { readonly text: string } | null | undefined): string {
  return odds ? `   — ${odds.text}` : '';
}

/** The pending decision: its rule and question, then the app's button labels numbered from 1, each roll's odds after it (issue 15). */
export function textChoices(v: BoardView): string[] {
  const p = v.prompt;
  if (p === null) return [];
  return [promptLine(p), ...choiceLabels(p, v).map((label, i) => `  ${i + 1}. ${label}${oddsSuffix(v.odds[i])}`)];
}
