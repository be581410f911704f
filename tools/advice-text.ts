// The General Staff's advice (issue #15) as the terminal shows it: `kk advise` and the a key of `kk play`.
import { MAX_ROLLOUTS_PER_ACTION } from '../shared/advisor/index.js';
import type { AdviceUpdate } from '../shared/ipc.js';
import { armisticeText, gapText, rankedWithGroups, RANKING_EXPLAINED } from '../shared/advisor/ranking-words.js';
import type { ChoiceOdds } from '../shared/engine/index.js';
import type { ReadArgs } from './kk-args.js';
import { ROLLOUTS } from './kk-flags.js';

/** `--rollouts N`: the most rollouts per action (1–500); the advisor's budget when not given. */
export function rolloutsFrom(read: ReadArgs): number {
  return read.value(ROLLOUTS) ?? MAX_ROLLOUTS_PER_ACTION;
}

/**
 * The answer as lines for the terminal: best first, each with its number in `kk play`'s list and, where the
 * choice rolls, its odds as the app's button shows them (`odds`: the view's, in the prompt's order; issue 15).
 */
export function adviceLines(update: AdviceUpdate, odds: readonly (ChoiceOdds | null)[] = []): string[] {
  const lines = [`The General Staff's advice (${update.rolloutsDone} rollouts of the rest of the war, ${update.seconds.toFixed(1)} s):`];
  // the app's panel's rows (renderer/advisor/advice-view.ts), in the same order and words
  for (const { action: a, group } of rankedWithGroups(update.actions)) {
    if (group !== null) lines.push(`  ${group}:`);
    const vp = a.vp === null ? 'no Armistice seen' : `${a.vp.mean.toFixed(1)}${a.vp.margin === null ? '' : ` ± ${a.vp.margin.toFixed(1)}`} VP if it comes`;
    const roll = odds[a.actionIndex];
    const label = roll ? `${a.label} · ${roll.short}` : a.label;
    lines.push(`  ${String(a.rank).padStart(2)}. choice ${a.actionIndex + 1}: ${label} — Armistice ${armisticeText(a.armistice)}, ${gapText(a)}; ${vp}, ${a.rollouts} rollouts`);
  }
  if (update.why) lines.push(`  ${update.why}`);
  lines.push(`  ${RANKING_EXPLAINED}`);
  if (update.status === 'cancelled') lines.push('  (stopped before the answer was complete)');
  return lines;
}
