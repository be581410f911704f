// A turning point (issue #34): a decision where the choice made fell short of the best clearly at 95 % — the
// whole paired interval of chosen − best (the ranking's Agresti–Min figure, docs/advisor.md) lies below 0.
// A difference whose interval holds 0 is noise, never called a blunder.
import type { ChoiceGap } from './decision-estimate.js';

export function isTurningPoint(gap: ChoiceGap | null): boolean {
  return gap !== null && gap.mean + gap.margin < 0;
}
