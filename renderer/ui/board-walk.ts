// The board as a list of boxes for a screen reader or the keyboard (issue #33): a visually hidden region
// "Board" after the Decision region. Each box is a button named by what it holds (ui/box-words.ts); the arrow
// keys walk the boxes (one Tab stop: a roving tabindex), and a box the pending decision concerns carries its
// moves as buttons under it, each played through the prompt bar's own handler. Focus follows the decision:
// when a move is made from here, the next decision's first box with a move takes it, or, when no box has
// one, the Decision region's first choice; it never falls to the page's body.
import type { BoardView } from '../../shared/engine/index.js';
import { boxName, boxWords, movesByBox, walkedBoxes } from './box-words.js';
import { choiceName } from './decision-mirror.js';
import { dialogOpen, mayMoveDialogs } from './dialog-watch.js';
import { hiddenRegion } from './visually-hidden.js';

export interface BoardWalkParts {
  /** Plays action `index` as the prompt bar's button does. */
  choose(index: number): void;
  /** Focus to the Decision region (its first choice). */
  focusDecision(): void;
  /** Says a sentence in the polite live region. */
  say(line: string): void;
}


/** The keys that walk the list, and where each goes from box `i` of `n`. */
const WALK: Readonly<Record<string, (i: number, n: number) => number>> = {
  ArrowDown: (i, n) => Math.min(n - 1, i + 1),
  ArrowUp: (i) => Math.max(0, i - 1),
  Home: () => 0,
  End: (_i, n) => n - 1,
};

interface BoxItem {
  readonly li: HTMLLIElement;
  readonly button: HTMLButtonElement;
  readonly moves: HTMLUListElement;
}

export class BoardWalk {
  readonly root: HTMLElement;
  private readonly summary: HTMLParagraphElement;
  private readonly list: HTMLUListElement;
  private readonly items = new Map<string, BoxItem>();
  /** The boxes listed, in order. */
  private order: string[] = [];
  /** The box holding the list's one Tab stop. */
  private current: string | null = null;
  private moves = new Map<string, number[]>();
  private moment = '';

  constructor(private readonly parts: BoardWalkParts) {
    this.root = hiddenRegion('Board', 'board-walk');
    const heading = document.createElement('h2');
    heading.textContent = 'Board, box by box';
    this.summary = document.createElement('p');
    this.list = document.createElement('ul');
    this.list.setAttribute('aria-label', 'Boxes');
    this.root.append(heading, this.summary, this.list);
    this.list.addEventListener('keydown', (e) => this.key(e));
    // A screen or dialog over the board: its boxes are out of reach, as the board is under it.
    this.list.hidden = dialogOpen();
    new MutationObserver((records) => {
      if (mayMoveDialogs(records)) this.list.hidden = dialogOpen();
    }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden', 'class'] });
    this.show(null, [], '');
  }

  /**
   * The board `v` with its decision (`labels`: each action's button words with odds; `moment`: which decision,
   * the same one keeps the focus where it is). Null: no board in play (no campaign, the History screen).
   */
  show(v: BoardView | null, labels: readonly string[], moment: string): void {
    const had = this.focused();
    const newDecision = moment !== this.moment;
    this.moment = moment;
    this.moves = v ? movesByBox(v) : new Map();
    const boxes = v ? walkedBoxes(v, this.moves) : [];
    for (const box of boxes) {
      const item = this.items.get(box) ?? this.make(box);
      const moves = this.moves.get(box) ?? [];
      const words = v ? boxWords(box, v) : '';
      const name = moves.length === 0 ? words : `${words}. ${moves.length} move${moves.length === 1 ? '' : 's'}`;
      if (item.button.textContent !== name) item.button.textContent = name;
      item.moves.hidden = moves.length === 0;
      item.moves.replaceChildren(...moves.map((i) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.textContent = choiceName(labels[i] ?? 'Choose');
        b.dataset.index = String(i);
        b.addEventListener('click', () => this.parts.choose(i));
        const li = document.createElement('li');
        li.append(b);
        return li;
      }));
    }
    if (boxes.join('\n') !== this.order.join('\n')) {
      this.order = boxes;
      this.list.replaceChildren(...boxes.map((b) => (this.items.get(b) as BoxItem).li));
    }
    const withMoves = boxes.filter((b) => this.moves.has(b));
    this.summary.textContent = v === null ? 'No board in play.'
      : `${boxes.length} boxes. ${withMoves.length === 0 ? 'No box has a move for this decision' : `Moves in ${withMoves.map(boxName).join(', ')}`}. Up and Down arrows walk the boxes; Enter on a box goes to its moves.`;
    // The Tab stop: the decision's first box with a move, else where it was, else the first box.
    const stop = (newDecision ? withMoves[0] : undefined) ?? (this.current !== null && boxes.includes(this.current) ? this.current : withMoves[0] ?? boxes[0] ?? null);
    this.setCurrent(stop);
    if (had !== null) this.refocus(had, newDecision, withMoves);
  }

  /** The war moves (an action's events play): no move can be made; the words stay until the board is drawn. */
  freeze(): void {
    const had = this.focused();
    this.moves = new Map();
    for (const item of this.items.values()) {
      item.moves.replaceChildren();
      item.moves.hidden = true;
    }
    if (had !== null) this.items.get(had.box)?.button.focus();
  }

  /** Focus to the list's Tab stop (the decision's first box with a move). False when there is no box. */
  focus(): boolean {
    const item = this.current === null ? undefined : this.items.get(this.current);
    item?.button.focus();
    return item !== undefined;
  }

  private make(box: string): BoxItem {
    const li = document.createElement('li');
    li.dataset.box = box;
    const button = document.createElement('button');
    button.type = 'button';
    button.tabIndex = -1;
    button.addEventListener('click', () => this.enter(box));
    button.addEventListener('focus', () => this.setCurrent(box));
    const moves = document.createElement('ul');
    moves.setAttribute('aria-label', `Moves in ${boxName(box)}`);
    moves.hidden = true;
    li.append(button, moves);
    const item = { li, button, moves };
    this.items.set(box, item);
    return item;
  }

  /** Enter (or a click) on a box: to its first move, or a sentence saying it has none. */
  private enter(box: string): void {
    const first = this.items.get(box)?.moves.querySelector('button');
    if (first) first.focus();
    else this.parts.say(`No move in ${boxName(box)} for this decision.`);
  }

  private key(e: KeyboardEvent): void {
    const target = e.target instanceof HTMLElement ? e.target : null;
    // Space and Enter press the focused button (the board's Space would "go on" instead).
    if ((e.key === ' ' || e.key === 'Enter') && target instanceof HTMLButtonElement) {
      e.stopPropagation();
      return;
    }
    const go = WALK[e.key];
    if (go === undefined || e.ctrlKey || e.metaKey || e.altKey || this.order.length === 0) return;
    // From a move, the arrows walk on from its box.
    const from = target?.closest<HTMLElement>('li[data-box]')?.dataset.box ?? this.current;
    const i = from === null || from === undefined ? 0 : Math.max(0, this.order.indexOf(from));
    const next = this.order[go(i, this.order.length)];
    e.preventDefault();
    e.stopPropagation();
    this.items.get(next)?.button.focus();
  }

  private setCurrent(box: string | null): void {
    if (this.current !== null && this.current !== box) {
      const old = this.items.get(this.current);
      if (old) old.button.tabIndex = -1;
    }
    this.current = box;
    const item = box === null ? undefined : this.items.get(box);
    if (item) item.button.tabIndex = 0;
  }

  /** Where focus is in the list now: its box, and whether on the box or one of its moves. */
  private focused(): { box: string; onMove: boolean } | null {
    const a = document.activeElement;
    if (!(a instanceof HTMLElement) || !this.list.contains(a)) return null;
    const box = a.closest<HTMLElement>('li[data-box]')?.dataset.box;
    return box === undefined ? null : { box, onMove: a.dataset.index !== undefined };
  }

  /** After a rebuild with focus in the list: a new decision's first box with a move, or the Decision region
   *  when no box has one; the same decision keeps the box (its first move when focus was on a move). */
  private refocus(had: { box: string; onMove: boolean }, newDecision: boolean, withMoves: readonly string[]): void {
    if (newDecision && withMoves.length === 0 && this.moment !== '') {
      this.parts.focusDecision();
      return;
    }
    const box = newDecision ? withMoves[0] : this.items.has(had.box) && this.order.includes(had.box) ? had.box : this.current;
    const item = box === null || box === undefined ? undefined : this.items.get(box);
    const target = had.onMove && !newDecision ? item?.moves.querySelector('button') ?? item?.button : item?.button;
    if (target) target.focus();
    else this.parts.focusDecision();
  }

  /** The boxes' names as read, in order (tests). */
  names(): string[] {
    return this.order.map((b) => this.items.get(b)?.button.textContent ?? '');
  }
}
