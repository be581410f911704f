// The odds of the air war's rolls: aircraft research and the air roll (§9.3), German Bombers (§9.4, R25) and
// the Zeppelin's raids (§9.6, R25), from the printed faces of shared/data/dice.ts.
import type { GameState } from '../core/state.js';
import type { Action } from '../core/actions.js';
import { germanAirSuperiority } from '../core/board.js';
import { turnDef } from '../../data/calendar.js';
import { DIE } from '../../data/dice.js';
import { CERTAIN, not } from './chance.js';
import { oneDieChance } from './dice-counts.js';
import type { DrmSource, Odds, OddsKind } from './types.js';
import type { RuleRef } from '../../data/rule-numbers.js';

/** R25: the faces that succeed, by who holds the skies. */
function skiesFaces(st: GameState, faces: { readonly germany: readonly number[]; readonly entente: readonly number[] }): readonly number[] {
  return germanAirSuperiority(st) ? faces.germany : faces.entente;
}

function onFaces(kind: OddsKind, rule: RuleRef, faces: readonly number[]): Odds {
  const success = oneDieChance((f) => faces.includes(f));
  return {
    kind, rule, dice: 1, need: { faces }, success, drm: [],
    outcomes: [{ id: 'success', chance: success }, { id: 'failure', chance: not(success) }],
  };
}

/**
 * §9.3: the air roll succeeds at or below the turn's threshold (R6); research shifts the die by `shift`, except a
 * natural 1 or 6. Every action of the decision rolls (declining is the roll without research).
 */
export function airRollOdds(st: GameState, shift: number): Odds {
  const threshold = turnDef(st.turn).airThreshold;
  const ineffective: readonly number[] = DIE.researchIneffectiveNaturals;
  const success = oneDieChance((f) => (ineffective.includes(f) ? f : f + shift) <= threshold);
  const drm: readonly DrmSource[] = shift === 0 ? [] : [{ source: 'air-research', value: shift, rule: '§9.3' }];
  return {
    kind: 'air-research', rule: '§9.3', dice: 1, need: { atMost: threshold }, success, drm,
    outcomes: [{ id: 'success', chance: success }, { id: 'failure', chance: not(success) }],
  };
}

/** §9.3: aircraft research's decision, every action of which rolls the air roll (declining: without research). */
export function airResearchOdds(st: GameState, a: Action): Odds {
  return airRollOdds(st, a.type === 'air-research' ? a.shift : 0);
}

/** §9.4: German Bombers' strike; a hit sends the army to its Reserves, ☠ or not (R41): the odds are the hit's alone. */
export function germanBombersOdds(st: GameState, a: Action): Odds | null {
  return a.type === 'bomb' ? onFaces('bombing', '§9.4', skiesFaces(st, DIE.germanBombers)) : null;
}

/** §9.6: the Zeppelin's raids, or null (keeping it in its shed rolls nothing). */
export function zeppelinRaidOdds(st: GameState, a: Action): Odds | null {
  switch (a.type) {
    case 'zeppelin-bomb':
      return onFaces('zeppelin', '§9.6', skiesFaces(st, DIE.zeppelinEconomic));
    case 'zeppelin-supply':
      return onFaces('zeppelin', '§9.6', DIE.zeppelinSupply);
    case 'zeppelin-naval':
      return onFaces('zeppelin', '§9.6', skiesFaces(st, DIE.zeppelinNaval));
    case 'zeppelin-recon':
      // §9.6 ②: no roll, the Trenches go.
      return { kind: 'zeppelin', rule: '§9.6', dice: 0, need: null, success: CERTAIN, drm: [], outcomes: [{ id: 'success', chance: CERTAIN }] };
    default:
      return null;
  }
}

export { onFaces };
