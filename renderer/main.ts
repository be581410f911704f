// Renderer entry. Pixi's unsafe-eval shim must load first: the window's CSP forbids eval.
import 'pixi.js/unsafe-eval';
import { Application, GlLimitsSystem } from 'pixi.js';
import { getGameApi } from './bridge.js';
import { STAGE } from './board/layout.js';
import { fitStage } from './app/fit-stage.js';
import { GameController } from './app/game-controller.js';
import { installTestHook } from './app/test-hook.js';
import { RenderLoop } from './app/render-loop.js';

const PROBE_MAX = new URLSearchParams(location.search).get('maxtex'); // PROBE-TEMP
if (PROBE_MAX) { const orig = GlLimitsSystem.prototype.contextChange; GlLimitsSystem.prototype.contextChange = function (this: GlLimitsSystem) { orig.call(this); this.maxBatchableTextures = Number(PROBE_MAX); }; } // PROBE-TEMP
async function boot(): Promise<void> {
  const t0 = performance.now();
  const wrapper = document.getElementById('stage');
  if (!wrapper) throw new Error('index.html lacks #stage');
  const params = new URLSearchParams(location.search);
  performance.mark('kk:boot'); // PROBE-TEMP
  const app = new Application();
  await app.init({
    width: STAGE.width,
    height: STAGE.height,
    background: 0x1d1c18,
    // MSAA costs a lot in software WebGL; the vector shapes are redrawn at full pixel density anyway.
    antialias: params.get('aa') === '1',
    autoDensity: false,
    preference: (params.get('pref') as 'webgl' | 'canvas' | null) ?? 'webgl', // PROBE-TEMP
    autoStart: false, // the RenderLoop draws on demand
  });
  performance.mark('kk:init'); // PROBE-TEMP
  app.canvas.id = 'board';
  wrapper.prepend(app.canvas);
  app.stage.hitArea = app.screen;

  const controller = new GameController(app, getGameApi(), !params.has('nosound'));
  performance.mark('kk:controller'); // PROBE-TEMP
  wrapper.append(controller.side.root, controller.screens.root);
  const loop = new RenderLoop(app, (ms) => {
    controller.player.queue.tick(ms);
    return !controller.player.queue.idle;
  });
  controller.requestRender = () => loop.invalidate();
  for (const type of ['pointermove', 'pointerdown', 'pointerup', 'wheel'] as const) window.addEventListener(type, () => loop.invalidate(), { passive: true });
  const fit = (): void => {
    fitStage(app, wrapper);
    controller.scene.refreshCaches();
    loop.invalidate();
  };
  window.addEventListener('resize', fit);
  fit();
  window.addEventListener('keydown', (e) => controller.key(e));
  performance.mark('kk:fit'); // PROBE-TEMP
  loop.start();
  if (params.has('test')) installTestHook(app, controller, loop, t0);
  if (params.has('probe')) (window as unknown as { __app: Application }).__app = app; // PROBE-TEMP
  await controller.start();
  performance.mark('kk:started'); // PROBE-TEMP
}

boot().catch((e: unknown) => {
  const box = document.getElementById('toast');
  if (box) {
    box.textContent = `The board could not start: ${(e as Error).message}`;
    box.style.display = '';
  }
  console.error(e);
});
