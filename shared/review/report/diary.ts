// The war told as a diary by turn (issue #34): what changed the war that turn, from its log (entries into the
// war, fronts that broke, Defeat checks, surrenders, the special events, the end), the rolls and draws that
// moved the chance of the Armistice most (the review's, when it measured them), the turning points of that
// turn, and where the war stood when the turn ended (VP, Unruhe, RM) against the turn before.
import type { TurnPoint } from '../../campaign-story.js';
import { whenWords } from '../../labels/index.js';
import type { LogEntry } from '../../engine/index.js';
import { pct, points, sentence, shortfall } from './html-text.js';
import { logByTurn } from './log-by-turn.js';
import type { ReportInput, ReportRoll } from './report-input.js';

export interface DiaryTurn {
  readonly turn: number;
  /** "Turn 3 (Sep–Oct 1914)" */
  readonly heading: string;
  readonly lines: readonly string[];
}

/** The log's kinds of lines a diary tells: the moments that change a war, not each die of an attack. */
const TOLD: Readonly<Partial<Record<LogEntry['type'], (text: string) => string>>> = {
  alliance: (t) => `Into the war: ${t}`,
  'usa-at-war': (t) => `Into the war: ${t}`,
  'over-the-top': (t) => `A front broke: ${t}`,
  'defeat-check': (t) => t,
  surrender: (t) => t,
  kaiserschlacht: (t) => t,
  'special-event': (t) => t,
  'mutiny-ends': (t) => t,
  'naval-battle': (t) => t,
  'red-baron-down': (t) => t,
  'game-over': (t) => `The end: ${t}`,
};

/** A roll that moved the chance of the Armistice by at least this much, clearly, is one of the turn's big ones. */
export const BIG_ROLL = 0.05;
/** At most this many rolls a turn, the biggest first. */
const ROLLS_A_TURN = 3;

function toldLine(entry: LogEntry): string | null {
  const tell = TOLD[entry.type];
  if (tell !== undefined) return sentence(tell(entry.text));
  // The Calendar's announcements (Gallipoli, the Marne, the Trenches, the Zeppelins).
  if (entry.type === 'note' && entry.subject?.kind === 'calendar-event') return sentence(entry.text);
  return null;
}

function rollLine(r: ReportRoll): string {
  return sentence(`${r.text}: the chance of the Armistice went from ${pct(r.before)} to ${pct(r.after)} (${points(r.change)} ± ${Math.round(100 * r.margin)})`);
}

function bigRolls(rolls: readonly ReportRoll[], turn: number): ReportRoll[] {
  return rolls
    .filter((r) => r.turn === turn && r.clear && Math.abs(r.change) >= BIG_ROLL)
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change) || a.step - b.step)
    .slice(0, ROLLS_A_TURN)
    .sort((a, b) => a.step - b.step);
}

/** "3 cities in Unruhe (up from 1)" */
function changed(now: number, before: number | undefined, what: string): string {
  if (before === undefined || before === now) return `${now} ${what}`;
  return `${now} ${what} (${now > before ? 'up' : 'down'} from ${before})`;
}

function standing(p: TurnPoint, prev: TurnPoint | undefined, last: boolean): string {
  const end = last ? 'Where the war stood at the last move' : 'At the end of the turn';
  return `${end}: ${changed(p.vp, prev?.vp, 'Victory Points')} had the war ended then, ${changed(p.unruhe, prev?.unruhe, p.unruhe === 1 ? 'city in Unruhe' : 'cities in Unruhe')}, ${changed(p.rm, prev?.rm, 'RM')}.`;
}

function heading(turn: number): string {
  const w = whenWords(turn);
  return w.charAt(0).toUpperCase() + w.slice(1);
}

/** The diary: one entry per turn played, in order. */
export function diaryOf(input: ReportInput): DiaryTurn[] {
  const log = logByTurn(input.history);
  const rolls = input.review?.rolls ?? [];
  const turningPoints = input.review?.decisions.filter((d) => d.turningPoint) ?? [];
  const turns = [...new Set([...input.turns.map((p) => p.turn), ...log.keys()])].sort((a, b) => a - b);
  return turns.map((turn, i) => {
    const told = (log.get(turn) ?? []).map((e) => toldLine(e.entry)).filter((l): l is string => l !== null);
    const lines = [...new Set(told)];
    for (const r of bigRolls(rolls, turn)) lines.push(rollLine(r));
    for (const d of turningPoints.filter((t) => t.turn === turn)) {
      lines.push(`A turning point at move ${d.step + 1}: the choice made fell short of the General Staff's best by ${shortfall(d.gap?.mean ?? 0)} (see the turning points below).`);
    }
    if (lines.length === 0) lines.push('A quiet turn: no front broke, no Country entered or left the war.');
    const point = input.turns.find((p) => p.turn === turn);
    const prev = input.turns.find((p) => p.turn === turns[i - 1]);
    if (point !== undefined) lines.push(standing(point, prev, i === turns.length - 1 && input.over === null));
    return { turn, heading: heading(turn), lines };
  });
}
