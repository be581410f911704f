// The odds of two paid choices that no table prints but a die or a cup decides: Socialist agitation's die moves
// the Revolution marker toward the Explosion (§5.4.1, §5.4.1.1), and a Lira chit drawn from the cup (§12.5, R4).
import type { GameState } from '../core/state.js';
import { lira, trackValue } from '../core/board.js';
import { OMNIBUS } from '../../data/board.js';
import { LIRA_CHIT_IDS, TILE_BY_ID } from '../../data/tiles.js';
import { NEVER, chance, plus, type Chance } from './chance.js';
import { ALL_FACES, FACES } from './dice-counts.js';
import type { Odds, Outcome } from './types.js';

/** The cup the Lira chits are drawn from (§12.5). */
export const LIRA_CUP = 'lira-cup';

function addTo(outcomes: Map<string, Chance>, id: string, c: Chance): void {
  outcomes.set(id, plus(outcomes.get(id) ?? NEVER, c));
}

function outcomeList(outcomes: Map<string, Chance>): Outcome[] {
  return [...outcomes].map(([id, c]) => ({ id, chance: c }));
}

/**
 * §5.4.1: one die moves the Revolution marker that many boxes; reaching the Explosion box sets off the Explosion
 * (§5.4.1.1), the aim. Outcomes: 'explosion', or 'revolution-N' (the box the marker stops on).
 */
export function agitationOdds(st: GameState): Odds {
  const now = trackValue(st, 'pink-socialist-revolution-1') ?? 0;
  const outcomes = new Map<string, Chance>();
  for (const f of ALL_FACES) {
    const to = now + f;
    addTo(outcomes, to >= OMNIBUS.explosionAt ? 'explosion' : `revolution-${to}`, chance(1, FACES));
  }
  const success = outcomes.get('explosion') ?? NEVER;
  const lowest = Math.max(1, OMNIBUS.explosionAt - now);
  return {
    kind: 'agitation', rule: '§5.4.1', dice: 1, need: lowest <= FACES ? { atLeast: lowest } : null, success, drm: [],
    outcomes: outcomeList(outcomes),
  };
}

/**
 * §12.5: one chit drawn blind from the Lira cup, its value added to the Lira track (R4: never past the top box).
 * Outcomes 'lira-N': N Lira gained after the cap; 'success' is gaining any.
 */
export function liraDrawOdds(st: GameState): Odds {
  const inCup = LIRA_CHIT_IDS.filter((id) => st.loc[id] === LIRA_CUP);
  const now = lira(st);
  const outcomes = new Map<string, Chance>();
  for (const id of inCup) {
    const gain = Math.min(OMNIBUS.max, now + (TILE_BY_ID[id].value ?? 0)) - now;
    addTo(outcomes, `lira-${gain}`, chance(1, inCup.length));
  }
  const byGain = outcomeList(outcomes).sort((a, b) => Number(a.id.slice(5)) - Number(b.id.slice(5)));
  const success = byGain.filter((o) => o.id !== 'lira-0').reduce((s, o) => plus(s, o.chance), NEVER);
  return { kind: 'lira', rule: '§12.5', dice: 0, cup: LIRA_CUP, need: null, success, drm: [], outcomes: byGain };
}
