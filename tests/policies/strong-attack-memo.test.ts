// The strong policy's CP Attack memo (issue 15): what it reuses between the attacks of one phase (the later uses
// of RM §12–§14, each front's Over the Top chance §6.2, an OTT's price §15.2) must equal a fresh reading at every
// decision — including the phases where a Country's fall brings the railway (§8.3) or the Mutiny arrives (§6.2.1).
import { describe, expect, it } from 'vitest';
import { actTrusted, newGame, prompt, setEventRecording } from '../../shared/engine/index.js';
import { rm } from '../../shared/engine/core/board.js';
import { strongPolicy, STRONG_DEFAULTS } from '../../shared/policies/strong-policy.js';
import { readFronts } from '../../shared/policies/strong/front-danger.js';
import { laterUses, priceOf } from '../../shared/policies/strong/money-plan.js';
import { attackPhaseView } from '../../shared/policies/strong/attack-phase-memo.js';

describe('strong policy: the CP Attack memo reads what a fresh reading would (issue 15)', () => {
  it('gives the same fronts, later uses and RM prices as a fresh reading at every CP attack of 25 campaigns, reusing them within a phase', () => {
    setEventRecording(false);
    let decisions = 0;
    let reused = 0;
    for (let seed = 1000; seed < 1025; seed++) {
      const st = newGame({ seed });
      const policy = strongPolicy(seed);
      let lastUses: unknown = null;
      for (let p = prompt(st); p !== null; p = prompt(st)) {
        if (p.kind === 'cp-attack') {
          const view = attackPhaseView(st, STRONG_DEFAULTS);
          const uses = laterUses(st, STRONG_DEFAULTS, 'attack');
          expect(view.fronts).toEqual(readFronts(st, STRONG_DEFAULTS));
          expect(view.uses).toEqual(uses);
          for (const cost of [1, 2, 3]) expect(view.price(rm(st), cost)).toBe(priceOf(uses, rm(st), cost));
          decisions++;
          if (view.uses === lastUses) reused++;
          lastUses = view.uses;
        }
        actTrusted(st, policy(st, p));
      }
    }
    expect(decisions).toBeGreaterThan(1000);
    expect(reused / decisions).toBeGreaterThan(0.5); // most attacks follow another of the same phase
  });
});
