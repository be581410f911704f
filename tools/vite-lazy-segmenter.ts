// A Vite plugin for the renderer build (issue #14, launch time): Pixi's text metrics make an
// Intl.Segmenter when its module is evaluated, and Chromium's first Segmenter loads its word-break data on
// the page's thread (25–50 ms here), before the board can start; then every text measured is split into
// letters, only to multiply their count by a letter spacing that is 0 in all but the stamp's text. The
// plugin rewrites that module to make the Segmenter on first use and to split a text only when it has a
// letter spacing (the same widths: the count times 0 is 0); renderer/app/board-app.ts makes the Segmenter
// in idle time after the board is up.
import type { Plugin } from 'vite';

/** The module whose evaluation makes the Segmenter (pixi.js 8's CanvasTextMetrics). */
const METRICS_MODULE = /pixi\.js[\\/]lib[\\/]scene[\\/]text[\\/]canvas[\\/]CanvasTextMetrics\.mjs$/;

/** What is replaced, and by what: the eager Segmenter becomes one made by the first call, used only for a letter spacing. */
const EDITS: readonly (readonly [string, string])[] = [
  ['const segmenter = new Intl.Segmenter();', 'let segmenter;'],
  ['const segments = segmenter.segment(s);', 'const segments = (segmenter ??= new Intl.Segmenter()).segment(s);'],
  [
    'letterSpacingVal = (_CanvasTextMetrics.graphemeSegmenter(text).length - 1) * letterSpacing;',
    'letterSpacingVal = letterSpacing === 0 ? 0 : (_CanvasTextMetrics.graphemeSegmenter(text).length - 1) * letterSpacing;',
  ],
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
