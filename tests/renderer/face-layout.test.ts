// Issue #14: the board's own words follow the text-size setting, and a tile's strength stays clear of its
// name, its marks and its nationality tag at every size (the tile keeps its printed size).
import { describe, expect, it } from 'vitest';
import { DIGIT_TOP, NAME_LINE, faceLayout, footPlace, strengthInkTop } from '../../renderer/board/face-layout.js';
import { boardType } from '../../renderer/board/board-type.js';
import { LABEL_H, TILE_SIZE } from '../../renderer/board/layout.js';
import { TEXT_SCALE } from '../../renderer/ui/text-size.js';

const SIZES = Object.entries(TEXT_SCALE);

describe('a tile face at every text size', () => {
  for (const mode of ['full', 'small'] as const) {
    for (const striped of [true, false]) {
      for (const [size, scale] of SIZES) {
        it(`${mode}${striped ? ' flagged' : ''} at ${size}: the name ends above the strength's digits and the marks`, () => {
          const f = faceLayout(mode, scale, striped);
          const { h } = TILE_SIZE[mode];
          const nameBottom = f.nameY + f.nameSize * NAME_LINE;
          expect(nameBottom).toBeLessThanOrEqual(strengthInkTop(h, f.strengthSize) + 1e-9);
          expect(nameBottom).toBeLessThanOrEqual(f.markY + 1e-9);
          if (striped) {
            expect(f.band).toBeGreaterThanOrEqual(8); // the flag still shows
            expect(f.nameY).toBeGreaterThan(3 + f.band); // under the band, not on it
          }
          // The digits stand inside the face.
          expect(strengthInkTop(h, f.strengthSize)).toBeGreaterThan(0);
          expect(f.markY + f.markSize).toBeLessThanOrEqual(h);
        });
      }
    }
  }

  it('the name grows with the setting (as far as the face allows) and the strength stays legible', () => {
    const at = (s: number) => faceLayout('full', s, true);
    expect(at(TEXT_SCALE.small).nameSize).toBeLessThan(at(TEXT_SCALE.normal).nameSize);
    expect(at(TEXT_SCALE.large).nameSize).toBeGreaterThan(at(TEXT_SCALE.normal).nameSize);
    expect(at(TEXT_SCALE['x-large']).nameSize).toBeGreaterThan(at(TEXT_SCALE.large).nameSize);
    expect(at(TEXT_SCALE['x-large']).band).toBeLessThan(at(TEXT_SCALE.normal).band); // the band gives way
    for (const [, s] of SIZES) expect(at(s).strengthSize).toBeGreaterThanOrEqual(20);
    // Normal is the face as it was before the setting reached the board.
    expect(at(1)).toMatchObject({ band: 16, nameY: 20, nameSize: 11, strengthSize: 22, markSize: 14, markY: 40 });
  });

  it('the digits model: Georgia figures reach just under one em above the foot', () => {
    expect(DIGIT_TOP).toBeGreaterThan(0.9);
    expect(strengthInkTop(58, 22)).toBeCloseTo(57 - 22 * DIGIT_TOP, 9);
  });
});

describe('the strength along the foot (Serbia\'s "3/4" beside its tag)', () => {
  it('stays centred when clear of both sides', () => {
    expect(footPlace(14, 18, 56, 29)).toEqual({ x: 22, scale: 1 });
  });
  it('moves right, just clear of the tag, when centring would touch it', () => {
    const p = footPlace(30, 21, 56, 29);
    expect(p).toEqual({ x: 21, scale: 1 });
    expect(p.x + 30).toBeLessThanOrEqual(56);
  });
  it('moves left of the ✱ when centring would touch it', () => {
    expect(footPlace(20, 2, 36, 29)).toEqual({ x: 16, scale: 1 });
  });
  it('is narrowed to the room between tag and edge only when wider than it', () => {
    const p = footPlace(40, 21, 56, 29);
    expect(p.x).toBe(21);
    expect(40 * p.scale).toBeCloseTo(35, 9);
  });
});

describe('the board\'s own words at every text size', () => {
  it('grow with the setting, titles and track numbers only as far as their title line', () => {
    const normal = boardType(TEXT_SCALE.normal);
    expect(normal).toMatchObject({ title: 12, cell: 10, front: 13, header: 16 });
    expect(boardType(TEXT_SCALE.small).title).toBeLessThan(12);
    const xl = boardType(TEXT_SCALE['x-large']);
    expect(xl.title).toBeGreaterThan(12);
    expect(xl.header).toBeCloseTo(16 * 1.4, 9);
    for (const [, s] of SIZES) {
      const t = boardType(s);
      expect(1 + t.title * NAME_LINE).toBeLessThanOrEqual(LABEL_H + 1e-9); // above the tiles
      expect(t.cell * NAME_LINE).toBeLessThanOrEqual(LABEL_H - 4 + 1e-9); // above the card's ruled line
      expect(t.counter(88) * NAME_LINE).toBeLessThanOrEqual(88 - LABEL_H);
    }
  });
});
