// What the strong policy reads once per CP Attack Phase instead of once per attack (issue 15). Between two
// attacks of one phase usually only the box attacked, the RM (and Krupp/Kaisertreu) and the gas count change,
// while the later uses of RM (§12–§14) and each front's chance that an Over the Top gets through (§6.2) stay
// put. "Usually" is not enough to keep every choice the same (Serbia's fall brings the Berlin–Bagdad railway,
// the French Mutiny can arrive mid-phase), so the memo holds the exact inputs of those two readings — the
// places of the tiles they look at, the Cities in Unruhe, East Africa — and reads again when any differs.
// The armies, which Countries still fight, the cup and each box's modifiers are read afresh at every decision.
import type { GameState } from '../../engine/index.js';
import { unruheCount } from '../../engine/core/board.js';
import { ASKARI_IDS, CRUISER_IDS, RUNNER_IDS, UBOAT_IDS } from '../../data/tiles.js';
import { laterUses, priceOf, type Use } from './money-plan.js';
import { deployChances, frontsFrom, readFrontsBase, type Fronts, type FrontsBase } from './front-danger.js';
import type { StrongParams } from './params.js';

/** Every tile whose place laterUses(…, 'attack') or readFrontsBase reads (besides the turn and Unruhe). */
const WATCHED: readonly string[] = [
  ...UBOAT_IDS, ...ASKARI_IDS, ...RUNNER_IDS, ...CRUISER_IDS,
  'french-mutiny', 'siegfried-line', 'berlin-bagdad-railway', 'neutral-ottoman', 'surrender-ottoman',
];

interface PhaseMemo {
  readonly turn: number;
  readonly params: StrongParams;
  readonly places: readonly (string | undefined)[];
  readonly unruhe: number;
  readonly eastAfricaClosed: boolean;
  readonly uses: readonly Use[];
  readonly base: FrontsBase;
  /** priceOf(uses, money, cost) by money·64 + cost. */
  readonly prices: Map<number, number>;
}

/** One memo per game state (each rollout plays its own). */
const memos = new WeakMap<GameState, PhaseMemo>();

function stillTrue(m: PhaseMemo, st: GameState, p: StrongParams): boolean {
  if (m.turn !== st.turn || m.params !== p || m.eastAfricaClosed !== st.f.eastAfricaClosed || m.unruhe !== unruheCount(st)) return false;
  for (let i = 0; i < WATCHED.length; i++) if (st.loc[WATCHED[i]] !== m.places[i]) return false;
  return true;
}

function memoOf(st: GameState, p: StrongParams): PhaseMemo {
  let m = memos.get(st);
  if (m === undefined || !stillTrue(m, st, p)) {
    m = {
      turn: st.turn, params: p, places: WATCHED.map((id) => st.loc[id]), unruhe: unruheCount(st),
      eastAfricaClosed: st.f.eastAfricaClosed, uses: laterUses(st, p, 'attack'), base: readFrontsBase(st, p), prices: new Map(),
    };
    memos.set(st, m);
  }
  return m;
}

/** The view of one CP Attack decision: the fronts now, and the price of spending `cost` of `money` RM. */
export interface AttackPhaseView {
  readonly fronts: Fronts;
  readonly uses: readonly Use[];
  price(money: number, cost: number): number;
}

export function attackPhaseView(st: GameState, p: StrongParams): AttackPhaseView {
  const m = memoOf(st, p);
  return {
    fronts: frontsFrom(st, { ...m.base, chance: deployChances(st) }),
    uses: m.uses,
    price(money, cost) {
      if (cost >= 64 || cost < 0 || !Number.isInteger(cost)) return priceOf(m.uses, money, cost);
      const key = money * 64 + cost;
      let v = m.prices.get(key);
      if (v === undefined) m.prices.set(key, (v = priceOf(m.uses, money, cost)));
      return v;
    },
  };
}
