// §10.7 Kaiserschlacht (§10.7.1, R19, R28, R31) and the surrenders it causes (§15.1), with forced dice.
import { describe, it, expect } from 'vitest';
import { freshState, force, runPhase, play, pending } from './helpers.js';
import { rm, setTrack, trackValue } from '../../shared/engine/core/board.js';
import type { GameState } from '../../shared/engine/core/state.js';
import type { Action } from '../../shared/engine/core/flow.js';

function ks(st: GameState): Action[] {
  return (pending(st)?.actions ?? []).filter((a) => a.type === 'kaiserschlacht');
}

/** France down to its last army (fr-3, strength 3) with France in Danger; every other Country at 3 armies. */
function franceAtTheBrink(): GameState {
  const st = freshState();
  st.turn = 9;
  st.loc['border-forts-2'] = 'discarded';
  st.loc['fr-2'] = 'france-reserves';
  setTrack(st, 'rm-coin', 3, 'test');
  setTrack(st, 'krupp', 1, 'test');
  return st;
}

describe('§10.7 conditions', () => {
  it('§10.7 ①②③ all true: one action per way to pay 3 with RM and Krupp', () => {
    const st = franceAtTheBrink();
    runPhase(st, 'cp-attack');
    expect(ks(st)).toEqual([
      { type: 'kaiserschlacht', country: 'france', rm: 2, krupp: 1, kaisertreu: 0 },
      { type: 'kaiserschlacht', country: 'france', rm: 3, krupp: 0, kaisertreu: 0 },
    ]);
  });

  it('§10.7 ① no pink tile, no Kaiserschlacht', () => {
    const st = franceAtTheBrink();
    st.loc['pink-france-in-danger'] = 'counter-tray';
    runPhase(st, 'cp-attack');
    expect(ks(st)).toEqual([]);
  });

  it('§10.7 ② Trenches, Forts, the Tank Army or a second army block it', () => {
    for (const [tile, where] of [
      ['trenches-2', 'france'],
      ['border-forts-2', 'france'],
      ['french-tank-army', 'france'],
      ['fr-2', 'france'],
    ]) {
      const st = franceAtTheBrink();
      st.loc[tile] = where;
      runPhase(st, 'cp-attack');
      expect(ks(st), tile).toEqual([]);
    }
  });

  it('§10.7 ③ R19 another active Country with 4 armies blocks it; a neutral Italy with 4 does not', () => {
    const st = franceAtTheBrink();
    st.loc['gb-3'] = 'belgium';
    runPhase(st, 'cp-attack');
    expect(ks(st)).toEqual([]);
    const st2 = franceAtTheBrink();
    st2.loc['it-4'] = 'italy'; // Italy is still neutral (R19: skipped)
    runPhase(st2, 'cp-attack');
    expect(ks(st2).length).toBe(2);
  });

  it('§10.7 not enough RM and finance points: not offered', () => {
    const st = franceAtTheBrink();
    setTrack(st, 'rm-coin', 1, 'test');
    runPhase(st, 'cp-attack');
    expect(ks(st)).toEqual([]);
  });

  it('§10.7 §15.1.1 never against Belgium (Britain never surrenders)', () => {
    const st = freshState();
    st.loc['border-forts-1'] = 'discarded';
    st.loc['gb-bef'] = 'discarded';
    st.loc['gb-1'] = 'belgium-reserves';
    setTrack(st, 'rm-coin', 6, 'test');
    runPhase(st, 'cp-attack');
    expect(ks(st)).toEqual([]);
  });

  it('§10.4 no Kaiserschlacht against Italy on a Winter turn', () => {
    const st = freshState();
    st.turn = 10;
    st.loc['neutral-italy'] = 'counter-tray';
    st.loc['pink-italy-in-danger'] = 'italy';
    st.loc['it-2'] = 'italy-reserves';
    st.loc['it-3'] = 'italy-reserves';
    setTrack(st, 'rm-coin', 3, 'test');
    runPhase(st, 'cp-attack');
    expect(ks(st)).toEqual([]);
    const st2 = freshState();
    st2.turn = 11;
    st2.loc['neutral-italy'] = 'counter-tray';
    st2.loc['pink-italy-in-danger'] = 'italy';
    st2.loc['it-2'] = 'italy-reserves';
    st2.loc['it-3'] = 'italy-reserves';
    setTrack(st2, 'rm-coin', 3, 'test');
    runPhase(st2, 'cp-attack');
    expect(ks(st2).map((a) => a.country)).toContain('italy');
  });
});

describe('§10.7 resolution', () => {
  it('§10.7 −1 DRM: a 4 against the 3-strength last army fails and the strongest Reserve army deploys', () => {
    const st = franceAtTheBrink();
    runPhase(st, 'cp-attack');
    force(st, [4]);
    const ev = play(st, { type: 'kaiserschlacht', country: 'france', rm: 3 });
    expect(ev.find((e) => e.type === 'attack')).toMatchObject({ target: 'fr-3', roll: 4, drm: -1, success: false });
    expect(rm(st)).toBe(0);
    expect(st.loc['surrender-france']).not.toBe('france');
    // §10.7: volunteers: the strongest army in France Reserves (fr-2, strength 4) deploys.
    expect(st.loc['fr-2']).toBe('france');
    expect(pending(st)?.kind).toBe('cp-attack');
  });

  it('§10.7 §15.1.2 success: France surrenders and can no longer be attacked', () => {
    const st = franceAtTheBrink();
    st.loc['fr-1'] = 'discarded';
    st.loc['fr-4'] = 'discarded';
    st.loc['fr-5'] = 'discarded';
    setTrack(st, 'rm-coin', 4, 'test');
    runPhase(st, 'cp-attack');
    force(st, [5]);
    const ev = play(st, { type: 'kaiserschlacht', country: 'france', rm: 3 });
    expect(st.loc['surrender-france']).toBe('france');
    expect(ev).toContainEqual({ type: 'surrender', rule: '§15.1', country: 'france' });
    expect(pending(st)?.actions.some((a) => a.type === 'attack' && st.loc[String(a.target)] === 'france')).toBe(false);
  });

  it('§10.2 a +1 Special Event cancels the Kaiserschlacht −1 (Place of Execution in France)', () => {
    const st = franceAtTheBrink();
    st.loc['special-event'] = 'special-events:place-of-execution';
    runPhase(st, 'cp-attack');
    force(st, [4]);
    const ev = play(st, { type: 'kaiserschlacht', country: 'france', rm: 3 });
    expect(ev.find((e) => e.type === 'attack')).toMatchObject({ drm: 0, success: true });
  });

  it('§10.7 R2 a natural 6 always wins the Kaiserschlacht (Black Day −1 as well)', () => {
    const st = franceAtTheBrink();
    st.loc['fr-3'] = 'france-reserves';
    st.loc['fr-2'] = 'france'; // strength 4: 6 − 2 = 4 would not beat it
    st.loc['special-event'] = 'special-events:black-day-of-the-army';
    runPhase(st, 'cp-attack');
    force(st, [6]);
    const ev = play(st, { type: 'kaiserschlacht', country: 'france', rm: 3 });
    expect(ev.find((e) => e.type === 'attack')).toMatchObject({ roll: 6, drm: -2, success: true });
    expect(st.loc['surrender-france']).toBe('france');
  });

  it('§11.1 a Kaiserschlacht paid partly with Krupp moves the Krupp tile; at 0 it is discarded', () => {
    const st = franceAtTheBrink();
    runPhase(st, 'cp-attack');
    force(st, [2]);
    play(st, { type: 'kaiserschlacht', country: 'france', rm: 2, krupp: 1 });
    expect(st.loc['krupp']).toBe('discarded');
    expect(rm(st)).toBe(1);
  });

  it('§15.1.3 success against Italy: the Italy Surrender tile', () => {
    const st = freshState();
    st.turn = 11;
    st.loc['neutral-italy'] = 'counter-tray';
    st.loc['pink-italy-in-danger'] = 'italy';
    st.loc['it-2'] = 'italy-reserves';
    st.loc['it-3'] = 'italy-reserves';
    setTrack(st, 'rm-coin', 1, 'test');
    setTrack(st, 'kaisertreu', 3, 'test');
    runPhase(st, 'cp-attack');
    expect(ks(st)).toEqual([
      { type: 'kaiserschlacht', country: 'italy', rm: 0, krupp: 0, kaisertreu: 3 },
      { type: 'kaiserschlacht', country: 'italy', rm: 1, krupp: 0, kaisertreu: 2 },
    ]);
    force(st, [5]);
    play(st, { type: 'kaiserschlacht', country: 'italy', rm: 1 });
    expect(st.loc['surrender-italy']).toBe('italy');
    expect(trackValue(st, 'kaisertreu')).toBe(1);
  });
});

describe('§10.7.1 Russia', () => {
  function russiaAtTheBrink(): GameState {
    const st = freshState();
    st.turn = 14;
    st.f.exploded = true;
    st.loc['pink-socialist-revolution-1'] = 'lithuania';
    st.loc['pink-socialist-revolution-2'] = 'ukraine';
    st.loc['rus-2'] = 'lithuania-reserves';
    st.loc['rus-4'] = 'lithuania-reserves';
    st.loc['neutral-ottoman'] = 'counter-tray'; // Turkey fights on our side
    st.loc['kemal'] = 'armenia';
    st.loc['rus-caucasus'] = 'armenia';
    return st;
  }

  it('§10.7.1 R28 against Russia it costs 4 (RM plus Krupp in Lithuania)', () => {
    const st = russiaAtTheBrink();
    setTrack(st, 'rm-coin', 3, 'test');
    setTrack(st, 'krupp', 0, 'test');
    st.loc['krupp'] = 'discarded';
    runPhase(st, 'cp-attack');
    expect(ks(st)).toEqual([]);
    const st2 = russiaAtTheBrink();
    setTrack(st2, 'rm-coin', 3, 'test');
    setTrack(st2, 'krupp', 1, 'test');
    runPhase(st2, 'cp-attack');
    expect(ks(st2)).toEqual([{ type: 'kaiserschlacht', country: 'lithuania', rm: 3, krupp: 1, kaisertreu: 0 }]);
  });

  it('§10.7.1 §15.1.5 success in Lithuania collapses all Russia; the "A" units take over Armenia', () => {
    const st = russiaAtTheBrink();
    setTrack(st, 'rm-coin', 4, 'test');
    runPhase(st, 'cp-attack');
    force(st, [6]);
    const ev = play(st, { type: 'kaiserschlacht', country: 'lithuania', rm: 4, krupp: 0 });
    expect(st.f.russiaSurrendered).toBe(true);
    for (const a of ['rus-1', 'rus-2', 'rus-3', 'rus-9', 'rus-caucasus', 'rus-kars']) expect(st.loc[a], a).toBe('discarded');
    expect(st.loc['pink-socialist-revolution-1']).toBe('lithuania');
    expect(st.loc['pink-socialist-revolution-2']).toBe('ukraine');
    expect(st.loc['am-1-rifles']).toBe('armenia');
    for (const a of ['am-2-rifles', 'assyrians', 'dunsterforce']) expect(st.loc[a]).toBe('yerevan');
    expect(st.loc['kemal']).toBe('discarded');
    expect(ev).toContainEqual({ type: 'surrender', rule: '§15.1', country: 'russia' });
    expect(pending(st)?.actions.some((a) => a.type === 'attack' && ['lithuania', 'ukraine'].includes(st.loc[String(a.target)]))).toBe(false);
  });
});

describe('§15.1.4 Serbia', () => {
  it('§15.1.4 R31 a Serbian Kaiserschlacht brings the AAO, its OTT and the railway; never again vs the AAO', () => {
    const st = freshState();
    st.turn = 12;
    st.loc['neutral-bulgaria'] = 'counter-tray';
    st.loc['pink-serbia-outflanked'] = 'serbia';
    st.loc['srb-2'] = 'serbia-reserves';
    st.loc['srb-3'] = 'serbia-reserves';
    setTrack(st, 'rm-coin', 3, 'test');
    setTrack(st, 'kaisertreu', 0, 'test');
    st.loc['kaisertreu'] = 'discarded';
    runPhase(st, 'cp-attack');
    expect(ks(st)).toEqual([{ type: 'kaiserschlacht', country: 'serbia', rm: 3, krupp: 0, kaisertreu: 0 }]);
    force(st, [6]);
    play(st, { type: 'kaiserschlacht', country: 'serbia', rm: 3 });
    for (const a of ['srb-1', 'srb-2', 'srb-3', 'srb-uzice', 'srb-montenegro']) expect(st.loc[a]).toBe('discarded');
    expect(st.loc['aao-1']).toBe('serbia');
    for (const a of ['aao-2', 'aao-ndac', 'aao-orient', 'aao-salonika']) expect(st.loc[a]).toBe('serbia-reserves');
    expect(st.loc['ott-aao']).toBe('serbia-reserves');
    expect(st.loc['ott-serbia']).toBe('discarded');
    expect(st.loc['pink-serbia-outflanked']).toBe('discarded');
    expect(st.loc['berlin-bagdad-railway']).toBe('bulgaria');
    expect(st.f.aao).toBe(true);
    // Even with a pink tile back and one AAO army, never a Kaiserschlacht against the AAO.
    setTrack(st, 'rm-coin', 3, 'test');
    expect(ks(st)).toEqual([]);
  });
});
