// The renderer build's <link rel="modulepreload"> list (tools/vite-preload-board.ts): the board's chunks are
// fetched at start, the chunks of screens opened later (Statistics, the end screen's plot, uPlot) and howler
// are not, so they do not compete at start with what the title and the board wait for (issue #14).
import { describe, expect, it } from 'vitest';
import { boardChunkGroups, preloadBoardChunks } from '../../tools/vite-preload-board.js';

type Handler = (html: string, ctx: { bundle: Record<string, unknown> }) => { attrs: { href: string } }[] | string;

function preloaded(names: readonly string[]): string[] {
  const plugin = preloadBoardChunks();
  const hook = plugin.transformIndexHtml as unknown as { handler: Handler };
  const bundle = Object.fromEntries(names.map((n) => [`assets/${n}-abc.js`, { type: 'chunk', isEntry: n === 'index', name: n, fileName: `assets/${n}-abc.js` }]));
  const tags = hook.handler('<script src="./assets/index-abc.js"></script>', { bundle });
  return typeof tags === 'string' ? [] : tags.map((t) => t.attrs.href);
}

describe('modulepreload links of the renderer build', () => {
  it('preload the board and Pixi\'s Canvas renderer, not the screens opened later nor their chart library', () => {
    const names = ['index', 'board-app', 'CanvasRenderer', 'Geometry', 'uPlot.min', 'statistics-screen', 'campaign-plot', 'first-turn-guide', 'howler', 'WebGLRenderer', 'rules-help'];
    expect(preloaded(names)).toEqual(['./assets/board-app-abc.js', './assets/CanvasRenderer-abc.js', './assets/Geometry-abc.js', './assets/rules-help-abc.js']);
  });
});

describe('chunk groups of the renderer build (issue #14, launch time)', () => {
  /** The group a module goes to: the highest priority whose test matches, as the bundler picks. */
  const groupOf = (id: string): string | null => [...boardChunkGroups].sort((a, b) => b.priority - a.priority).find((g) => g.test.test(id))?.name ?? null;

  it('put all of Pixi in one chunk, its WebGL renderer too, and leave the game\'s own modules alone', () => {
    expect(groupOf('/w/node_modules/pixi.js/lib/rendering/renderers/canvas/CanvasRenderer.mjs')).toBe('pixi');
    expect(groupOf('/w/node_modules/pixi.js/lib/rendering/renderers/gl/WebGLRenderer.mjs')).toBe('pixi');
    expect(groupOf('C:\\w\\node_modules\\pixi.js\\lib\\scene\\text\\Text.mjs')).toBe('pixi');
    expect(groupOf('/w/renderer/app/board-app.ts')).toBeNull();
    expect(groupOf('/w/node_modules/howler/dist/howler.js')).toBeNull();
  });
  it('keep Vite\'s preload helper, which the title\'s chunk needs, out of Pixi\'s', () => {
    expect(groupOf('\0vite/preload-helper.js')).toBe('helpers');
  });
});
