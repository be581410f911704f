// The History screen's bar over the foot of the board: where the campaign stands at the step shown, the
// moves (first / previous turn / previous phase / previous / next / next phase / next turn / last, with their
// keys on the buttons' hints), Replay at a chosen speed, Play on from here and Back to the game. It only
// shows and forwards clicks: app/history-mode.ts does the moving. data-step / data-length / data-turn carry
// the step for the tests (the player reads the sentence).
import type { HistoryMove } from '../../shared/history-steps.js';
import { button, el } from '../ui/dom.js';
import type { DiceChoice } from '../../shared/branch-dice.js';
import { diceChoiceField, type DiceChoiceField } from './dice-choice.js';

export interface HistoryBarHandlers {
  move(m: HistoryMove): void;
  replay(): void;
  playOn(): void;
  leave(): void;
  /** The Review screen of the campaign shown (issue #34). */
  review(): void;
}

/** The Replay button's words: ▶ and ■ are in DejaVu Sans, the page's font (Linux's default has no pause sign, U+23F8,
 *  and drew an empty box; issue 32). */
export const REPLAY_LABELS = { replay: '▶ Replay', stop: '■ Stop' } as const;

/** The replay speeds offered (the animation queue's factor; 0 shows each move at once). */
export const REPLAY_SPEEDS: readonly (readonly [number, string])[] = [[0.5, 'Slow'], [1, 'Normal'], [2, 'Fast'], [4, 'Very fast'], [0, 'Fastest']];

const MOVES: readonly (readonly [HistoryMove, string, string])[] = [
  ['first', 'First', 'The campaign’s first decision (Home)'],
  ['previous-turn', '« Turn', 'The start of the turn before (Page Up)'],
  ['previous-phase', '‹ Phase', 'The start of the phase before (Up arrow)'],
  ['previous', '◂ Move', 'One move back (Left arrow)'],
  ['next', 'Move ▸', 'One move on (Right arrow)'],
  ['next-phase', 'Phase ›', 'The next phase (Down arrow)'],
  ['next-turn', 'Turn »', 'The next turn (Page Down)'],
  ['last', 'Last', 'Where the campaign stands (End)'],
];

export class HistoryBar {
  readonly root: HTMLElement;
  private readonly where = el('p', { class: 'history-where', id: 'history-where' });
  /** The campaign's notes, and a bookmark's note at the step shown (issue 31); hidden when there are none. */
  private readonly notes = el('p', { class: 'fine history-notes', id: 'history-notes' });
  private readonly replayButton: HTMLButtonElement;
  readonly speed = el('select', { id: 'history-speed' });
  /** The dice of a branch made here: the same as the campaign's, or new (issue 31). */
  private readonly dice: DiceChoiceField = diceChoiceField(null, 'history-dice-choice');

  constructor(h: HistoryBarHandlers) {
    this.where.setAttribute('role', 'status');
    const moves = MOVES.map(([m, label, hint]) => {
      const b = button(label, () => h.move(m), 'btn history-move');
      b.id = `history-${m}`;
      b.title = hint;
      return b;
    });
    for (const [value, label] of REPLAY_SPEEDS) {
      const o = el('option', { text: label });
      o.value = String(value);
      this.speed.appendChild(o);
    }
    this.speed.title = 'Replay speed';
    this.speed.setAttribute('aria-label', 'Replay speed'); // a name of its own, not only a hover title (issue #33)
    this.replayButton = button(REPLAY_LABELS.replay, () => h.replay(), 'btn');
    this.replayButton.id = 'history-replay';
    const playOn = button('Play on from here', () => h.playOn(), 'btn primary');
    playOn.id = 'history-play-on';
    // Where a branch is made, the player chooses its dice and reads what they mean (issue 31).
    this.dice.sentence.id = 'history-dice';
    const review = button('Review this war', () => h.review(), 'btn');
    review.id = 'history-review';
    review.title = 'The General Staff’s review of this war, up to its last move';
    const leave = button('Back to the game', () => h.leave(), 'btn');
    leave.id = 'history-leave';
    this.root = el('div', { class: 'history-bar', id: 'history-bar' }, [
      el('div', { class: 'history-head' }, [el('b', { text: 'History' }), this.where]),
      el('div', { class: 'history-moves' }, moves),
      el('div', { class: 'history-actions' }, [this.speed, this.replayButton, this.dice.menu, playOn, review, leave]),
      this.notes,
      this.dice.sentence,
    ]);
    this.notes.hidden = true;
    this.root.style.display = 'none';
  }

  show(leaveLabel: string): void {
    (this.root.querySelector('#history-leave') as HTMLButtonElement).textContent = leaveLabel;
    this.root.style.display = '';
  }

  hide(): void {
    this.root.style.display = 'none';
  }

  /** The dice chosen for a branch made here. */
  diceChoice(): DiceChoice {
    return this.dice.value();
  }

  /** The step shown, in words, and on the element for the tests. */
  showStep(step: number, length: number, turn: number, words: string): void {
    this.where.textContent = words;
    this.root.dataset.step = String(step);
    this.root.dataset.length = String(length);
    this.root.dataset.turn = String(turn);
  }

  /** The campaign's notes and the note of a bookmark at the step shown, in words ('' and null: none). */
  showNotes(notes: string, bookmark: { readonly name: string; readonly note?: string } | null): void {
    const lines = [
      bookmark?.note !== undefined ? `Bookmark “${bookmark.name}”: ${bookmark.note}` : '',
      notes !== '' ? `Notes: ${notes}` : '',
    ].filter((l) => l !== '');
    this.notes.textContent = lines.join('\n');
    this.notes.hidden = lines.length === 0;
  }

  /** Whether a step is on its way (the tests wait for it to settle). */
  setBusy(busy: boolean): void {
    this.root.dataset.busy = busy ? 'yes' : 'no';
  }

  setReplaying(on: boolean): void {
    this.replayButton.textContent = on ? REPLAY_LABELS.stop : REPLAY_LABELS.replay;
    this.root.dataset.replaying = on ? 'yes' : 'no';
  }
}
