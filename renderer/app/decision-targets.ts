// The pending decision on the board: which tiles and boxes are its legal targets (from the prompt's list of
// actions, never a rule of its own), and what a click, a hover or Enter on a spread-out stack does with them:
// one action is sent, several open the chooser beside the place; a hover text adds each choice's odds.
import { PointerMoved } from '../ui/pointer-moved.js';
import type { BoardView } from '../../shared/engine/index.js';
import { choiceLabels } from '../../shared/labels/index.js';
import { placeName } from '../../shared/data/names.js';
import type { BoardScene } from '../board/board-scene.js';
import { LAYOUT_BY_ID, TILE_SIZE, type Point } from '../board/layout.js';
import { actionsByRef, refKey, withOdds, type BoardRef } from '../ui/action-labels.js';
import { dialogOpen } from '../ui/dialog-watch.js';
import type { Chooser, Tooltip } from '../ui/overlays.js';
import { boxTooltip, tileTooltip } from '../ui/tooltip-text.js';
import type { Rect } from '../ui/tooltip-place.js';

export interface Bounds {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface DecisionTargetsDeps {
  readonly scene: BoardScene;
  readonly chooser: Chooser;
  readonly tooltip: Tooltip;
  /** The board of the campaign in play, or null. */
  view(): BoardView | null;
  /** The board still plays the last update's events. */
  moving(): boolean;
  /** False when the press now released was a pan, not a click. */
  isTap(): boolean;
  historyActive(): boolean;
  send(index: number): void;
  /** What a hover text must keep clear of. */
  overlayRects(): Rect[];
  /** The page's things over the board (the floating guide card, issue #33): no hover text under or through them. */
  coverRects(): Rect[];
  requestRender(): void;
  onOverlayMoved(): void;
  showError(message: string): void;
}

/** The pending decision's button labels, from the board as shown (shared/labels), each roll's odds after it (issue 15). */
export function promptLabels(v: BoardView | null): string[] {
  return v?.prompt ? choiceLabels(v.prompt, v).map((label, i) => withOdds(label, v.odds[i] ?? null)) : [];
}

export class DecisionTargets {
  /** Whether the pointer moved since the board appeared under it (issue #33). */
  private readonly pointer = new PointerMoved(() => { if (this.waiting) this.hover(...this.waiting); });
  /** The hover held back until the pointer moves (its thing and point), or null. */
  private waiting: [BoardRef, Point] | null = null;
  private targets = new Map<string, { ref: BoardRef; indexes: number[] }>();
  /** The box under the pointer (a tile's box for a tile), or null: the F key spreads it out first. */
  private hovered: string | null = null;

  constructor(private readonly d: DecisionTargetsDeps) {}

  get hoveredBox(): string | null {
    return this.hovered;
  }

  /** The decision of board `v` is shown: its targets are highlighted. */
  show(v: BoardView): void {
    this.targets = actionsByRef(v.prompt?.actions ?? []);
    this.d.scene.setHighlights(this.targets.keys());
  }

  /** No decision is taken on the board now (the History screen, no campaign, the war moving). */
  clear(): void {
    this.targets = new Map();
    this.d.scene.setHighlights([]);
  }

  click(ref: BoardRef, at: Point): void {
    const { scene } = this.d;
    if (this.d.moving()) return; // the stage handler skips
    if (!this.d.isTap()) return; // the press panned the board: what it started on is not clicked
    let entry = this.targets.get(refKey(ref));
    if (!entry && ref.kind === 'box') {
      // A legal tile hidden in a cup or the tray: the box stands for it.
      entry = [...this.targets.values()].find((t) => t.ref.kind === 'tile' && scene.where(t.ref.id) === ref.id);
    }
    if (!entry) {
      // Not a move: a click on a stack spreads its tiles out to be read (issue #14).
      const loc = ref.kind === 'box' ? ref.id : scene.where(ref.id);
      if (loc !== undefined && scene.openFan(loc)) {
        this.d.tooltip.hide(); // it would lie over the spread-out tiles
        this.d.requestRender();
      }
      return;
    }
    this.pick(entry.indexes, at);
  }

  private pick(indexes: readonly number[], at: Point): void {
    const labels = promptLabels(this.d.view());
    if (indexes.length === 1) {
      this.d.send(indexes[0]);
      return;
    }
    this.d.requestRender();
    this.d.tooltip.hide(); // hovering again places it clear of the chooser
    this.d.chooser.open(indexes.map((i) => ({ index: i, label: labels[i] ?? 'Choose' })), at, (i) => this.d.send(i));
    this.d.onOverlayMoved();
  }

  hover(ref: BoardRef | null, at: Point): void {
    const { scene, tooltip } = this.d;
    this.d.requestRender();
    this.hovered = ref === null ? null : ref.kind === 'box' ? ref.id : scene.where(ref.id) ?? null;
    // No hover text through a screen or dialog, nor while the war moves (the dice and banners come and go),
    // nor before the pointer moved over a board that appeared under it (issue #33).
    if (dialogOpen()) this.pointer.rest();
    this.waiting = ref !== null && !this.pointer.allowed ? [ref, at] : null;
    if (ref === null || dialogOpen() || this.d.moving() || !this.pointer.allowed) {
      tooltip.hide();
      return;
    }
    const v = this.d.view();
    const base = ref.kind === 'tile' ? tileTooltip(ref.id, scene.where(ref.id) ?? '', v ?? undefined) : boxTooltip(ref.id, v?.boxes[ref.id]?.length ?? 0);
    tooltip.show(base + this.oddsLines(ref), at, this.d.overlayRects(), this.d.coverRects());
  }

  /** Issue 15: the odds of each choice about this board thing, every modifier by source and rule. */
  private oddsLines(ref: BoardRef): string {
    const v = this.d.view();
    const entry = this.targets.get(refKey(ref));
    if (!v?.prompt || !entry) return '';
    const labels = choiceLabels(v.prompt, v);
    const lines = new Map<string, string>(); // paying with RM or Krupp: the same odds once
    for (const i of entry.indexes) {
      const o = v.odds[i];
      if (o) lines.set(o.text, `${(labels[i] ?? '').split(' (')[0]}: ${o.text}`);
    }
    return lines.size === 0 ? '' : `\n\nOdds:\n${[...lines.values()].join('\n')}`;
  }

  /**
   * Enter on a spread-out stack (issue #14, the keyboard's "click"): the box's moves, the box itself or a tile in
   * it, as a click there would play them (several open the chooser beside the box). False when no stack is
   * spread out, on the History screen, or while the board moves; a box without a move says so.
   */
  playSpread(): boolean {
    const { scene } = this.d;
    const loc = scene.fanOpenFor;
    if (loc === null || this.d.historyActive() || this.d.moving()) return false;
    const indexes = new Set<number>();
    for (const t of this.targets.values()) {
      const inBox = t.ref.kind === 'box' ? t.ref.id === loc : scene.where(t.ref.id) === loc;
      if (inBox) for (const i of t.indexes) indexes.add(i);
    }
    if (indexes.size === 0) {
      this.d.showError(`The decision in play has no move in ${placeName(loc)}: F goes on to the next stack.`);
      return true;
    }
    scene.closeFan();
    const b = LAYOUT_BY_ID[loc];
    const centre = b ? { x: b.x + b.w / 2, y: b.y + b.h / 2 } : { x: 0, y: 0 };
    this.pick([...indexes].sort((x, y) => x - y), scene.toGlobal(centre));
    return true;
  }

  /** For the e2e tests and the benchmark: where to click, and the outline a highlight ring follows. */
  /** The rectangles (board coordinates) of the decision's boxes and tiles: the guide card keeps off them. */
  bounds(): Bounds[] {
    return [...this.targets.values()].map((t) => this.boundsOf(t.ref)).filter((b): b is Bounds => b !== null);
  }

  testTargets(): { key: string; indexes: number[]; centre: Point | null; bounds: Bounds | null }[] {
    return [...this.targets.entries()].map(([key, t]) => ({ key, indexes: t.indexes, centre: this.d.scene.refCentre(t.ref), bounds: this.boundsOf(t.ref) }));
  }

  /** A visible tile's or a box's rectangle in board coordinates; null for a tile hidden in a cup. */
  private boundsOf(ref: BoardRef): Bounds | null {
    if (ref.kind === 'box') {
      const b = LAYOUT_BY_ID[ref.id];
      return b ? { x: b.x, y: b.y, w: b.w, h: b.h } : null;
    }
    const t = this.d.scene.tileView(ref.id);
    if (!t?.visible) return null;
    const size = TILE_SIZE[t.mode];
    return { x: t.x, y: t.y, w: size.w, h: size.h };
  }
}
