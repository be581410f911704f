// The strong policy's keyed coin in the advisor's rollouts (issue 15): a decision's tie-breaking coin depends
// on the policy seed, turn, phase, prompt kind and that kind's count in the phase, never on how many decisions
// came before elsewhere, so two branches of one rollout seed break their later ties alike.
import { describe, expect, it } from 'vitest';
import { keyedCoins } from '../../shared/policies/strong/keyed-coin.js';
import type { GameState, Prompt } from '../../shared/engine/index.js';

const at = (turn: number, phase: number): GameState => ({ turn, phase }) as GameState;
const ask = (kind: string): Prompt => ({ kind, actions: [] }) as unknown as Prompt;
const draws = (coin: () => number): number[] => [coin(), coin(), coin()];

describe('the strong policy\'s keyed coin', () => {
  it('an extra decision in an earlier phase does not change a later decision\'s coin', () => {
    const a = keyedCoins(9);
    const b = keyedCoins(9);
    a(at(3, 4), ask('cp-attack'));
    a(at(3, 4), ask('cp-attack')); // one attack more in branch a
    b(at(3, 4), ask('cp-attack'));
    expect(draws(a(at(3, 6), ask('runner-placement')))).toEqual(draws(b(at(3, 6), ask('runner-placement'))));
    expect(draws(a(at(4, 4), ask('cp-attack')))).toEqual(draws(b(at(4, 4), ask('cp-attack'))));
  });

  it('the second decision of a kind in a phase, another kind, turn or seed gets another coin', () => {
    const first = draws(keyedCoins(9)(at(3, 4), ask('cp-attack')));
    const c = keyedCoins(9);
    c(at(3, 4), ask('cp-attack'));
    expect(draws(c(at(3, 4), ask('cp-attack')))).not.toEqual(first);
    expect(draws(keyedCoins(9)(at(3, 4), ask('zeppelin-raid')))).not.toEqual(first);
    expect(draws(keyedCoins(9)(at(5, 4), ask('cp-attack')))).not.toEqual(first);
    expect(draws(keyedCoins(10)(at(3, 4), ask('cp-attack')))).not.toEqual(first);
    for (const x of first) expect(x >= 0 && x < 1).toBe(true);
  });
});
