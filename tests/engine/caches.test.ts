// The engine's caches (core/speed/caches.ts, issue 29): every kept answer the engine would serve equals the
// answer worked out from scratch after every action of seeded campaigns, and the check catches a cache that
// leaves out one of the reads it depends on. And no bot writes into the engine's state or its caches' slots.
import { describe, expect, it } from 'vitest';
import { memoAtNumber, numbersWithMemo } from '../../shared/engine/core/speed/location-index.js';
import { PlaceCache, RED_BARON_ON, RUSSIA_SURRENDERED, TURN, staleKeptAnswers, type StateRead } from '../../shared/engine/core/speed/caches.js';
import { ATTACK_BOXES, ATTACK_BOX_NUMBERS, targetsIn } from '../../shared/engine/rules/attack-targets.js';
import { actTrusted, legalActions, newGame, prompt, setEventRecording, type GameState } from '../../shared/engine/index.js';
import { policyByName, toolRng } from '../../shared/policies/policies.js';
import { strongPolicy } from '../../shared/policies/strong-policy.js';

/** Adds one check's counts to `into`. */
function addCounts(into: Map<string, number>, counts: ReadonlyMap<string, number>): void {
  for (const [name, n] of counts) into.set(name, (into.get(name) ?? 0) + n);
}

/** Plays seeded campaigns, asking for the legal actions at every decision (the engine's caches fill), and calls `after` after each action. */
function playCampaigns(seeds: readonly number[], choose: (st: GameState, seed: number) => (legal: readonly unknown[]) => number, after: (st: GameState) => void, before?: (st: GameState) => void): void {
  setEventRecording(false);
  try {
    for (const seed of seeds) {
      const st = newGame({ seed });
      const pick = choose(st, seed);
      for (let legal = legalActions(st); legal.length > 0; legal = legalActions(st)) {
        before?.(st);
        actTrusted(st, legal[pick(legal)]);
        after(st);
      }
    }
  } finally {
    setEventRecording(true);
  }
}

const seedsFrom = (first: number, count: number): number[] => Array.from({ length: count }, (_, i) => first + i);

function randomPick(_st: GameState, seed: number): (legal: readonly unknown[]) => number {
  const r = toolRng(seed);
  return (legal) => Math.floor(r() * legal.length);
}

describe('every cache against a rebuild (§10.1, §11.1, §11.2, §15.2 / R32 attack lists)', () => {
  it('no kept answer differs from a fresh one after any action of 60 random campaigns', () => {
    const checked = new Map<string, number>();
    const stale: string[] = [];
    playCampaigns(seedsFrom(7100, 60), randomPick, (st) => {
      const check = staleKeptAnswers(st);
      addCounts(checked, check.checked);
      stale.push(...check.stale);
    });
    expect(stale).toEqual([]);
    // The check really compared the kept answers of each of the engine's caches.
    expect(checked.get('ordinary attacks in a box')).toBeGreaterThan(3000);
    expect(checked.get("a City's attacks in a box")).toBeGreaterThan(20);
    expect(checked.get("the CP Attack list's attacks then done")).toBeGreaterThan(3000);
  });

  it('no kept answer differs from a fresh one after any action of 3 strong-policy campaigns', () => {
    const checked = new Map<string, number>();
    const stale: string[] = [];
    playCampaigns(seedsFrom(1, 3), (st, seed) => {
      const policy = strongPolicy(seed);
      return (legal) => {
        const p = prompt(st);
        if (p === null) return 0;
        const chosen = policy(st, p);
        return legal.findIndex((a) => JSON.stringify(a) === JSON.stringify(chosen));
      };
    }, (st) => {
      const check = staleKeptAnswers(st);
      addCounts(checked, check.checked);
      stale.push(...check.stale);
    });
    expect(stale).toEqual([]);
    expect(checked.get('ordinary attacks in a box')).toBeGreaterThan(300);
  });
});

describe('a cache that leaves out a read it depends on is caught', () => {
  /** The §10.1 targets in each attack box, kept with the box and declared with `reads`. */
  function targetsCache(name: string, reads: readonly StateRead[]): PlaceCache<null, readonly string[]> {
    return new PlaceCache(name, reads, (st: GameState, n: number) => {
      const out: string[] = [];
      targetsIn(st, ATTACK_BOXES[ATTACK_BOX_NUMBERS.indexOf(n)], 'ordinary', out);
      return out;
    });
  }

  /** The stale answers the check reports over 40 random campaigns, `cache` asked for every box before each action. */
  function staleOf(cache: PlaceCache<null, readonly string[]>): string[] {
    const stale: string[] = [];
    playCampaigns(seedsFrom(7000, 40), randomPick, (st) => stale.push(...staleKeptAnswers(st).stale), (st) => {
      for (const n of ATTACK_BOX_NUMBERS) cache.get(st, n, null);
    });
    return stale;
  }

  it('§10.4 Alpine Winter: the targets declared without the turn go stale in Italy when winter comes, and the check says so', () => {
    const stale = staleOf(targetsCache('targets without the turn', [RUSSIA_SURRENDERED, RED_BARON_ON]));
    expect(stale.length).toBeGreaterThan(0);
    for (const s of stale) expect(s).toMatch(/^targets without the turn at italy: /);
  });

  it('the same cache declared with every read it makes is never reported', () => {
    expect(staleOf(targetsCache('targets with every read', [TURN, RUSSIA_SURRENDERED, RED_BARON_ON]))).toEqual([]);
  });
});

describe('no bot writes into the engine: the greedy and strong policies are clients like any other', () => {
  /** The engine's state as JSON, and what each place of the location index keeps in its memo slot. */
  function snapshot(st: GameState): { json: string; memos: unknown[] } {
    const memos: unknown[] = [];
    for (const n of numbersWithMemo(st)) memos.push(n, memoAtNumber(st, n));
    return { json: JSON.stringify(st), memos };
  }

  it.each(['greedy', 'strong'])('the %s policy leaves the state and every memo slot as they were at each of its decisions of 5 campaigns', (name) => {
    setEventRecording(false);
    let decisions = 0;
    try {
      for (let seed = 20; seed < 25; seed++) {
        const st = newGame({ seed });
        const policy = policyByName(name, seed);
        for (let p = prompt(st); p !== null; p = prompt(st)) {
          const before = snapshot(st);
          const chosen = policy(st, p);
          const after = snapshot(st);
          expect(after.json).toBe(before.json);
          expect(after.memos.length).toBe(before.memos.length);
          for (let i = 0; i < before.memos.length; i++) expect(after.memos[i]).toBe(before.memos[i]);
          decisions++;
          actTrusted(st, chosen);
        }
      }
    } finally {
      setEventRecording(true);
    }
    expect(decisions).toBeGreaterThan(300);
  });
});
