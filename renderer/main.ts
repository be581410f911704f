// Renderer entry. Pixi's unsafe-eval shim must load first: the window's CSP forbids eval.
import 'pixi.js/unsafe-eval';
import { Application } from 'pixi.js';
import { getGameApi } from './bridge.js';
import { STAGE } from './board/layout.js';
import { fitStage } from './app/fit-stage.js';
import { GameController } from './app/game-controller.js';
import { installTestHook } from './app/test-hook.js';
import { RenderLoop } from './app/render-loop.js';
import { rendererKind } from './app/renderer-choice.js';
import { withEarlyCalls } from './app/early-calls.js';

async function boot(): Promise<void> {
  const t0 = performance.now();
  const wrapper = document.getElementById('stage');
  if (!wrapper) throw new Error('index.html lacks #stage');
  const params = new URLSearchParams(location.search);
  const api = withEarlyCalls(getGameApi());
  const app = new Application();
  await app.init({
    width: STAGE.width,
    height: STAGE.height,
    background: 0x1d1c18,
    // WebGL only: MSAA costs a lot in software WebGL (Canvas 2D always smooths its edges).
    antialias: params.get('aa') === '1',
    autoDensity: false,
    preference: rendererKind(params),
    autoStart: false, // the RenderLoop draws on demand
  });
  performance.mark('kk:pixi-ready');
  app.canvas.id = 'board';
  wrapper.prepend(app.canvas);
  app.stage.hitArea = app.screen;

  const controller = new GameController(app, api, !params.has('nosound'));
  wrapper.append(controller.side.root, controller.screens.root);
  performance.mark('kk:scene-built');
  const loop = new RenderLoop(app, (ms) => {
    controller.player.queue.tick(ms);
    return !controller.player.queue.idle;
  });
  controller.requestRender = () => loop.invalidate();
  for (const type of ['pointermove', 'pointerdown', 'pointerup', 'wheel'] as const) window.addEventListener(type, () => loop.invalidate(), { passive: true });
  const fit = (): void => {
    fitStage(app, wrapper);
    controller.scene.refreshCaches(app.renderer.resolution);
    loop.invalidate();
  };
  window.addEventListener('resize', fit);
  fit();
  performance.mark('kk:board-baked');
  window.addEventListener('keydown', (e) => controller.key(e));
  loop.start();
  if (params.has('test')) installTestHook(app, controller, loop, t0);
  await controller.start();
  performance.mark('kk:title');
}

boot().catch((e: unknown) => {
  const box = document.getElementById('toast');
  if (box) {
    box.textContent = `The board could not start: ${(e as Error).message}`;
    box.style.display = '';
  }
  console.error(e);
});
