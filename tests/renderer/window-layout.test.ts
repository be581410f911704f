// The window's layout (issue #14): at every size from 1024×600 to 4K, portrait included, the board area,
// its prompt bar and the side panel lie inside the window without overlapping; the panel goes below the
// board in a tall window; the board keeps a fair share of the window; words never shrink below readable.
import { describe, expect, it } from 'vitest';
import { MIN_UI_SCALE, fittedBoard, panelShownNow, panelStartsShown, uiScale, windowLayout, type WindowLayout } from '../../renderer/app/window-layout.js';
import { BOARD, LAYOUT, PROMPT_BAR, SIDE_PANEL, type Rect } from '../../renderer/board/layout.js';
import { TEXT_SCALE } from '../../renderer/ui/text-size.js';

const SIZES: readonly (readonly [number, number])[] = [[1024, 600], [1280, 720], [1920, 1080], [3840, 2160], [800, 1280], [600, 1024], [2560, 1080], [1366, 768]];
const PORTRAIT = new Set(['800×1280', '600×1024']);

function overlap(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

function inside(r: Rect, l: WindowLayout): boolean {
  const e = 1e-9;
  return r.x >= -e && r.y >= -e && r.x + r.w <= l.stage.w + e && r.y + r.h <= l.stage.h + e && r.w > 0 && r.h > 0;
}

/** A rectangle in CSS pixels of the window. */
function css(r: Rect, l: WindowLayout): Rect {
  return { x: r.x * l.scale, y: r.y * l.scale, w: r.w * l.scale, h: r.h * l.scale };
}

describe('window layout', () => {
  for (const [w, h] of SIZES) {
    const name = `${w}×${h}`;
    it(`${name}: board, prompt bar and side panel inside the window, apart`, () => {
      const l = windowLayout(w, h, { panel: true });
      expect(l.stage.w * l.scale).toBeCloseTo(w, 6);
      expect(l.stage.h * l.scale).toBeCloseTo(h, 6);
      for (const r of [l.boardArea, l.promptBar, l.panel]) expect(inside(r, l), JSON.stringify(r)).toBe(true);
      expect(overlap(l.boardArea, l.panel)).toBe(false);
      expect(overlap(l.promptBar, l.panel)).toBe(false);
      expect(overlap(l.boardArea, l.promptBar)).toBe(false);
      // The canvas (the board column) starts at the window's corner, so stage and canvas units agree.
      expect([l.column.x, l.column.y]).toEqual([0, 0]);
      // The prompt bar is as wide as the board column and sits under the board.
      expect(l.promptBar.w).toBe(l.boardArea.w);
      expect(l.promptBar.y).toBeGreaterThanOrEqual(l.boardArea.y + l.boardArea.h);
      // The fitted board is inside its area.
      expect(BOARD.width * l.boardFit).toBeLessThanOrEqual(l.boardArea.w + 1e-9);
      expect(BOARD.height * l.boardFit).toBeLessThanOrEqual(l.boardArea.h + 1e-9);
    });

    it(`${name}: the panel ${PORTRAIT.has(name) ? 'below' : 'beside'} the board, the board a fair share of the window`, () => {
      const l = windowLayout(w, h, { panel: true });
      expect(l.panelBelow).toBe(PORTRAIT.has(name));
      const panel = css(l.panel, l);
      const area = css(l.boardArea, l);
      if (l.panelBelow) {
        expect(panel.y).toBeGreaterThanOrEqual(area.y + area.h);
        expect(panel.w).toBeCloseTo(w, 6);
      } else {
        expect(panel.x).toBeGreaterThanOrEqual(area.x + area.w);
        expect(panel.h).toBeCloseTo(h, 6);
      }
      // Beside the panel, the board area keeps at least 40 % of the window (below it, the area is the fitted
      // board itself: the panel takes the rest); the fitted board itself at least a quarter.
      if (!l.panelBelow) expect((area.w * area.h) / (w * h)).toBeGreaterThan(0.4);
      const shown = BOARD.width * BOARD.height * (l.boardFit * l.scale) ** 2;
      expect(shown / (w * h)).toBeGreaterThan(0.25);
      // Words are never drawn below the readable scale.
      expect(l.scale).toBeGreaterThanOrEqual(MIN_UI_SCALE);
    });
  }

  it('1920×1080 and 4K keep the 1920×1080 design exactly (the board at its own size)', () => {
    for (const [w, h, s] of [[1920, 1080, 1], [3840, 2160, 2]] as const) {
      const l = windowLayout(w, h);
      expect(l.scale).toBe(s);
      expect(l.boardArea).toEqual({ x: BOARD.x, y: BOARD.y, w: BOARD.width, h: BOARD.height });
      expect(l.promptBar).toEqual({ x: PROMPT_BAR.x, y: PROMPT_BAR.y, w: PROMPT_BAR.width, h: PROMPT_BAR.height });
      expect(l.panel).toEqual({ x: SIDE_PANEL.x, y: SIDE_PANEL.y, w: SIDE_PANEL.width, h: SIDE_PANEL.height });
      expect(l.boardFit).toBe(1);
    }
  });

  it('a tall window: the prompt bar right under the fitted board, the panel taking the rest (issue #14)', () => {
    for (const [w, h] of [[800, 1280], [600, 1024], [1080, 1920]] as const) {
      const l = windowLayout(w, h);
      expect(l.panelBelow).toBe(true);
      // The board fills its area's height exactly: no empty band above the prompt bar.
      expect(BOARD.height * l.boardFit).toBeCloseTo(l.boardArea.h, 9);
      expect(BOARD.width * l.boardFit).toBeCloseTo(l.boardArea.w, 9);
      // The panel reaches the window's foot and starts just under the column.
      expect(l.panel.y + l.panel.h).toBeCloseTo(l.stage.h, 9);
      expect(l.panel.y).toBeGreaterThan(l.column.y + l.column.h);
      expect(l.panel.y - (l.column.y + l.column.h)).toBeLessThan(10);
    }
  });

  it('small windows keep words readable instead of shrinking the whole design', () => {
    expect(uiScale(1024, 600)).toBe(MIN_UI_SCALE);
    expect(uiScale(600, 1024)).toBe(MIN_UI_SCALE);
    expect(uiScale(2560, 1440)).toBeCloseTo(4 / 3);
  });
});

describe('the side panel as a drawer (issue #33)', () => {
  it('starts closed where it would cost the board more than a tenth of its size, open elsewhere', () => {
    for (const [w, h] of [[960, 600], [1024, 600], [1024, 768], [600, 400]] as const) expect(panelStartsShown(w, h), `${w}×${h}`).toBe(false);
    for (const [w, h] of [[1280, 720], [1366, 768], [1920, 1080], [3840, 2160], [2560, 1080], [800, 1280], [600, 1024]] as const) {
      expect(panelStartsShown(w, h), `${w}×${h}`).toBe(true);
    }
    expect(windowLayout(960, 600).panelShown).toBe(false);
    expect(windowLayout(1280, 720).panelShown).toBe(true);
  });

  it('closed, the board column takes the whole window and the board grows (960×600: 0.48 → 0.57 of its size)', () => {
    for (const [w, h] of [[960, 600], [1024, 600], [1024, 768], [600, 400]] as const) {
      const open = windowLayout(w, h, { panel: true });
      const closed = windowLayout(w, h, { panel: false });
      expect(closed.panelShown).toBe(false);
      expect(closed.column).toEqual({ x: 0, y: 0, w: closed.stage.w, h: closed.stage.h });
      expect(closed.promptBar.w).toBe(closed.stage.w);
      expect(closed.boardFit, `${w}×${h}`).toBeGreaterThan(open.boardFit);
    }
    expect(windowLayout(960, 600, { panel: true }).boardFit).toBeCloseTo(0.48, 2);
    expect(windowLayout(960, 600).boardFit).toBeGreaterThan(0.56);
  });

  it('keeps the player\'s choice while the window stays of its kind, and starts afresh when it changes kind', () => {
    const opened = { shown: true, startsShown: false }; // opened at 960×600
    expect(panelShownNow(opened, 960, 600)).toBe(true);
    expect(panelShownNow(opened, 1024, 600)).toBe(true);
    expect(panelShownNow(opened, 1920, 1080)).toBe(true); // wide: shown as it starts
    const closed = { shown: false, startsShown: true }; // closed at 1920×1080
    expect(panelShownNow(closed, 1920, 1080)).toBe(false);
    expect(panelShownNow(closed, 1280, 720)).toBe(false);
    expect(panelShownNow(closed, 960, 600)).toBe(false);
    expect(panelShownNow({ shown: true, startsShown: true }, 960, 600)).toBe(false); // small: starts closed again
    expect(panelShownNow(null, 1280, 720)).toBe(true);
  });
});

describe('the board\'s tools (issue #33: zoom −/+/Fit and the side panel\'s button)', () => {
  const sizes = [...SIZES, [960, 600], [600, 400], [1024, 768], [1080, 1920]] as const;
  for (const [w, h] of sizes) {
    it(`${w}×${h}: at the column's top right, over no printed box of the fitted board, open or closed, at every text size`, () => {
      for (const panel of [true, false]) {
        for (const textScale of Object.values(TEXT_SCALE)) {
          const l = windowLayout(w, h, { panel, textScale });
          const what = `panel ${panel}, text ${textScale}`;
          const t = l.tools;
          expect(t.y, what).toBe(l.column.y);
          expect(t.x + t.w, what).toBeLessThanOrEqual(l.column.x + l.column.w);
          expect(t.x, what).toBeGreaterThanOrEqual(l.column.x);
          const b = fittedBoard(l);
          for (const box of LAYOUT) {
            const r = { x: b.x + box.x * l.boardFit, y: b.y + box.y * l.boardFit, w: box.w * l.boardFit, h: box.h * l.boardFit };
            expect(overlap(t, r), `${what}: ${box.id}`).toBe(false);
          }
        }
      }
    });
  }

  it('cost nothing where the board leaves room above its boxes (1920×1080, 1280×720 keep their board)', () => {
    expect(windowLayout(1920, 1080).boardArea).toEqual({ x: 0, y: 0, w: BOARD.width, h: BOARD.height });
    expect(windowLayout(1280, 720).boardArea.y).toBe(0);
  });

  it('the prompt bar keeps its height at Normal text and grows for larger words', () => {
    expect(windowLayout(1920, 1080).promptBar.h).toBe(PROMPT_BAR.height);
    expect(windowLayout(1920, 1080, { textScale: TEXT_SCALE.small }).promptBar.h).toBe(PROMPT_BAR.height);
    const large = windowLayout(960, 600, { textScale: TEXT_SCALE.large }).promptBar.h;
    const xl = windowLayout(960, 600, { textScale: TEXT_SCALE['x-large'] }).promptBar.h;
    expect(large).toBeGreaterThan(PROMPT_BAR.height);
    expect(xl).toBeGreaterThan(large);
  });
});
