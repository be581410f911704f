// §10.7 Kaiserschlacht (§10.7.1, R19, R28, R31) and the surrenders it causes (§15.1), with forced dice.
import { describe, it, expect } from 'vitest';
import { board, runPhase, rollThenPlay, pending, offered, allAt, place, type Given } from './helpers.js';
import { franceAtTheBrink as lastFrenchArmy, russiaAtTheBrink as revolutionInRussia, over } from './positions.js';
import { rm, setTrack, trackValue } from '../../shared/engine/core/board.js';
import type { GameState } from '../../shared/engine/core/state.js';
import type { PlainAction } from '../../shared/engine/core/flow.js';

function ks(st: GameState): PlainAction[] {
  return offered(st, 'kaiserschlacht');
}

/** France down to its last army (fr-3, strength 3) with France in Danger; every other Country at 3 armies; 3 RM + 1 Krupp. */
function franceAtTheBrink(more: Given = {}): GameState {
  return lastFrenchArmy(over({ tracks: { krupp: 1 } }, more));
}

/** §10.4 Italy at war, in Danger and down to it-1 on `turn`. */
function italyAtTheBrink(turn: number, tracks: Given['tracks']): GameState {
  const tiles = { 'neutral-italy': 'counter-tray', 'pink-italy-in-danger': 'italy', ...allAt(['it-2', 'it-3'], 'italy-reserves') };
  return board({ turn, tiles, tracks });
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
    const st = franceAtTheBrink({ tiles: { 'pink-france-in-danger': 'counter-tray' } });
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
      const st = franceAtTheBrink({ tiles: { [tile]: where } });
      runPhase(st, 'cp-attack');
      expect(ks(st), tile).toEqual([]);
    }
  });

  it('§10.7 ③ R19 another active Country with 4 armies blocks it; a neutral Italy with 4 does not', () => {
    const st = franceAtTheBrink({ tiles: { 'gb-3': 'belgium' } });
    runPhase(st, 'cp-attack');
    expect(ks(st)).toEqual([]);
    const st2 = franceAtTheBrink({ tiles: { 'it-4': 'italy' } }); // Italy is still neutral (R19: skipped)
    runPhase(st2, 'cp-attack');
    expect(ks(st2).length).toBe(2);
  });

  it('§10.7 not enough RM and finance points: not offered', () => {
    const st = franceAtTheBrink({ tracks: { 'rm-coin': 1 } });
    runPhase(st, 'cp-attack');
    expect(ks(st)).toEqual([]);
  });

  it('§10.7 §15.1.1 never against Belgium (Britain never surrenders)', () => {
    const tiles = { 'border-forts-1': 'discarded', 'gb-bef': 'discarded', 'gb-1': 'belgium-reserves' };
    const st = board({ tiles, tracks: { 'rm-coin': 6 } });
    runPhase(st, 'cp-attack');
    expect(ks(st)).toEqual([]);
  });

  it('§10.4 no Kaiserschlacht against Italy on a Winter turn', () => {
    const st = italyAtTheBrink(10, { 'rm-coin': 3 });
    runPhase(st, 'cp-attack');
    expect(ks(st)).toEqual([]);
    const st2 = italyAtTheBrink(11, { 'rm-coin': 3 });
    runPhase(st2, 'cp-attack');
    expect(ks(st2).map((a) => a.country)).toContain('italy');
  });
});

describe('§10.7 resolution', () => {
  it('§10.7 −1 DRM: a 4 against the 3-strength last army fails and the strongest Reserve army deploys', () => {
    const st = franceAtTheBrink();
    runPhase(st, 'cp-attack');
    const ev = rollThenPlay(st, [4], { type: 'kaiserschlacht', country: 'france', rm: 3 });
    expect(ev.find((e) => e.type === 'attack')).toMatchObject({ target: 'fr-3', roll: 4, drm: -1, success: false });
    expect(rm(st)).toBe(0);
    expect(st.loc['surrender-france']).not.toBe('france');
    // §10.7: volunteers: the strongest army in France Reserves (fr-2, strength 4) deploys.
    expect(st.loc['fr-2']).toBe('france');
    expect(pending(st)?.kind).toBe('cp-attack');
  });

  it('§10.7 §15.1.2 success: France surrenders and can no longer be attacked', () => {
    const st = franceAtTheBrink({ tiles: allAt(['fr-1', 'fr-4', 'fr-5'], 'discarded'), tracks: { 'rm-coin': 4 } });
    runPhase(st, 'cp-attack');
    const ev = rollThenPlay(st, [5], { type: 'kaiserschlacht', country: 'france', rm: 3 });
    expect(st.loc['surrender-france']).toBe('france');
    expect(ev).toContainEqual({ type: 'surrender', rule: '§15.1', country: 'france' });
    expect(pending(st)?.actions.some((a) => a.type === 'attack' && st.loc[String(a.target)] === 'france')).toBe(false);
  });

  it('§10.2 a +1 Special Event cancels the Kaiserschlacht −1 (Place of Execution in France)', () => {
    const st = franceAtTheBrink({ tiles: { 'special-event': 'special-events:place-of-execution' } });
    runPhase(st, 'cp-attack');
    const ev = rollThenPlay(st, [4], { type: 'kaiserschlacht', country: 'france', rm: 3 });
    expect(ev.find((e) => e.type === 'attack')).toMatchObject({ drm: 0, success: true });
  });

  it('§10.7 R2 a natural 6 always wins the Kaiserschlacht (Black Day −1 as well)', () => {
    const st = franceAtTheBrink({
      tiles: { 'fr-3': 'france-reserves', 'fr-2': 'france', 'special-event': 'special-events:black-day-of-the-army' },
    }); // fr-2 strength 4: 6 − 2 = 4 would not beat it
    runPhase(st, 'cp-attack');
    const ev = rollThenPlay(st, [6], { type: 'kaiserschlacht', country: 'france', rm: 3 });
    expect(ev.find((e) => e.type === 'attack')).toMatchObject({ roll: 6, drm: -2, success: true });
    expect(st.loc['surrender-france']).toBe('france');
  });

  it('§11.1 a Kaiserschlacht paid partly with Krupp moves the Krupp tile; at 0 it is discarded', () => {
    const st = franceAtTheBrink();
    runPhase(st, 'cp-attack');
    rollThenPlay(st, [2], { type: 'kaiserschlacht', country: 'france', rm: 2, krupp: 1 });
    expect(st.loc['krupp']).toBe('discarded');
    expect(rm(st)).toBe(1);
  });

  it('§15.1.3 success against Italy: the Italy Surrender tile', () => {
    const st = italyAtTheBrink(11, { 'rm-coin': 1, kaisertreu: 3 });
    runPhase(st, 'cp-attack');
    expect(ks(st)).toEqual([
      { type: 'kaiserschlacht', country: 'italy', rm: 0, krupp: 0, kaisertreu: 3 },
      { type: 'kaiserschlacht', country: 'italy', rm: 1, krupp: 0, kaisertreu: 2 },
    ]);
    rollThenPlay(st, [5], { type: 'kaiserschlacht', country: 'italy', rm: 1 });
    expect(st.loc['surrender-italy']).toBe('italy');
    expect(trackValue(st, 'kaisertreu')).toBe(1);
  });
});

describe('§10.7.1 Russia', () => {
  /** The Revolution in Lithuania and Ukraine; Turkey fights on our side, Kemal and a Russian in Armenia. */
  function russiaAtTheBrink(more: Given = {}): GameState {
    const tiles = { 'neutral-ottoman': 'counter-tray', kemal: 'armenia', 'rus-caucasus': 'armenia' };
    return revolutionInRussia(over({ tiles }, more));
  }

  it('§10.7.1 R28 against Russia it costs 4 (RM plus Krupp in Lithuania)', () => {
    const st = russiaAtTheBrink({ tracks: { 'rm-coin': 3, krupp: 0 }, tiles: { krupp: 'discarded' } });
    runPhase(st, 'cp-attack');
    expect(ks(st)).toEqual([]);
    const st2 = russiaAtTheBrink({ tracks: { 'rm-coin': 3, krupp: 1 } });
    runPhase(st2, 'cp-attack');
    expect(ks(st2)).toEqual([{ type: 'kaiserschlacht', country: 'lithuania', rm: 3, krupp: 1, kaisertreu: 0 }]);
  });

  it('§10.7.1 §15.1.5 success in Lithuania collapses all Russia; the "A" units take over Armenia', () => {
    const st = russiaAtTheBrink({ tracks: { 'rm-coin': 4 } });
    runPhase(st, 'cp-attack');
    const ev = rollThenPlay(st, [6], { type: 'kaiserschlacht', country: 'lithuania', rm: 4, krupp: 0 });
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

describe('R40 Russia surrenders while Turkey is neutral (§15.1.5)', () => {
  /** Russia at the brink with Turkey still neutral (the setup's Neutral tile in Turkey). */
  function russiaFallsWhileTurkeyNeutral(): GameState {
    const st = revolutionInRussia({ tracks: { 'rm-coin': 4 } });
    runPhase(st, 'cp-attack');
    rollThenPlay(st, [6], { type: 'kaiserschlacht', country: 'lithuania', rm: 4, krupp: 0 });
    return st;
  }

  it('R40 §15.1.5 the four "A" units take the Russians\' place in Yerevan at once; no Rifles enter Armenia while Turkey is neutral', () => {
    const st = russiaFallsWhileTurkeyNeutral();
    expect(st.f.russiaSurrendered).toBe(true);
    for (const a of ['rus-caucasus', 'rus-cossacks', 'rus-kars', 'rus-turkestan']) expect(st.loc[a], a).toBe('discarded');
    for (const a of ['am-1-rifles', 'am-2-rifles', 'assyrians', 'dunsterforce']) expect(st.loc[a], a).toBe('yerevan');
    expect(st.loc['kemal']).not.toBe('armenia');
  });

  it('R40 §12.4 when Turkey enters later, a Near East deployment into Armenia draws the strongest "A" unit from Yerevan (R1)', () => {
    const st = russiaFallsWhileTurkeyNeutral();
    place(st, { 'neutral-ottoman': 'discarded' }); // Turkey enters (the Tageblatt's entry, §8.1); Turn 14 is no Summer turn
    runPhase(st, 'near-east', [1, 1, 1]); // §12.3 the Indians miss the Askari (1+1); §12.4 a 1 deploys into Armenia
    expect(st.loc['am-1-rifles']).toBe('armenia');
    for (const a of ['am-2-rifles', 'assyrians', 'dunsterforce']) expect(st.loc[a], a).toBe('yerevan');
  });
});

describe('§15.1.4 Serbia', () => {
  it('§15.1.4 R31 a Serbian Kaiserschlacht brings the AAO, its OTT and the railway; never again vs the AAO', () => {
    const tiles = { 'neutral-bulgaria': 'counter-tray', 'pink-serbia-outflanked': 'serbia', ...allAt(['srb-2', 'srb-3'], 'serbia-reserves') };
    const st = board({ turn: 12, tracks: { 'rm-coin': 3, kaisertreu: 0 }, tiles: { ...tiles, kaisertreu: 'discarded' } });
    runPhase(st, 'cp-attack');
    expect(ks(st)).toEqual([{ type: 'kaiserschlacht', country: 'serbia', rm: 3, krupp: 0, kaisertreu: 0 }]);
    rollThenPlay(st, [6], { type: 'kaiserschlacht', country: 'serbia', rm: 3 });
    for (const a of ['srb-1', 'srb-2', 'srb-3', 'srb-uzice', 'srb-montenegro']) expect(st.loc[a]).toBe('discarded');
    expect(st.loc['aao-1']).toBe('serbia');
    for (const a of ['aao-2', 'aao-ndac', 'aao-orient', 'aao-salonika']) expect(st.loc[a]).toBe('serbia-reserves');
    expect(st.loc['ott-aao']).toBe('serbia-reserves');
    expect(st.loc['ott-serbia']).toBe('discarded');
    expect(st.loc['pink-serbia-outflanked']).toBe('discarded');
    expect(st.loc['berlin-bagdad-railway']).toBe('bulgaria');
    expect(st.f.aao).toBe(true);
    // Even with a pink tile back and one AAO army, never a Kaiserschlacht against the AAO.
    setTrack(st, 'rm-coin', 3, '§3.0');
    expect(ks(st)).toEqual([]);
  });
});
