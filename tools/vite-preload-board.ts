// A Vite plugin for the renderer build: <link rel="modulepreload"> for the board's chunks in index.html.
// main.ts shows the title first and import()s the board (Pixi, 0.5 MB) behind it; without these links the
// browser only starts fetching and compiling the board once main.ts runs, and Pixi's own renderer chunks
// once Application.init asks for them — two waits in a row on the way to the board.
import type { Plugin } from 'vite';

/**
 * Chunks not wanted at start: howler comes after the board is up (SoundBoard.load); Pixi's WebGL/WebGPU
 * renderers and its web-worker setup are used only when asked for (?renderer=webgl); the Statistics screen,
 * the end screen's plot and their chart library (uPlot, 51 kB) only when those screens open, the guided
 * first turn's words only when a guide is chosen (issue #14: preloaded, such chunks are fetched and
 * compiled at start, beside the chunks the title and the board wait for).
 * Missing one here only means it loads when imported, as before.
 */
const LATER = /howler|WebGL|WebGPU|webworker|uPlot|statistics-screen|campaign-plot|bar-plot|first-turn-guide/i;

/**
 * All of Pixi in one chunk: left to itself the bundler cut it into eight (the pieces its renderers share,
 * and a stub per renderer: the renderers' code itself was never lazy), and over HTTP/1.1 (the web host) a
 * browser fetches only six files from a host at once, so the board's chunks came in a second round trip
 * behind the title's (issue #14, launch time).
 */
export const boardChunkGroups = [
  // Vite's preload helper, used by the title's chunk too (its lazy screens): kept out of Pixi's chunk.
  { name: 'helpers', test: /preload-helper/, priority: 2 },
  { name: 'pixi', test: /node_modules[\\/]pixi\.js[\\/]/, priority: 1 },
];

export function preloadBoardChunks(): Plugin {
  return {
    name: 'kk-preload-board-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle).filter((c) => c.type === 'chunk' && !c.isEntry && !LATER.test(c.name) && !html.includes(c.fileName));
        return chunks.map((c) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `./${c.fileName}` }, injectTo: 'head' as const }));
      },
    },
  };
}
