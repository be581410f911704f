// Zoom and pan of the board with pixi-viewport: wheel, drag, pinch, keys (+ − 0) and "fit". It runs from
// our RenderLoop (noTicker: the viewport has no ticker of its own), clamps to the board, and tells a tap
// from a pan so that dragging the board never plays the action of the tile it started on.
import { Graphics, type Application, type Container, type FederatedPointerEvent } from 'pixi.js';
import { Viewport } from 'pixi-viewport';
import { BOARD, type Point } from '../board/layout.js';
import { TAP_SLOP, ZOOM, boardToStage, clampView, isDrag, zoomAt, type ViewFrame, type ViewTransform } from '../board/zoom-math.js';
import { commandFor } from '../ui/shortcuts.js';

const FRAME: ViewFrame = { screenW: BOARD.width, screenH: BOARD.height, worldW: BOARD.width, worldH: BOARD.height };

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
    this.viewport.drag().pinch().wheel().clampZoom({ minScale: ZOOM.min, maxScale: ZOOM.max }).clamp({ direction: 'all', underflow: 'center' });
    // The viewport takes the content's place in the stage (under the prompt bar and the overlays).
    const parent = content.parent;
    const index = parent ? parent.getChildIndex(content) : 0;
    this.viewport.addChild(content);
    parent?.addChildAt(this.viewport, index);
    // Zoomed in, the board must not spill over the prompt bar.
    const clip = new Graphics().rect(BOARD.x, BOARD.y, BOARD.width, BOARD.height).fill(0xffffff);
    parent?.addChild(clip);
    this.viewport.mask = clip;
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

  /** Board coordinates to stage coordinates (tooltips, the chooser, the test hook). */
  toStage(p: Point): Point {
    return boardToStage(p, this.transform());
  }

  /** Zooms by `factor` about a stage point (the board's centre by default). */
  zoomBy(factor: number, at: Point = { x: BOARD.x + BOARD.width / 2, y: BOARD.y + BOARD.height / 2 }): void {
    this.set(zoomAt(this.transform(), factor, at, FRAME));
  }

  /** The whole board in the window again. */
  fit(): void {
    this.set(clampView({ scale: ZOOM.min, x: 0, y: 0 }, FRAME));
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
