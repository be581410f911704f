// §10 CP Attack phase and §11 Emergency Finances, with forced dice.
import { describe, it, expect } from 'vitest';
import { board, freshState, force, runPhase, runStack, play, rollThenPlay, pending, eventsOf, at } from './helpers.js';
import { airWar, allBut, baronOver, defeatCheckInFrance, onTurn, openFrance, tageblattRoll } from './positions.js';
import { CITY_IDS } from '../../shared/data/tiles.js';
import { rm, trackValue } from '../../shared/engine/core/board.js';
import type { GameState } from '../../shared/engine/core/state.js';
import type { GameEvent } from '../../shared/engine/core/events.js';

/** The targets offered for ordinary attacks, whatever the payment. */
function targets(st: GameState): string[] {
  const p = pending(st);
  if (!p) return [];
  return [...new Set(p.actions.filter((a) => a.type === 'attack').map((a) => String(a.target)))];
}

function attacks(events: GameEvent[]): Extract<GameEvent, { type: 'attack' }>[] {
  return eventsOf(events, 'attack');
}

describe('§10.1 ordinary attacks', () => {
  it('§10.1 an attack costs 1 RM; die > strength sends the army to its Reserves', () => {
    const st = openFrance({ tracks: { 'rm-coin': 2 } });
    runPhase(st, 'cp-attack');
    expect(pending(st)?.kind).toBe('cp-attack');
    const ev = rollThenPlay(st, [4], { type: 'attack', target: 'fr-3', pay: 'rm' });
    expect(st.loc['fr-3']).toBe('france-reserves');
    expect(rm(st)).toBe(1);
    expect(attacks(ev)).toEqual([
      { type: 'attack', rule: '§10.1', kind: 'ordinary', target: 'fr-3', paid: [{ what: 'rm', amount: 1 }], roll: 4, drm: 0, strength: 3, success: true },
    ]);
    expect(st.f.gasAttacks).toBe(0); // R20: no Poison Gas on the display, nothing is used up
  });

  it('§10.1 a roll equal to the strength fails and the army stays', () => {
    const st = openFrance({ tracks: { 'rm-coin': 1 } });
    runPhase(st, 'cp-attack');
    const ev = rollThenPlay(st, [3], { type: 'attack', target: 'fr-3', pay: 'rm' });
    expect(st.loc['fr-3']).toBe('france');
    expect(attacks(ev)[0].success).toBe(false);
    expect(rm(st)).toBe(0);
    // No RM and France takes Krupp: the Krupp payment is still offered, RM is not.
    const pays = pending(st)?.actions.filter((a) => a.type === 'attack' && a.target === 'fr-2').map((a) => a.pay);
    expect(pays).toEqual(['krupp']);
  });

  it('§10.1 with no RM and no finance tile for the target nothing but done / Krupp targets remain', () => {
    const st = openFrance({ tiles: { krupp: 'discarded', kaisertreu: 'discarded' } });
    runPhase(st, 'cp-attack');
    expect(pending(st)?.actions).toEqual([{ type: 'done' }]);
    play(st, { type: 'done' });
    expect(pending(st)).toBeNull();
  });

  it('§10.5 a ☠ army is discarded; §10.5.1 the BEF brings the British 2nd Army into Belgium Reserves', () => {
    const st = board({ tracks: { 'rm-coin': 1 }, tiles: { 'border-forts-1': 'discarded' } });
    runPhase(st, 'cp-attack');
    rollThenPlay(st, [6], { type: 'attack', target: 'gb-bef', pay: 'rm' });
    expect(st.loc['gb-bef']).toBe('discarded');
    expect(st.loc['gb-2']).toBe('belgium-reserves');
  });

  it('R27 while the original BEF is in Belgium it is the only Belgian army that may be attacked', () => {
    const st = board({ tracks: { 'rm-coin': 3 }, tiles: { 'border-forts-1': 'discarded' } });
    runPhase(st, 'cp-attack');
    expect(targets(st).filter((t) => ['be-army', 'gb-bef', 'gb-1'].includes(t))).toEqual(['gb-bef']);
    rollThenPlay(st, [6], { type: 'attack', target: 'gb-bef', pay: 'rm' });
    expect(targets(st)).toEqual(expect.arrayContaining(['be-army', 'gb-1']));
  });

  it('R3 a Country\'s last army cannot be attacked by an ordinary attack', () => {
    const st = board({ tracks: { 'rm-coin': 3 }, tiles: { 'srb-2': 'serbia-reserves', 'srb-3': 'serbia-reserves' } });
    runPhase(st, 'cp-attack');
    expect(targets(st)).not.toContain('srb-1');
    expect(targets(st)).toContain('rus-1');
  });

  it('§15.1 a neutral Italy, a surrendered France and a surrendered Russia cannot be attacked', () => {
    const st = openFrance({ tracks: { 'rm-coin': 3 }, tiles: { 'surrender-france': 'france' }, flags: { russiaSurrendered: true } });
    runPhase(st, 'cp-attack');
    const t = targets(st);
    for (const a of ['it-1', 'fr-2', 'fr-3', 'rus-1', 'rus-3']) expect(t).not.toContain(a);
    expect(t).toContain('srb-1');
  });

  it('§10.4 Alpine Winter: no attacks on Italy on a Winter turn', () => {
    const st = board({ turn: 4, tracks: { 'rm-coin': 3 }, tiles: { 'neutral-italy': 'counter-tray' } }); // JF 1915, Winter
    runPhase(st, 'cp-attack');
    expect(targets(st)).not.toContain('it-1');
    const st2 = board({ turn: 5, tracks: { 'rm-coin': 3 }, tiles: { 'neutral-italy': 'counter-tray' } });
    runPhase(st2, 'cp-attack');
    expect(targets(st2)).toEqual(expect.arrayContaining(['it-1', 'it-2', 'it-3']));
  });
});

describe('§10.3 Forts and Trenches', () => {
  it('§10.3 Forts must be beaten first; a beaten Fort (☠) is discarded', () => {
    const st = board({ tracks: { 'rm-coin': 2 } });
    runPhase(st, 'cp-attack');
    expect(targets(st).filter((t) => ['fr-2', 'fr-3', 'border-forts-2'].includes(t))).toEqual(['border-forts-2']);
    const ev = rollThenPlay(st, [4], { type: 'attack', target: 'border-forts-2', pay: 'rm' });
    expect(attacks(ev)[0]).toMatchObject({ strength: 3, success: true });
    expect(st.loc['border-forts-2']).toBe('discarded');
    expect(targets(st)).toEqual(expect.arrayContaining(['fr-2', 'fr-3']));
  });

  it('§10.3 Trenches come before Forts; beaten Trenches go back to the tray', () => {
    const st = board({ tracks: { 'rm-coin': 2 }, tiles: { 'trenches-1': 'belgium' } });
    runPhase(st, 'cp-attack');
    expect(targets(st).filter((t) => st.loc[t] === 'belgium')).toEqual(['trenches-1']);
    rollThenPlay(st, [4], { type: 'attack', target: 'trenches-1', pay: 'krupp' });
    expect(st.loc['trenches-1']).toBe('belgium'); // 4 is not > 4
    expect(trackValue(st, 'krupp')).toBe(4);
    rollThenPlay(st, [5], { type: 'attack', target: 'trenches-1', pay: 'krupp' });
    expect(st.loc['trenches-1']).toBe('counter-tray');
    expect(targets(st).filter((t) => st.loc[t] === 'belgium')).toEqual(['border-forts-1']);
  });

  it('§10.6 the French Tank Army absorbs the first attack in France: paid, no roll, back to the tray', () => {
    const st = openFrance({ tracks: { 'rm-coin': 2 }, tiles: { 'french-tank-army': 'france' } });
    runPhase(st, 'cp-attack');
    expect(targets(st).filter((t) => ['fr-2', 'fr-3', 'french-tank-army'].includes(t))).toEqual(['french-tank-army']);
    const ev = play(st, { type: 'attack', target: 'french-tank-army', pay: 'rm' });
    expect(ev.some((e) => e.type === 'dice')).toBe(false);
    expect(st.loc['french-tank-army']).toBe('counter-tray');
    expect(rm(st)).toBe(1);
    expect(targets(st)).toEqual(expect.arrayContaining(['fr-2', 'fr-3']));
  });
});

describe('§11 Emergency Finances', () => {
  it('§11.1 Krupp pays only in Belgium, France, Lithuania; one box left, discarded at 0', () => {
    const st = openFrance({ tracks: { krupp: 1 } });
    runPhase(st, 'cp-attack');
    const acts = pending(st)?.actions ?? [];
    expect(acts.some((a) => a.pay === 'krupp' && a.target === 'rus-1')).toBe(true);
    expect(acts.some((a) => a.pay === 'krupp' && a.target === 'fr-2')).toBe(true);
    expect(acts.some((a) => a.pay === 'krupp' && ['rus-3', 'srb-1'].includes(String(a.target)))).toBe(false);
    rollThenPlay(st, [2], { type: 'attack', target: 'rus-1', pay: 'krupp' });
    expect(st.loc['krupp']).toBe('discarded');
  });

  it('§11.2 Kaisertreu pays only in Italy, Serbia, Ukraine, Roumania', () => {
    const st = board({ tiles: { 'neutral-roumania': 'counter-tray', 'rou-1': 'roumania', 'rou-2': 'roumania' } });
    runPhase(st, 'cp-attack');
    const acts = pending(st)?.actions ?? [];
    const kt = new Set(acts.filter((a) => a.pay === 'kaisertreu').map((a) => st.loc[String(a.target)]));
    expect([...kt].sort()).toEqual(['roumania', 'serbia', 'ukraine']);
    rollThenPlay(st, [6], { type: 'attack', target: 'srb-1', pay: 'kaisertreu' });
    expect(trackValue(st, 'kaisertreu')).toBe(2);
    expect(st.loc['srb-1']).toBe('serbia-reserves');
  });

  it('§11.3 Civil Society suppression needs Hinden-Luden in Germany', () => {
    const st = freshState();
    runPhase(st, 'cp-attack');
    expect(pending(st)?.actions.some((a) => a.type === 'suppress')).toBe(false);
  });

  it('§11.3 R29 the player picks the tile; a 4 earns 4 RM and discards it; one per turn', () => {
    const st = board({ tiles: { 'hinden-luden': 'germany' } });
    runPhase(st, 'cp-attack');
    const offered = pending(st)?.actions.filter((a) => a.type === 'suppress').map((a) => a.tile);
    expect(offered).toEqual(['civil-society-1', 'civil-society-2', 'civil-society-3']);
    rollThenPlay(st, [4], { type: 'suppress', tile: 'civil-society-2' });
    expect(st.loc['civil-society-2']).toBe('discarded');
    expect(rm(st)).toBe(4);
    expect(pending(st)?.actions.some((a) => a.type === 'suppress')).toBe(false);
  });

  it('§11.3 R29 a 1 is Riots: the tile stays and one city goes to Unruhe', () => {
    const st = board({ tiles: { 'hinden-luden': 'germany' } });
    runPhase(st, 'cp-attack');
    rollThenPlay(st, [1], { type: 'suppress', tile: 'civil-society-1' });
    expect(st.loc['civil-society-1']).toBe('germany');
    expect(at(st, 'unruhe')).toHaveLength(1);
    expect(st.f.civilSuppressed).toBe(true);
  });

  it('§11.3 R29 a 2 is Resistance: the tile goes and the Revolution moves one box right', () => {
    const st = board({ tracks: { 'pink-socialist-revolution-1': 4 }, tiles: { 'hinden-luden': 'germany' } });
    runPhase(st, 'cp-attack');
    rollThenPlay(st, [2], { type: 'suppress', tile: 'civil-society-3' });
    expect(st.loc['civil-society-3']).toBe('discarded');
    expect(trackValue(st, 'pink-socialist-revolution-1')).toBe(5);
  });

  it('§11.3 Resistance with the Revolution on 12 makes it explode (§5.4.1.1)', () => {
    const st = board({ tracks: { 'pink-socialist-revolution-1': 12 }, tiles: { 'hinden-luden': 'germany' } });
    runPhase(st, 'cp-attack');
    rollThenPlay(st, [2], { type: 'suppress', tile: 'civil-society-3' });
    expect(st.f.exploded).toBe(true);
    expect(st.loc['pink-socialist-revolution-1']).toBe('lithuania');
  });

  it('§11.3 R29 (corrected) a 6 earns 6 RM, as the p.16 table prints', () => {
    const st = board({ tiles: { 'hinden-luden': 'germany' } });
    runPhase(st, 'cp-attack');
    rollThenPlay(st, [6], { type: 'suppress', tile: 'civil-society-1' });
    expect(rm(st)).toBe(6);
  });
});

describe('§10.2 DRMs', () => {
  it('§10.2 a +1 Special Event (Stosstruppen, everywhere) turns a 3 into a win against strength 3', () => {
    const st = openFrance({ tracks: { 'rm-coin': 1 }, tiles: { 'special-event': 'special-events:stosstruppen' } });
    runPhase(st, 'cp-attack');
    const ev = rollThenPlay(st, [3], { type: 'attack', target: 'fr-3', pay: 'rm' });
    expect(attacks(ev)[0]).toMatchObject({ drm: 1, success: true });
  });

  it('§10.2 a Special Event DRM applies only in its Countries (Putnik: Serbia only)', () => {
    const st = openFrance({ tracks: { 'rm-coin': 2 }, tiles: { 'special-event': 'special-events:putnik' } });
    runPhase(st, 'cp-attack');
    const ev1 = rollThenPlay(st, [4, 4], { type: 'attack', target: 'srb-1', pay: 'rm' });
    expect(attacks(ev1)[0]).toMatchObject({ drm: -1, success: false });
    const ev2 = play(st, { type: 'attack', target: 'fr-3', pay: 'rm' });
    expect(attacks(ev2)[0]).toMatchObject({ drm: 0, success: true });
  });

  it('§10.2 R2 a natural 1 fails whatever the DRM; a natural 6 wins whatever the DRM', () => {
    const st = board({ tracks: { 'rm-coin': 2 }, tiles: { 'border-forts-1': 'discarded', 'special-event': 'special-events:black-day-of-the-army' } });
    runPhase(st, 'cp-attack');
    const ev = rollThenPlay(st, [6], { type: 'attack', target: 'gb-bef', pay: 'rm' });
    expect(attacks(ev)[0]).toMatchObject({ roll: 6, drm: -1, strength: 5, success: true });
    const st2 = board({ tracks: { 'rm-coin': 1 }, tiles: { 'special-event': 'special-events:hoffmann' } });
    runPhase(st2, 'cp-attack');
    const ev2 = rollThenPlay(st2, [1], { type: 'attack', target: 'rus-1', pay: 'rm' });
    expect(attacks(ev2)[0]).toMatchObject({ roll: 1, drm: 1, strength: 2, success: false });
  });

  it('§10.2.1 R20 Poison Gas: +2 on the first attack, +1 on the second, then nothing', () => {
    const st = openFrance({ tracks: { 'rm-coin': 3 }, tiles: { 'fr-1': 'france', 'special-event': 'special-events:poison-gas' } });
    runPhase(st, 'cp-attack');
    force(st, [2, 2, 2]);
    const drms = [
      ...attacks(play(st, { type: 'attack', target: 'fr-3', pay: 'rm' })),
      ...attacks(play(st, { type: 'attack', target: 'fr-2', pay: 'rm' })),
      ...attacks(play(st, { type: 'attack', target: 'fr-2', pay: 'rm' })),
    ].map((e) => e.drm);
    expect(drms).toEqual([2, 1, 0]);
    expect(st.loc['fr-3']).toBe('france-reserves'); // 2 + 2 > 3
  });

  it('§10.2.1 R20 Poison Gas counts attacks made outside Belgium, France and Italy', () => {
    const st = openFrance({ tracks: { 'rm-coin': 2 }, tiles: { 'special-event': 'special-events:poison-gas' } });
    runPhase(st, 'cp-attack');
    const first = attacks(rollThenPlay(st, [2, 3], { type: 'attack', target: 'srb-1', pay: 'rm' }))[0];
    const second = attacks(play(st, { type: 'attack', target: 'fr-3', pay: 'rm' }))[0];
    expect(first.drm).toBe(0);
    expect(second).toMatchObject({ drm: 1, success: true });
  });

  it('§8.4 Hypothesis Z: −1 on Italy, Serbia, Ukraine, Roumania while a Roumanian army stands', () => {
    const roumania = { 'neutral-roumania': 'counter-tray', 'rou-1': 'roumania', 'hypothesis-z': 'austria-hungary' };
    const st = openFrance({ tracks: { 'rm-coin': 3 }, tiles: roumania });
    runPhase(st, 'cp-attack');
    force(st, [3, 3, 4]);
    expect(attacks(play(st, { type: 'attack', target: 'rus-3', pay: 'rm' }))[0].drm).toBe(-1);
    expect(attacks(play(st, { type: 'attack', target: 'rou-1', pay: 'rm' }))[0]).toMatchObject({ drm: -1, success: false });
    expect(attacks(play(st, { type: 'attack', target: 'fr-3', pay: 'rm' }))[0].drm).toBe(0);
  });
});

describe('§8.4 Roumania', () => {
  it('R3 Roumania\'s last army may be attacked; with all three gone Roumania surrenders and Hypothesis Z goes', () => {
    const roumania = { 'neutral-roumania': 'counter-tray', 'rou-2': 'roumania', 'hypothesis-z': 'austria-hungary' };
    const st = board({ tracks: { 'rm-coin': 1 }, tiles: { ...roumania, 'rou-1': 'discarded', 'rou-north': 'discarded' } });
    runPhase(st, 'cp-attack');
    expect(targets(st)).toContain('rou-2');
    const ev = rollThenPlay(st, [6], { type: 'attack', target: 'rou-2', pay: 'rm' });
    expect(st.loc['rou-2']).toBe('discarded');
    expect(st.loc['surrender-roumania']).toBe('roumania');
    expect(st.loc['hypothesis-z']).toBe('discarded');
    expect(ev).toContainEqual({ type: 'surrender', rule: 'R3', country: 'roumania' });
    expect(targets(st).some((t) => t.startsWith('rou-'))).toBe(false);
  });
});

describe('§10.1.1 the Red Baron', () => {
  it('§10.1.1 his army is not open to an ordinary attack; his attack costs 1 RM with German skies', () => {
    const st = baronOver('fr-2', 1, { tracks: { 'rm-coin': 1 } });
    runPhase(st, 'cp-attack');
    expect(targets(st)).not.toContain('fr-2');
    expect(pending(st)?.actions).toContainEqual({ type: 'red-baron', target: 'fr-2' });
    const ev = rollThenPlay(st, [2, 5], { type: 'red-baron', target: 'fr-2' });
    expect(rm(st)).toBe(0);
    expect(attacks(ev)[0]).toMatchObject({ roll: 5, strength: 4, success: true });
    expect(st.loc['fr-2']).toBe('france-reserves');
    expect(st.loc['red-baron']).toBe('germany');
    expect(st.f.redBaronOn).toBeNull();
    expect(st.f.redBaronUsed).toBe(true);
  });

  it('§10.1.1 R26 doubles: the attack fails and he goes the face value of one die ahead', () => {
    const st = baronOver('fr-2', 1, { tracks: { 'rm-coin': 1 } });
    runPhase(st, 'cp-attack');
    const ev = rollThenPlay(st, [3, 3], { type: 'red-baron', target: 'fr-2' });
    expect(attacks(ev)[0].success).toBe(false);
    expect(st.loc['fr-2']).toBe('france');
    expect(st.loc['red-baron']).toBe('calendar:12');
    expect(pending(st)?.actions.some((a) => a.type === 'red-baron')).toBe(false);
  });

  it('§10.1.1 R5 doubles that count past Turn 27 discard him', () => {
    const st = baronOver('fr-2', 1, { turn: 25, tracks: { 'rm-coin': 1 } });
    runPhase(st, 'cp-attack');
    rollThenPlay(st, [6, 6], { type: 'red-baron', target: 'fr-2' });
    expect(st.loc['red-baron']).toBe('discarded');
  });

  it('§10.1.1 2 RM while the Entente hold the skies; not offered without the money', () => {
    const st = baronOver('fr-2', 0, { tracks: { 'rm-coin': 1 } });
    runPhase(st, 'cp-attack');
    expect(pending(st)?.actions.some((a) => a.type === 'red-baron')).toBe(false);
    const st2 = baronOver('fr-2', 0, { tracks: { 'rm-coin': 2 } });
    runPhase(st2, 'cp-attack');
    const ev = rollThenPlay(st2, [1, 4], { type: 'red-baron', target: 'fr-2' });
    expect(rm(st2)).toBe(0);
    expect(attacks(ev)[0]).toMatchObject({ roll: 4, success: false });
    expect(st2.loc['fr-2']).toBe('france');
  });

  it('§9.7 / R3 not against a Country\'s last army', () => {
    const st = baronOver('fr-2', 1, { tracks: { 'rm-coin': 2 }, tiles: { 'fr-3': 'france-reserves' } });
    runPhase(st, 'cp-attack');
    expect(pending(st)?.actions.some((a) => a.type === 'red-baron')).toBe(false);
  });

  it('R38 Trenches shield his army like any other (§10.3): no attack while they stand (tests/engine/red-baron.test.ts)', () => {
    const st = baronOver('fr-2', 1, { tracks: { 'rm-coin': 1 }, tiles: { 'trenches-2': 'france' } });
    runPhase(st, 'cp-attack');
    expect(pending(st)?.actions.some((a) => a.type === 'red-baron')).toBe(false);
  });
});

describe('R20 (amended): Poison Gas counts only the attacks made while its tile is on the display', () => {
  const POISON_GAS = 'special-events:poison-gas';

  it('R20 (amended): Gallipoli\'s free attacks come before the Tageblatt places Poison Gas and do not use it up', () => {
    // Turn 5 (MA 1915, Gallipoli?) with Turkey at war; France's Border Forts gone.
    const st = onTurn(5, null, { tiles: { 'neutral-ottoman': 'discarded', 'border-forts-2': 'discarded' }, tracks: { 'rm-coin': 3 } });
    const landing = runPhase(st, 'turn-start', [2, 5]); // two free attacks on the MEF: a miss, then the MEF is stopped
    expect(attacks(landing)).toHaveLength(2);
    expect(st.f.gasAttacks).toBe(0);
    tageblattRoll(st, 5, 4, allBut()); // 9: Poison Gas goes on the display
    expect(st.loc['special-event']).toBe(POISON_GAS);
    runPhase(st, 'cp-attack');
    force(st, [2, 2, 2]);
    const drms = [
      ...attacks(play(st, { type: 'attack', target: 'fr-2', pay: 'rm' })),
      ...attacks(play(st, { type: 'attack', target: 'fr-2', pay: 'rm' })),
      ...attacks(play(st, { type: 'attack', target: 'fr-2', pay: 'rm' })),
    ].map((e) => e.drm);
    expect(drms).toEqual([2, 1, 0]); // the first two attacks made with Poison Gas on the display
  });

  it('R20 (amended): a city attack after a fizzled Defeat uses Poison Gas up only if its tile is already on the display', () => {
    // Before the Tageblatt (no Special Event yet): the city attack keeps the +2 for the CP Attack phase.
    const before = defeatCheckInFrance(CITY_IDS.length - 1, { tracks: { 'rm-coin': 1 } });
    runStack(before, [6, 6]); // 12 > 10 cities in Unruhe: fizzle; the last calm city buys one free attack
    expect(attacks(rollThenPlay(before, [3], { type: 'attack', target: 'fr-5' }))[0]).toMatchObject({ drm: 0, success: true });
    expect(before.f.gasAttacks).toBe(0);
    tageblattRoll(before, 8, 2, allBut()); // 10: Poison Gas
    runPhase(before, 'cp-attack');
    expect(attacks(rollThenPlay(before, [1], { type: 'attack', target: 'border-forts-2', pay: 'rm' }))[0].drm).toBe(2);
    // With Poison Gas already on the display, the city attack is the first attack: it takes the +2.
    const during = defeatCheckInFrance(CITY_IDS.length - 1, { tiles: { 'special-event': POISON_GAS } });
    runStack(during, [6, 6]);
    expect(attacks(rollThenPlay(during, [3], { type: 'attack', target: 'fr-5' }))[0]).toMatchObject({ drm: 2, success: true });
    expect(during.f.gasAttacks).toBe(1);
  });

  it('R20 (amended): German Bombers and a Zeppelin raid are not attacks: the first CP attack still gets +2', () => {
    const tiles = { 'german-bombers': 'germany', zeppelin: 'germany', 'special-event': POISON_GAS, 'border-forts-2': 'discarded', 'fr-1': 'france' };
    const st = airWar(5, 1, 1, { tiles }); // German skies, 1 RM
    runPhase(st, 'naval-air');
    rollThenPlay(st, [5], { type: 'bomb', country: 'france' }); // the bombers hit France's weakest
    expect(pending(st)?.kind).toBe('zeppelin-raid');
    rollThenPlay(st, [5, 2], { type: 'zeppelin-bomb', army: 'fr-2' }); // the raid hits; the Zeppelin goes 2 turns ahead
    expect(at(st, 'france-reserves')).toEqual(expect.arrayContaining(['fr-1', 'fr-2']));
    expect(st.f.gasAttacks).toBe(0);
    runPhase(st, 'cp-attack');
    expect(attacks(rollThenPlay(st, [2], { type: 'attack', target: 'border-forts-1', pay: 'rm' }))[0]).toMatchObject({ drm: 2 }); // Belgium
  });

  it('R20 (amended) §10.6: the attack the Tank Army absorbs is an attack: it uses up the +2, the next gets +1', () => {
    const tiles = { 'border-forts-2': 'discarded', 'french-tank-army': 'france', 'special-event': POISON_GAS };
    const st = board({ turn: 9, tiles, tracks: { 'rm-coin': 2 } });
    runPhase(st, 'cp-attack');
    const absorbed = play(st, { type: 'attack', target: 'french-tank-army', pay: 'rm' });
    expect(eventsOf(absorbed, 'dice')).toEqual([]);
    expect(st.f.gasAttacks).toBe(1);
    expect(attacks(rollThenPlay(st, [2], { type: 'attack', target: 'fr-3', pay: 'rm' }))[0]).toMatchObject({ drm: 1, success: false });
  });
});
