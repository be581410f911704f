// A Vite plugin for the renderer build (issue #14, launch time): Pixi's text metrics make an
// Intl.Segmenter when its module is evaluated, and Chromium's first Segmenter loads its word-break data on
// the page's thread (25–50 ms here), before the board can start. The board only needs one for
// letter-spaced text (the stamp) and words broken inside, so the plugin rewrites that module to make it
// on first use; renderer/app/board-app.ts makes it in idle time after the board is up.
import type { Plugin } from 'vite';

/** The module whose evaluation makes the Segmenter (pixi.js 8's CanvasTextMetrics). */
const METRICS_MODULE = /pixi\.js[\\/]lib[\\/]scene[\\/]text[\\/]canvas[\\/]CanvasTextMetrics\.mjs$/;

/** What is replaced, and by what: the eager Segmenter becomes one made by the first call. */
const EDITS: readonly (readonly [string, string])[] = [
  ['const segmenter = new Intl.Segmenter();', 'let segmenter;'],
  ['const segments = segmenter.segment(s);', 'const segments = (segmenter ??= new Intl.Segmenter()).segment(s);'],
];

/** The module's code with the Segmenter made on first use; throws if Pixi's code no longer reads as expected. */
export function lazySegmenter(code: string): string {
  let out = code;
  for (const [from, to] of EDITS) {
    if (out.split(from).length !== 2) throw new Error(`kk-lazy-segmenter: Pixi's CanvasTextMetrics no longer has "${from}" once; check the plugin against this Pixi version`);
    out = out.replace(from, to);
  }
  return out;
}

export function lazyGraphemeSegmenter(): Plugin {
  return {
    name: 'kk-lazy-grapheme-segmenter',
    transform(code, id) {
      return METRICS_MODULE.test(id) ? { code: lazySegmenter(code), map: null } : null;
    },
  };
}
