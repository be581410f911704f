// A campaign's record keeps the digest of the position its moves reach; a load whose replay gives another digest
// is told as a rules correction. So what the view learns to say about a position (odds, the VP if the war ended
// now, this turn's Tageblatt result) must leave the digest as it was: every stored campaign would else read as
// "corrected" on its next resume.
import { describe, expect, it } from 'vitest';
import { actTrusted, legalActions, newGame, prompt, view } from '../../shared/engine/index.js';
import { positionDigest } from '../../main/library/position.js';

/** Seed 7, the first legal action 30 times: a position past the first Tageblatt roll. */
function aPosition() {
  const st = newGame({ seed: 7 });
  for (let i = 0; i < 30 && prompt(st); i++) actTrusted(st, legalActions(st)[0]);
  return view(st);
}

describe('position digest', () => {
  it('is the digest the library stored before the view gained odds, VP and the Tageblatt result', () => {
    // Computed by main/library/position.ts at dae1498, before those fields were added to the view.
    expect(positionDigest(aPosition())).toBe('sha256:dc3da0be0c36c8fe7e150e0a75e4af3916c05233c3f1e1e9c4e54519a66caa74');
  });

  it('leaves out what the view works out for the player, and keeps what the player sees', () => {
    const v = aPosition();
    const worded = { ...v, odds: v.odds.map(() => null), vpIfEndedNow: {}, tageblattResult: 6, generalEventsHappened: ['turkish-entry'] };
    expect(positionDigest(worded)).toBe(positionDigest(v));
    expect(positionDigest({ ...v, rm: v.rm + 1 })).not.toBe(positionDigest(v));
  });
});
