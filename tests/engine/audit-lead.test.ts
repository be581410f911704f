// Fixes from the lead's review of the audits: Gallipoli's free attacks, made before the Tageblatt, leave Poison
// Gas whole (R2, R20 amended). (Where a bombed ☠ army goes is R41's: tests/engine/bombing-not-combat.test.ts.)
import { describe, it, expect } from 'vitest';
import { runPhase, pending } from './helpers.js';
import { onTurn } from './positions.js';

describe('audit follow-ups', () => {
  it('§5.3.1 R2 R20 (amended) free attacks on the MEF are CP attacks, but with no Poison Gas on the display they use nothing up', () => {
    const st = onTurn(5, null, { tiles: { 'neutral-ottoman': 'discarded' } }); // a Gallipoli? turn, Turkey at war
    runPhase(st, 'turn-start', [2, 5]); // the first free attack fails, the second stops the MEF
    expect(st.loc['gb-mef']).toBe('gallipoli');
    expect(st.f.gasAttacks).toBe(0);
    expect(pending(st)).toBeNull();
  });
});
