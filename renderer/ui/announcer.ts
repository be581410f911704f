// The polite live region (issue #33): a screen reader hears each update's new log lines, the same sentences
// the log writes, without moving focus. A long update (an Entente turn) is capped so it never floods the
// player: its count is said, then its last few lines; the whole of it stays in the log to be read. The table
// companion's steps (issue 32) are said as they come, each once.
import type { CampaignUpdate } from '../../shared/ipc.js';

/** The most lines one update speaks; the rest are counted, and read in the log. */
export const ANNOUNCED_LINES = 3;
/** How many spoken sentences the region keeps (older ones are removed: they were said already). */
const KEPT = 12;

/** What of an update the announcer reads: its reason, its new log lines, the companion's pending steps. */
export type HeardUpdate = Pick<CampaignUpdate, 'reason' | 'log' | 'entrySteps'>;

/**
 * What an update says: its new lines (capped; their sentences without the rule the log puts in its margin), a
 * taken-back move in a sentence, nothing for a load or a new campaign. While the table companion asks for a
 * roll (issue 32) the action's lines arrive as its steps so far (`entrySteps`), each entry's update with all the
 * steps again, and the answered action's update with all its lines: `heardSteps` of them were said already.
 */
export function announcedLines(u: HeardUpdate, heardSteps = 0): string[] {
  if (u.reason === 'undo') return ['The last move was taken back.'];
  if (u.reason !== 'act') return []; // the whole log arrives: the decision, not the history, is what to hear
  const all = u.entrySteps ? u.entrySteps.log : u.log;
  const lines = all.slice(heardSteps <= all.length ? heardSteps : 0).map((l) => l.text.trim()).filter((l) => l !== '');
  if (lines.length <= ANNOUNCED_LINES) return lines;
  return [`${lines.length} new lines in the game log; the last ${ANNOUNCED_LINES}:`, ...lines.slice(-ANNOUNCED_LINES)];
}

/**
 * How many lines of the companion's pending question a player has heard, or seen at once, after `u`: all its
 * steps (said as they came, or shown whole by a load — a reload of the page, an Undo — and not to be said again
 * when the next entry comes); none once no question is pending.
 */
export function heardStepsAfter(u: HeardUpdate): number {
  return u.entrySteps?.log.length ?? 0;
}

export class Announcer {
  readonly root: HTMLDivElement;
  /** Lines of the companion's pending question heard so far (a page loaded with one pending starts at its steps). */
  private heardSteps = 0;

  constructor() {
    this.root = document.createElement('div');
    this.root.className = 'announcer';
    // A named live region needs a role that may carry a name: "log" (polite, new lines read, not the whole).
    this.root.setAttribute('role', 'log');
    this.root.setAttribute('aria-live', 'polite');
    this.root.setAttribute('aria-label', 'Announcements');
  }

  /** Speaks the update's sentences (each a paragraph added to the region: additions are what is read). */
  heard(u: HeardUpdate): void {
    this.say(announcedLines(u, this.heardSteps));
    this.heardSteps = heardStepsAfter(u);
  }

  say(lines: readonly string[]): void {
    for (const line of lines) {
      const p = document.createElement('p');
      p.textContent = line;
      this.root.append(p);
    }
    while (this.root.childElementCount > KEPT) this.root.firstElementChild?.remove();
  }

  /** The sentences said so far, oldest first (the test hook). */
  said(): string[] {
    return [...this.root.children].map((c) => c.textContent ?? '');
  }
}
