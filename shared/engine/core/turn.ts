// The Sequence of Play (§4–§14): one frame that walks the phases of a turn, then the next turn,
// until the Armistice after the last turn (§14.5, §15.3). Each phase is a procedure registered by
// its rules module as `phase:<id>`.
import type { GameState } from './state.js';
import { defineProc } from './flow.js';
import { emit } from './events.js';
import { LAST_TURN } from '../../data/calendar.js';

export const PHASES = [
  { id: 'chit-draw', rule: '§4', name: 'Chit Draw' },
  { id: 'turn-start', rule: '§5', name: 'Turn Start' },
  { id: 'entente-attack', rule: '§6', name: 'Entente Attack' },
  { id: 'tageblatt', rule: '§7', name: 'Berliner Tageblatt' },
  { id: 'alliances', rule: '§8', name: 'Alliances' },
  { id: 'naval-air', rule: '§9', name: 'Naval/Air Warfare' },
  { id: 'cp-attack', rule: '§10', name: 'Central Powers Attack' },
  { id: 'near-east', rule: '§12', name: 'Near East' },
  { id: 'industrial', rule: '§13', name: 'Industrial' },
  { id: 'turn-end', rule: '§14', name: 'Turn End' },
] as const;

export type PhaseId = (typeof PHASES)[number]['id'];

/** The frame kind each phase's rules module registers. */
const PHASE_KINDS: readonly string[] = PHASES.map((p) => `phase:${p.id}`);

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

export const pushTurnLoop = defineProc<Record<string, never>>('turn-loop', (st) => {
  if (st.phase === 0) resetTurnFlags(st);
  if (st.phase < PHASES.length) {
    const i = st.phase++;
    const phase = PHASES[i];
    emit(st, { type: 'phase', rule: phase.rule, turn: st.turn, phase: phase.id, name: phase.name });
    st.stack.push({ k: PHASE_KINDS[i], s: 0, d: {} });
    return;
  }
  // §14.5: the turn is over. After the last turn comes Armistice Day (§15.3).
  if (st.turn >= LAST_TURN) {
    st.stack.push({ k: 'armistice', s: 0, d: {} });
    return;
  }
  st.turn++;
  st.phase = 0;
});
