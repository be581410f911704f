// Issue #14: the map under the board comes from a picture at its usual size (assets/map/make-map-image.ts
// writes it from the same painting code; renderer/board/map-image.ts loads it off the page's thread). The
// committed pictures must match the board and today's map colours: at Berlin land, west of Brittany sea,
// in each palette's own colours (change the colours or the map, and `npm run map-image` must be run again).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectOnBoard } from '../../assets/map/projection.js';
import { MAP_COLOURS } from '../../renderer/board/backdrop.js';
import { BOARD } from '../../renderer/board/layout.js';
import { MAP_IMAGE_DENSITY, MAP_IMAGE_PALETTES, mapImageName } from '../../renderer/board/map-image-files.js';
import { readPng } from './png-pixels.js';

const rgb = (c: number): number[] => [(c >> 16) & 255, (c >> 8) & 255, c & 255];
const distance = (a: readonly number[], b: readonly number[]): number => Math.max(...[0, 1, 2].map((i) => Math.abs(a[i] - b[i])));

describe('the map pictures', () => {
  for (const palette of MAP_IMAGE_PALETTES) {
    it(`${palette}: board-sized, opaque, land and sea in the palette's colours`, () => {
      const png = readPng(readFileSync(new URL(`../../assets/map/${mapImageName(palette)}`, import.meta.url)));
      expect([png.width, png.height]).toEqual([BOARD.width * MAP_IMAGE_DENSITY, BOARD.height * MAP_IMAGE_DENSITY]);
      const colours = MAP_COLOURS[palette];
      const pixel = (p: { x: number; y: number }): number[] => png.at(Math.round((p.x - BOARD.x) * MAP_IMAGE_DENSITY), Math.round((p.y - BOARD.y) * MAP_IMAGE_DENSITY));
      const berlin = pixel(projectOnBoard(13.4, 52.52));
      const atlantic = pixel(projectOnBoard(-7.7, 47.9));
      expect(distance(berlin, rgb(colours.land))).toBeLessThanOrEqual(2);
      expect(distance(atlantic, rgb(colours.sea))).toBeLessThanOrEqual(2);
      expect([berlin[3], atlantic[3], png.at(0, 0)[3], png.at(png.width - 1, png.height - 1)[3]]).toEqual([255, 255, 255, 255]);
    });
  }
});
