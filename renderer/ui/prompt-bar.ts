// The pending decision: its rule, its sentence, and one numbered button per legal action.
import { CanvasTextMetrics, Container, Graphics, Rectangle, Text } from 'pixi.js';
import type { FancyButton } from '@pixi/ui';
import type { Action, Prompt } from '../../shared/engine/index.js';
import { PROMPT_BAR, type Point, type Rect } from '../board/layout.js';
import { promptLine } from '../../shared/labels/index.js';
import { isRuleLink, ruleLinkLabel } from '../help/rule-link.js';
import { ACCENT_LOOK, BLOCKED_LOOK, makeButton, measureLabel } from './button.js';
import type { PackedButton } from './row-packing.js';
import { BUTTON_H, LABEL_FONT, PAGE_BUTTON_W, PROMPT_FONT, QUESTION_AT, QUESTION_SIDE, buttonHeight, buttonRows, buttonsTop, promptPages, rowWidth } from './prompt-room.js';
import type { BarState } from './decision-mirror.js';

const SANS = '"DejaVu Sans", Verdana, sans-serif';
/** An action button as drawn: its centre on the stage and its size (for the tests). */
export interface PromptButtonPlace {
  readonly index: number;
  readonly label: string;
  readonly centre: Point;
  readonly w: number;
  readonly h: number;
}

export interface PromptBarHandlers {
  onAction(index: number): void;
  onUndo(): void;
  /** What the bar now shows, each time it changes (the DOM mirror for screen readers, ui/decision-mirror.ts). */
  onShown?(state: BarState): void;
  /** The question's rule was clicked: open Rules help at it (issue 32). */
  onRule?(rule: string): void;
}

export class PromptBar extends Container {
  private readonly text: Text;
  private readonly buttons = new Container();
  private actions: readonly Action[] = [];
  /** Each action's button label (shared/labels: the words `kk play` offers too). */
  private labels: readonly string[] = [];
  private page = 0;
  /** Each page's buttons with their rows, places and widths (ui/row-packing.ts). */
  private pages: PackedButton[][] = [];
  private canUndo = false;
  /** Where the Undo button is (page coordinates of the board), for the tests. */
  private undoCentre: Point | null = null;
  /**
   * The Undo button, open or blocked, each made once on first need (issue #14): the bar is laid out again
   * for every decision, place and text size (several times before the first board is drawn), and a new
   * button each time meant its label measured and four faces drawn again for nothing.
   */
  private readonly undoButtons = new Map<boolean, FancyButton>();
  /** Holds the Undo button apart from `buttons`, whose children each layout destroys. */
  private readonly undoSlot = new Container();
  private buttonCentres: PromptButtonPlace[] = [];
  /** What the bar was last told to show (the Decision region hears it again with each page drawn). */
  private shown: BarState | null = null;
  /** Where the bar is on the stage; the window's layout moves and widens it (app/window-layout.ts). */
  private area: Rect = { x: PROMPT_BAR.x, y: PROMPT_BAR.y, w: PROMPT_BAR.width, h: PROMPT_BAR.height };
  private readonly plate = new Graphics();
  /** The question's rule as a link (issue 32): its underline and its hit area over the rule's words, placed
   *  from the prompt's `rule` field as measured in the question's style. */
  private readonly ruleLink = new Graphics();
  private rule: string | null = null;
  /** The text-size setting's factor on the question, the labels and the action buttons' height. */
  private textScale = 1;
  /** The action the advisor's panel points at (a row clicked): its button is ringed, never pressed. */
  private marked: number | null = null;

  constructor(private readonly handlers: PromptBarHandlers) {
    super();
    this.text = new Text({ text: '', style: { fontFamily: SANS, fontSize: PROMPT_FONT, fill: 0xf4efe0, wordWrap: true } });
    this.text.position.set(QUESTION_AT.x, QUESTION_AT.y);
    this.ruleLink.eventMode = 'static';
    this.ruleLink.cursor = 'pointer';
    this.ruleLink.on('pointertap', () => {
      if (this.rule !== null) this.handlers.onRule?.(this.rule);
    });
    this.addChild(this.plate, this.text, this.ruleLink, this.buttons, this.undoSlot);
    this.place(this.area);
  }

  /** Moves the bar to `area` of the stage and lays its buttons out again for its width. */
  place(area: Rect): void {
    this.area = area;
    this.position.set(area.x, area.y);
    this.plate.clear().rect(0, 0, area.w, area.h).fill(0x23211c).rect(0, 0, area.w, 2).fill(0xb89b5e);
    this.text.style.wordWrapWidth = area.w - QUESTION_SIDE;
    this.paginate();
    this.drawButtons();
  }

  /** The question's words at `scale` times their Normal size (the text-size setting). */
  setTextScale(scale: number): void {
    this.textScale = scale;
    this.text.style.fontSize = PROMPT_FONT * scale;
    this.placeRuleLink();
    this.paginate();
    this.drawButtons();
  }

  /** The question's font size now (the test hook). */
  fontSize(): number {
    return this.text.style.fontSize;
  }

  private buttonH(): number {
    return buttonHeight(this.textScale);
  }

  /** Where the first row of buttons starts: under the question, however many lines it wrapped to. */
  private buttonsTop(): number {
    return buttonsTop(this.text.height);
  }

  /** How many rows of buttons the bar holds under the question. */
  private rows(): number {
    return buttonRows(this.area.h, this.text.height, this.textScale);
  }

  /** Room for the action buttons in a row (less when one row must also hold the second page button). */
  private rowWidth(): number {
    return rowWidth(this.area.w, this.rows());
  }

  /** `busy`: the words while events animate (who is acting, board/shown-moment.ts), or false when idle. */
  show(prompt: Prompt | null, canUndo: boolean, busy: string | false, labels: readonly string[] = []): void {
    this.actions = prompt?.actions ?? [];
    this.labels = labels;
    this.marked = null;
    this.canUndo = canUndo;
    this.page = 0;
    this.text.text = prompt ? promptLine(prompt) : busy !== false ? busy : 'No decision pending.';
    this.rule = prompt && isRuleLink(prompt.rule) ? prompt.rule : null;
    this.placeRuleLink();
    this.paginate();
    this.shown = { prompt, canUndo, busy, labels };
    this.drawButtons();
  }

  /** While events animate: who is acting now (a phase banner changed it); no buttons are offered meanwhile. */
  showBusy(words: string): void {
    if (this.actions.length > 0) return;
    this.text.text = words;
    this.rule = null;
    this.placeRuleLink();
    this.shown = { prompt: null, canUndo: this.canUndo, busy: words, labels: [] };
    this.tellShown();
  }

  /** Underlines the question's rule (it leads the first line, promptLine) and makes it the link's hit area. */
  private placeRuleLink(): void {
    this.ruleLink.clear();
    this.ruleLink.visible = this.rule !== null;
    if (this.rule === null) return;
    const m = CanvasTextMetrics.measureText(this.rule, this.text.style);
    const { x, y } = this.text.position;
    const under = y + m.fontProperties.ascent + 3;
    this.ruleLink.moveTo(x, under).lineTo(x + m.width, under).stroke({ color: 0xd9b96a, width: 1 });
    this.ruleLink.hitArea = new Rectangle(x - 2, y - 2, m.width + 4, m.lineHeight + 4);
    this.ruleLink.accessibleTitle = ruleLinkLabel(this.rule);
  }

  /** Where the question's rule link is on the bar (the test hook; null when the question has no rule). */
  ruleLinkArea(): { x: number; y: number; w: number; h: number } | null {
    const r = this.ruleLink.hitArea;
    if (this.rule === null || !(r instanceof Rectangle)) return null;
    return { x: this.area.x + r.x, y: this.area.y + r.y, w: r.width, h: r.height };
  }

  /** The question as drawn (the test hook reads it). */
  promptText(): string {
    return this.text.text;
  }

  /** Visible action indexes in order (number keys 1…9 pick from these). */
  visibleIndexes(): number[] {
    return (this.pages[this.page] ?? []).map((b) => b.index);
  }

  /** Rings the button of action `index` (turning to its page), or none: the advisor's row points at it. */
  markAction(index: number | null): void {
    this.marked = index;
    const page = index === null ? -1 : this.pages.findIndex((p) => p.some((b) => b.index === index));
    if (page >= 0) this.page = page;
    this.drawButtons();
  }

  /** The ringed action's index (the test hook). */
  markedForTest(): number | null {
    return this.marked;
  }

  buttonsForTest(): PromptButtonPlace[] {
    return this.buttonCentres;
  }

  undoForTest(): Point | null {
    return this.undoCentre;
  }

  private labelOf(index: number): string {
    return this.labels[index] ?? 'Choose';
  }

  private paginate(): void {
    const widths = this.actions.map((_a, i) => measureLabel(`${(i % 9) + 1}  ${this.labelOf(i)}`, LABEL_FONT * this.textScale));
    this.pages = promptPages(widths, this.area, this.text.height, this.textScale);
    this.page = Math.min(this.page, this.pages.length - 1);
  }

  /** Tells the Decision region what the bar shows, with the page in view (its number keys, issue #33). */
  private tellShown(): void {
    if (this.shown) this.handlers.onShown?.({ ...this.shown, page: this.visibleIndexes() });
  }

  private drawButtons(): void {
    for (const c of this.buttons.removeChildren()) c.destroy({ children: true });
    this.buttonCentres = [];
    const top = this.buttonsTop();
    const h = this.buttonH();
    const rowY = (r: number): number => top + r * (h + 6);
    (this.pages[this.page] ?? []).forEach(({ index, row, x: left, w }, n) => {
      const label = `${n + 1}  ${this.labelOf(index)}`;
      const x = 12 + left;
      const b = makeButton(label, w, h, () => this.handlers.onAction(index), undefined, LABEL_FONT * this.textScale);
      b.position.set(x, rowY(row));
      this.buttons.addChild(b);
      if (index === this.marked) this.buttons.addChild(new Graphics().roundRect(x - 3, rowY(row) - 3, w + 6, h + 6, 6).stroke({ width: 3, color: 0xf2c14e }));
      this.buttonCentres.push({ index, label: this.labelOf(index), centre: { x: this.area.x + x + w / 2, y: this.area.y + rowY(row) + h / 2 }, w, h });
    });
    const side = this.area.w - 88;
    if (this.pages.length > 1) {
      // Two rows: the page buttons one above the other; one row: side by side.
      const oneRow = this.rows() === 1;
      this.addSide(makeButton(`◀ ${this.page + 1}/${this.pages.length}`, PAGE_BUTTON_W, BUTTON_H, () => this.turnPage(-1)), oneRow ? side - PAGE_BUTTON_W - 8 : side, rowY(0));
      this.addSide(makeButton('▶ more', PAGE_BUTTON_W, BUTTON_H, () => this.turnPage(1)), side, rowY(oneRow ? 0 : 1));
    }
    this.placeUndo(side);
    this.tellShown();
  }

  /** Shows the Undo button for `canUndo` at the side column's top, reusing the one already made. */
  private placeUndo(side: number): void {
    let undo = this.undoButtons.get(this.canUndo);
    if (!undo) {
      // A blocked Undo stays clickable, greyed: the click says why the move cannot be taken back.
      undo = makeButton('Undo', 76, 28, () => this.handlers.onUndo(), this.canUndo ? ACCENT_LOOK : BLOCKED_LOOK);
      this.undoButtons.set(this.canUndo, undo);
    }
    if (this.undoSlot.children[0] !== undo) {
      this.undoSlot.removeChildren();
      this.undoSlot.addChild(undo);
    }
    undo.position.set(side, 6);
    this.undoCentre = { x: this.area.x + side + 38, y: this.area.y + 6 + 14 };
  }

  /** Frees the Undo button not on show too. */
  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    for (const b of this.undoButtons.values()) if (b.parent !== this.undoSlot) b.destroy({ children: true });
    super.destroy(options);
  }

  /** How many Undo buttons the bar has made (the test hook: one a look, however often it is laid out). */
  undoButtonsMadeForTest(): number {
    return this.undoButtons.size;
  }

  private addSide(b: FancyButton, x: number, y: number): void {
    b.position.set(x, y);
    this.buttons.addChild(b);
  }

  /** Turns to the next (+1) or previous (−1) page; it stops at the last and the first page, never wraps. */
  turnPage(delta: number): void {
    const page = Math.max(0, Math.min(this.pages.length - 1, this.page + delta));
    if (page === this.page || this.pages.length < 2) return;
    this.page = page;
    this.drawButtons();
  }
}

