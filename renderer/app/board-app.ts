// The board half of the renderer, its own chunk: Pixi (with its browser extensions and the Canvas 2D
// renderer imported here, so Application.init fetches no further chunks), the scene, the render loop and
// the test hook. main.ts loads it while the title screen is up; the shell hands the board its DOM parts.
import 'pixi.js/unsafe-eval'; // first: the window's CSP forbids eval
import 'pixi.js/browser';
import { Application, CanvasTextMetrics } from 'pixi.js';
import type { GameApi } from '../../shared/ipc.js';
import { STAGE } from '../board/layout.js';
import { openingTiles, prewarmTiles, type IdleScheduler } from '../board/prewarm.js';
import { fitStage } from './fit-stage.js';
import { fittedBoard, type WindowLayout } from './window-layout.js';
import { GameController } from './game-controller.js';
import { installTestHook } from './test-hook.js';
import { BoardZoom } from './board-zoom.js';
import { bakeResolution } from '../board/zoom-math.js';
import { makeZoomControls } from '../ui/zoom-controls.js';
import { RenderLoop } from './render-loop.js';
import { rendererKind } from './renderer-choice.js';
import { showToast, type Shell } from './shell.js';
import { connectGuide } from './guide-wiring.js';
import { prewarmButtonFonts } from '../ui/button.js';
import { skipWebGlProbe } from './skip-webgl-probe.js';
import { whenIdle } from '../ui/when-idle.js';
import { provideBoardPictures } from '../review/board-pictures.js';
import { drawBoardPicture } from '../review/board-picture.js';

/**
 * Issue #33: where the board's tools (the side panel's button, zoom) lie over the fitted board's header line,
 * the board x their first button starts at (the header ends short of it); Infinity where they are clear of it.
 */
function headerRoomLeftOf(tools: HTMLElement, l: WindowLayout): number {
  const first = tools.firstElementChild;
  if (!(first instanceof HTMLElement)) return Infinity;
  const board = fittedBoard(l);
  const left = tools.offsetLeft + first.offsetLeft;
  const clear = l.tools.y + l.tools.h <= board.y || left >= board.x + board.w;
  return clear ? Infinity : (left - board.x) / l.boardFit - 8;
}

/** The board runs in Chromium (Electron, or the web host's browser), which has requestIdleCallback. */
const idleSlices: IdleScheduler = (work) => {
  window.requestIdleCallback((d) => work(() => d.timeRemaining()), { timeout: 1000 });
};

export async function startBoard(shell: Shell, api: GameApi, wrapper: HTMLElement, params: URLSearchParams, t0: number): Promise<GameController> {
  const app = new Application();
  const preference = rendererKind(params);
  if (preference === 'canvas') skipWebGlProbe();
  await app.init({
    width: STAGE.width,
    height: STAGE.height,
    background: 0x1d1c18,
    // WebGL only: MSAA costs a lot in software WebGL (Canvas 2D always smooths its edges).
    antialias: params.get('aa') === '1',
    autoDensity: false,
    preference,
    autoStart: false, // the RenderLoop draws on demand
  });
  performance.mark('kk:pixi-ready');
  app.canvas.id = 'board';
  wrapper.prepend(app.canvas);
  app.stage.hitArea = app.screen;

  const controller = new GameController(app, api, { side: shell.side, screens: shell.screens, sounds: shell.sounds, showError: showToast });
  performance.mark('kk:scene-built');
  // Textures are baked for the renderer's density times the zoom (sharp text when zoomed in), within a cap.
  const zoom = new BoardZoom(app, controller.scene, {
    onChange: () => controller.viewMoved(),
    onSettle: () => { bake(); loop.invalidate(); },
  });
  // The board's real density: the renderer's times the frame's fit (under 1 in a small window) times the zoom.
  let fitScale = 1;
  const bake = (): void => controller.scene.refreshCaches(bakeResolution(app.renderer.resolution * fitScale, zoom.transform().scale));
  controller.isTap = () => zoom.isTap();
  controller.zoomKey = (e) => zoom.key(e);
  controller.showOnBoard = (r) => zoom.show(r);
  const zoomControls = makeZoomControls({ zoomIn: () => zoom.zoomBy(1.5), zoomOut: () => zoom.zoomBy(1 / 1.5), fit: () => zoom.fit() });
  shell.drawer.tools.append(zoomControls); // beside the side panel's button, clear of the printed boxes (issue #33)
  connectGuide(shell.guide, controller, zoom, shell.drawer.tools);
  const loop = new RenderLoop(app, (ms) => {
    zoom.update(ms);
    controller.player.queue.tick(ms);
    return !controller.player.queue.idle;
  });
  controller.requestRender = () => loop.invalidate();
  for (const type of ['pointermove', 'pointerdown', 'pointerup', 'wheel'] as const) window.addEventListener(type, () => loop.invalidate(), { passive: true });
  const fit = (): void => {
    const l = fitStage(app, wrapper);
    fitScale = l.boardFit;
    zoom.layout(l);
    controller.layout(l);
    controller.scene.setHeaderRoom(headerRoomLeftOf(shell.drawer.tools, l)); // no header words under the tools
    bake();
    loop.invalidate();
  };
  window.addEventListener('resize', fit);
  shell.relayout = fit; // the side panel opened or closed, the text size changed (issue #33)
  // Zoomed in, the map's land and coasts are painted from the path under the boxes once the board has drawn
  // (issue #14: not on the first board's path); at the usual size its picture is laid under them when decoded.
  controller.scene.staticBoard.later = (paintMap) => window.requestIdleCallback(paintMap, { timeout: 1000 });
  controller.scene.staticBoard.changed = () => controller.requestRender();
  fit();
  performance.mark('kk:board-baked');
  // The first drawing waits for a campaign (New campaign or Continue clicked at once) or for idle time:
  // a board drawn empty under the title would only be drawn again when the campaign comes (issue #14).
  let firstDrawWaits = true;
  loop.hold = () => firstDrawWaits && controller.view === null;
  window.requestIdleCallback(() => { firstDrawWaits = false; }, { timeout: 1000 });
  loop.start();
  idleSlices(() => prewarmButtonFonts());
  // The Segmenter Pixi makes on first use (tools/vite-lazy-segmenter.ts): made while the player reads the
  // board (seconds after its start, so not in the first idle moment), not by the first letter-spaced stamp
  // of an animation.
  window.setTimeout(() => whenIdle(() => CanvasTextMetrics.graphemeSegmenter(' '), 5000), 3000);
  void prewarmTiles(controller.scene, openingTiles(), idleSlices);
  // The after-action report's pictures of the board (issue #34), drawn on a scene of their own.
  provideBoardPictures((view, palette) => drawBoardPicture(app.renderer, view, { palette, textScale: controller.scene.boardTextScale }));
  if (params.has('test')) installTestHook(app, controller, loop, zoom, t0);
  return controller;
}
