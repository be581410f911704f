// decision(): the pending decision's kind and legal actions as prompt() gives them, without the sentence
// (rollouts ask it at every decision: issue 15).
import { describe, it, expect } from 'vitest';
import { actTrusted, decision, newGame, prompt } from '../../shared/engine/index.js';
import { greedyPolicy, randomPolicy } from '../../tools/policy.js';

describe('decision()', () => {
  it('gives the kind and the very actions of prompt() at every decision, and null once the war is over', () => {
    for (const [seed, policy] of [[3, greedyPolicy(3)], [4, randomPolicy(4)]] as const) {
      const st = newGame({ seed });
      let decisions = 0;
      for (let p = prompt(st); p !== null; p = prompt(st)) {
        const d = decision(st);
        expect(d?.kind).toBe(p.kind);
        expect(d?.actions).toEqual(p.actions);
        actTrusted(st, policy(st, p));
        decisions++;
      }
      expect(decisions).toBeGreaterThan(20);
      expect(st.over).not.toBeNull();
      expect(decision(st)).toBeNull();
    }
  });
});
