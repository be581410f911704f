// The renderer build's rewrite of Pixi's text metrics (tools/vite-lazy-segmenter.ts, issue #14 launch time):
// on the installed Pixi, the grapheme splitter makes no Intl.Segmenter until it is first called, and then
// splits as Pixi's own did; a Pixi whose code reads otherwise fails the build instead of silently keeping it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazySegmenter } from '../../tools/vite-lazy-segmenter.js';

const pixiLib = dirname(createRequire(import.meta.url).resolve('pixi.js'));
const metrics = readFileSync(join(pixiLib, 'scene', 'text', 'canvas', 'CanvasTextMetrics.mjs'), 'utf8');

/** The splitter's definition in the module (the assignment to graphemeSegmenter), run with a counting Segmenter. */
function splitterOf(code: string): { split: (s: string) => string[]; made: () => number } {
  const start = code.indexOf('_CanvasTextMetrics.graphemeSegmenter = (() => {');
  const end = code.indexOf('})();', start) + '})();'.length;
  let made = 0;
  class Counting extends Intl.Segmenter {
    constructor() {
      super();
      made++;
    }
  }
  const Intl2 = { Segmenter: Counting };
  const define = new Function('Intl', `const _CanvasTextMetrics = {}; ${code.slice(start, end)} return _CanvasTextMetrics.graphemeSegmenter;`) as (i: typeof Intl2) => (s: string) => string[];
  return { split: define(Intl2), made: () => made };
}

/** The module's _measureTextCore, run with a splitter that counts its calls and a context 10 px a letter. */
function measureOf(code: string): { width: (text: string, spacing: number) => number; splits: () => number } {
  const head = 'static _measureTextCore(text, letterSpacing, context) {';
  const start = code.indexOf(head) + head.length;
  const body = code.slice(start, code.indexOf('\n  }\n', start));
  let splits = 0;
  const metrics = { experimentalLetterSpacingSupported: false, graphemeSegmenter: (s: string) => { splits++; return [...s]; } };
  const core = new Function('_CanvasTextMetrics', `return function (text, letterSpacing, context) {${body}}`)(metrics) as (t: string, l: number, c: unknown) => { metricWidth: number };
  const context = { measureText: (t: string) => ({ width: t.length * 10 }) };
  return { width: (t, l) => core(t, l, context).metricWidth, splits: () => splits };
}

describe('Pixi\'s grapheme splitter, rewritten for the launch', () => {
  it('splits a measured text into letters only when it has a letter spacing, with the same widths', () => {
    const before = measureOf(metrics);
    const after = measureOf(lazySegmenter(metrics));
    for (const spacing of [0, 3, -1]) expect(after.width('Kaiserkrieg', spacing)).toBe(before.width('Kaiserkrieg', spacing));
    expect([before.splits(), after.splits()]).toEqual([3, 2]); // the rewritten one skips the spacing of 0
    expect(after.width('Kaiserkrieg', 3)).toBe(110 + 10 * 3);
    expect(after.width('Verdun', 0)).toBe(60);
    expect(after.splits()).toBe(3);
  });

  it('makes no Segmenter when its module is evaluated, one on first use, and splits as before', () => {
    const before = splitterOf(metrics);
    expect(before.made()).toBe(1); // Pixi as installed: made at evaluation
    const after = splitterOf(lazySegmenter(metrics));
    expect(after.made()).toBe(0);
    const word = 'Kaiserkrie\u0065\u0301g';
    expect(after.split(word)).toEqual(before.split(word));
    expect([word.length, after.split(word).length]).toEqual([13, 12]); // the e and its accent are one letter
    after.split('again');
    expect(after.made()).toBe(1);
  });

  it('fails the build when Pixi\'s code no longer reads as expected', () => {
    expect(() => lazySegmenter(metrics.replace('const segmenter = new Intl.Segmenter();', 'const s = new Intl.Segmenter();'))).toThrow(/no longer has/);
  });
});
