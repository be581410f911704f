// Fixes from the lead's review of the audits: a bombed ☠ army is discarded like a beaten one (§10.5,
// §10.5.1), and Gallipoli's free attacks, made before the Tageblatt, leave Poison Gas whole (R2, R20 amended).
import { describe, it, expect } from 'vitest';
import { runPhase, play, pending } from './helpers.js';
import { airWar, onTurn } from './positions.js';

describe('audit follow-ups', () => {
  it('§9.6 ① §10.5 §10.5.1 R27 a Zeppelin that bombs the BEF discards it and brings the British 2nd Army to Belgium Reserves', () => {
    const st = airWar(5, 1, 0, { tiles: { zeppelin: 'germany' } }); // German skies: 5–6 hit (R25)
    runPhase(st, 'naval-air', [5, 2]); // the raid hits; the saving throw sends the Zeppelin 2 turns ahead
    play(st, { type: 'zeppelin-bomb', army: 'gb-bef' });
    expect(st.loc['gb-bef']).toBe('discarded');
    expect(st.loc['gb-2']).toBe('belgium-reserves');
    expect(st.loc['zeppelin']).toBe('calendar:7');
  });

  it('§5.3.1 R2 R20 (amended) free attacks on the MEF are CP attacks, but with no Poison Gas on the display they use nothing up', () => {
    const st = onTurn(5, null, { tiles: { 'neutral-ottoman': 'discarded' } }); // a Gallipoli? turn, Turkey at war
    runPhase(st, 'turn-start', [2, 5]); // the first free attack fails, the second stops the MEF
    expect(st.loc['gb-mef']).toBe('gallipoli');
    expect(st.f.gasAttacks).toBe(0);
    expect(pending(st)).toBeNull();
  });
});
