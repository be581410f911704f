// Hand-built positions the advisor's tests ask about: the CP Attack phase late in the war, played on to the end.
import { PHASES, positionFrom, type GameState } from '../../shared/engine/index.js';
import { advance, pushTurnLoop, takeEvents } from '../engine/engine-kit.js';

/**
 * Turn `turn`, the CP Attack phase (§10) pending with the RM track at 12, both Border Forts gone and France
 * full (five armies, two of them asterisked): the rest of the war is played from here.
 */
export function lateWarAttack(turn = 26): GameState {
  const france = Object.fromEntries(['fr-1', 'fr-2', 'fr-3', 'fr-4', 'fr-5'].map((a) => [a, 'france']));
  const st = positionFrom({ seed: 5, turn, tracks: { 'rm-coin': 12 }, tiles: { 'border-forts-1': 'discarded', 'border-forts-2': 'discarded', ...france } });
  st.phase = PHASES.findIndex((p) => p.id === 'cp-attack');
  pushTurnLoop(st, {});
  advance(st);
  takeEvents();
  return st;
}
