// Zoom and pan of the board with pixi-viewport: wheel, drag, pinch, keys (+ − 0) and "fit". It runs from
// our RenderLoop (noTicker: the viewport has no ticker of its own), clamps to the board, and tells a tap
// from a pan so that dragging the board never plays the action of the tile it started on.
// The viewport sits in a frame scaled so that the whole board just fits the window's board area: the
// viewport's own zoom 1 is always "the whole board", whatever the window's shape (app/window-layout.ts).
import { Container, Graphics, type Application, type FederatedPointerEvent } from 'pixi.js';
import { Viewport } from 'pixi-viewport';
import { BOARD, type Point, type Rect } from '../board/layout.js';
import { TAP_SLOP, ZOOM, boardToStage, clampView, isDrag, panToShow, stageToBoard, zoomAt, type ViewFrame, type ViewTransform } from '../board/zoom-math.js';
import { commandFor } from '../ui/shortcuts.js';
import type { WindowLayout } from './window-layout.js';

/** After the last zoom step, wait this long before re-baking textures (a wheel spin is many steps). */
const SETTLE_MS = 180;

export interface BoardZoomHandlers {
  /** The view moved or zoomed: draw again (and hide what pointed at the old place, like a tooltip). */
  onChange(): void;
  /** The zoom came to rest at this scale: re-bake textures for it. */
  onSettle(scale: number): void;
}

export class BoardZoom {
  readonly viewport: Viewport;
  /** Scales the viewport's screen (in board units) onto the board area of the stage. */
  private readonly frame = new Container();
  private readonly clip = new Graphics();
  private view: ViewFrame = { screenW: BOARD.width, screenH: BOARD.height, worldW: BOARD.width, worldH: BOARD.height };
  /** Where the current press started, and whether it has moved beyond the tap slop since. */
  private pressAt: Point | null = null;
  private dragged = false;
  private readonly pointersDown = new Set<number>();
  private settleTimer = 0;

  constructor(app: Application, content: Container, private readonly handlers: BoardZoomHandlers) {
    this.viewport = new Viewport({
      screenWidth: BOARD.width,
      screenHeight: BOARD.height,
      worldWidth: BOARD.width,
      worldHeight: BOARD.height,
      events: app.renderer.events,
      noTicker: true,
      threshold: TAP_SLOP,
      passiveWheel: false,
    });
    // A board smaller than its area is centred in it, both ways (zoom-math's clampView).
    this.viewport.drag().pinch().wheel().clampZoom({ minScale: ZOOM.min, maxScale: ZOOM.max }).clamp({ direction: 'all', underflow: 'center' });
    // The viewport, in its frame, takes the content's place in the stage (under the prompt bar and the overlays).
    const parent = content.parent;
    const index = parent ? parent.getChildIndex(content) : 0;
    this.viewport.addChild(content);
    this.frame.addChild(this.viewport);
    parent?.addChildAt(this.frame, index);
    // Zoomed in, the board must not spill over the prompt bar or the side panel.
    parent?.addChild(this.clip);
    this.frame.mask = this.clip;
    this.viewport.on('moved', () => this.changed());
    this.viewport.on('zoomed', () => this.changed(true));

    const stage = app.stage;
    stage.on('pointerdown', (e: FederatedPointerEvent) => {
      // A second finger down is a pinch: nothing under either finger is tapped.
      if (this.pointersDown.size === 0) {
        this.pressAt = { x: e.global.x, y: e.global.y };
        this.dragged = false;
      } else this.dragged = true;
      this.pointersDown.add(e.pointerId);
    });
    stage.on('globalpointermove', (e: FederatedPointerEvent) => {
      if (this.pressAt && this.pointersDown.size > 0 && isDrag(this.pressAt, e.global)) this.dragged = true;
    });
    const up = (e: FederatedPointerEvent): void => { this.pointersDown.delete(e.pointerId); };
    stage.on('pointerup', up);
    stage.on('pointerupoutside', up);
    stage.on('pointercancel', up);
  }

  /** False when the press that ends now was a pan or a pinch: its release is not a click. */
  isTap(): boolean {
    return !this.dragged;
  }

  /** Called every frame by the render loop (the viewport's plugins advance here, not on a ticker). */
  update(ms: number): void {
    this.viewport.update(ms);
  }

  transform(): ViewTransform {
    return { scale: this.viewport.scale.x, x: this.viewport.x, y: this.viewport.y };
  }

  /** The frame's own transform: viewport units (board units at zoom 1) onto the stage. */
  private frameTransform(): ViewTransform {
    return { scale: this.frame.scale.x, x: this.frame.x, y: this.frame.y };
  }

  /** Board coordinates to the viewport's frame (board units when the whole board shows; the test hook's probes). */
  toFrame(p: Point): Point {
    return boardToStage(p, this.transform());
  }

  /** Stage units per frame unit: the board's fit in its area. */
  frameScale(): number {
    return this.frame.scale.x;
  }

  /** A point of the viewport's frame on the stage. */
  frameToStage(p: Point): Point {
    return boardToStage(p, this.frameTransform());
  }

  /** Board coordinates to stage coordinates (tooltips, the chooser, the test hook). */
  toStage(p: Point): Point {
    return this.frameToStage(this.toFrame(p));
  }

  /** Zooms by `factor` about a point of the frame (the middle of the board area by default). */
  zoomBy(factor: number, at: Point = { x: this.view.screenW / 2, y: this.view.screenH / 2 }): void {
    this.set(zoomAt(this.transform(), factor, at, this.view));
  }

  /** Pans so that a board rectangle is in view (nothing moves when it already is). */
  show(r: Rect): void {
    const now = this.transform();
    const t = panToShow(now, r, this.view);
    if (t !== now) this.set(t);
  }

  /** The whole board in the window again. */
  fit(): void {
    this.set(clampView({ scale: ZOOM.min, x: 0, y: 0 }, this.view));
  }

  /**
   * The window changed shape: the frame fits the whole board into the new board area, and the zoom stays
   * what it was about the same board point at the middle of the view (a fitted board stays fitted).
   */
  layout(l: WindowLayout): void {
    const area = l.boardArea;
    const fit = l.boardFit;
    const middle = stageToBoard({ x: this.view.screenW / 2, y: this.view.screenH / 2 }, this.transform());
    // An area taller than the fitted board: the frame is as high as the board and centred in the area
    // (issue #14: not stuck to the top), so frame units stay board units at zoom 1 (the test hook's probes).
    const shownH = Math.min(area.h, BOARD.height * fit);
    this.frame.scale.set(fit);
    this.frame.position.set(area.x, area.y + (area.h - shownH) / 2);
    this.clip.clear().rect(area.x, area.y, area.w, area.h).fill(0xffffff);
    this.view = { screenW: area.w / fit, screenH: shownH / fit, worldW: BOARD.width, worldH: BOARD.height };
    this.viewport.resize(this.view.screenW, this.view.screenH, BOARD.width, BOARD.height);
    const scale = this.transform().scale;
    this.set(clampView({ scale, x: this.view.screenW / 2 - middle.x * scale, y: this.view.screenH / 2 - middle.y * scale }, this.view));
  }

  /** Keys: + (or =) zooms in, − zooms out, 0 fits; true when the key was ours. Ctrl/Cmd + is the browser's. */
  key(e: KeyboardEvent): boolean {
    const does = commandFor(e, 'zoom'); // the keys are the shortcut table's, which `?` lists
    if (does === 'zoom-in') this.zoomBy(ZOOM.keyStep);
    else if (does === 'zoom-out') this.zoomBy(1 / ZOOM.keyStep);
    else if (does === 'fit') this.fit();
    else return false;
    e.preventDefault();
    return true;
  }

  private set(t: ViewTransform): void {
    const before = this.transform();
    this.viewport.scale.set(t.scale);
    this.viewport.position.set(t.x, t.y);
    this.changed(t.scale !== before.scale);
  }

  private changed(zoomed = false): void {
    this.handlers.onChange();
    if (!zoomed) return;
    window.clearTimeout(this.settleTimer);
    this.settleTimer = window.setTimeout(() => this.handlers.onSettle(this.viewport.scale.x), SETTLE_MS);
  }
}
