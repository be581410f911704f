// Splits the prompt bar's buttons into pages of at most `rows` rows of `width` each, in order, at most nine a
// page (the number keys 1–9). Issue #33: in a small window a long label (a runner's sea area with its odds) no
// longer takes a row to itself when it can be drawn on two lines beside another: each button has its natural
// width (its label on one line) and the narrowest it may be (the label on two lines). A row shrinks its two
// buttons toward that only to take its second one, and only when the bar would otherwise need more than one
// page: labels stay on one line wherever a row holds two or more at their natural widths.

/** A button's natural width (its label on one line) and the narrowest it may be drawn (its label on two lines). */
export interface ButtonWidths {
  readonly w: number;
  readonly min: number;
}

/** A button's place on its page: its row, its left edge in the row and its width. */
export interface PackedButton {
  readonly index: number;
  readonly row: number;
  readonly x: number;
  readonly w: number;
}

/** The most buttons a page shows: the number keys reach nine. */
const PER_PAGE = 9;

/** Pages of rows of buttons: every button at its natural width when that fits one page, else shrunk where needed. */
export function packButtons(sizes: readonly ButtonWidths[], width: number, rows: number, gap = 8): PackedButton[][] {
  const natural = fillPages(sizes, width, rows, gap, false);
  return natural.length <= 1 ? natural : fillPages(sizes, width, rows, gap, true);
}

/** The old packing by natural widths only, as index lists (kept for the callers that need no places). */
export function packRows(widths: readonly number[], width: number, rows: number, gap = 8): number[][] {
  return fillPages(widths.map((w) => ({ w, min: w })), width, rows, gap, false).map((page) => page.map((b) => b.index));
}

function fillPages(sizes: readonly ButtonWidths[], width: number, rows: number, gap: number, shrink: boolean): PackedButton[][] {
  const pages: number[][][] = [];
  let page: number[][] = [];
  let row: number[] = [];
  // A second button may shrink the row's pair to their narrowest; a third only joins at natural widths.
  const need = (items: readonly number[]): number =>
    items.reduce((sum, i) => sum + (shrink && items.length === 2 ? sizes[i].min : sizes[i].w), 0) + gap * (items.length - 1);
  const closeRow = (): void => {
    if (row.length > 0) page.push(row);
    row = [];
  };
  sizes.forEach((_s, i) => {
    if (row.length > 0 && need([...row, i]) > width) closeRow();
    if (page.length >= rows || page.reduce((n, r) => n + r.length, 0) + row.length >= PER_PAGE) {
      closeRow();
      pages.push(page);
      page = [];
    }
    row.push(i);
  });
  closeRow();
  if (page.length > 0 || pages.length === 0) pages.push(page);
  return pages.map((p) => p.flatMap((r, n) => placeRow(r, n, sizes, width, gap)));
}

/** A row's buttons left to right: natural widths when they fit, else each shrunk by the same share of its slack. */
function placeRow(row: readonly number[], n: number, sizes: readonly ButtonWidths[], width: number, gap: number): PackedButton[] {
  const room = width - gap * (row.length - 1);
  const natural = row.reduce((s, i) => s + sizes[i].w, 0);
  const least = row.reduce((s, i) => s + Math.min(sizes[i].min, sizes[i].w), 0);
  const t = natural <= room ? 1 : natural > least ? Math.max(0, (room - least) / (natural - least)) : 1;
  let x = 0;
  return row.map((i) => {
    const min = Math.min(sizes[i].min, sizes[i].w);
    const w = Math.min(room, min + (sizes[i].w - min) * t);
    const placed = { index: i, row: n, x, w };
    x += w + gap;
    return placed;
  });
}
