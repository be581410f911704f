// The renderer build's <link rel="modulepreload"> list (tools/vite-preload-board.ts): the board's chunks are
// fetched at start, the chunks of screens opened later (Statistics, the end screen's plot, uPlot) and howler
// are not, so they do not compete at start with what the title and the board wait for (issue #14).
import { describe, expect, it } from 'vitest';
import { preloadBoardChunks } from '../../tools/vite-preload-board.js';

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
