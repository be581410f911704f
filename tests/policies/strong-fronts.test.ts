// The strong policy's reading of the cup (issue 15, strong/front-danger.ts deployChances): kept by the policy
// between decisions (its own cache, keyed by the cup's tiles), so it must still equal a fresh count of the chits
// in the cup (§6.1, §5.4.6) at every decision, as chits are drawn and put back. That it writes nothing into the
// engine's state: tests/engine/caches.test.ts.
import { describe, expect, it } from 'vitest';
import { actTrusted, newGame, prompt, setEventRecording, tilesAt } from '../../shared/engine/index.js';
import { TURN_CHITS } from '../../shared/data/chits.js';
import { TURN_CHIT_IDS } from '../../shared/data/tiles.js';
import { COUNTRIES } from '../../shared/data/board.js';
import { strongPolicy } from '../../shared/policies/strong-policy.js';
import { deployChances } from '../../shared/policies/strong/front-danger.js';

/** Each Country's chance of a deployment from the next chit, counted afresh from the cup's tiles. */
function counted(cup: readonly string[]): number[] {
  const chits = TURN_CHITS.filter((_, i) => cup.includes(TURN_CHIT_IDS[i]));
  const offensives = chits.reduce((n, c) => n + c.randomOffensives, 0);
  return COUNTRIES.map((c) => {
    if (chits.length === 0) return 0;
    const letters = chits.reduce((n, chit) => n + chit.deploy.filter((l) => l === c.letter).length, 0);
    return Math.min(1, (letters + offensives / 6) / chits.length);
  });
}

describe('strong policy: deploy chances kept with the cup (issue 15)', () => {
  it('equal a fresh count of the cup at every decision of 10 campaigns', () => {
    setEventRecording(false);
    const cups = new Set<string>();
    try {
      for (let seed = 1; seed <= 10; seed++) {
        const st = newGame({ seed });
        const policy = strongPolicy(seed);
        for (let p = prompt(st); p !== null; p = prompt(st)) {
          const cup = tilesAt(st, 'chit-cup');
          cups.add(cup.join());
          const got = deployChances(st);
          const want = counted(cup);
          for (let c = 0; c < want.length; c++) expect(got[c]).toBeCloseTo(want[c], 12);
          actTrusted(st, policy(st, p));
        }
      }
    } finally {
      setEventRecording(true);
    }
    expect(cups.size).toBeGreaterThan(30); // the cup really changed along the way
  });
});
