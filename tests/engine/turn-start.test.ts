// §5 Turn Start (rules/turn-start.ts and the files it calls: over-there, calendar-events, chit-events, explosion).
import { describe, it, expect } from 'vitest';
import { runPhase, pending, play, rollThenPlay, eventsOf, at, allAt, loseUBoat } from './helpers.js';
import { onTurn } from './positions.js';
import type { GameEvent } from '../../shared/engine/core/events.js';
import { rm, trackValue } from '../../shared/engine/core/board.js';

const turkeyAtWar = { 'neutral-ottoman': 'discarded' };
const italyAtWar = { 'neutral-italy': 'discarded' };

function dice(events: GameEvent[]): number {
  return eventsOf(events, 'dice').length;
}

describe('§5.2 Calendar deployments', () => {
  it('§5.2 Red Baron, Zeppelin and High Seas Fleet go to Germany, a Cruiser to its box', () => {
    const st = onTurn(8, null, { tiles: allAt(['red-baron', 'zeppelin', 'high-seas-fleet', 'cruiser-2'], 'calendar:8') });
    runPhase(st, 'turn-start');
    expect(st.loc['red-baron']).toBe('germany');
    expect(st.loc.zeppelin).toBe('germany');
    expect(st.loc['high-seas-fleet']).toBe('germany');
    expect(st.loc['cruiser-2']).toBe('british-cruisers-box');
    expect(at(st, 'calendar:8')).toEqual([]);
  });

  it('§5.2 tiles on a later Calendar box wait for their turn', () => {
    const st = onTurn(8, null, { tiles: { 'cruiser-2': 'calendar:9' } });
    runPhase(st, 'turn-start');
    expect(st.loc['cruiser-2']).toBe('calendar:9');
  });

  it('§5.2.1 US V Corps takes the British 3rd place; the British 3rd takes Carnia\'s; Carnia leaves', () => {
    const st = onTurn(21, null, { tiles: { ...italyAtWar, 'gb-3': 'belgium', 'it-carnia': 'italy', 'usa-v': 'calendar:21' } });
    runPhase(st, 'turn-start');
    expect(st.loc['usa-v']).toBe('belgium');
    expect(st.loc['gb-3']).toBe('italy');
    expect(st.loc['it-carnia']).toBe('discarded');
  });

  it('§5.2.1 the US army takes the exact place, Reserves included', () => {
    const st = onTurn(18, null, { tiles: { ...italyAtWar, 'usa-i': 'calendar:18' } }); // fr-4 waits in France Reserves, it-4 in Italy Reserves
    runPhase(st, 'turn-start');
    expect(st.loc['usa-i']).toBe('france-reserves');
    expect(st.loc['fr-4']).toBe('italy-reserves');
    expect(st.loc['it-4']).toBe('discarded');
  });

  it('§5.2.1 USA IV and VI replace without a chain: the replaced army leaves the game', () => {
    const st = onTurn(22, null, { tiles: { 'usa-iv': 'calendar:22', 'fr-5': 'france' } });
    runPhase(st, 'turn-start');
    expect(st.loc['usa-iv']).toBe('france');
    expect(st.loc['fr-5']).toBe('discarded');
  });

  it('§5.2.1 R15 the first US army in France discards the French Mutiny tile', () => {
    const st = onTurn(18, null, { tiles: { 'french-mutiny': 'france', 'usa-i': 'calendar:18', 'fr-4': 'france' } });
    runPhase(st, 'turn-start');
    expect(st.loc['usa-i']).toBe('france');
    expect(st.loc['french-mutiny']).toBe('discarded');
  });

  it('R15 (clarified): a US army arriving in France Reserves is not in France: the Mutiny stays', () => {
    const st = onTurn(18, null, { tiles: { 'french-mutiny': 'france', 'usa-i': 'calendar:18' } }); // fr-4 waits in France Reserves
    runPhase(st, 'turn-start');
    expect(st.loc['usa-i']).toBe('france-reserves');
    expect(st.loc['french-mutiny']).toBe('france');
  });

  it('R15 (clarified): the Mutiny still in the tray is discarded when the first US army lands in the France box', () => {
    const st = onTurn(22, null, { tiles: { 'usa-iv': 'calendar:22', 'fr-5': 'france' } }); // the Mutiny has not come yet
    expect(st.loc['french-mutiny']).toBe('counter-tray');
    runPhase(st, 'turn-start');
    expect(st.loc['usa-iv']).toBe('france');
    expect(st.loc['french-mutiny']).toBe('discarded');
  });

  it('R15 a US army arriving in Belgium leaves the French Mutiny tile alone', () => {
    const st = onTurn(21, null, { tiles: { 'french-mutiny': 'france', 'usa-v': 'calendar:21' } });
    runPhase(st, 'turn-start');
    expect(st.loc['usa-v']).toBe('belgium-reserves');
    expect(st.loc['french-mutiny']).toBe('france');
  });

  it('R15 with Italy surrendered the displaced British 3rd is discarded and nothing goes to Italy', () => {
    const st = onTurn(21, null, { tiles: { 'surrender-italy': 'italy', 'neutral-italy': 'discarded', 'usa-v': 'calendar:21' } });
    runPhase(st, 'turn-start');
    expect(st.loc['usa-v']).toBe('belgium-reserves');
    expect(st.loc['gb-3']).toBe('discarded');
    expect(st.loc['it-carnia']).toBe('italy-reserves');
  });

  it('R15 France surrendered, Italy at war: USA I replaces the Italian 4th directly', () => {
    const st = onTurn(18, null, { tiles: { ...italyAtWar, 'surrender-france': 'france', 'it-4': 'italy', 'usa-i': 'calendar:18' } });
    runPhase(st, 'turn-start');
    expect(st.loc['usa-i']).toBe('italy');
    expect(st.loc['it-4']).toBe('discarded');
    expect(st.loc['fr-4']).toBe('france-reserves');
  });

  it('R15 France surrendered: USA IV never deploys', () => {
    const st = onTurn(22, null, { tiles: { 'surrender-france': 'france', 'usa-iv': 'calendar:22' } });
    runPhase(st, 'turn-start');
    expect(st.loc['usa-iv']).toBe('discarded');
    expect(st.loc['fr-5']).toBe('france-reserves');
  });

  it('R15 France and Italy surrendered: USA I never deploys, USA VI still replaces the British 4th', () => {
    const surrendered = { 'surrender-france': 'france', 'surrender-italy': 'italy', 'neutral-italy': 'discarded' };
    const st = onTurn(18, null, { tiles: { ...surrendered, 'usa-i': 'calendar:18', 'usa-vi': 'calendar:18' } });
    runPhase(st, 'turn-start');
    expect(st.loc['usa-i']).toBe('discarded');
    expect(st.loc['it-4']).toBe('italy-reserves');
    expect(st.loc['usa-vi']).toBe('belgium-reserves');
    expect(st.loc['gb-4']).toBe('discarded');
  });
});

describe('§5.3 Calendar events', () => {
  it('§5.3.1 R9 Gallipoli? is ignored while Turkey is neutral', () => {
    const st = onTurn(5, null);
    const events = runPhase(st, 'turn-start');
    expect(st.loc['gb-mef']).toBe('counter-tray');
    expect(dice(events)).toBe(0);
  });

  it('§5.3.1 R9 Gallipoli? is ignored once Turkey has surrendered', () => {
    const st = onTurn(5, null, { tiles: { ...turkeyAtWar, 'surrender-ottoman': 'ottoman-turkey' } });
    const events = runPhase(st, 'turn-start');
    expect(st.loc['gb-mef']).toBe('counter-tray');
    expect(dice(events)).toBe(0);
  });

  it('§5.3.1.1 R9 a 4 on the first free attack stops the MEF: MEF to Gallipoli, Kemal to Armenia', () => {
    const st = onTurn(5, null, { tiles: turkeyAtWar });
    const events = runPhase(st, 'turn-start', [4]);
    expect(st.loc['gb-mef']).toBe('gallipoli');
    expect(st.loc.kemal).toBe('armenia');
    expect(events.some((e) => e.type === 'move' && e.tile === 'gb-mef' && e.to === 'omnibus:4')).toBe(true);
    expect(events.filter((e) => e.type === 'attack')).toHaveLength(1);
  });

  it('§5.3.1 R9 a 3 does not stop the MEF; a 5 in box 2 does', () => {
    const st = onTurn(10, null, { tiles: turkeyAtWar });
    const events = runPhase(st, 'turn-start', [3, 5]);
    expect(st.loc['gb-mef']).toBe('gallipoli');
    const attacks = events.filter((e) => e.type === 'attack');
    expect(attacks.map((e) => e.type === 'attack' && e.success)).toEqual([false, true]);
    expect(events.some((e) => e.type === 'move' && e.tile === 'gb-mef' && e.to === 'omnibus:2')).toBe(true);
  });

  it('§5.3.1 three failed free attacks: the MEF reaches box 0 and Turkey surrenders (§12.7)', () => {
    const st = onTurn(15, null, { tiles: turkeyAtWar });
    const events = runPhase(st, 'turn-start', [3, 2, 1]);
    expect(trackValue(st, 'gb-mef')).toBe(0);
    expect(st.loc.kemal).toBe('counter-tray');
    expect(events.some((e) => e.type === 'surrender' && e.rule === '§5.3.1')).toBe(true);
    expect(st.loc['surrender-ottoman']).toBe('ottoman-turkey');
  });

  it('§5.3.1.2 Gallipoli evacuation: an MEF already in Gallipoli leaves the game', () => {
    const st = onTurn(20, null, { tiles: { ...turkeyAtWar, 'gb-mef': 'gallipoli' } });
    const events = runPhase(st, 'turn-start');
    expect(st.loc['gb-mef']).toBe('discarded');
    expect(dice(events)).toBe(0);
  });

  it('R9 after the evacuation, Gallipoli? does nothing for good', () => {
    const st = onTurn(25, null, { tiles: { ...turkeyAtWar, 'gb-mef': 'discarded' } });
    const events = runPhase(st, 'turn-start');
    expect(st.loc['gb-mef']).toBe('discarded');
    expect(dice(events)).toBe(0);
  });

  it('§5.3.2 Convoy Success: the player chooses which of two U-Boats to discard', () => {
    const st = onTurn(23, null, { tiles: { 'u-boats-1': 'belgium', 'u-boats-2': 'france' } });
    runPhase(st, 'turn-start');
    const p = pending(st);
    expect(p?.kind).toBe('convoy-success');
    loseUBoat(st, ['u-boats-1', 'u-boats-2'], 'u-boats-2', 'belgium');
    expect(pending(st)).toBeNull();
  });

  it('§5.3.2 Convoy Success, as §8.6: one U-Boat on the map and one unbuilt — the player may give up either', () => {
    const st = onTurn(23, null, { tiles: { 'u-boats-1': 'belgium' } });
    runPhase(st, 'turn-start');
    loseUBoat(st, ['u-boats-1', 'u-boats-2'], 'u-boats-2', 'belgium');
  });

  it('§5.3.2 Convoy Success with no U-Boat built loses an unbuilt one without asking; with none left nothing happens', () => {
    const unbuilt = onTurn(23, null);
    runPhase(unbuilt, 'turn-start');
    expect(pending(unbuilt)).toBeNull();
    expect(unbuilt.loc['u-boats-1']).toBe('discarded');
    expect(unbuilt.loc['u-boats-2']).toBe('counter-tray');
    const gone = onTurn(23, null, { tiles: allAt(['u-boats-1', 'u-boats-2'], 'discarded') });
    const events = runPhase(gone, 'turn-start');
    expect(pending(gone)).toBeNull();
    expect(events.some((e) => e.type === 'skipped' && e.skip === 'convoy-no-u-boat' && e.rule === '§5.3.2')).toBe(true);
  });

  it('§5.3.5 Zeppelins: the Zeppelin comes from the tray into Germany', () => {
    const st = onTurn(4, null);
    runPhase(st, 'turn-start');
    expect(st.loc.zeppelin).toBe('germany');
  });

  it('§5.3.3 §5.3.4 Marne and Trenches change nothing at turn start', () => {
    const two = onTurn(2, null);
    runPhase(two, 'turn-start');
    expect(two.loc['pink-france-in-danger']).toBe('france');
    const three = onTurn(3, null);
    runPhase(three, 'turn-start');
    expect(three.loc['trenches-1']).toBe('counter-tray');
  });
});

describe('§5.4 chit events', () => {
  it('§5.4.1 a red star: pay 1 RM, roll, the Revolution marker moves that many boxes', () => {
    const st = onTurn(8, 2, { tracks: { 'rm-coin': 2 } });
    runPhase(st, 'turn-start');
    expect(pending(st)?.kind).toBe('socialist-agitation');
    expect(pending(st)?.actions).toEqual([{ type: 'pay' }, { type: 'decline' }]);
    rollThenPlay(st, [4], { type: 'pay' });
    expect(rm(st)).toBe(1);
    expect(trackValue(st, 'pink-socialist-revolution-1')).toBe(4);
  });

  it('§5.4.1 declining the star costs nothing and moves nothing', () => {
    const st = onTurn(8, 2, { tracks: { 'rm-coin': 2 } });
    runPhase(st, 'turn-start');
    play(st, { type: 'decline' });
    expect(rm(st)).toBe(2);
    expect(trackValue(st, 'pink-socialist-revolution-1')).toBe(0);
  });

  it('§5.4.1 without 1 RM the only choice is to decline, taken at once', () => {
    const st = onTurn(8, 2);
    const events = runPhase(st, 'turn-start');
    expect(pending(st)).toBeNull();
    expect(dice(events)).toBe(0);
  });

  it('§5.4.1.1 R14 the Explosion', () => {
    const st = onTurn(8, 2, { tracks: { 'rm-coin': 1, 'pink-socialist-revolution-1': 10 }, tiles: italyAtWar });
    runPhase(st, 'turn-start');
    rollThenPlay(st, [3], { type: 'pay' });
    expect(st.f.exploded).toBe(true);
    expect(st.loc['pink-socialist-revolution-1']).toBe('lithuania');
    expect(st.loc['pink-socialist-revolution-2']).toBe('ukraine');
    // Weakest Russian from each front, weakest Italian, weakest French: first in roster on ties (R1).
    expect(st.loc['rus-1']).toBe('lithuania-reserves');
    expect(st.loc['rus-3']).toBe('ukraine-reserves');
    expect(st.loc['it-1']).toBe('italy-reserves');
    expect(st.loc['fr-3']).toBe('france-reserves');
    expect(st.loc['fr-2']).toBe('france');
    expect(st.loc['pink-italy-in-danger']).toBe('italy');
    expect(st.loc['french-mutiny']).toBe('france');
    expect(st.loc['pink-france-in-danger']).toBe('france');
    expect(st.loc['high-seas-fleet']).toBe('discarded');
  });

  it('§5.4.1.1 R14 the Explosion never empties a box', () => {
    const tiles = { 'rus-2': 'lithuania-reserves', 'rus-4': 'lithuania-reserves', 'fr-3': 'france-reserves' };
    const st = onTurn(8, 2, { tracks: { 'rm-coin': 1, 'pink-socialist-revolution-1': 12 }, tiles });
    runPhase(st, 'turn-start');
    rollThenPlay(st, [1], { type: 'pay' });
    expect(st.f.exploded).toBe(true);
    expect(st.loc['rus-1']).toBe('lithuania');
    expect(st.loc['fr-2']).toBe('france');
  });

  it('R15 (clarified): at the Explosion a US army only in France or Belgium Reserves does not count: the Mutiny comes', () => {
    const tiles = { 'usa-i': 'france-reserves', 'usa-v': 'belgium-reserves' };
    const st = onTurn(8, 2, { tracks: { 'rm-coin': 1, 'pink-socialist-revolution-1': 12 }, tiles });
    runPhase(st, 'turn-start');
    rollThenPlay(st, [6], { type: 'pay' });
    expect(st.f.exploded).toBe(true);
    expect(st.loc['french-mutiny']).toBe('france');
  });

  it('R15 (clarified): at the Explosion a US army in the France box discards the Mutiny', () => {
    const st = onTurn(8, 2, { tracks: { 'rm-coin': 1, 'pink-socialist-revolution-1': 12 }, tiles: { 'usa-iv': 'france' } });
    runPhase(st, 'turn-start');
    rollThenPlay(st, [6], { type: 'pay' });
    expect(st.loc['french-mutiny']).toBe('discarded');
  });

  it('§5.4.1.1 R15 the French Mutiny tile is discarded at the Explosion if a US army is in Belgium', () => {
    const st = onTurn(8, 2, { tracks: { 'rm-coin': 1, 'pink-socialist-revolution-1': 12 }, tiles: { 'usa-v': 'belgium' } });
    runPhase(st, 'turn-start');
    rollThenPlay(st, [6], { type: 'pay' });
    expect(st.loc['french-mutiny']).toBe('discarded');
    expect(st.loc['pink-france-in-danger']).toBe('france');
  });

  it('§5.4.1 after the Explosion the star is not offered', () => {
    const st = onTurn(8, 2, { tracks: { 'rm-coin': 3 }, flags: { exploded: true } });
    const events = runPhase(st, 'turn-start');
    expect(pending(st)).toBeNull();
    expect(rm(st)).toBe(3);
    expect(dice(events)).toBe(0);
  });

  it('§5.4.2 R11 Irish Rising: pay 1 RM, the British 1st Army goes to Ireland', () => {
    const st = onTurn(8, 9, { tracks: { 'rm-coin': 1 } });
    runPhase(st, 'turn-start');
    expect(pending(st)?.kind).toBe('irish-rising');
    play(st, { type: 'pay' });
    expect(st.loc['gb-1']).toBe('ireland');
    expect(rm(st)).toBe(0);
  });

  it('§5.4.2 R11 the British 1st Army goes from Belgium Reserves when it is there', () => {
    const st = onTurn(8, 9, { tracks: { 'rm-coin': 1 }, tiles: { 'gb-1': 'belgium-reserves' } });
    runPhase(st, 'turn-start');
    play(st, { type: 'pay' });
    expect(st.loc['gb-1']).toBe('ireland');
    expect(st.loc['gb-3']).toBe('belgium-reserves');
  });

  it('R11 no Irish Rising is offered while the British 1st Army is not available', () => {
    const st = onTurn(8, 9, { tracks: { 'rm-coin': 1 }, tiles: { 'gb-1': 'ireland' } });
    runPhase(st, 'turn-start');
    expect(pending(st)).toBeNull();
    expect(rm(st)).toBe(1);
  });

  it('§5.4.3 R12 Senussi Revolt: the weakest Italian from Reserves and a British army from Egypt', () => {
    const st = onTurn(8, 8, { tracks: { 'rm-coin': 1 } });
    runPhase(st, 'turn-start');
    expect(pending(st)?.kind).toBe('senussi-revolt');
    play(st, { type: 'pay' });
    expect(at(st, 'senussi-revolt')).toEqual(['it-4', 'gb-lawrence']);
    expect(rm(st)).toBe(0);
  });

  it('§5.4.3 R12 Italy surrendered: only the British army goes; from Palestine if Egypt has none, never the ANA', () => {
    const tiles = { 'surrender-italy': 'italy', 'neutral-italy': 'discarded', 'gb-lawrence': 'palestine', 'za-saoef': 'palestine' };
    const st = onTurn(8, 8, { tracks: { 'rm-coin': 1 }, tiles: { ...tiles, 'gb-xx-corps': 'counter-tray' } });
    runPhase(st, 'turn-start');
    play(st, { type: 'pay' });
    expect(at(st, 'senussi-revolt')).toEqual(['gb-lawrence']);
    expect(st.loc.ana).toBe('palestine');
  });

  it('§5.4.3 the Italian comes from Italy when Italy Reserves hold none', () => {
    const st = onTurn(8, 8, { tracks: { 'rm-coin': 1 }, tiles: allAt(['it-4', 'it-carnia'], 'italy') });
    runPhase(st, 'turn-start');
    play(st, { type: 'pay' });
    expect(st.loc['it-1']).toBe('senussi-revolt');
  });

  it('§5.4.4 Death of Franz Joseph: Kaisertreu is discarded', () => {
    const st = onTurn(8, 17);
    runPhase(st, 'turn-start');
    expect(st.loc.kaisertreu).toBe('discarded');
  });

  it('§5.4.5 Serb Typhus: two Serbian armies (the first in roster) go to Reserves', () => {
    const st = onTurn(8, 5);
    runPhase(st, 'turn-start');
    expect(at(st, 'serbia').filter((t) => t.startsWith('srb'))).toEqual(['srb-3']);
    expect(st.loc['srb-1']).toBe('serbia-reserves');
    expect(st.loc['srb-2']).toBe('serbia-reserves');
  });

  it('§5.4.5 Serb Typhus never empties Serbia', () => {
    const st = onTurn(8, 5, { tiles: { 'srb-2': 'serbia-reserves' } });
    runPhase(st, 'turn-start');
    expect(st.loc['srb-1']).toBe('serbia-reserves');
    expect(st.loc['srb-3']).toBe('serbia');
  });

  it('§5.4.5 Serb Typhus takes only one AAO army', () => {
    const serbs = allAt(['srb-1', 'srb-2', 'srb-3', 'srb-uzice', 'srb-montenegro'], 'discarded');
    const st = onTurn(8, 5, { flags: { aao: true }, tiles: { ...serbs, ...allAt(['aao-1', 'aao-2', 'aao-ndac'], 'serbia') } });
    runPhase(st, 'turn-start');
    expect(st.loc['aao-1']).toBe('serbia-reserves');
    expect(st.loc['aao-2']).toBe('serbia');
    expect(st.loc['aao-ndac']).toBe('serbia');
  });

  it('§5.4.6 a Random Entente Offensive: a 2 deploys the strongest army in France Reserves', () => {
    const st = onTurn(8, 23);
    runPhase(st, 'turn-start', [2]);
    expect(st.loc['fr-1']).toBe('france');
    expect(st.loc['fr-4']).toBe('france-reserves');
  });

  it('§5.4.6 a roll for a neutral Country is ignored, not re-rolled', () => {
    const st = onTurn(8, 23);
    const events = runPhase(st, 'turn-start', [3]); // Italy, neutral
    expect(dice(events)).toBe(1);
    expect(at(st, 'italy-reserves')).toEqual(['it-4', 'it-carnia', 'ott-italy']);
  });

  it('§5.4.6 Chit #28 makes three Random Offensives', () => {
    const st = onTurn(8, 28);
    runPhase(st, 'turn-start', [1, 1, 4]);
    expect(st.loc['gb-3']).toBe('belgium');
    expect(st.loc['gb-4']).toBe('belgium');
    expect(st.loc['srb-uzice']).toBe('serbia');
  });

  it('§5.4 R10 O1 on Turn 27: chit 1\'s events, then chit 2\'s', () => {
    const st = onTurn(27, 17, { options: { hundredDays: true }, tiles: { 'turn-chit-27': 'calendar:hundred-days' } });
    runPhase(st, 'turn-start', [1]);
    expect(st.loc.kaisertreu).toBe('discarded'); // chit 17
    expect(st.loc['gb-3']).toBe('belgium'); // chit 27's die
  });
});

describe('§5.4.6 into a full Country', () => {
  it('§5.4.6 §6.3 a Random Offensive into a Country of five places its Over the Top tile and checks Defeat', () => {
    const st = onTurn(8, 23, { tiles: allAt(['srb-uzice', 'srb-montenegro'], 'serbia') });
    const events = runPhase(st, 'turn-start', [4]);
    expect(events.some((e) => e.type === 'move' && e.tile === 'ott-serbia' && e.to === 'serbia')).toBe(true);
    expect(events.some((e) => e.type === 'defeat-check' && e.rule === '§15.2')).toBe(true);
  });
});
