// The pending decision: its rule, its sentence, and one numbered button per legal action.
import { Container, Graphics, Text } from 'pixi.js';
import type { FancyButton } from '@pixi/ui';
import type { Action, Prompt } from '../../shared/engine/core/flow.js';
import { PROMPT_BAR, type Point } from '../board/layout.js';
import { promptLine } from '../../shared/labels/index.js';
import { ACCENT_LOOK, BLOCKED_LOOK, makeButton, measureLabel } from './button.js';
import { packRows } from './row-packing.js';

const SANS = '"DejaVu Sans", Verdana, sans-serif';
const BUTTON_H = 32;
const ROWS = 2;
/** Room for action buttons: the bar minus the margin and the Undo/page column on the right. */
const ROW_WIDTH = PROMPT_BAR.width - 112;

export interface PromptBarHandlers {
  onAction(index: number): void;
  onUndo(): void;
}

export class PromptBar extends Container {
  private readonly text: Text;
  private readonly buttons = new Container();
  private actions: readonly Action[] = [];
  /** Each action's button label (shared/labels: the words `kk play` offers too). */
  private labels: readonly string[] = [];
  private page = 0;
  private pages: number[][] = [];
  private canUndo = false;
  /** Where the Undo button is (page coordinates of the board), for the tests. */
  private undoCentre: Point | null = null;
  private buttonCentres: { index: number; label: string; centre: Point }[] = [];

  constructor(private readonly handlers: PromptBarHandlers) {
    super();
    this.position.set(PROMPT_BAR.x, PROMPT_BAR.y);
    this.addChild(new Graphics().rect(0, 0, PROMPT_BAR.width, PROMPT_BAR.height).fill(0x23211c).rect(0, 0, PROMPT_BAR.width, 2).fill(0xb89b5e));
    this.text = new Text({ text: '', style: { fontFamily: SANS, fontSize: 16, fill: 0xf4efe0, wordWrap: true, wordWrapWidth: PROMPT_BAR.width - 150 } });
    this.text.position.set(12, 8);
    this.addChild(this.text, this.buttons);
  }

  /** `busy`: the words while events animate (who is acting, animation/shown-moment.ts), or false when idle. */
  show(prompt: Prompt | null, canUndo: boolean, busy: string | false, labels: readonly string[] = []): void {
    this.actions = prompt?.actions ?? [];
    this.labels = labels;
    this.canUndo = canUndo;
    this.page = 0;
    this.text.text = prompt ? promptLine(prompt) : busy !== false ? busy : 'No decision pending.';
    this.paginate();
    this.drawButtons();
  }

  /** While events animate: who is acting now (a phase banner changed it); no buttons are offered meanwhile. */
  showBusy(words: string): void {
    if (this.actions.length === 0) this.text.text = words;
  }

  /** The question as drawn (the test hook reads it). */
  promptText(): string {
    return this.text.text;
  }

  /** Visible action indexes in order (number keys 1…9 pick from these). */
  visibleIndexes(): number[] {
    return this.pages[this.page] ?? [];
  }

  buttonsForTest(): { index: number; label: string; centre: Point }[] {
    return this.buttonCentres;
  }

  undoForTest(): Point | null {
    return this.undoCentre;
  }

  private labelOf(index: number): string {
    return this.labels[index] ?? 'Choose';
  }

  private paginate(): void {
    const widths = this.actions.map((_a, i) => Math.min(420, measureLabel(`${(i % 9) + 1}  ${this.labelOf(i)}`) + 24));
    this.pages = packRows(widths, ROW_WIDTH, ROWS);
  }

  private drawButtons(): void {
    for (const c of this.buttons.removeChildren()) c.destroy({ children: true });
    this.buttonCentres = [];
    const visible = this.visibleIndexes();
    let x = 12;
    let row = 0;
    const rowY = (r: number): number => 44 + r * (BUTTON_H + 6);
    const maxX = ROW_WIDTH + 12;
    visible.forEach((index, n) => {
      const label = `${n + 1}  ${this.labelOf(index)}`;
      const w = Math.min(420, measureLabel(label) + 24);
      if (x + w > maxX && x > 12) {
        row++;
        x = 12;
      }
      const b = makeButton(label, w, BUTTON_H, () => this.handlers.onAction(index));
      b.position.set(x, rowY(row));
      this.buttons.addChild(b);
      this.buttonCentres.push({ index, label: this.labelOf(index), centre: { x: PROMPT_BAR.x + x + w / 2, y: PROMPT_BAR.y + rowY(row) + BUTTON_H / 2 } });
      x += w + 8;
    });
    const side = PROMPT_BAR.width - 88;
    if (this.pages.length > 1) {
      this.addSide(makeButton(`◀ ${this.page + 1}/${this.pages.length}`, 76, BUTTON_H, () => this.turnPage(-1)), side, rowY(0));
      this.addSide(makeButton('▶ more', 76, BUTTON_H, () => this.turnPage(1)), side, rowY(1));
    }
    // A blocked Undo stays clickable, greyed: the click says why the move cannot be taken back.
    const undo: FancyButton = makeButton('Undo', 76, 28, () => this.handlers.onUndo(), this.canUndo ? ACCENT_LOOK : BLOCKED_LOOK);
    this.undoCentre = { x: PROMPT_BAR.x + side + 38, y: PROMPT_BAR.y + 6 + 14 };
    this.addSide(undo, side, 6);
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
