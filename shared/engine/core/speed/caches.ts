// Every answer the engine keeps from one action to the next, in one room (issue 15 for the speed, issue 29 for
// the room). A cache declares what its answer is read from, and this module alone decides from that declaration
// whether a kept answer may still be served: a rule asks a cache for its answer with a builder, and never checks
// freshness itself. tests/engine/caches.test.ts plays seeded campaigns and compares every kept answer with one
// rebuilt from scratch (staleKeptAnswers), and shows that a cache declared without one of its reads is caught.
//
// How to add one: a PlaceCache when the answer is worked out from the tiles of one place (it is dropped when a
// tile enters or leaves it) plus a few other reads of the state, each a StateRead listed in `reads`; a
// JoinedLists when it is made of lists that are never changed. Anything else the builder reads must be a read
// in `reads` or the cache's key; list the reads in the order of the ones below (PlaceCache says why). The interning tables of core/attack-actions.ts and data's lookup tables keep
// nothing of a position, and flow.ts's handler per stack depth checks its own key (the frame's kind).
import type { GameState } from '../state.js';
import { clonePlain } from '../clone.js';
import { LOCATIONS } from '../../../data/locations.js';
import { memoAtNumber, numbersWithMemo, setMemoAtNumber } from './location-index.js';
import { pushAll } from './v8.js';

/** One thing a kept answer is read from besides the tiles of its place; compared with === (named for reports). */
export interface StateRead {
  readonly name: string;
  readonly read: (st: GameState) => unknown;
}

export const TURN: StateRead = { name: 'turn', read: (st) => st.turn };
export const RUSSIA_SURRENDERED: StateRead = { name: 'f.russiaSurrendered', read: (st) => st.f.russiaSurrendered };
export const RED_BARON_ON: StateRead = { name: 'f.redBaronOn', read: (st) => st.f.redBaronOn };

/** What a PlaceCache keeps in a place's memo slot: immutable, since copies of a state share their places. */
class Kept {
  constructor(
    readonly cache: PlaceCache<unknown, unknown>,
    readonly key: unknown,
    /** The value of each of the cache's reads (r0…r3) when the answer was built. */
    readonly s0: unknown,
    readonly s1: unknown,
    readonly s2: unknown,
    readonly s3: unknown,
    readonly answer: unknown,
  ) {}
}

/** The most reads a PlaceCache may declare (each has its own field and its own call in `fresh`). */
const MOST_READS = 4;
const NO_READ = (): unknown => undefined;

/**
 * An answer worked out from the tiles at one place of the location index (by its location number), the reads
 * it declares and a key (compared with ===; a shared list serves as one), kept in that place's memo slot until a
 * tile enters or leaves it. A place has one slot: the last cache to keep something there holds it.
 */
export class PlaceCache<K, V> {
  // The declared reads one by one (NO_READ past the last). Why not a loop over `reads`: one call site per read
  // stays monomorphic when caches declare their reads in the same order (TURN first …), and V8 inlines it; a
  // loop's one call site saw every read, and the CP Attack list checks seven boxes after every attack.
  private readonly r0: (st: GameState) => unknown;
  private readonly r1: (st: GameState) => unknown;
  private readonly r2: (st: GameState) => unknown;
  private readonly r3: (st: GameState) => unknown;

  constructor(
    readonly name: string,
    readonly reads: readonly StateRead[],
    /** Works the answer out from scratch: it may read only the tiles at place `n`, `reads` and `key`. */
    readonly build: (st: GameState, n: number, key: K) => V,
  ) {
    if (reads.length > MOST_READS) throw new Error(`${name}: at most ${MOST_READS} reads`);
    [this.r0, this.r1, this.r2, this.r3] = Array.from({ length: MOST_READS }, (_, i) => reads[i]?.read ?? NO_READ);
  }

  /** The answer at location number `n` for `key`: the kept one while the declaration says it is fresh, else built and kept. */
  get(st: GameState, n: number, key: K): V {
    const kept = memoAtNumber(st, n) as Kept | undefined;
    if (kept !== undefined && kept.cache === this && kept.key === key && this.fresh(st, kept)) return kept.answer as V;
    const answer = this.build(st, n, key);
    setMemoAtNumber(st, n, new Kept(this as PlaceCache<unknown, unknown>, key, this.r0(st), this.r1(st), this.r2(st), this.r3(st), answer));
    return answer;
  }

  /** Whether each declared read still gives what it gave when `kept` was built. */
  fresh(st: GameState, kept: Kept): boolean {
    return this.r0(st) === kept.s0 && this.r1(st) === kept.s1 && this.r2(st) === kept.s2 && this.r3(st) === kept.s3;
  }
}

/**
 * A list made of `count` parts and then one last item, kept while every part is the very list it was last time:
 * parts are never changed, so the same lists mean the same items whatever state they came from, and one
 * module-wide copy serves every state. A fresh list otherwise (a caller may keep the last one it was given).
 */
export class JoinedLists<T, L> {
  private readonly parts: (readonly T[])[];
  private joined: readonly (T | L)[];

  constructor(
    readonly name: string,
    count: number,
    private readonly last: L,
  ) {
    this.parts = Array.from({ length: count }, (): readonly T[] => []);
    this.joined = [last];
    JOINED.push(this as JoinedLists<unknown, unknown>);
  }

  /** The lists `part(a, b, i)` for each i < count, one after another, then the last item. */
  join<A, B>(a: A, b: B, part: (a: A, b: B, i: number) => readonly T[]): readonly (T | L)[] {
    let same = true;
    for (let i = 0; i < this.parts.length; i++) {
      const list = part(a, b, i);
      if (list !== this.parts[i]) {
        this.parts[i] = list;
        same = false;
      }
    }
    if (same) return this.joined;
    const out: (T | L)[] = [];
    for (let i = 0; i < this.parts.length; i++) pushAll(out, this.parts[i]);
    out.push(this.last);
    return (this.joined = out);
  }

  /** A sentence when the kept list is not its parts joined (for the check against a rebuild), else null. */
  stale(): string | null {
    const expected: unknown[] = [];
    for (const part of this.parts) expected.push(...part);
    expected.push(this.last);
    const same = expected.length === this.joined.length && expected.every((item, i) => item === this.joined[i]);
    return same ? null : `${this.name}: the kept list is not its parts joined`;
  }
}
const JOINED: JoinedLists<unknown, unknown>[] = [];

/** What staleKeptAnswers found: how many kept answers of each cache (by name) it rebuilt, and a sentence for each that differed. */
export interface CacheCheck {
  readonly checked: ReadonlyMap<string, number>;
  readonly stale: readonly string[];
}

/**
 * Every kept answer that would be served now, compared with the answer worked out from scratch (a copy of the
 * state with no index and no memo): no stale one, when every cache declares all it reads. For tests.
 */
export function staleKeptAnswers(st: GameState): CacheCheck {
  const stale: string[] = [];
  const checked = new Map<string, number>();
  const count = (name: string): void => void checked.set(name, (checked.get(name) ?? 0) + 1);
  let scratch: GameState | null = null;
  for (const n of numbersWithMemo(st)) {
    const kept = memoAtNumber(st, n);
    if (!(kept instanceof Kept) || !kept.cache.fresh(st, kept)) continue; // not served: nothing to check
    scratch ??= clonePlain(st);
    count(kept.cache.name);
    const keptText = JSON.stringify(kept.answer);
    const rebuilt = JSON.stringify(kept.cache.build(scratch, n, kept.key));
    if (keptText !== rebuilt) stale.push(`${kept.cache.name} at ${LOCATIONS[n]}: kept ${keptText}, rebuilt ${rebuilt} (it declares ${readNames(kept.cache)})`);
  }
  for (const joined of JOINED) {
    count(joined.name);
    const wrong = joined.stale();
    if (wrong !== null) stale.push(wrong);
  }
  return { checked, stale };
}

function readNames(cache: PlaceCache<unknown, unknown>): string {
  return cache.reads.length === 0 ? 'no read besides its tiles' : `the tiles and ${cache.reads.map((r) => r.name).join(', ')}`;
}
