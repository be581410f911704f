// Issue #14: a crowded front is laid out to be read. Every tile of a Country box lies whole inside the box
// and apart from every other, at one to five armies (§6.3: never more) plus every marker the box can hold.
import { describe, expect, it } from 'vitest';
import { LAYOUT_BY_ID, TILE_SIZE, type Rect } from '../../renderer/board/layout.js';
import { packBox, tileArea } from '../../renderer/board/box-packing.js';
import { frontCount } from '../../renderer/board/front-count.js';
import { ARMIES } from '../../shared/data/armies.js';
import { COUNTRIES, MAX_ARMIES_PER_COUNTRY, MAX_ARMIES_PER_THEATER } from '../../shared/data/board.js';

/** Every marker each Country can hold besides its armies (the engine's rules place these; see each id). */
const MARKERS: Readonly<Record<string, readonly string[]>> = {
  // §6.3 OTT, §10.5 Forts, §6.6 Trenches, §5.4.1.1 Mutiny and France in Danger, §7.1.2.6 Tank Army, §11 U-Boats.
  france: ['ott-france', 'border-forts-2', 'trenches-2', 'french-mutiny', 'pink-france-in-danger', 'french-tank-army', 'u-boats-1', 'u-boats-2'],
  // §6.3 OTT, §10.5 Forts, §6.6 Trenches, §13.3 Siegfried Line, U-Boats (industrial.ts: Belgium first).
  belgium: ['ott-britain', 'border-forts-1', 'trenches-1', 'siegfried-line', 'u-boats-1', 'u-boats-2'],
  italy: ['ott-italy', 'pink-italy-in-danger'],
  serbia: ['ott-serbia', 'pink-serbia-outflanked'],
  lithuania: ['ott-russia-lithuania', 'pink-socialist-revolution-2'],
  ukraine: ['ott-russia-ukraine', 'pink-socialist-revolution-2'],
};

function armiesOf(country: string): string[] {
  return ARMIES.filter((a) => a.theater === country).map((a) => a.id);
}

function overlap(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

function rects(box: Rect, mode: 'full', ids: readonly string[]): (Rect & { id: string; mode: string })[] {
  return packBox(box, mode, ids).map((p) => ({ ...p, w: TILE_SIZE[p.mode].w, h: TILE_SIZE[p.mode].h }));
}

/** Every subset of the markers, smallest first (France's eight give 256). */
function subsets<T>(all: readonly T[]): T[][] {
  return Array.from({ length: 1 << all.length }, (_, mask) => all.filter((_, i) => mask & (1 << i)));
}

describe('packing a crowded Country box (issue #14)', () => {
  for (const c of COUNTRIES) {
    it(`${c.name}: 1–${MAX_ARMIES_PER_COUNTRY} armies plus any of its markers, no tile over another, all inside the box`, () => {
      const box = LAYOUT_BY_ID[c.id];
      const area = tileArea(box);
      const armies = armiesOf(c.id);
      expect(armies.length).toBeGreaterThanOrEqual(MAX_ARMIES_PER_COUNTRY);
      const problems: string[] = [];
      let cases = 0;
      for (let n = 1; n <= MAX_ARMIES_PER_COUNTRY; n++) {
        for (const markers of subsets(MARKERS[c.id])) {
          const ids = [...armies.slice(0, n), ...markers];
          cases++;
          const placed = rects(box, 'full', ids);
          if (placed.map((p) => p.id).join() !== ids.join()) problems.push(`${ids.join(',')}: not one place per tile`);
          for (const p of placed) {
            const inside = p.x >= area.x && p.y >= area.y && p.x + p.w <= area.x + area.w && p.y + p.h <= area.y + area.h;
            if (!inside) problems.push(`${ids.join(',')}: ${p.id} leaves the box`);
          }
          for (let i = 0; i < placed.length; i++) for (let j = i + 1; j < placed.length; j++) {
            if (overlap(placed[i], placed[j])) problems.push(`${ids.join(',')}: ${placed[i].id} over ${placed[j].id}`);
          }
        }
      }
      expect(problems).toEqual([]);
      expect(cases).toBe(MAX_ARMIES_PER_COUNTRY * 2 ** MARKERS[c.id].length);
    });
  }

  it('shrinks only when needed: five armies stay full size beside up to seven markers, drawn as small badges', () => {
    const ids = [...armiesOf('france').slice(0, 5), ...MARKERS.france.slice(0, 7)];
    const placed = packBox(LAYOUT_BY_ID.france, 'full', ids);
    expect(placed.slice(0, 5).every((p) => p.mode === 'full')).toBe(true);
    expect(placed.slice(5).every((p) => p.mode === 'small')).toBe(true);
  });

  it('uses the whole box: with every French marker, all thirteen tiles go small in two rows rather than overlap', () => {
    const ids = [...armiesOf('france').slice(0, 5), ...MARKERS.france];
    const placed = packBox(LAYOUT_BY_ID.france, 'full', ids);
    expect(new Set(placed.map((p) => p.mode))).toEqual(new Set(['small']));
    expect(new Set(placed.map((p) => p.y)).size).toBe(2);
  });

  it('keeps a box that never crowds exactly as before: one full-size row at one army', () => {
    const box = LAYOUT_BY_ID.belgium;
    expect(packBox(box, 'full', ['gb-bef'])).toEqual([{ id: 'gb-bef', mode: 'full', x: box.x + 4, y: box.y + 18 }]);
  });
});

describe('the count on a front box (§6.3, §15.2, R33)', () => {
  it('counts armies only, out of the printed five, and is in danger at five', () => {
    const five = armiesOf('france').slice(0, 5);
    expect(frontCount('france', [...five, 'border-forts-2', 'trenches-2', 'french-mutiny'])).toEqual({ armies: 5, limit: 5, danger: true, text: '5/5' });
    expect(frontCount('france', [...five.slice(0, 4), 'ott-france', 'border-forts-2'])).toMatchObject({ text: '4/5', danger: false });
    expect(frontCount('belgium', [])).toMatchObject({ text: '0/5', danger: false });
  });

  it('counts a Near East theatre out of its printed four (R33), and nothing else', () => {
    expect(frontCount('mesopotamia', ['ind-a', 'ind-b', 'ind-c', 'ind-d'])).toMatchObject({ text: `4/${MAX_ARMIES_PER_THEATER}`, danger: true });
    expect(frontCount('france-reserves', ['fr-1'])).toBeNull();
    expect(frontCount('germany', [])).toBeNull();
  });
});
