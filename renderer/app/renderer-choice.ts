// Which Pixi renderer draws the board. Canvas 2D by default: where WebGL runs in software (SwiftShader:
// headless Chromium, GPU-blocklisted machines) Pixi's batch shader samples all 16 texture slots per
// pixel and a 1280×720 frame costs 100–300 ms, while Chromium's Skia draws the same sprites in a few ms.
// On a real GPU Chromium accelerates Canvas 2D too, and the board has no filters or meshes that need WebGL.
export type RendererKind = 'canvas' | 'webgl';

/** `?renderer=webgl` (or `canvas`) in the URL overrides the default, for comparisons and the benchmark. */
export function rendererKind(params: URLSearchParams): RendererKind {
  return params.get('renderer') === 'webgl' ? 'webgl' : 'canvas';
}
