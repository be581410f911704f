// Which stack the keyboard spreads out (issue #14: the fan without a mouse): the box under the pointer
// first, then each box holding two or more tiles in turn, in the board's own order. No wrapping: at the
// last stack F stays there, as the prompt bar's pages stop at their last page.

/**
 * The box to spread out next: `hovered` when nothing is open and it is a stack, else the stack after (or
 * before, `step` −1) the one open, else the first (or last); null when there is no stack, or none further.
 */
export function nextStack(stacks: readonly string[], open: string | null, hovered: string | null, step: 1 | -1): string | null {
  if (stacks.length === 0) return null;
  if (open === null && hovered !== null && stacks.includes(hovered)) return hovered;
  const from = open === null ? -1 : stacks.indexOf(open);
  if (from < 0) return step === 1 ? stacks[0] : stacks[stacks.length - 1];
  return stacks[from + step] ?? null;
}
