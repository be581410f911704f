// What a plot's legend shows beside each series name (issue 32: it showed "—" until the cursor touched the
// plot). Pointed at, the value there; with the cursor off the plot, a value that is true without pointing:
// a campaign plot's latest turn, a bar plot's total over its categories.

type Values = readonly (number | null | undefined)[];

/** The point the legend reads in a by-turn plot: the one pointed at (`idx`), else the last one with a value. */
export function latestIndex(values: Values, idx: number | null | undefined): number | null {
  if (idx !== null && idx !== undefined) return idx;
  for (let i = values.length - 1; i >= 0; i--) if (values[i] !== null && values[i] !== undefined) return i;
  return null;
}

/** A by-turn series' legend value: at the cursor, else its latest; `none` only where it has no value at all. */
export function latestText(values: Values, idx: number | null | undefined, words: (v: number) => string = String, none = 'none'): string {
  const at = latestIndex(values, idx);
  const v = at === null ? undefined : values[at];
  return v === null || v === undefined ? none : words(v);
}

/** A bar series' legend value: the bar pointed at (no bar: 0), else the total of its bars ("120 in all"). */
export function barText(values: Values, idx: number | null | undefined): string {
  if (idx !== null && idx !== undefined) return String(values[idx] ?? 0);
  const total = values.reduce<number>((sum, v) => sum + (v ?? 0), 0);
  return `${total} in all`;
}
