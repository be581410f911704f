// Issue #33: a highlighted box's ring against the box's own paper, read from painted pixels (WCAG 1.4.11's 3:1
// is about what the eye sees, so the figure comes from the screen, not from the palette table).
import type { Page } from '@playwright/test';
import { contrast } from '../../renderer/board/colour-math.js';

interface Bounds { readonly x: number; readonly y: number; readonly w: number; readonly h: number }

const rgbOf = (p: readonly number[]): number => (p[0] << 16) | (p[1] << 8) | p[2];

/** The colour seen most often among the pixels (the paper, where a tile or a word covers a few probes). */
function commonest(pixels: readonly (readonly number[])[]): number {
  const counts = new Map<number, number>();
  for (const p of pixels) counts.set(rgbOf(p), (counts.get(rgbOf(p)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}

export interface RingReading { readonly ring: number; readonly paper: number; readonly ratio: number }

/**
 * For a highlighted box: the ring's colour (its centre line, 2 px outside the box, along the top edge) and the
 * paper's (4 px inside the bottom edge, past the band's inner edge, under the highlight's tint), and their ratio.
 */
export async function ringAgainstPaper(page: Page, b: Bounds): Promise<RingReading> {
  const xs = Array.from({ length: 9 }, (_, i) => b.x + 12 + (i * (b.w - 24)) / 8);
  const ringPts = xs.map((x) => [x, b.y - 2] as const);
  const paperPts = xs.map((x) => [x, b.y + b.h - 4] as const);
  const px = await page.evaluate((pts) => window.__kk?.pixels(pts) ?? [], [...ringPts, ...paperPts]);
  const ring = commonest(px.slice(0, ringPts.length));
  const paper = commonest(px.slice(ringPts.length));
  return { ring, paper, ratio: contrast(ring, paper) };
}

/** The mean grey (0–255) of a spread of board points: how dark the board is painted. */
export async function meanGrey(page: Page, points: readonly (readonly [number, number])[]): Promise<number> {
  const px = await page.evaluate((pts) => window.__kk?.pixels(pts) ?? [], points);
  return px.reduce((s, p) => s + 0.2126 * p[0] + 0.7152 * p[1] + 0.0722 * p[2], 0) / px.length;
}
