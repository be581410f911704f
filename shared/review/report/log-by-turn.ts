// The campaign's log sorted by turn (issue #34's diary). A step's lines belong to the turn it began in, except
// when its action ran on into the next turn (the Entente's phases play on after the player's last decision):
// the lines from that turn's first phase on belong to the new turn. The log's phase line says so; its turn
// number is read from the step marks, never from the sentence.
import { PHASES, type LogEntry } from '../../engine/index.js';
import type { ReportLog } from './report-input.js';

/** A line of the log with the step whose action wrote it (0: the campaign's opening). */
export interface StepEntry {
  readonly step: number;
  readonly entry: LogEntry;
}

const FIRST_PHASE = `: ${PHASES[0].title}`;

function opensTurn(entry: LogEntry): boolean {
  return entry.type === 'phase' && entry.text.endsWith(FIRST_PHASE);
}

/** The log's lines by turn, in order. */
export function logByTurn(h: ReportLog): Map<number, StepEntry[]> {
  const byTurn = new Map<number, StepEntry[]>();
  const put = (turn: number, e: StepEntry): void => {
    const list = byTurn.get(turn);
    if (list === undefined) byTurn.set(turn, [e]);
    else list.push(e);
  };
  let from = 0;
  h.lineCounts.forEach((to, step) => {
    const end = h.marks[step]?.turn ?? 1;
    let turn = step === 0 ? end : (h.marks[step - 1]?.turn ?? end);
    for (let i = from; i < to && i < h.log.length; i++) {
      const entry = h.log[i];
      if (step > 0 && opensTurn(entry) && turn < end) turn++;
      put(turn, { step, entry });
    }
    from = Math.max(from, to);
  });
  return byTurn;
}
