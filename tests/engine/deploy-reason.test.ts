// §6.1 / R1 (issue 14): a deployment's move event says why the Entente chose that army — the strongest in its
// Reserves, first in roster order among equals — so the Entente turn tab can tell the player (rules/deploy.ts).
import { describe, expect, it } from 'vitest';
import { board, eventsOf, freshState, runPhase, runStack } from './helpers.js';
import { onTurn } from './positions.js';
import { pushDeploy } from '../../shared/engine/rules/deploy.js';
import type { GameEvent } from '../../shared/engine/core/events.js';
import type { GameState } from '../../shared/engine/core/state.js';

function deployMove(events: GameEvent[], army: string): Extract<GameEvent, { type: 'move' }> | undefined {
  return eventsOf(events, 'move').find((e) => e.tile === army);
}

function chitDeploy(st: GameState, country: 'belgium' | 'france'): GameEvent[] {
  pushDeploy(st, { country, rule: '§6.1', source: 'chit' });
  return runStack(st);
}

describe('§6.1 R1 the reason a deployment carries', () => {
  it('§6.1 the strongest in Reserves: the British 1st (4) goes ahead of the two 3s, which stay', () => {
    const st = board({ tiles: { 'gb-1': 'belgium-reserves' } });
    const move = deployMove(chitDeploy(st, 'belgium'), 'gb-1');
    expect(move?.rule).toBe('§6.1');
    expect(move?.deploy).toEqual({ strength: 4, tiedWith: [], stayed: 2 });
  });

  it('§6.1 R1 a tie: the British 3rd goes, tied with the 4th, which the roster order puts after it', () => {
    const move = deployMove(chitDeploy(freshState(), 'belgium'), 'gb-3');
    expect(move?.deploy).toEqual({ strength: 3, tiedWith: ['gb-4'], stayed: 1 });
  });

  it('§5.4.6 a Random Entente Offensive (forced die 2: France) carries its rule and the R1 tie of the French 1st and 4th', () => {
    const st = onTurn(8, 23);
    const events = runPhase(st, 'turn-start', [2]);
    const move = deployMove(events, 'fr-1');
    expect(st.loc['fr-1']).toBe('france');
    expect(move?.rule).toBe('§5.4.6');
    expect(move?.deploy).toEqual({ strength: 3, tiedWith: ['fr-4'], stayed: 2 });
  });

  it('§6.1 the last army in Reserves: nothing stayed, nothing tied', () => {
    const st = board({ tiles: { 'gb-4': 'counter-tray' } }); // the British 3rd alone beside the Over the Top tile
    expect(deployMove(chitDeploy(st, 'belgium'), 'gb-3')?.deploy).toEqual({ strength: 3, tiedWith: [], stayed: 0 });
  });

  it('moves that are not deployments carry no reason (§6.3 the Over the Top tile, §5.1 the chit)', () => {
    const st = onTurn(8, 23);
    const events = runPhase(st, 'turn-start', [2]);
    expect(eventsOf(events, 'move').filter((e) => e.deploy !== undefined).map((e) => e.tile)).toEqual(['fr-1']);
  });
});
