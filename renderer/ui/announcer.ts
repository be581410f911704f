// The polite live region (issue #33): a screen reader hears each update's new log lines, the same sentences
// the log writes, without moving focus. A long update (an Entente turn) is capped so it never floods the
// player: its count is said, then its last few lines; the whole of it stays in the log to be read.
import type { CampaignUpdate } from '../../shared/ipc.js';

/** The most lines one update speaks; the rest are counted, and read in the log. */
export const ANNOUNCED_LINES = 3;
/** How many spoken sentences the region keeps (older ones are removed: they were said already). */
const KEPT = 12;

/** What an update says: its new lines (capped; their sentences without the rule the log puts in its margin), a
 *  taken-back move in a sentence, nothing for a load or a new campaign. */
export function announcedLines(u: Pick<CampaignUpdate, 'reason' | 'log'>): string[] {
  if (u.reason === 'undo') return ['The last move was taken back.'];
  if (u.reason !== 'act') return []; // the whole log arrives: the decision, not the history, is what to hear
  const lines = u.log.map((l) => l.text.trim()).filter((l) => l !== '');
  if (lines.length <= ANNOUNCED_LINES) return lines;
  return [`${lines.length} new lines in the game log; the last ${ANNOUNCED_LINES}:`, ...lines.slice(-ANNOUNCED_LINES)];
}

export class Announcer {
  readonly root: HTMLDivElement;

  constructor() {
    this.root = document.createElement('div');
    this.root.className = 'announcer';
    // A named live region needs a role that may carry a name: "log" (polite, new lines read, not the whole).
    this.root.setAttribute('role', 'log');
    this.root.setAttribute('aria-live', 'polite');
    this.root.setAttribute('aria-label', 'Announcements');
  }

  /** Speaks the update's sentences (each a paragraph added to the region: additions are what is read). */
  heard(u: Pick<CampaignUpdate, 'reason' | 'log'>): void {
    this.say(announcedLines(u));
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
