// A roll on the board (issue 32): the dice thrown in and landing on their faces, then what they decided, under the
// dice and in the page's words; with "Roll the dice myself in the app" the app's own roll first waits for the
// player's click or Space (the dice the player entered at the table were thrown there already). No Pixi here.
import type { SoundId } from '../audio/sound-ids.js';
import { LAND_AT } from '../ui/dice-tumble.js';
import type { AnimationStep } from './animation-queue.js';
import type { PlanItem } from './event-plan.js';

export type DiceItem = Extract<PlanItem, { kind: 'dice' }>;

export interface DiceStepParts {
  readonly dice: { show(dice: readonly number[], caption: string, t: number): void };
  readonly sounds: { play(id: SoundId | null): void } | null;
  /** The last roll's words for the page ('' while a roll is in the air). */
  onDiceSaid?(text: string): void;
  /** A roll waits for the player: what to tell them. */
  onRollWaiting?(text: string): void;
}

/**
 * The step of one roll. `said`: what the roll decided (dice-words.ts), else its dice; `hold`: the setting, read
 * when the queue reaches the roll (null: this batch's rolls never wait, e.g. the History screen).
 */
export function diceStep(p: DiceItem, parts: DiceStepParts, said: string | undefined, hold: (() => boolean) | null): AnimationStep {
  const words = said ?? `${p.why}: ${p.dice.join(' + ')}.`;
  const step: AnimationStep = {
    ms: p.ms,
    start: () => { parts.sounds?.play(p.sound); parts.onDiceSaid?.(''); },
    update: (t) => parts.dice.show(p.dice, t >= LAND_AT ? words : p.why, t),
    finish: () => parts.onDiceSaid?.(words),
  };
  if (hold === null || p.entered === true) return step;
  return {
    ...step,
    hold,
    waiting: () => {
      const ask = `${p.why}: click or press Space to roll.`;
      parts.dice.show([], ask, 1); // no face shows before the roll is thrown
      parts.onRollWaiting?.(ask);
    },
  };
}
