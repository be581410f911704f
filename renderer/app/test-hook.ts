// window.__kk for the e2e tests and the benchmark, installed only with ?test in the URL.
import type { Application } from 'pixi.js';
import type { BoardView } from '../../shared/engine/core/view.js';
import type { Point } from '../board/layout.js';
import type { GameController } from './game-controller.js';

export interface KkTestHook {
  readonly bootMs: number;
  view(): BoardView | null;
  idle(): boolean;
  promptKind(): string | null;
  /** Board targets and prompt buttons, in CSS pixels of the page. */
  targets(): { key: string; indexes: number[]; x: number; y: number }[];
  buttons(): { index: number; label: string; x: number; y: number }[];
  chooser(): { index: number; x: number; y: number }[];
  /** RGBA of one board pixel, read back from the renderer (probes prove drawing). */
  pixel(x: number, y: number): Promise<number[]>;
  sound(): { loaded: number; context: string } | null;
  setSpeed(speed: number): void;
}

declare global {
  interface Window {
    __kk?: KkTestHook;
  }
}

export function installTestHook(app: Application, c: GameController, t0: number): void {
  const toPage = (p: Point): { x: number; y: number } => {
    const r = app.canvas.getBoundingClientRect();
    return { x: r.left + (p.x * r.width) / app.screen.width, y: r.top + (p.y * r.height) / app.screen.height };
  };
  window.__kk = {
    bootMs: performance.now() - t0,
    view: () => c.view,
    idle: () => c.idle,
    promptKind: () => c.view?.prompt?.kind ?? null,
    targets: () => c.testTargets().filter((t) => t.centre !== null).map((t) => ({ key: t.key, indexes: t.indexes, ...toPage(t.centre as Point) })),
    buttons: () => c.testButtons().map((b) => ({ index: b.index, label: b.label, ...toPage(b.centre) })),
    chooser: () => c.testChooser().map((b) => ({ index: b.index, ...toPage(b.centre) })),
    pixel: async (x, y) => {
      const px = app.renderer.extract.pixels({ target: app.stage, frame: undefined, resolution: 1 });
      const i = (Math.round(y) * px.width + Math.round(x)) * 4;
      return [px.pixels[i], px.pixels[i + 1], px.pixels[i + 2], px.pixels[i + 3]];
    },
    sound: () => c.soundState(),
    setSpeed: (s) => { c.player.queue.speed = s; },
  };
}
