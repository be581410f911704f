// Splits a list of button widths into pages of at most `rows` rows of `width` each, in order.

export function packRows(widths: readonly number[], width: number, rows: number, gap = 8): number[][] {
  const pages: number[][] = [];
  let page: number[] = [];
  let row = 0;
  let x = 0;
  widths.forEach((w, i) => {
    if (x > 0 && x + w > width) {
      row++;
      x = 0;
    }
    if (row >= rows || page.length >= 9) {
      pages.push(page);
      page = [];
      row = 0;
      x = 0;
    }
    page.push(i);
    x += w + gap;
  });
  if (page.length > 0 || pages.length === 0) pages.push(page);
  return pages;
}
