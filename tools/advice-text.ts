// The General Staff's advice (issue #15) as the terminal shows it: `kk advise` and the a key of `kk play`.
import { MAX_ROLLOUTS_PER_ACTION } from '../shared/advisor/index.js';
import type { AdviceUpdate } from '../shared/ipc.js';
import type { ChoiceOdds } from '../shared/engine/index.js';
import type { ReadArgs } from './kk-args.js';
import { ROLLOUTS } from './kk-flags.js';

/** `--rollouts N`: the most rollouts per action (1–500); the advisor's budget when not given. */
export function rolloutsFrom(read: ReadArgs): number {
  return read.value(ROLLOUTS) ?? MAX_ROLLOUTS_PER_ACTION;
}

function percent(x: number): string {
  return `${(x * 100).toFixed(1)} %`;
}

/**
 * The answer as lines for the terminal: best first, each with its number in `kk play`'s list and, where the
 * choice rolls, its odds as the app's button shows them (`odds`: the view's, in the prompt's order; issue 15).
 */
export function adviceLines(update: AdviceUpdate, odds: readonly (ChoiceOdds | null)[] = []): string[] {
  const ranked = [...update.actions].sort((a, b) => a.rank - b.rank || a.actionIndex - b.actionIndex);
  const lines = [`The General Staff's advice (${update.rolloutsDone} rollouts of the rest of the war, ${update.seconds.toFixed(1)} s):`];
  for (const a of ranked) {
    const chances = `Armistice ${percent(a.armistice.value)} (${percent(a.armistice.low)}–${percent(a.armistice.high)})`;
    const vp = a.vp === null ? 'no Armistice seen' : `${a.vp.mean.toFixed(1)}${a.vp.margin === null ? '' : ` ± ${a.vp.margin.toFixed(1)}`} VP if it comes`;
    const roll = odds[a.actionIndex];
    const label = roll ? `${a.label} · ${roll.short}` : a.label;
    lines.push(`  ${String(a.rank).padStart(2)}. choice ${a.actionIndex + 1}: ${label} — ${chances}, ${vp}, ${a.rollouts} rollouts`);
  }
  if (update.status === 'cancelled') lines.push('  (stopped before the answer was complete)');
  return lines;
}
