// The strong policy's per-decision target pricing (issue 15, strong/attack-worth.ts AttackGains): it keeps the
// last target and the last box between questions, so its answers must not depend on the order they are asked
// in, and must be the chance of §10.1 (R2: natural face needed, §10.2 modifiers) times the front's army worth.
import { describe, expect, it } from 'vitest';
import {
  actTrusted, attackDrm, countryOfBox, faceNeeded, isArmy, newGame, prompt, setEventRecording, strengthOf,
  type GameState, type Prompt,
} from '../../shared/engine/index.js';
import { strongPolicy, STRONG_DEFAULTS } from '../../shared/policies/strong-policy.js';
import { AttackGains, BEST_BARON, baronChance } from '../../shared/policies/strong/attack-worth.js';
import { armyRemovalValue, COUNTRY_IDS, readFronts } from '../../shared/policies/strong/front-danger.js';
import type { CountryId } from '../../shared/data/ids.js';

/** The first CP Attack decision of a strong campaign that offers attacks into at least `boxes` boxes. */
function attackDecision(seed: number, boxes: number): { st: GameState; p: Prompt; targets: string[] } {
  setEventRecording(false);
  try {
    const st = newGame({ seed });
    const policy = strongPolicy(seed);
    for (let p = prompt(st); p !== null; p = prompt(st)) {
      if (p.kind === 'cp-attack') {
        const targets = [...new Set(p.actions.flatMap((a) => (a.type === 'attack' ? [a.target] : [])))];
        if (new Set(targets.map((t) => st.loc[t])).size >= boxes) return { st, p, targets };
      }
      actTrusted(st, policy(st, p));
    }
  } finally {
    setEventRecording(true);
  }
  throw new Error('no such decision');
}

describe('strong policy: AttackGains (issue 15)', () => {
  const { st, targets } = attackDecision(3, 4);
  const p = STRONG_DEFAULTS;
  const fresh = (t: string): number => new AttackGains(st, readFronts(st, p), p).gain(t);

  it('gives every target the same gain whatever was asked before it (list order, reversed, mixed with other questions)', () => {
    expect(targets.length).toBeGreaterThan(4);
    const expected = targets.map(fresh);
    expect(new Set(expected).size).toBeGreaterThan(1); // not one number for all
    const inOrder = new AttackGains(st, readFronts(st, p), p);
    expect(targets.map((t) => inOrder.gain(t))).toEqual(expected);
    const reversed = new AttackGains(st, readFronts(st, p), p);
    expect(targets.slice().reverse().map((t) => reversed.gain(t))).toEqual(expected.slice().reverse());
    const mixed = new AttackGains(st, readFronts(st, p), p);
    const asked = targets.map((t, i) => {
      mixed.removal(targets[(i + 1) % targets.length]);
      mixed.drm(targets[(i + 2) % targets.length]);
      return mixed.gain(t);
    });
    expect(asked).toEqual(expected);
  });

  it('prices an army as its §10.1 chance (R2 face needed, §10.2 modifiers) times its front army worth', () => {
    const f = readFronts(st, p);
    const armies = targets.filter((t) => isArmy(t) && countryOfBox(st.loc[t]) !== null);
    expect(armies.length).toBeGreaterThan(0);
    for (const t of armies) {
      const box = st.loc[t];
      const chance = (7 - faceNeeded(strengthOf(st, t), attackDrm(st, box, false))) / 6;
      expect(fresh(t)).toBeCloseTo(chance * armyRemovalValue(f, COUNTRY_IDS.indexOf(countryOfBox(box) as CountryId), p), 12);
    }
  });

  it('bounds every gain from its box alone (the CP Attack choice skips targets whose bound cannot win), at every CP attack of 20 campaigns', () => {
    setEventRecording(false);
    let checked = 0;
    let below = 0;
    try {
      for (let seed = 1; seed <= 20; seed++) {
        const game = newGame({ seed });
        const policy = strongPolicy(seed);
        for (let q = prompt(game); q !== null; q = prompt(game)) {
          if (q.kind === 'cp-attack') {
            const gains = new AttackGains(game, readFronts(game, p), p);
            for (const a of q.actions) {
              if (a.type !== 'attack') continue;
              const bound = new AttackGains(game, readFronts(game, p), p).bound(a.target, game.loc[a.target]);
              const gain = gains.gain(a.target);
              expect(bound).toBeGreaterThanOrEqual(gain);
              // the Red Baron's placement skips armies by the same box bound and his best roll
              const box = game.loc[a.target];
              expect(gains.removalBound(box)).toBeGreaterThanOrEqual(gains.removal(a.target, box));
              if (isArmy(a.target)) expect(BEST_BARON).toBeGreaterThanOrEqual(baronChance(game, a.target));
              checked++;
              if (bound < Infinity && gain < bound) below++;
            }
          }
          actTrusted(game, policy(game, q));
        }
      }
    } finally {
      setEventRecording(true);
    }
    expect(checked).toBeGreaterThan(1000);
    expect(below).toBeGreaterThan(checked / 2); // a real bound, not Infinity or the gain itself
  });
});
