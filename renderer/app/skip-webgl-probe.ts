// Pixi builds its batch shader's WebGL program even for the Canvas 2D renderer, and to write that program it
// asks a throw-away WebGL context for the highest float precision: a context that costs 25–85 ms of the
// page's thread here (software GL) and is never drawn with (issue #14, launch time). Pixi asks once and
// keeps the answer, so with the Canvas renderer the question is put once to a canvas that already has a 2D
// context (a canvas gives one kind of context only, so it answers "no WebGL") and Pixi keeps its default,
// which only a WebGL program would read.
import { DOMAdapter, getMaxFragmentPrecision } from 'pixi.js';

export function skipWebGlProbe(): void {
  const browser = DOMAdapter.get();
  DOMAdapter.set({
    ...browser,
    createCanvas: (width, height) => {
      const canvas = browser.createCanvas(width, height);
      canvas.getContext('2d');
      return canvas;
    },
  });
  try {
    getMaxFragmentPrecision();
  } finally {
    DOMAdapter.set(browser);
  }
}
