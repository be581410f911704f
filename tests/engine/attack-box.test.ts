// The box an attack action carries for policies (issue 15, core/attack-actions.ts): it must be where the
// target stands whenever the action is offered, and must never reach JSON, saves, clones or action equality.
import { describe, expect, it } from 'vitest';
import { actTrusted, newGame, prompt } from '../../shared/engine/index.js';
import { attackBoxOf, attackOn } from '../../shared/engine/core/attack-actions.js';
import { sameAction } from '../../shared/engine/core/flow.js';
import { clonePlain } from '../../shared/engine/core/clone.js';
import { eachStrongDecision } from '../policies/strong-campaigns.js';

describe('the box an attack action carries (issue 15)', () => {
  it('is the target\'s place at every CP attack (§10.1) and City attack (§15.2) offered in 20 strong campaigns', () => {
    const boxes = new Set<string>();
    const kinds = new Set<string>();
    let checked = 0;
    let turkish = 0;
    eachStrongDecision(20, (st, p) => {
      for (const a of p.actions) {
        if (a.type !== 'attack') continue;
        if (p.kind === 'near-east:attack') {
          expect(attackBoxOf(a)).toBeUndefined(); // §12.6: a Turkish attack is listed without a box
          turkish++;
          continue;
        }
        expect(attackBoxOf(a), `${p.kind} ${a.target}`).toBe(st.loc[a.target]);
        boxes.add(st.loc[a.target]);
        kinds.add(p.kind);
        checked++;
      }
    });
    expect(checked).toBeGreaterThan(1000);
    expect(boxes.size).toBeGreaterThanOrEqual(6); // the Country boxes (and Roumania), not one box for all
    expect(turkish).toBeGreaterThan(0);
    expect([...kinds].sort()).toEqual(['cp-attack', 'defeat:city-attack']);
  });

  it('is invisible to JSON, clones, spreads, key lists and action equality', () => {
    const st = newGame({ seed: 1 });
    let p = prompt(st);
    while (p !== null && p.kind !== 'cp-attack') {
      actTrusted(st, p.actions[0]);
      p = prompt(st);
    }
    const a = p?.actions.find((x) => x.type === 'attack' && 'pay' in x);
    if (a === undefined || a.type !== 'attack') throw new Error('no paid attack offered');
    expect(attackBoxOf(a)).toBe(st.loc[a.target]);
    const plain = { type: 'attack', target: a.target, pay: (a as { pay: string }).pay };
    expect(JSON.stringify(a)).toBe(JSON.stringify(plain));
    expect(Object.keys(a)).toEqual(['type', 'target', 'pay']);
    expect(a).toEqual(plain);
    expect(sameAction(a, plain)).toBe(true);
    expect(attackBoxOf({ ...a })).toBeUndefined();
    expect(attackBoxOf(clonePlain(a))).toBeUndefined();
    expect(attackBoxOf(structuredClone(a))).toBeUndefined();
    expect(attackBoxOf(JSON.parse(JSON.stringify(a)))).toBeUndefined();
  });

  it('keeps one shared action per target and box: a City attack there has the box, a Turkish one none', () => {
    expect(attackOn('gb-1', 'france')).toBe(attackOn('gb-1', 'france'));
    expect(attackBoxOf(attackOn('gb-1', 'france'))).toBe('france');
    expect(attackBoxOf(attackOn('gb-1', 'belgium'))).toBe('belgium');
    expect(attackBoxOf(attackOn('gb-1'))).toBeUndefined();
  });
});
