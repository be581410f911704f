// attackDrm, the bare sum a policy reads at every CP attack it prices (issue 15), and attackDrmSources, the
// list with sources and rules the log and the odds show: the same rules (§10.2, §10.2.1 / R20, §8.4, §10.7),
// so the same number at every box of every CP attack of 25 strong campaigns.
import { describe, expect, it } from 'vitest';
import { actTrusted, newGame, prompt, setEventRecording } from '../../shared/engine/index.js';
import { attackDrm, attackDrmSources, drmTotal } from '../../shared/engine/rules/drm.js';
import { ATTACK_BOXES } from '../../shared/engine/rules/attack-targets.js';
import { strongPolicy } from '../../shared/policies/strong-policy.js';

describe('attackDrm (issue 15)', () => {
  it('equals the sum of attackDrmSources at every box, ordinary and Kaiserschlacht, of every CP attack in 25 campaigns', () => {
    setEventRecording(false);
    const sources = new Set<string>();
    const sums = new Set<number>();
    let checked = 0;
    try {
      for (let seed = 1; seed <= 25; seed++) {
        const st = newGame({ seed });
        const policy = strongPolicy(seed);
        for (let p = prompt(st); p !== null; p = prompt(st)) {
          if (p.kind === 'cp-attack') {
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
          }
          actTrusted(st, policy(st, p));
        }
      }
    } finally {
      setEventRecording(true);
    }
    expect(checked).toBeGreaterThan(5000);
    // Every kind of source met (not a sum that is always 0): Poison Gas, a printed event DRM, Hypothesis Z, the Kaiserschlacht.
    expect(sources).toContain('poison-gas §10.2.1');
    expect(sources).toContain('hypothesis-z §8.4');
    expect(sources).toContain('kaiserschlacht §10.7');
    expect([...sources].some((s) => s.endsWith(' §10.2'))).toBe(true);
    expect(sums.size).toBeGreaterThan(3);
  });
});
