// Issue #33: at the app's smallest window (960×600) the prompt bar shows at least four choices a page at the
// Normal text size and two at the largest, counted for the real first decision of a campaign (§9.1.1: seven sea
// areas for Blockade Runner 1, each label with its odds), with the labels measured in the page's own font.
import { describe, expect, it } from 'vitest';
import { newGame, view } from '../../shared/engine/index.js';
import { promptLine } from '../../shared/labels/index.js';
import { promptLabels } from '../../renderer/app/decision-targets.js';
import { windowLayout } from '../../renderer/app/window-layout.js';
import { LABEL_FONT, PROMPT_FONT, QUESTION_SIDE, buttonRows, promptPages } from '../../renderer/ui/prompt-room.js';
import { packButtons, packRows } from '../../renderer/ui/row-packing.js';
import { TEXT_SCALE } from '../../renderer/ui/text-size.js';
import type { TextSize } from '../../shared/ipc.js';
import { dejavuSans, wrapLines } from './dejavu-widths.js';

const font = dejavuSans();

/** The first decision of campaign 1916: Blockade Runner 1's sea area (§9.1.1). */
function runnerPlacement(): { question: string; labels: string[] } {
  const v = view(newGame({ seed: 1916 }));
  if (v.prompt?.kind !== 'runner-placement') throw new Error(`the first decision is ${v.prompt?.kind}`);
  return { question: promptLine(v.prompt), labels: promptLabels(v) };
}

/** How many choices each page of the bar shows in a bar `bar` wide and high, at a text size. */
function choicesPerPage(bar: { w: number; h: number }, size: TextSize): number[] {
  const scale = TEXT_SCALE[size];
  const { question, labels } = runnerPlacement();
  const lines = wrapLines(question, font, PROMPT_FONT * scale, bar.w - QUESTION_SIDE).length;
  const widths = labels.map((l, i) => font.width(`${(i % 9) + 1}  ${l}`, LABEL_FONT * scale));
  return promptPages(widths, bar, lines * font.lineHeight(PROMPT_FONT * scale), scale).map((p) => p.length);
}

describe('the prompt bar at 960×600 (issue #33)', () => {
  it('the first decision is the seven sea areas of §9.1.1, every label longer than half a small bar', () => {
    const { labels } = runnerPlacement();
    expect(labels).toHaveLength(7);
    for (const l of labels) expect(font.width(l, LABEL_FONT)).toBeGreaterThan(350);
  });

  const least: Record<TextSize, number> = { small: 4, normal: 4, large: 2, 'x-large': 2 };
  for (const size of Object.keys(TEXT_SCALE) as TextSize[]) {
    it(`${size} text: at least ${least[size]} choices a page as the window starts (the side panel closed), every choice on a page`, () => {
      const l = windowLayout(960, 600, { textScale: TEXT_SCALE[size] });
      expect(l.panelShown).toBe(false);
      const pages = choicesPerPage(l.promptBar, size);
      expect(pages[0], JSON.stringify(pages)).toBeGreaterThanOrEqual(least[size]);
      expect(pages.reduce((a, b) => a + b, 0)).toBe(7);
    });
  }

  it('with the side panel open beside the board, still four a page at Normal text (one a row before)', () => {
    for (const size of ['small', 'normal'] as const) {
      const l = windowLayout(960, 600, { panel: true, textScale: TEXT_SCALE[size] });
      const pages = choicesPerPage(l.promptBar, size);
      expect(pages[0], JSON.stringify(pages)).toBeGreaterThanOrEqual(4);
    }
  });

  it('the bar grows with the text size, just enough for two lines of question and two rows of choices', () => {
    expect(windowLayout(960, 600).promptBar.h).toBe(130);
    expect(windowLayout(1920, 1080, { textScale: 0.85 }).promptBar.h).toBe(130);
    for (const size of ['large', 'x-large'] as const) {
      const scale = TEXT_SCALE[size];
      const h = windowLayout(960, 600, { textScale: scale }).promptBar.h;
      const twoLines = 2 * font.lineHeight(PROMPT_FONT * scale);
      expect(buttonRows(h, twoLines, scale), `${size}: bar ${h}`).toBe(2);
    }
  });
});

describe('packing buttons into rows', () => {
  it('keeps natural widths when everything fits one page (short labels stay on one line)', () => {
    const pages = packButtons([{ w: 300, min: 200 }, { w: 300, min: 200 }], 700, 2);
    expect(pages).toEqual([[{ index: 0, row: 0, x: 0, w: 300 }, { index: 1, row: 0, x: 308, w: 300 }]]);
  });

  it('shrinks long buttons toward their two-line width to put two in a row rather than one', () => {
    const sizes = Array.from({ length: 5 }, () => ({ w: 420, min: 290 }));
    expect(packRows(sizes.map((s) => s.w), 617, 2)).toEqual([[0, 1], [2, 3], [4]]);
    const pages = packButtons(sizes, 617, 2);
    expect(pages.map((p) => p.map((b) => b.index))).toEqual([[0, 1, 2, 3], [4]]);
    for (const b of pages[0]) {
      expect(b.w).toBeGreaterThanOrEqual(290);
      expect(b.x + b.w).toBeLessThanOrEqual(617 + 1e-9);
    }
    expect(pages[0][1].x).toBeCloseTo(pages[0][0].w + 8, 9);
  });

  it('never puts more than nine on a page (the number keys)', () => {
    const pages = packButtons(Array.from({ length: 12 }, () => ({ w: 50, min: 50 })), 2000, 2);
    expect(pages.map((p) => p.length)).toEqual([9, 3]);
  });
});

describe('packing buttons: a row shrinks only for its second button', () => {
  it('a third long button waits for the next row rather than squeezing all three onto two lines', () => {
    const sizes = Array.from({ length: 6 }, () => ({ w: 420, min: 250 }));
    expect(packButtons(sizes, 1017, 2).map((p) => p.map((b) => b.row))).toEqual([[0, 0, 1, 1], [0, 0]]);
  });
});
