// attackDrm, the bare sum a policy reads at every CP attack it prices (issue 15), and attackDrmSources, the
// list with sources and rules the log and the odds show: the same rules (§10.2, §10.2.1 / R20, §8.4, §10.7),
// so the same number at every box of every CP attack of 25 strong campaigns.
import { describe, expect, it } from 'vitest';
import { attackDrm, attackDrmSources, drmTotal } from '../../shared/engine/rules/drm.js';
import { ATTACK_BOXES } from '../../shared/engine/rules/attack-targets.js';
import { eachStrongDecision } from '../policies/strong-campaigns.js';

describe('attackDrm (issue 15)', () => {
  it('equals the sum of attackDrmSources at every box, ordinary and Kaiserschlacht, of every CP attack in 25 campaigns', () => {
    const sources = new Set<string>();
    const sums = new Set<number>();
    let checked = 0;
    eachStrongDecision(25, (st, p, seed) => {
      if (p.kind !== 'cp-attack') return;
      for (const box of ATTACK_BOXES) {
        for (const kaiserschlacht of [false, true]) {
          const listed = attackDrmSources(st, box, kaiserschlacht);
          for (const s of listed) sources.add(`${s.source} ${s.rule}`);
          const sum = attackDrm(st, box, kaiserschlacht);
          sums.add(sum);
          expect(sum, `seed ${seed} turn ${st.turn} ${box}`).toBe(drmTotal(listed));
          checked++;
        }
      }
    });
    expect(checked).toBeGreaterThan(5000);
    // Every kind of source met (not a sum that is always 0): Poison Gas, a printed event DRM, Hypothesis Z, the Kaiserschlacht.
    expect(sources).toContain('poison-gas §10.2.1');
    expect(sources).toContain('hypothesis-z §8.4');
    expect(sources).toContain('kaiserschlacht §10.7');
    expect([...sources].some((s) => s.endsWith(' §10.2'))).toBe(true);
    expect(sums.size).toBeGreaterThan(3);
  });
});
