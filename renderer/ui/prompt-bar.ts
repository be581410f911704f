// The pending decision: its rule, its sentence, and one numbered button per legal action.
import { Container, Graphics, Text } from 'pixi.js';
import type { FancyButton } from '@pixi/ui';
import type { Action, Prompt } from '../../shared/engine/core/flow.js';
import type { ChoiceOdds } from '../../shared/engine/core/view.js';
import { PROMPT_BAR, type Point } from '../board/layout.js';
import { actionLabel, withOdds } from './action-labels.js';
import { ACCENT_LOOK, makeButton, measureLabel } from './button.js';
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
  private odds: readonly (ChoiceOdds | null)[] = [];
  private page = 0;
  private pages: number[][] = [];
  private canUndo = false;
  private buttonCentres: { index: number; label: string; centre: Point }[] = [];

  constructor(private readonly handlers: PromptBarHandlers) {
    super();
    this.position.set(PROMPT_BAR.x, PROMPT_BAR.y);
    this.addChild(new Graphics().rect(0, 0, PROMPT_BAR.width, PROMPT_BAR.height).fill(0x23211c).rect(0, 0, PROMPT_BAR.width, 2).fill(0xb89b5e));
    this.text = new Text({ text: '', style: { fontFamily: SANS, fontSize: 16, fill: 0xf4efe0, wordWrap: true, wordWrapWidth: PROMPT_BAR.width - 150 } });
    this.text.position.set(12, 8);
    this.addChild(this.text, this.buttons);
  }

  show(prompt: Prompt | null, canUndo: boolean, busy: boolean, odds: readonly (ChoiceOdds | null)[] = []): void {
    this.actions = prompt?.actions ?? [];
    this.odds = odds;
    this.canUndo = canUndo;
    this.page = 0;
    this.text.text = prompt ? `${prompt.rule}  ${prompt.text}` : busy ? 'The Entente moves…' : 'No decision pending.';
    this.paginate();
    this.drawButtons();
  }

  /** Visible action indexes in order (number keys 1…9 pick from these). */
  visibleIndexes(): number[] {
    return this.pages[this.page] ?? [];
  }

  buttonsForTest(): { index: number; label: string; centre: Point }[] {
    return this.buttonCentres;
  }

  /** The action's words, with its odds when it rolls ("Attack … · 4+: 50 %"). */
  private choiceLabel(index: number): string {
    return withOdds(actionLabel(this.actions[index]), this.odds[index] ?? null);
  }

  private paginate(): void {
    const widths = this.actions.map((a, i) => Math.min(420, measureLabel(`${(i % 9) + 1}  ${this.choiceLabel(i)}`) + 24));
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
      const label = `${n + 1}  ${this.choiceLabel(index)}`;
      const w = Math.min(420, measureLabel(label) + 24);
      if (x + w > maxX && x > 12) {
        row++;
        x = 12;
      }
      const b = makeButton(label, w, BUTTON_H, () => this.handlers.onAction(index));
      b.position.set(x, rowY(row));
      this.buttons.addChild(b);
      this.buttonCentres.push({ index, label: this.choiceLabel(index), centre: { x: PROMPT_BAR.x + x + w / 2, y: PROMPT_BAR.y + rowY(row) + BUTTON_H / 2 } });
      x += w + 8;
    });
    const side = PROMPT_BAR.width - 88;
    if (this.pages.length > 1) {
      this.addSide(makeButton(`◀ ${this.page + 1}/${this.pages.length}`, 76, BUTTON_H, () => this.turnPage(-1)), side, rowY(0));
      this.addSide(makeButton('▶ more', 76, BUTTON_H, () => this.turnPage(1)), side, rowY(1));
    }
    const undo: FancyButton = makeButton('Undo', 76, 28, () => this.handlers.onUndo(), ACCENT_LOOK);
    undo.enabled = this.canUndo;
    this.addSide(undo, side, 6);
  }

  private addSide(b: FancyButton, x: number, y: number): void {
    b.position.set(x, y);
    this.buttons.addChild(b);
  }

  turnPage(delta: number): void {
    if (this.pages.length < 2) return;
    this.page = (this.page + delta + this.pages.length) % this.pages.length;
    this.drawButtons();
  }
}
