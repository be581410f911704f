// The game log of the side panel: the whole campaign's log, however long, with only the rows in view
// (and a few either side) in the DOM. @tanstack/virtual-core places them; this class draws them.
//
// Each row is one log entry (issue 29): its rule in the margin, its sentence, the history of the event it names.
// Rows wrap and are measured (ResizeObserver, through the virtualizer's measureElement) rather than cut to
// one line: in the panel's ~300 px a typical line ("§10.1 Attack on French 5th Army (strength 2, paid
// with rm): die 3 — success") needs two lines, and an ellipsis would hide its end, which is the result.
// Unmeasured rows are estimated from their length, so the scrollbar is about right before they are seen.
import { Virtualizer, elementScroll, observeElementOffset, observeElementRect } from '@tanstack/virtual-core';
import { button, el } from '../ui/dom.js';
import { isRuleLink, ruleLinkLabel } from '../help/rule-link.js';
import { HISTORICAL_NOTE, logLineHistory } from '../ui/log-history.js';
import type { LogEntry, LogRef } from '../../shared/engine/index.js';

/** One text line of a row and the space under a row, in px (styles.css, `.log-rows li`). */
const LINE_PX = 19;
const ROW_GAP_PX = 3;
/** Space above the first row and below the last. */
const PAD_PX = 8;
/** Within this many px of the bottom counts as "at the bottom" (the stage's scale leaves fractions). */
const END_SLACK_PX = 4;
/** A row's left and right insets in the list (styles.css: room for the line numbers, and the margin). */
const ROW_INSET_PX = 44 + 12;
/** For the estimate of a row not yet measured: an average character of the log's 13-px font, the rule
 *  reference's box (min-width 44 px and its margin; drawn even when empty), and a row's width when the
 *  panel is not laid out yet. */
const CHAR_PX = 7.4;
const RULE_PX = 50;
const DEFAULT_ROW_PX = 320;
/** Rows drawn beyond each edge of the view, so a wheel step shows no blank. */
const OVERSCAN = 8;
/** Keys that scroll a focused log: the board must not act on them too (PageUp/PageDown turn its prompt pages). */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);

export class LogList {
  /** The scrolling element (#log): focusable, role "log". */
  readonly root: HTMLDivElement;
  /** Sized to the whole log; the rows in view sit in it, absolutely placed. */
  private readonly rows: HTMLOListElement;
  /** Each line's sentence, rule and reference to the engine event it was written from (issue 14: its historical note). */
  private readonly lines: LogEntry[] = [];
  /** A key for each line, new for every line ever added: after a truncation, a line at a reused index
   *  is a different row (its measured height and its element are not the old line's). */
  private readonly keys: number[] = [];
  private nextKey = 0;
  /** The rows in the DOM, by key, in index order. */
  private readonly shown = new Map<number, HTMLLIElement>();
  private readonly v: Virtualizer<HTMLDivElement, HTMLLIElement>;
  private readonly unmount: () => void;
  /** Whether the view follows the end: true at the bottom, false once the player scrolled up. Kept while
   *  the log is hidden (another tab shown), where it cannot be read from the element. */
  private pinned = true;
  private height = 0;
  private rowPx = DEFAULT_ROW_PX;
  private drawing = false;
  private redraw = false;

  /** `onRule`: a line's rule was pressed (mouse or keyboard): open Rules help at it (issue 32). */
  constructor(private readonly onRule: (rule: string) => void = () => {}) {
    this.rows = el('ol', { class: 'log-rows' });
    this.root = el('div', { class: 'log', id: 'log' }, [this.rows]);
    this.root.setAttribute('role', 'log');
    this.root.setAttribute('aria-label', 'Game log');
    // A log is a polite live region by default; its new lines are spoken once, capped, by the Decision
    // region's announcements (ui/announcer.ts), so this one stays quiet (its rows also come and go as it scrolls).
    this.root.setAttribute('aria-live', 'off');
    this.root.tabIndex = 0;
    this.v = new Virtualizer<HTMLDivElement, HTMLLIElement>({
      count: 0,
      getScrollElement: () => this.root,
      getItemKey: this.keyGetter(),
      estimateSize: (i) => this.estimate(i),
      overscan: OVERSCAN,
      paddingStart: PAD_PX,
      paddingEnd: PAD_PX,
      scrollToFn: elementScroll,
      observeElementRect: (instance, cb) => observeElementRect(instance, (rect) => {
        cb(rect);
        this.resized(rect.width, rect.height);
      }),
      observeElementOffset,
      onChange: () => this.draw(),
    });
    this.unmount = this.v._didMount();
    this.v._willUpdate();
    this.root.addEventListener('scroll', () => {
      if (this.root.clientHeight > 0) this.pinned = this.atEnd();
    }, { passive: true });
    this.root.addEventListener('keydown', (e) => {
      if (SCROLL_KEYS.has(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) e.stopPropagation();
      // Space and Enter on a rule link press it (the board's Space would "go on" instead).
      if ((e.key === ' ' || e.key === 'Enter') && e.target instanceof HTMLButtonElement) e.stopPropagation();
    });
  }

  get length(): number {
    return this.lines.length;
  }

  /** Every line's entry, in order (a copy). */
  entries(): LogEntry[] {
    return [...this.lines];
  }

  /** Line i's entry: its sentence, its rule and the engine event it was written from. */
  entryAt(i: number): LogEntry | undefined {
    return this.lines[i];
  }

  /**
   * The log from index `start` on becomes `lines`: 0 replaces it all, `length` appends, less truncates
   * first (an Undo takes back the lines of what it undid). A view at the bottom stays at the bottom.
   */
  replaceFrom(start: number, lines: readonly LogEntry[]): void {
    if (!Number.isInteger(start) || start < 0 || start > this.lines.length) {
      throw new RangeError(`log replaceFrom(${start}) outside 0..${this.lines.length}`);
    }
    if (start === this.lines.length && lines.length === 0) return;
    const laidOut = this.root.clientHeight > 0;
    if (laidOut) this.pinned = this.atEnd();
    for (let i = start; i < this.keys.length; i++) this.v.itemSizeCache.delete(this.keys[i]);
    this.lines.length = start;
    this.keys.length = start;
    for (const line of lines) {
      this.lines.push(line);
      this.keys.push(this.nextKey++);
    }
    // A new key getter makes the virtualizer lay the rows out again (keys at reused indexes changed).
    this.v.setOptions({ ...this.v.options, count: this.lines.length, getItemKey: this.keyGetter() });
    this.v._willUpdate();
    this.draw();
    if (this.pinned && laidOut) this.v.scrollToEnd();
  }

  /** Stops observing the element (the panel lives as long as the page, so nothing calls it yet). */
  destroy(): void {
    this.unmount();
  }

  private keyGetter(): (i: number) => number {
    const keys = this.keys;
    return (i) => keys[i];
  }

  /** Height of a row not yet measured, from its length (rows wrap in the panel's narrow column). */
  private estimate(i: number): number {
    const line = this.lines[i] as LogEntry | undefined;
    // The sentence, and a space's worth after a rule (as the estimate has always counted it).
    const chars = line === undefined ? 0 : line.text.length + 1;
    const px = RULE_PX + chars * CHAR_PX;
    return Math.max(1, Math.ceil(px / this.rowPx)) * LINE_PX + ROW_GAP_PX;
  }

  private atEnd(): boolean {
    const r = this.root;
    return r.scrollHeight - r.clientHeight - r.scrollTop <= END_SLACK_PX;
  }

  /** The element's size changed: shown again after another tab, the estimate's width, or laid out at last. */
  private resized(width: number, height: number): void {
    const wasHidden = this.height === 0;
    this.height = height;
    if (height === 0) return;
    const listWidth = this.rows.clientWidth || width;
    if (listWidth > 0) this.rowPx = Math.max(100, listWidth - ROW_INSET_PX);
    if (wasHidden && this.pinned && this.lines.length > 0) {
      this.draw();
      this.v.scrollToEnd();
    }
  }

  /** Draws the rows the virtualizer asks for. Measuring a new row can change the layout and ask again. */
  private draw(): void {
    if (this.drawing) {
      this.redraw = true;
      return;
    }
    this.drawing = true;
    try {
      for (let pass = 0; pass < 4; pass++) {
        this.redraw = false;
        this.drawOnce();
        if (!this.redraw) break;
      }
    } finally {
      this.drawing = false;
    }
  }

  private drawOnce(): void {
    const items = this.v.getVirtualItems();
    this.rows.style.height = `${this.v.getTotalSize()}px`;
    const wanted = new Set<number>();
    for (const item of items) wanted.add(this.keys[item.index]);
    let removed = false;
    for (const [key, li] of this.shown) {
      if (!wanted.has(key)) {
        li.remove();
        this.shown.delete(key);
        removed = true;
      }
    }
    // The virtualizer stops observing rows that left the DOM.
    if (removed) this.v.measureElement(null);
    // Rows stay in index order in the DOM (reading order, text selection): a new row goes after the
    // previous one in view, or first.
    const fresh: HTMLLIElement[] = [];
    const setSize = String(this.lines.length);
    let prev: HTMLLIElement | null = null;
    for (const item of items) {
      const key = this.keys[item.index];
      let li = this.shown.get(key);
      if (!li) {
        li = this.makeRow(item.index);
        this.rows.insertBefore(li, prev ? prev.nextSibling : this.rows.firstChild);
        this.shown.set(key, li);
        fresh.push(li);
      }
      li.style.transform = `translateY(${item.start}px)`;
      if (li.getAttribute('aria-setsize') !== setSize) li.setAttribute('aria-setsize', setSize);
      prev = li;
    }
    for (const li of fresh) this.v.measureElement(li);
  }

  /** A line's rule in the margin: a button opening Rules help at the entry's own `rule` field (issue 32). */
  private ruleMargin(rule: string): HTMLElement {
    if (!isRuleLink(rule)) return el('span', { class: 'rule', text: rule });
    const b = button(rule, () => this.onRule(rule), 'rule rule-link');
    b.title = ruleLinkLabel(rule);
    b.setAttribute('aria-label', ruleLinkLabel(rule));
    return b;
  }

  private makeRow(index: number): HTMLLIElement {
    const { rule, text } = this.lines[index];
    const li = el('li', {}, [this.ruleMargin(rule), document.createTextNode(text), historyOf(this.lines[index])]);
    li.dataset.index = String(index);
    li.value = index + 1;
    li.setAttribute('aria-posinset', String(index + 1));
    return li;
  }
}

/** A line naming an event gets its historical note under it, folded behind "Historical note" (issue 14; named
 *  apart from the History screen, issue 32); the row is re-measured
 *  when it opens, since the virtualizer observes each row's size. */
function historyOf(ref: LogRef | null | undefined): HTMLDetailsElement | null {
  const note = logLineHistory(ref);
  if (note === undefined) return null;
  return el('details', { class: 'history' }, [el('summary', { text: HISTORICAL_NOTE }), el('p', { text: note })]);
}
