// §6.1–§6.3 one EP deployment into a Country, with the limits of R7/R8 (rules/deploy.ts).
import { describe, it, expect } from 'vitest';
import { board, freshState, force, runPhase, runStack, rollThenPlay, pending, at, allAt, eventsOf } from './helpers.js';
import { ALL_GENERAL_EVENTS, franceAtTheBrink, tageblattRoll } from './positions.js';
import { pushDeploy, type DeploySource } from '../../shared/engine/rules/deploy.js';
import type { GameState } from '../../shared/engine/core/state.js';
import type { GameEvent } from '../../shared/engine/core/events.js';
import type { CountryId } from '../../shared/data/ids.js';
import type { RuleRef } from '../../shared/engine/index.js';

/** What rule each orderer of a deployment cites (R8). */
const RULE_OF: Readonly<Record<DeploySource, RuleRef>> = { chit: '§6.1', 'us-assistance': '§7.1.1.3', volunteers: '§10.7' };

/**
 * One deployment into `country` ordered by `source` (a Chit's letter unless told), with `dice` forced for any
 * roll it makes (Mutiny, Siegfried Line).
 */
function deploy(st: GameState, country: CountryId, dice: number[] = [], source: DeploySource = 'chit'): GameEvent[] {
  force(st, dice);
  pushDeploy(st, { country, rule: RULE_OF[source], source });
  return runStack(st);
}

/** France at five armies (fr-1, fr-4, fr-5 join fr-2, fr-3) with the French Mutiny there: the next one is its OTT. */
const fullFranceInMutiny = { ...allAt(['fr-1', 'fr-4', 'fr-5'], 'france'), 'french-mutiny': 'france' };

/** Belgium at five armies (gb-3, gb-4 join the BEF, gb-1 and the Belgians) behind the Siegfried Line. */
const fullBelgiumBehindTheLine = { ...allAt(['gb-3', 'gb-4'], 'belgium'), 'siegfried-line': 'belgium' };

function ottPlaced(events: GameEvent[], ott: string, country: string): boolean {
  return events.some((e) => e.type === 'move' && e.tile === ott && e.to === country && e.rule === '§6.3');
}

function defeatChecked(events: GameEvent[]): boolean {
  return events.some((e) => e.type === 'defeat-check' && e.rule === '§15.2');
}

describe('§6.1–§6.3 deployments and the §6.2 special limits (deploy.ts)', () => {
  it('§6.1 the strongest army in Reserves moves into the Country', () => {
    const st = board({ tiles: { 'gb-1': 'belgium-reserves' } }); // 4 beats the 3-strength British 3rd and 4th
    deploy(st, 'belgium');
    expect(st.loc['gb-1']).toBe('belgium');
    expect(at(st, 'belgium-reserves')).toEqual(['gb-3', 'gb-4', 'ott-britain']);
  });

  it('§6.1 R1 equally strong armies: the first in roster order deploys', () => {
    const st = freshState();
    deploy(st, 'belgium');
    expect(st.loc['gb-3']).toBe('belgium');
    expect(st.loc['gb-4']).toBe('belgium-reserves');
  });

  it('R7 fewer than five armies and no army in Reserves: nothing happens, the OTT stays', () => {
    const st = board({ tiles: allAt(['gb-3', 'gb-4'], 'counter-tray') });
    const events = deploy(st, 'belgium');
    expect(st.loc['ott-britain']).toBe('belgium-reserves');
    expect(events.some((e) => e.type === 'move')).toBe(false);
    expect(events.some((e) => e.type === 'skipped' && e.skip === 'deploy-reserves-empty' && e.rule === 'R7')).toBe(true);
  });

  it('§6.1.1 a neutral Italy takes no deployment', () => {
    const st = freshState();
    deploy(st, 'italy');
    expect(at(st, 'italy-reserves')).toEqual(['it-4', 'it-carnia', 'ott-italy']);
  });

  it('§6.1.1 R8 a surrendered France takes no deployment', () => {
    const st = board({ tiles: { 'surrender-france': 'france' } });
    deploy(st, 'france');
    expect(st.loc['fr-1']).toBe('france-reserves');
  });

  it('§6.3 Forts and Trenches are not armies: four armies + Fort + Trenches still take an army', () => {
    const st = board({ tiles: allAt(['fr-4', 'fr-5', 'trenches-2'], 'france') }); // fr-2, fr-3, fr-4, fr-5 + border-forts-2
    deploy(st, 'france');
    expect(st.loc['fr-1']).toBe('france');
    expect(st.loc['ott-france']).toBe('france-reserves');
  });

  it('§6.3 a sixth army places the Over the Top tile and checks for Defeat (§15.2)', () => {
    const st = board({ tiles: allAt(['srb-uzice', 'srb-montenegro'], 'serbia') });
    const events = deploy(st, 'serbia');
    expect(ottPlaced(events, 'ott-serbia', 'serbia')).toBe(true);
    expect(defeatChecked(events)).toBe(true);
  });

  it('§6.3 R31 after the AAO replaces the Serbs, the AAO Over the Top tile is used', () => {
    const serbs = allAt(['srb-1', 'srb-2', 'srb-3', 'srb-uzice', 'srb-montenegro', 'ott-serbia'], 'discarded');
    const aao = allAt(['aao-1', 'aao-2', 'aao-ndac', 'aao-orient', 'aao-salonika'], 'serbia');
    const st = board({ flags: { aao: true }, tiles: { ...serbs, ...aao, 'ott-aao': 'serbia-reserves' } });
    const events = deploy(st, 'serbia');
    expect(ottPlaced(events, 'ott-aao', 'serbia')).toBe(true);
  });

  it('§6.2.4 R8 a U-Boat in Belgium cancels an army deployment and is removed', () => {
    const st = board({ tiles: { 'u-boats-1': 'belgium' } });
    deploy(st, 'belgium');
    expect(st.loc['u-boats-1']).toBe('counter-tray');
    expect(st.loc['gb-3']).toBe('belgium-reserves');
  });

  it('R8 a U-Boat is spent only when it cancels something (empty Reserves)', () => {
    const st = board({ tiles: { 'u-boats-1': 'belgium', ...allAt(['gb-3', 'gb-4'], 'counter-tray') } });
    deploy(st, 'belgium');
    expect(st.loc['u-boats-1']).toBe('belgium');
  });

  it('§6.2.4 R8 a U-Boat cancels an OTT before any Mutiny roll is made', () => {
    const st = board({ tiles: { ...fullFranceInMutiny, 'u-boats-2': 'france' } });
    const events = deploy(st, 'france', [6]);
    expect(st.loc['u-boats-2']).toBe('counter-tray');
    expect(st.loc['ott-france']).toBe('france-reserves');
    expect(events.some((e) => e.type === 'dice')).toBe(false);
    expect(st.forced.dice).toEqual([6]);
  });

  it('§6.2.3 Alpine Winter: no Over the Top in Italy on a Winter turn', () => {
    const st = board({ turn: 4, tiles: { 'neutral-italy': 'discarded', ...allAt(['it-4', 'it-carnia'], 'italy') } }); // JF 1915
    const events = deploy(st, 'italy');
    expect(st.loc['ott-italy']).toBe('italy-reserves');
    expect(defeatChecked(events)).toBe(false);
  });

  it('§6.2.3 Alpine Winter does not stop an Italian OTT outside Winter', () => {
    const st = board({ turn: 5, tiles: { 'neutral-italy': 'discarded', ...allAt(['it-4', 'it-carnia'], 'italy') } }); // MA 1915
    const events = deploy(st, 'italy');
    expect(ottPlaced(events, 'ott-italy', 'italy')).toBe(true);
  });

  it('§6.2.1 French Mutiny: the French OTT fails on a 4 (R8)', () => {
    const st = board({ tiles: fullFranceInMutiny });
    const events = deploy(st, 'france', [4]);
    expect(st.loc['ott-france']).toBe('france-reserves');
    expect(defeatChecked(events)).toBe(false);
    expect(st.loc['french-mutiny']).toBe('france');
  });

  it('§6.2.1 French Mutiny: the French OTT goes in on a 5 (R8)', () => {
    const st = board({ tiles: fullFranceInMutiny });
    const events = deploy(st, 'france', [5]);
    expect(ottPlaced(events, 'ott-france', 'france')).toBe(true);
    expect(defeatChecked(events)).toBe(true);
  });

  it('§6.2.2 Siegfried Line: the British OTT fails on a 4 and the Line stays (R8)', () => {
    const st = board({ tiles: fullBelgiumBehindTheLine });
    const events = deploy(st, 'belgium', [4]);
    expect(st.loc['ott-britain']).toBe('belgium-reserves');
    expect(st.loc['siegfried-line']).toBe('belgium');
    expect(defeatChecked(events)).toBe(false);
  });

  it('§6.2.2 Siegfried Line: on a 5 the British break through, the Line is discarded (R8)', () => {
    const st = board({ tiles: fullBelgiumBehindTheLine });
    const events = deploy(st, 'belgium', [5]);
    expect(st.loc['siegfried-line']).toBe('discarded');
    expect(ottPlaced(events, 'ott-britain', 'belgium')).toBe(true);
    expect(defeatChecked(events)).toBe(true);
  });
});

describe('R8 (amended): only a Turn Chit\'s deployments meet the U-Boat, Mutiny and Siegfried Line limits', () => {
  /** Turn 24, every General event already happened: a Tageblatt die of 5 gives 29, US Assistance (§7.1.1.3). */
  function usAssistance(st: GameState): GameEvent[] {
    return tageblattRoll(st, 24, 5, ALL_GENERAL_EVENTS);
  }

  it('R8 (amended): U.S. Assistance deploys past a U-Boat, which stays', () => {
    // France (fr-2, fr-3) has the fewest armies; fr-1, fr-4, fr-5 wait in its Reserves.
    const st = board({ tiles: { 'u-boats-1': 'france' } });
    usAssistance(st);
    expect(st.loc['special-event']).toBe('special-events:us-assistance');
    expect(st.loc['fr-1']).toBe('france'); // R1: the first of the strongest in roster order
    expect(st.loc['u-boats-1']).toBe('france');
    // A Chit's letter into the same France is cancelled and spends the U-Boat (§6.2.4).
    const chit = board({ tiles: { 'u-boats-1': 'france' } });
    deploy(chit, 'france');
    expect(chit.loc['fr-1']).toBe('france-reserves');
    expect(chit.loc['u-boats-1']).toBe('counter-tray');
  });

  it('R8 (amended): Kaiserschlacht volunteers deploy past a U-Boat, which stays', () => {
    const st = franceAtTheBrink({ tiles: { 'u-boats-2': 'france' } });
    runPhase(st, 'cp-attack');
    rollThenPlay(st, [4], { type: 'kaiserschlacht', country: 'france', rm: 3 }); // 4 − 1 does not beat fr-3's 3
    expect(st.loc['fr-2']).toBe('france'); // §10.7 volunteers: the strongest of France Reserves
    expect(st.loc['u-boats-2']).toBe('france');
    expect(pending(st)?.kind).toBe('cp-attack');
  });

  it('R8 (amended): U.S. Assistance into a full Belgium behind the Siegfried Line: OTT with no roll, the Defeat roll, the Line stays', () => {
    // Only Belgium and Serbia are counted (R19), both at five: Belgium's deployment comes first (BFLUIS).
    const tiles = { ...fullBelgiumBehindTheLine, 'surrender-france': 'france', ...allAt(['srb-uzice', 'srb-montenegro'], 'serbia') };
    const st = board({ turn: 24, tiles, flags: { russiaSurrendered: true, generalEvents: [...ALL_GENERAL_EVENTS] } });
    const ev = runPhase(st, 'tageblatt', [5, 6, 6]); // 29: US Assistance; then 6 + 6 — a Siegfried roll would take the first 6
    expect(st.loc['special-event']).toBe('special-events:us-assistance');
    expect(ev.some((e) => e.type === 'dice' && e.rule === '§6.2.2')).toBe(false);
    expect(ottPlaced(ev, 'ott-britain', 'belgium')).toBe(true);
    expect(st.loc['siegfried-line']).toBe('belgium');
    expect(eventsOf(ev, 'defeat-check')[0]).toMatchObject({ rule: '§15.2', dice: [6, 6], success: false });
    expect(st.over).toBeNull();
  });

  it('R8 (amended): a Chit\'s OTT into Belgium still meets the Siegfried Line (a 6 breaks through and discards it)', () => {
    const st = board({ tiles: fullBelgiumBehindTheLine });
    const events = deploy(st, 'belgium', [6]);
    expect(eventsOf(events, 'dice').map((e) => e.rule)).toContain('§6.2.2');
    expect(st.loc['siegfried-line']).toBe('discarded');
  });

  it('R8 (amended): U.S. Assistance puts the French OTT in past the Mutiny, no roll; a Chit\'s OTT rolls and a 4 stops it', () => {
    const st = board({ tiles: fullFranceInMutiny });
    const events = deploy(st, 'france', [4, 4], 'us-assistance'); // 4 + 4: only the Defeat roll (§15.2) is made
    expect(eventsOf(events, 'dice').map((e) => e.rule)).toEqual(['§15.2']);
    expect(ottPlaced(events, 'ott-france', 'france')).toBe(true);
    expect(st.loc['french-mutiny']).toBe('france');
    const chit = board({ tiles: fullFranceInMutiny });
    deploy(chit, 'france', [4]);
    expect(chit.loc['ott-france']).toBe('france-reserves');
  });

  it('R8 (amended): Alpine Winter stops every Italian OTT on a Winter turn, U.S. Assistance\'s too; outside Winter it goes in', () => {
    const fullItaly = { 'neutral-italy': 'discarded', ...allAt(['it-4', 'it-carnia'], 'italy') };
    for (const source of ['chit', 'us-assistance', 'volunteers'] as const) {
      const winter = board({ turn: 22, tiles: fullItaly }); // JF 1918
      const events = deploy(winter, 'italy', [], source);
      expect(winter.loc['ott-italy'], source).toBe('italy-reserves');
      expect(defeatChecked(events), source).toBe(false);
    }
    const spring = board({ turn: 23, tiles: fullItaly }); // MA 1918
    expect(ottPlaced(deploy(spring, 'italy', [], 'us-assistance'), 'ott-italy', 'italy')).toBe(true);
  });
});

describe('R15 (clarified): a US army entering the France box by deployment ends the French Mutiny', () => {
  it('R15 (clarified): a later §6.1 deployment brings the US army from France Reserves into France: the Mutiny is discarded', () => {
    // USA I (4) took the French 4th's place in France Reserves (§5.2.1): it is the strongest there now.
    const st = board({ tiles: { 'usa-i': 'france-reserves', 'fr-4': 'italy-reserves', 'french-mutiny': 'france' } });
    expect(st.loc['french-mutiny']).toBe('france'); // in Reserves, it did not count
    deploy(st, 'france');
    expect(st.loc['usa-i']).toBe('france');
    expect(st.loc['french-mutiny']).toBe('discarded');
  });

  it('R15 (clarified): a French army deploying into France leaves the Mutiny; a US army discards it even from the tray', () => {
    const st = board({ tiles: { 'usa-i': 'france-reserves', 'fr-4': 'italy-reserves', 'fr-1': 'counter-tray', 'fr-5': 'counter-tray' } });
    const onMap = board({ tiles: { 'french-mutiny': 'france' } });
    deploy(onMap, 'france'); // fr-1 (3), first of the strongest
    expect(onMap.loc['fr-1']).toBe('france');
    expect(onMap.loc['french-mutiny']).toBe('france');
    // The Mutiny still in the tray goes for good when the US army enters the France box, so it never comes.
    expect(st.loc['french-mutiny']).toBe('counter-tray');
    deploy(st, 'france');
    expect(st.loc['usa-i']).toBe('france');
    expect(st.loc['french-mutiny']).toBe('discarded');
  });

  it('R15 (clarified): U.S. Assistance bringing a US army into the France box discards the Mutiny too', () => {
    const st = board({ tiles: { 'usa-i': 'france-reserves', 'fr-4': 'italy-reserves', 'french-mutiny': 'france' } });
    deploy(st, 'france', [], 'us-assistance');
    expect(st.loc['usa-i']).toBe('france');
    expect(st.loc['french-mutiny']).toBe('discarded');
  });
});
