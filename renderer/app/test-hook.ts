// window.__kk for the e2e tests and the benchmark, installed only with ?test in the URL.
import { Rectangle, type Application, type Sprite } from 'pixi.js';
import type { BoardView, GameEvent, LogEntry, RuleRef } from '../../shared/engine/index.js';
import { BOARD, TILE_SIZE, type Point } from '../board/layout.js';
import { FACE_MARGIN, faceSize, paintTileFace, strengthBand, type FootBoxes } from '../board/tile-face.js';
import { tileLook } from '../board/tile-look.js';
import type { GameController } from './game-controller.js';
import type { RenderLoop } from './render-loop.js';
import type { BoardZoom } from './board-zoom.js';
import type { ViewTransform } from '../board/zoom-math.js';
import type { WindowLayout } from './window-layout.js';
import { currentLayout } from './fit-stage.js';
import { boardPictures } from '../review/board-pictures.js';

export interface KkTestHook {
  readonly bootMs: number;
  view(): BoardView | null;
  /** No animation or call under way, the map painted, and the latest change drawn (so clicks hit what is shown). */
  idle(): boolean;
  promptKind(): string | null;
  /** How the map got under the boxes last: its picture file, or painted from the path (null: still to come). */
  mapSource(): 'image' | 'path' | null;
  /** The density the board's pictures are baked at now (1: one pixel per board unit). */
  bakedResolution(): number;
  /** Board targets and prompt buttons, in CSS pixels of the page (through the zoom); `bounds` in board
   *  coordinates (pixel probes read the stage, so they match the board at zoom 1), `onPage` the same rectangle
   *  in CSS pixels of the page as drawn now (screenshots); `ring` the colour its highlight ring is drawn in (a
   *  box's depends on its paper: board/box-highlight.ts). */
  targets(): { key: string; indexes: number[]; x: number; y: number; bounds: { x: number; y: number; w: number; h: number } | null; onPage: PageRect | null; ring: [number, number, number] }[];
  /** The highlight colour of legal targets in the current palette, as [r, g, b]. */
  legalColour(): [number, number, number];
  /** Actions in the campaign in play: one more after each action the engine accepted. */
  actionCount(): number | null;
  /** The campaign in play's id in the library (the player never sees it), or null. */
  campaignId(): string | null;
  /** The prompt bar's action buttons: centre and size in CSS pixels of the page. */
  buttons(): { index: number; label: string; x: number; y: number; w: number; h: number }[];
  chooser(): { index: number; label: string; x: number; y: number }[];
  /** The prompt action the advisor's panel has ringed (a row clicked), or null. */
  markedAction(): number | null;
  /** The prompt bar's Undo button (drawn greyed but clickable when the engine would refuse an Undo). */
  undoButton(): { x: number; y: number } | null;
  /** How many Undo buttons the prompt bar has made (one a look, open or blocked; issue #14). */
  undoButtonsMade(): number;
  /** The centre of the prompt's rule, a link to Rules help (issue 32), in CSS pixels; null when none. */
  ruleLink(): { x: number; y: number } | null;
  /** RGBA of board pixels, read back from the renderer: probes prove drawing. Points are in the board's
   *  frame (boardToStage's units: board coordinates while the whole board shows, whatever the window). */
  pixels(points: readonly (readonly [number, number])[]): number[][];
  /** How many distinct colours a coarse grid over the board shows. */
  colourCount(): number;
  /** Pixel density: the renderer's, the canvas's width in device pixels, and a shown tile face's bake. */
  density(): { renderer: number; canvasWidth: number; tileFace: number | null };
  /** Horizontally adjacent board pixels whose grey differs by more than half the scale, drawn at the
   *  renderer's density: a sharp board has about twice as many at density 2 as at 1, a blurred one fewer. */
  hardEdges(): number;
  sound(): { loaded: number; context: string } | null;
  setSpeed(speed: number): void;
  /** Benchmark: start/stop recording drawn frames: the times between them and each one's JavaScript time. */
  recordFrames(on: boolean): { deltas: number[]; work: number[] };
  /** Replays a batch of engine events as an animation; the board is drawn from the view when it ends. */
  animate(events: readonly GameEvent[]): void;
  /** Animation marks on the board now (splash, pulse, stamp): label, opacity, scale. */
  effects(): { label: string; alpha: number; scale: number }[];
  /** The board on show drawn as the after-action report's pictures are (issue #34): a PNG data URL. */
  boardPicture(): Promise<string>;
  /** Tiles not shown exactly as the view says (slot, rotation, scale, face up): empty when the board is exact. */
  misplaced(): string[];
  /** Tiles whose face is a texture (and canvas) of their own rather than the shared face atlas's (issue #14). */
  ownFaces(): string[];
  /** Benchmark: average ms of one full board render, forced to finish on the GPU. */
  renderMs(times: number): number;
  /** Replaces the side panel's log with `n` synthetic lines (log-like, of mixed lengths): line i names "Line i". */
  fillLog(n: number): void;
  /** The side panel's log from line `start` on becomes `lines`, entries as the engine writes them (SidePanel.setLog). */
  setLog(start: number, lines: readonly LogEntry[]): void;
  logLength(): number;
  /** Line i's entry (its sentence, its rule, its event's reference), or null. */
  logLine(i: number): LogEntry | null;
  /** The History screen's board (the step shown), or null when it is closed. */
  historyView(): BoardView | null;
  /** Tiles not shown exactly as the History screen's board says. */
  historyMisplaced(): string[];
  /** The words drawn on the board: the header line, the prompt bar's question (issue #14's checks) and the campaign's name over the side panel's menu (issue 31). */
  words(): { header: string; prompt: string; campaign: string };
  /** The overlays' rectangles in CSS pixels of the page, null where hidden (issue 14: a tooltip covers none). */
  overlays(): Record<'tooltip' | 'chooser' | 'dice' | 'banner', PageRect | null>;
  /** Where the board draws a tile at this moment (mid-animation too), or null (issue 14: the header matches it). */
  shownAt(tile: string): string | null;
  /** The hover text on the board now, or null when none is shown (issue #14's history notes). */
  tooltip(): string | null;
  /** A tile's centre in CSS pixels of the page, or null when it is not drawn. */
  tileCentre(id: string): { x: number; y: number } | null;
  /** §9.7: the army the Red Baron's chip is drawn on and the chip's corner in CSS pixels of the page, or null. */
  redBaronMark(): { army: string; x: number; y: number } | null;
  /** Draws a hand-built board (a view made by the engine's positionFrom) in place of the campaign's, unmarked. */
  showBoard(view: BoardView): void;
  /** Each tile drawn in box `loc`: its face and the band where its strength and marks are painted, in CSS
   *  pixels of the page (through the zoom), whether it has a strength, and its ink and body colours. */
  tileFaces(loc: string): { id: string; face: PageRect; strength: PageRect; hasStrength: boolean; ink: Rgb; body: Rgb }[];
  /** Hides every tile but `id` until the board is drawn again (showBoard): the tile as drawn alone. */
  isolateTile(id: string): void;
  /** The box whose tiles are spread out (a click on a stack) and each tile's face in CSS pixels of the page, or null. */
  fan(): { box: string; tiles: { id: string; face: PageRect }[] } | null;
  /** The part of the page the board is shown in (zoomed-in tiles outside it are clipped away). */
  boardFrame(): PageRect;
  /** The board's zoom and pan (scale, and where the board's corner is on the stage). */
  zoom(): ViewTransform;
  /** Zooms by `factor` about board point (x, y) if given, else about the board's middle. */
  zoomBy(factor: number, x?: number, y?: number): void;
  fitBoard(): void;
  /** A board point in CSS pixels of the page, through the zoom. */
  boardToPage(x: number, y: number): { x: number; y: number };
  /** A board point in the board's frame, through the zoom (the units pixels() reads). */
  boardToStage(x: number, y: number): { x: number; y: number };
  /** How the window is laid out now (app/window-layout.ts), in logical units. */
  layout(): WindowLayout;
  /** Font sizes (logical units) of the board's words: the prompt's question, the tooltip and the header drawn
   *  on the board, and the text factor the board's baked words (titles, tile faces) are painted at. */
  textSizes(): { prompt: number; tooltip: number; board: number; header: number };
  /** Paints tile `id`'s face as the board does now (its text size) and says where its foot's parts went, in
   *  the tile's units: the strength, the nationality tag, the ☠ and the ✱ (issue #14: Serbia's "3/4"). */
  faceFoot(id: string, mode: 'full' | 'small'): FootBoxes;
  /** The board's header line as drawn, in CSS pixels of the page (issue #33: never under the board's tools). */
  headerBox(): PageRect;
}

export type Rgb = [number, number, number];

const rgb = (c: number): Rgb => [(c >> 16) & 0xff, (c >> 8) & 0xff, c & 0xff];

export interface PageRect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Log lines like the engine's (a rule reference and a sentence), one to three rows in the panel. */
const LOG_SAMPLES: readonly { readonly rule: RuleRef; readonly text: string }[] = [
  { rule: '§10.1', text: 'Attack on French 5th Army (strength 2, paid with rm): die 3 — success' },
  { rule: '§10.1', text: 'Reichsmark coin: 2 → 1' },
  { rule: '§10.1.1', text: 'Attack on British 2nd Army (strength 4, paid with 2 RM (Red Baron)): die 5 — success' },
  { rule: 'R26', text: 'Doubles: the Red Baron is shot down and returns in 4 turns' },
  { rule: '§5', text: 'Entente phase' },
  { rule: '§12.4', text: 'Indian Expeditionary Force A: india → mesopotamia' },
];

function syntheticLogLine(i: number): LogEntry {
  const sample = LOG_SAMPLES[i % LOG_SAMPLES.length];
  return { rule: sample.rule, text: `Line ${i}: ${sample.text}`, type: 'note', index: i, subject: null };
}

declare global {
  interface Window {
    __kk?: KkTestHook;
  }
}

/** The whole stage, read back at `resolution` pixels per logical unit (1 unless a test asks for the real density). */
function readBoard(app: Application, resolution = 1): { pixels: Uint8ClampedArray | Uint8Array; width: number; height: number } {
  return app.renderer.extract.pixels({ target: app.stage, frame: new Rectangle(0, 0, app.screen.width, app.screen.height), resolution });
}

export function installTestHook(app: Application, c: GameController, loop: RenderLoop, zoom: BoardZoom, t0: number): void {
  const toPage = (p: Point): { x: number; y: number } => {
    const r = app.canvas.getBoundingClientRect();
    return { x: r.left + (p.x * r.width) / app.screen.width, y: r.top + (p.y * r.height) / app.screen.height };
  };
  // Pixi updates the transforms that hit-testing uses only when it draws: a click sent before the frame that
  // shows a change (a chooser just opened, tiles just moved) would hit the old picture. Track that frame.
  let drawn = true;
  const request = c.requestRender;
  c.requestRender = () => { drawn = false; request(); };
  const render = app.render.bind(app);
  app.render = () => { render(); drawn = true; };
  /** A rectangle of the board (board coordinates) on the page, through the zoom. */
  const pageRect = (x: number, y: number, w: number, h: number): PageRect => {
    const a = toPage(zoom.toStage({ x, y }));
    const b = toPage(zoom.toStage({ x: x + w, y: y + h }));
    return { x: a.x, y: a.y, w: b.x - a.x, h: b.y - a.y };
  };
  window.__kk = {
    bootMs: performance.now() - t0,
    view: () => c.view,
    // The map painted after the board's start (board/static-board-picture.ts) counts as work under way.
    idle: () => c.idle && drawn && !c.scene.staticBoard.waitingForMap,
    promptKind: () => c.view?.prompt?.kind ?? null,
    mapSource: () => c.scene.staticBoard.mapSource,
    bakedResolution: () => c.scene.bakedResolution,
    targets: () => c.testTargets().filter((t) => t.centre !== null).map((t) => {
      const b = t.bounds;
      const a = b ? toPage(zoom.toStage({ x: b.x, y: b.y })) : null;
      const z = b ? toPage(zoom.toStage({ x: b.x + b.w, y: b.y + b.h })) : null;
      const onPage = a && z ? { x: a.x, y: a.y, w: z.x - a.x, h: z.y - a.y } : null;
      return { key: t.key, indexes: t.indexes, bounds: t.bounds, onPage, ring: rgb(c.testRingColour(t.key)), ...toPage(zoom.toStage(t.centre as Point)) };
    }),
    legalColour: () => {
      return rgb(c.testLegalColour());
    },
    actionCount: () => c.testActionCount(),
    campaignId: () => c.campaignId,
    buttons: () => c.testButtons().map((b) => {
      const cssPerUnit = app.canvas.getBoundingClientRect().width / app.screen.width;
      return { index: b.index, label: b.label, ...toPage(b.centre), w: b.w * cssPerUnit, h: b.h * cssPerUnit };
    }),
    chooser: () => c.testChooser().map((b) => ({ index: b.index, label: b.label, ...toPage(b.centre) })),
    markedAction: () => c.bar.markedForTest(),
    undoButton: () => { const u = c.testUndoButton(); return u ? toPage(u) : null; },
    undoButtonsMade: () => c.bar.undoButtonsMadeForTest(),
    ruleLink: () => { const r = c.bar.ruleLinkArea(); return r ? toPage({ x: r.x + r.w / 2, y: r.y + r.h / 2 }) : null; },
    pixels: (points) => {
      // Read at one pixel per frame unit (one per board unit at zoom 1), however small the window shows the board.
      const r = 1 / zoom.frameScale();
      const px = readBoard(app, r);
      return points.map(([fx, fy]) => {
        const { x, y } = zoom.frameToStage({ x: fx, y: fy });
        const i = (Math.round(y * r) * px.width + Math.round(x * r)) * 4;
        return [px.pixels[i], px.pixels[i + 1], px.pixels[i + 2], px.pixels[i + 3]];
      });
    },
    colourCount: () => {
      const px = readBoard(app);
      const seen = new Set<number>();
      for (let y = 0; y < px.height; y += 7) for (let x = 0; x < px.width; x += 7) {
        const i = (y * px.width + x) * 4;
        seen.add((px.pixels[i] << 16) | (px.pixels[i + 1] << 8) | px.pixels[i + 2]);
      }
      return seen.size;
    },
    density: () => {
      const first = Object.values(c.view?.boxes ?? {}).flat().map((id) => c.scene.tileView(id)).find((t) => t?.visible);
      const face = first?.children[0] as Sprite | undefined;
      return { renderer: app.renderer.resolution, canvasWidth: app.canvas.width, tileFace: face?.texture.source.resolution ?? null };
    },
    hardEdges: () => {
      const px = readBoard(app, app.renderer.resolution);
      const grey = (i: number): number => 0.3 * px.pixels[i] + 0.59 * px.pixels[i + 1] + 0.11 * px.pixels[i + 2];
      let edges = 0;
      for (let y = 0; y < px.height; y++) for (let x = 1; x < px.width; x++) {
        const i = (y * px.width + x) * 4;
        if (Math.abs(grey(i) - grey(i - 4)) > 128) edges++;
      }
      return edges;
    },
    sound: () => c.soundState(),
    setSpeed: (s) => { c.player.queue.speed = s; },
    recordFrames: (on) => {
      loop.recordFrames = on;
      const out = { deltas: [...loop.frameTimes], work: [...loop.frameWork] };
      loop.frameTimes.length = 0;
      loop.frameWork.length = 0;
      return out;
    },
    animate: (events) => c.replay(events),
    effects: () => c.scene.effectsForTest(),
    boardPicture: () => {
      const draw = boardPictures();
      return draw === null || c.view === null ? Promise.reject(new Error('No board to draw')) : draw(c.view, 'standard');
    },
    misplaced: () => { const v = c.view; return v ? c.scene.misplacedForTest(v) : []; },
    ownFaces: () => c.scene.ownFacesForTest(),
    renderMs: (times) => {
      const t = performance.now();
      for (let i = 0; i < times; i++) app.render();
      // gl.finish waits for the GPU (here: SwiftShader on the CPU) to really draw the frames.
      (app.renderer as unknown as { gl?: WebGLRenderingContext }).gl?.finish();
      return (performance.now() - t) / times;
    },
    fillLog: (n) => c.side.setLog(0, Array.from({ length: n }, (_, i) => syntheticLogLine(i))),
    setLog: (start, lines) => c.side.setLog(start, lines),
    logLength: () => c.side.log.length,
    logLine: (i) => c.side.log.entryAt(i) ?? null,
    historyView: () => c.history.board,
    historyMisplaced: () => { const v = c.history.board; return v ? c.scene.misplacedForTest(v) : []; },
    words: () => ({ header: c.scene.headerText(), prompt: c.bar.promptText(), campaign: c.side.campaignTitleText() }),
    tooltip: () => c.testTooltip(),
    overlays: () => {
      const page = (r: { x: number; y: number; w: number; h: number } | null): PageRect | null => {
        if (r === null) return null;
        const a = toPage({ x: r.x, y: r.y });
        const b = toPage({ x: r.x + r.w, y: r.y + r.h });
        return { x: a.x, y: a.y, w: b.x - a.x, h: b.y - a.y };
      };
      const o = c.testOverlays();
      return { tooltip: page(o.tooltip), chooser: page(o.chooser), dice: page(o.dice), banner: page(o.banner) };
    },
    shownAt: (tile) => c.scene.where(tile) ?? null,
    tileCentre: (id) => {
      const t = c.scene.tileView(id);
      if (!t?.visible) return null;
      const b = t.getBounds();
      return toPage({ x: b.x + b.width / 2, y: b.y + b.height / 2 });
    },
    redBaronMark: () => {
      const m = c.scene.redBaronMarkForTest();
      return m ? { army: m.army, ...toPage(zoom.toStage({ x: m.x, y: m.y })) } : null;
    },
    showBoard: (v) => {
      c.scene.setHighlights([]);
      c.scene.showView(v);
      c.requestRender();
    },
    tileFaces: (loc) => {
      return c.scene.tilesShownForTest(loc).map((t) => {
        const size = TILE_SIZE[t.mode];
        const band = strengthBand(t.mode, c.scene.boardTextScale);
        return { id: t.id, face: pageRect(t.x, t.y, size.w, size.h), strength: pageRect(t.x + band.x, t.y + band.y, band.w, band.h), hasStrength: t.strength, ink: rgb(t.ink), body: rgb(t.body) };
      });
    },
    isolateTile: (id) => {
      c.scene.isolateForTest(id);
      c.requestRender();
    },
    fan: () => {
      const f = c.testFan();
      const { w, h } = TILE_SIZE.full;
      return f && { box: f.box, tiles: f.tiles.map((t) => ({ id: t.id, face: pageRect(t.x, t.y, w, h) })) };
    },
    boardFrame: () => pageRect(BOARD.x, BOARD.y, BOARD.width, BOARD.height), // through the zoom, as the tiles are
    zoom: () => zoom.transform(),
    zoomBy: (factor, x, y) => zoom.zoomBy(factor, x === undefined || y === undefined ? undefined : zoom.toStage({ x, y })),
    fitBoard: () => zoom.fit(),
    boardToPage: (x, y) => toPage(zoom.toStage({ x, y })),
    boardToStage: (x, y) => zoom.toFrame({ x, y }),
    layout: () => currentLayout(),
    textSizes: () => c.testTextSizes(),
    headerBox: () => {
      const h = c.scene.headerBounds();
      const a = toPage(zoom.toStage({ x: h.x, y: h.y }));
      const z = toPage(zoom.toStage({ x: h.x + h.w, y: h.y + h.h }));
      return { x: a.x, y: a.y, w: z.x - a.x, h: z.y - a.y };
    },
    faceFoot: (id, mode) => {
      const { w, h } = faceSize(mode);
      const ctx = new OffscreenCanvas(w + FACE_MARGIN, h + FACE_MARGIN).getContext('2d');
      if (!ctx) throw new Error('no 2d context');
      return paintTileFace(ctx, tileLook(id), mode, c.scene.boardTextScale);
    },
  };
}
