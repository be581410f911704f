// Fixes from the lead's review of the audits: a bombed ☠ army is discarded like a beaten one (§10.5,
// §10.5.1), and Gallipoli's free attacks count toward Poison Gas's first and second attack (R2, R20).
import { describe, it, expect } from 'vitest';
import { freshState, force, runPhase, play, pending } from './helpers.js';
import { setTrack } from '../../shared/engine/core/board.js';

describe('audit follow-ups', () => {
  it('§9.6 ① §10.5 §10.5.1 R27 a Zeppelin that bombs the BEF discards it and brings the British 2nd Army to Belgium Reserves', () => {
    const st = freshState();
    st.turn = 5;
    st.loc['blockade-runner-1'] = 'neutral-ports';
    st.loc['cruiser-1'] = 'chit-cup';
    st.loc['air-superiority'] = 'air:1'; // German skies: 5–6 hit (R25)
    st.loc['zeppelin'] = 'germany';
    setTrack(st, 'rm-coin', 0, 'test');
    force(st, [5, 2]); // the raid hits; the saving throw sends the Zeppelin 2 turns ahead
    runPhase(st, 'naval-air');
    play(st, { type: 'zeppelin-bomb', army: 'gb-bef' });
    expect(st.loc['gb-bef']).toBe('discarded');
    expect(st.loc['gb-2']).toBe('belgium-reserves');
    expect(st.loc['zeppelin']).toBe('calendar:7');
  });

  it('§5.3.1 R2 R20 each free attack on the MEF counts as one of the turn\'s CP attacks', () => {
    const st = freshState();
    st.turn = 5; // a Gallipoli? turn
    st.loc['neutral-ottoman'] = 'discarded'; // Turkey at war
    force(st, [2, 5]); // the first free attack fails, the second stops the MEF
    runPhase(st, 'turn-start');
    expect(st.loc['gb-mef']).toBe('gallipoli');
    expect(st.f.attacksThisTurn).toBe(2);
    expect(pending(st)).toBeNull();
  });
});
