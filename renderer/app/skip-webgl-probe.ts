// Pixi's Canvas 2D renderer still writes its sprite batcher's WebGL shader source on the first frame, and
// for that asks a throw-away WebGL context for the best float precision (pixi.js getMaxFragmentPrecision):
// a context made in the GPU process and dropped, ≈ 25 ms of the first board's frame in software GL here
// (issue #14). The Canvas renderer never compiles that shader, so with it the question is answered ahead,
// with Pixi's canvases briefly saying "no WebGL": Pixi then keeps its default (mediump) for the page.
import { DOMAdapter, getMaxFragmentPrecision, type Adapter } from 'pixi.js';

/** True for the context types that make a WebGL context. */
export function isWebglContext(type: string): boolean {
  return type === 'webgl' || type === 'webgl2' || type === 'experimental-webgl';
}

/** Settles Pixi's fragment precision without a WebGL context (call only with the Canvas 2D renderer). */
export function skipWebglProbe(): void {
  const base: Adapter = DOMAdapter.get();
  DOMAdapter.set({
    ...base,
    createCanvas: (width, height) => {
      const canvas = base.createCanvas(width, height);
      const getContext = canvas.getContext.bind(canvas) as (type: string, options?: unknown) => unknown;
      (canvas as { getContext: unknown }).getContext = (type: string, options?: unknown) => (isWebglContext(type) ? null : getContext(type, options));
      return canvas;
    },
  });
  try {
    getMaxFragmentPrecision();
  } finally {
    DOMAdapter.set(base);
  }
}
