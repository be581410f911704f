// §14 Turn End phase: banking (R30), Special Event, Miracle of the Marne, naval reset.
import { describe, it, expect } from 'vitest';
import { board, runPhase, play, pending, type Given } from './helpers.js';
import { lira, rm } from '../../shared/engine/core/board.js';

/** `r` RM and `l` Lira at the end of the turn; the railway in Bulgaria when `railway`. */
function banking(r: number, l: number, railway = false): Given {
  return { tracks: { 'rm-coin': r, 'lira-coin': l }, tiles: railway ? { 'berlin-bagdad-railway': 'bulgaria' } : {} };
}

describe('§14.1 German banking', () => {
  it('§14.1 keep at most 1 RM; everything else, Lira too, is lost', () => {
    const st = board(banking(5, 3));
    runPhase(st, 'turn-end');
    expect(pending(st)?.kind).toBe('turn-end:bank');
    expect(pending(st)?.actions).toEqual([
      { type: 'bank', keep: 0, railway: false },
      { type: 'bank', keep: 1, railway: false },
    ]);
    play(st, { type: 'bank', keep: 1, railway: false });
    expect(rm(st)).toBe(1);
    expect(lira(st)).toBe(0);
    expect(pending(st)).toBeNull();
  });

  it('§14.1 R30 with the railway in Bulgaria: bank 1 RM and also send 1 RM as 1 Lira', () => {
    const st = board(banking(5, 4, true));
    runPhase(st, 'turn-end');
    expect(pending(st)?.actions).toHaveLength(4);
    play(st, { type: 'bank', keep: 1, railway: true });
    expect(rm(st)).toBe(1);
    expect(lira(st)).toBe(1);
  });

  it('§14.1 R30 one RM left: keep it or send it by rail, not both', () => {
    const st = board(banking(1, 0, true));
    runPhase(st, 'turn-end');
    expect(pending(st)?.actions).toEqual([
      { type: 'bank', keep: 0, railway: false },
      { type: 'bank', keep: 0, railway: true },
      { type: 'bank', keep: 1, railway: false },
    ]);
    play(st, { type: 'bank', keep: 0, railway: true });
    expect(rm(st)).toBe(0);
    expect(lira(st)).toBe(1);
  });

  it('§14.1 no RM: nothing to decide; the Lira are lost', () => {
    const st = board(banking(0, 5));
    runPhase(st, 'turn-end');
    expect(pending(st)).toBeNull();
    expect(lira(st)).toBe(0);
  });
});

describe('§14.2 – §14.4', () => {
  it('§14.2 the Special Event marker goes back to the tray', () => {
    const st = board({ tiles: { 'special-event': 'special-events:foch' } });
    runPhase(st, 'turn-end');
    expect(st.loc['special-event']).toBe('counter-tray');
  });

  it('§14.3 Miracle of the Marne: France in Danger leaves France at the end of Turn 2 only', () => {
    const st = board({ turn: 2 });
    runPhase(st, 'turn-end');
    expect(st.loc['pink-france-in-danger']).toBe('counter-tray');
    const st3 = board({ turn: 3 });
    runPhase(st3, 'turn-end');
    expect(st3.loc['pink-france-in-danger']).toBe('france');
  });

  it('§14.3 no Miracle if France has surrendered', () => {
    const st = board({ turn: 2, tiles: { 'surrender-france': 'france' } });
    runPhase(st, 'turn-end');
    expect(st.loc['pink-france-in-danger']).toBe('france');
  });

  it('§14.4 naval reset: ships at sea go home, Runners in Neutral Ports stay; the Red Baron placement ends', () => {
    const atSea = { 'cruiser-1': 'sea:3', 'cruiser-2': 'sea:2a', 'blockade-runner-1': 'sea:4', 'high-seas-fleet': 'sea:2b' };
    const st = board({ tiles: atSea, flags: { redBaronOn: 'fr-2' } });
    runPhase(st, 'turn-end');
    expect(st.loc['cruiser-1']).toBe('british-cruisers-box');
    expect(st.loc['cruiser-2']).toBe('british-cruisers-box');
    expect(st.loc['blockade-runner-1']).toBe('blockade-runners-box');
    expect(st.loc['blockade-runner-2']).toBe('neutral-ports');
    expect(st.loc['high-seas-fleet']).toBe('germany');
    expect(st.loc['cruiser-3']).toBe('chit-cup');
    expect(st.f.redBaronOn).toBeNull();
  });
});
