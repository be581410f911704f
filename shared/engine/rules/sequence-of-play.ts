// The Sequence of Play (§4–§14): one frame that walks the phases of a turn, then the next turn, until the
// Armistice after the last turn (§14.5, §15.3). Each phase is the procedure its rules module exports, listed
// here by import in the rulebook's order.
import type { GameState } from '../core/state.js';
import { defineProc, type Pusher } from '../core/flow.js';
import { emit } from '../core/events.js';
import { PHASES, type PhaseId } from '../core/turn.js';
import { LAST_TURN } from '../../data/calendar.js';
import { pushChitDrawPhase } from './chit-draw.js';
import { pushTurnStartPhase } from './turn-start.js';
import { pushEntenteAttackPhase } from './entente-attack.js';
import { pushTageblattPhase } from './tageblatt.js';
import { pushAlliancesPhase } from './alliances.js';
import { pushNavalAirPhase } from './naval-air.js';
import { pushCpAttackPhase } from './cp-attack.js';
import { pushNearEastPhase } from './near-east.js';
import { pushIndustrialPhase } from './industrial.js';
import { pushTurnEndPhase } from './turn-end.js';
import { pushArmistice } from './victory.js';

type Empty = Record<string, never>;

export interface PhasePlay {
  readonly phase: PhaseId;
  /** Pushes the phase's procedure. */
  readonly push: Pusher<Empty>;
}

/** §4–§14: the phases of a turn in the rulebook's order, each with the procedure that plays it. */
export const SEQUENCE_OF_PLAY: readonly PhasePlay[] = [
  { phase: 'chit-draw', push: pushChitDrawPhase }, // §4
  { phase: 'turn-start', push: pushTurnStartPhase }, // §5
  { phase: 'entente-attack', push: pushEntenteAttackPhase }, // §6
  { phase: 'tageblatt', push: pushTageblattPhase }, // §7
  { phase: 'alliances', push: pushAlliancesPhase }, // §8
  { phase: 'naval-air', push: pushNavalAirPhase }, // §9
  { phase: 'cp-attack', push: pushCpAttackPhase }, // §10, §11
  { phase: 'near-east', push: pushNearEastPhase }, // §12
  { phase: 'industrial', push: pushIndustrialPhase }, // §13
  { phase: 'turn-end', push: pushTurnEndPhase }, // §14
];

// The phase names (core/turn.ts, what the board shows) and this list must agree, phase for phase.
if (SEQUENCE_OF_PLAY.length !== PHASES.length || SEQUENCE_OF_PLAY.some((p, i) => p.phase !== PHASES[i].id)) {
  throw new Error('SEQUENCE_OF_PLAY and PHASES list different phases');
}

/** Flags that last one turn only. */
function resetTurnFlags(st: GameState): void {
  st.f.gasAttacks = 0;
  st.f.redBaronUsed = false;
  st.f.redBaronOn = null;
  st.f.civilSuppressed = false;
  st.f.kemalUsed = false;
  st.f.turkeyEnteredThisTurn = false;
  st.f.sunkAreas = [];
}

export const pushTurnLoop = defineProc<Empty>('turn-loop', (st) => {
  if (st.phase === 0) resetTurnFlags(st);
  if (st.phase < SEQUENCE_OF_PLAY.length) {
    const i = st.phase++;
    const phase = PHASES[i];
    emit(st, { type: 'phase', rule: phase.rule, turn: st.turn, phase: phase.id, name: phase.name });
    SEQUENCE_OF_PLAY[i].push(st, {});
    return;
  }
  // §14.5: the turn is over. After the last turn comes Armistice Day (§15.3).
  if (st.turn >= LAST_TURN) {
    pushArmistice(st, {});
    return;
  }
  st.turn++;
  st.phase = 0;
});

/**
 * One phase on its own, without the turn loop below it (tests, scenarios): the phase counter as the turn
 * loop leaves it while the phase runs, and the phase's procedure pushed.
 */
export function pushPhaseAlone(st: GameState, phase: PhaseId): void {
  const i = SEQUENCE_OF_PLAY.findIndex((p) => p.phase === phase);
  if (i < 0) throw new Error(`Unknown phase "${phase}"`);
  st.phase = i + 1;
  SEQUENCE_OF_PLAY[i].push(st, {});
}
