// Saves the map under the board as a picture at one pixel per board unit, one per palette
// (assets/map/europe-<palette>.png), so the app can show it at its usual size from an image decoded off
// the page's thread instead of painting the 33.5 KB path on it (issue #14's launch time; zoomed in, the
// board still paints the path itself, crisp at every zoom). A picture needs a browser to raster it: the
// map is painted by the app's own code (board/backdrop.ts) into a recording, and the headless Chromium
// plays the recording back onto a canvas and encodes it. Derived from Natural Earth (public domain), as
// europe-map.ts is. Run: npm run map-image (after npm run map, or when the map's colours change).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { paintMapAlone } from '../../renderer/board/backdrop.js';
import { BOARD } from '../../renderer/board/layout.js';
import type { Ctx } from '../../renderer/board/canvas-paint.js';
import type { Palette } from '../../renderer/board/tile-look.js';
import { benchBrowser } from '../../tools/bench/browser.js';
import { MAP_IMAGE_PALETTES, mapImageName } from '../../renderer/board/map-image-files.js';

/** One step of a recorded painting: a property set, or a method called with its arguments. */
type Step = ['set', string, unknown] | ['call', string, unknown[]];

/** A 2D context that only records what is done to it (the painting code needs no answers back). */
function recordingContext(steps: Step[]): Ctx {
  return new Proxy({}, {
    get: (_t, key) => (...args: unknown[]) => { steps.push(['call', String(key), args]); },
    set: (_t, key, value) => { steps.push(['set', String(key), value]); return true; },
  }) as Ctx;
}

/** Plays the steps back onto a board-sized canvas in the page, returns the PNG's bytes as base64. */
function playBack(arg: { steps: Step[]; width: number; height: number }): string {
  const canvas = document.createElement('canvas');
  canvas.width = arg.width;
  canvas.height = arg.height;
  const ctx = canvas.getContext('2d') as unknown as Record<string, unknown>;
  for (const [kind, name, value] of arg.steps) {
    if (kind === 'set') ctx[name] = value;
    else (ctx[name] as (...a: unknown[]) => void).apply(ctx, value as unknown[]);
  }
  return canvas.toDataURL('image/png').split(',')[1];
}

async function main(): Promise<void> {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const browser = await chromium.launch({ executablePath: benchBrowser().path, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    for (const palette of MAP_IMAGE_PALETTES) {
      const steps: Step[] = [];
      paintMapAlone(recordingContext(steps), palette as Palette);
      const png = Buffer.from(await page.evaluate(playBack, { steps, width: BOARD.width, height: BOARD.height }), 'base64');
      const file = resolve(here, mapImageName(palette));
      writeFileSync(file, png);
      console.log(`${file}: ${BOARD.width}×${BOARD.height}, ${(png.length / 1024).toFixed(1)} KB`);
    }
  } finally {
    await browser.close();
  }
}

await main();
