// "Ask the General Staff" (issue #15, Proof): in a second hand-built position the advisor ranks a clearly worse
// action below the best. On the last turn (27) a Civil Society tile still in Germany scores at the Armistice
// (§15.3): suppressing one (§11.3, R29) costs Victory Points on every face (a City out of Ruhe, or the tile
// gone), so ending the phase must rank above it.
import { describe, expect, it } from 'vitest';
import { changePosition, prompt } from '../../shared/engine/index.js';
import { advise } from '../../shared/advisor/index.js';
import { lateWarAttack } from './late-war.js';

describe('the advisor ranks a clearly worse action below the best', () => {
  it('§11.3 §15.3 R29: on Turn 27 with nothing to attack with, suppressing Civil Society ranks below ending the phase, with fewer VP', () => {
    const st = lateWarAttack(27);
    // §11.3: suppression is offered while Hinden-Luden rules; no RM and no Krupp: no attack muddles the comparison.
    changePosition(st, { tiles: { 'hinden-luden': 'germany' }, tracks: { 'rm-coin': 0, krupp: 0 } });
    const actions = prompt(st)?.actions ?? [];
    const suppress = actions.findIndex((a) => a.type === 'suppress');
    expect(suppress, 'a suppression is offered').toBeGreaterThanOrEqual(0);
    const answer = advise(st, { seed: 1, policy: 'greedy', maxPerAction: 100 });
    const worse = answer.actions.find((a) => a.actionIndex === suppress);
    const best = answer.actions.find((a) => actions[a.actionIndex].type === 'done');
    expect(worse && best).toBeTruthy();
    expect(best!.rank).toBe(1);
    expect(worse!.rank).toBeGreaterThan(best!.rank);
    expect(best!.vp!.mean).toBeGreaterThan(worse!.vp!.mean);
  });
});
