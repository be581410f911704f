// Places rectangles side by side in rows of a fixed width (a shelf packing): where each tile face goes in
// the shared face texture (face-atlas.ts). Pure arithmetic, so tests check it without a canvas.

export interface Slot {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Slots for `sizes` in order, left to right in rows `width` wide, `gap` apart; and the height they take. */
export function packSlots(sizes: readonly { w: number; h: number }[], width: number, gap: number): { slots: Slot[]; height: number } {
  const slots: Slot[] = [];
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  for (const { w, h } of sizes) {
    if (w > width) throw new Error(`a slot ${w} wide cannot fit rows ${width} wide`);
    if (x + w > width) {
      x = 0;
      y += rowHeight + gap;
      rowHeight = 0;
    }
    slots.push({ x, y, w, h });
    x += w + gap;
    rowHeight = Math.max(rowHeight, h);
  }
  return { slots, height: y + rowHeight };
}
