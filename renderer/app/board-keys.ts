// The board's keyboard: what each key does comes from the shortcut table (ui/shortcuts.ts), which `?` lists.
// Zoom, the stack fan and the History screen's keys go first; then the decision in play (undo, go on, pick).
import type { BoardView } from '../../shared/engine/index.js';
import type { BoardScene } from '../board/board-scene.js';
import { LAYOUT_BY_ID } from '../board/layout.js';
import { nextStack } from '../board/stack-order.js';
import type { Screens } from '../screens/screens.js';
import { continueIndex } from '../ui/action-labels.js';
import type { Chooser, Tooltip } from '../ui/overlays.js';
import type { PromptBar } from '../ui/prompt-bar.js';
import { commandFor } from '../ui/shortcuts.js';
import type { Rect } from '../ui/tooltip-place.js';
import type { DecisionTargets } from './decision-targets.js';

export interface BoardKeysDeps {
  readonly scene: BoardScene;
  readonly screens: Screens;
  readonly bar: PromptBar;
  readonly chooser: Chooser;
  readonly tooltip: Tooltip;
  readonly targets: DecisionTargets;
  /** The board's zoom: keys + − 0; true when the key was the zoom's. */
  zoomKey(e: KeyboardEvent): boolean;
  /** The History screen's keys; true when the key was its own. */
  historyKey(e: KeyboardEvent): boolean;
  /** Pans so that a board rectangle is in view. */
  showOnBoard(r: Rect): void;
  /** The board of the campaign in play, or null. */
  view(): BoardView | null;
  moving(): boolean;
  skip(): void;
  undo(): void;
  send(index: number): void;
  /** A face key while the board is busy (issue 32): kept for the next die asked; true when it was. */
  typeAhead(face: number): boolean;
  cancelAdvisor(): void;
  openCharts(): void;
  askAdvisor(): void;
  /** Rules help at the decision's rule (issue 32: the prompt's rule from the keyboard). */
  openRules(): void;
  /** Issue #33: keyboard focus to the Board list's boxes / the Decision list's choices. */
  focusBoxes(): void;
  focusDecision(): void;
  requestRender(): void;
}

export class BoardKeys {
  constructor(private readonly d: BoardKeysDeps) {}

  key(e: KeyboardEvent): void {
    const { screens, chooser, scene, bar } = this.d;
    this.d.requestRender();
    if (!screens.open && this.d.zoomKey(e)) return; // + − 0 zoom, the History screen's board too
    if (!screens.open && this.stackKey(e)) return; // F, Shift+F, Esc: in the History screen too
    if (!screens.open && this.d.historyKey(e)) return;
    const does = commandFor(e, 'board');
    if (screens.open) {
      if (does === 'close-chooser' && this.d.view() !== null) screens.hide();
      else if (does === 'charts' && screens.showing === 'charts-screen') screens.hide();
      return;
    }
    if (does === 'undo' || does === 'go-on') e.preventDefault();
    if (does === 'undo') this.d.undo();
    else if (does === 'go-on') {
      if (this.d.moving()) { this.d.skip(); return; }
      const i = continueIndex(this.d.view()?.prompt?.actions ?? []);
      if (i >= 0) this.d.send(i);
    } else if (does === 'close-chooser') {
      this.d.cancelAdvisor();
      chooser.close();
      scene.closeFan();
      this.d.requestRender();
    }
    else if (does === 'charts') this.d.openCharts();
    else if (does === 'advise') this.d.askAdvisor();
    else if (does === 'rules-help') this.d.openRules();
    else if (does === 'to-boxes') this.d.focusBoxes();
    else if (does === 'to-decision') this.d.focusDecision();
    else if (does === 'next-page') bar.turnPage(1);
    else if (does === 'previous-page') bar.turnPage(-1);
    else if (does === 'pick') {
      const n = Number(e.key);
      const index = chooser.isOpen ? chooser.itemIndex(n - 1) : bar.visibleIndexes()[n - 1];
      if (index !== null && index !== undefined) this.d.send(index);
      else if (n >= 1 && n <= 6) this.d.typeAhead(n); // the second die of a pair typed in one go (issue 32)
    }
  }

  /**
   * Issue #14: the stack fan from the keyboard. F spreads out the box under the pointer, or the next stack;
   * Shift+F the one before; Esc closes an open fan before it does anything else. True when the key was used.
   */
  private stackKey(e: KeyboardEvent): boolean {
    const { scene } = this.d;
    const does = commandFor(e, 'stacks');
    if (does === null) return false;
    if (does === 'close-spread') {
      if (scene.fanOpenFor === null) return false; // Esc goes on to its other meanings
      scene.closeFan();
    } else if (does === 'play-spread') {
      // Enter on a focused button or field is that control's own.
      if (e.target instanceof Element && e.target.closest('button, input, select, textarea, summary, a')) return false;
      if (!this.d.targets.playSpread()) return false;
    } else {
      if (this.d.moving()) return false; // the fan shows the board at rest
      const loc = nextStack(scene.stacks(), scene.fanOpenFor, this.d.targets.hoveredBox, does === 'spread-next' ? 1 : -1);
      if (loc !== null && scene.openFan(loc)) {
        this.d.tooltip.hide(); // it would lie over the spread-out tiles
        this.d.showOnBoard(LAYOUT_BY_ID[loc]); // zoomed in, the next stack may be out of view
      }
    }
    e.preventDefault();
    this.d.requestRender();
    return true;
  }
}
