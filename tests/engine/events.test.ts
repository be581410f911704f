// Issue #11 §3: events say what happened in typed fields (forced dice), and the log is written from them.
import { describe, expect, it } from 'vitest';
import { allAt, board, eventsOf, force, play, runPhase, runStack } from './helpers.js';
import { airWar, navalOnly, openFrance } from './positions.js';
import { describeEvent } from '../../shared/engine/core/log.js';
import type { GameEvent } from '../../shared/engine/core/events.js';
import { pushDeploy } from '../../shared/engine/rules/deploy.js';
import { senussiRevolt, socialistStar } from '../../shared/engine/rules/chit-events.js';

const lines = (events: GameEvent[]): string[] => events.map(describeEvent);

describe('DRMs come with each source, its value and its rule', () => {
  it('§10.2.1 §8.4 Poison Gas +2 and Hypothesis Z! −1 on an attack into Italy: DRM +1, told before the die', () => {
    const roumania = { 'neutral-roumania': 'counter-tray', 'rou-1': 'roumania', 'hypothesis-z': 'austria-hungary' };
    const st = openFrance({ tracks: { 'rm-coin': 2 }, tiles: { ...roumania, 'neutral-italy': 'discarded', 'special-event': 'special-events:poison-gas' } });
    runPhase(st, 'cp-attack');
    force(st, [2]);
    const ev = play(st, { type: 'attack', target: 'it-1', pay: 'rm' });
    const drm = eventsOf(ev, 'drm');
    expect(drm).toEqual([
      {
        type: 'drm',
        rule: '§10.2',
        target: 'it-1',
        total: 1,
        sources: [
          { source: 'poison-gas', value: 2, rule: '§10.2.1' },
          { source: 'hypothesis-z', value: -1, rule: '§8.4' },
        ],
      },
    ]);
    expect(ev.filter((e) => e.type !== 'move').map((e) => e.type)).toEqual(['drm', 'dice', 'attack']); // after paying, before the die
    expect(eventsOf(ev, 'attack')[0]).toMatchObject({ kind: 'ordinary', target: 'it-1', paid: [{ what: 'rm', amount: 1 }], roll: 2, drm: 1, strength: 2, success: true });
    expect(describeEvent(drm[0])).toBe('[§10.2] DRM +1 on the attack on the Italian 1st Army: Poison Gas +2 (§10.2.1), Hypothesis Z! -1 (§8.4)');
  });

  it('§10.2 an attack with no modifier tells no DRM', () => {
    const st = openFrance({ tracks: { 'rm-coin': 1 } });
    runPhase(st, 'cp-attack');
    force(st, [4]);
    expect(eventsOf(play(st, { type: 'attack', target: 'fr-3', pay: 'rm' }), 'drm')).toEqual([]);
  });

  it('§9.3 aircraft research is the air roll\'s DRM (Turn 17: 5 − 1 = 4, needs 4 or less)', () => {
    const st = airWar(17, 2, 2);
    runPhase(st, 'naval-air', [5]);
    const ev = play(st, { type: 'air-research', shift: -1 });
    expect(eventsOf(ev, 'drm')).toEqual([{ type: 'drm', rule: '§9.3', target: null, total: -1, sources: [{ source: 'air-research', value: -1, rule: '§9.3' }] }]);
    expect(eventsOf(ev, 'check')).toEqual([{ type: 'check', rule: '§9.3', check: 'air-superiority', roll: 4, need: { atMost: 4 }, success: true, research: { rm: 1, shift: -1, applied: true } }]);
  });
});

describe('a check that had no effect says what was needed', () => {
  it('§9.3 the air roll: 5 when 3 or less was needed: no effect, the marker stays', () => {
    const st = airWar(12, 1, 0); // MJ 1916, the German box: a roll, and no RM for research
    const ev = runPhase(st, 'naval-air', [5]);
    const check = eventsOf(ev, 'check');
    expect(check).toEqual([{ type: 'check', rule: '§9.3', check: 'air-superiority', roll: 5, need: { atMost: 3 }, success: false }]);
    expect(describeEvent(check[0])).toBe('[§9.3] Control of the skies: 5 (needs 3 or less) — no effect: the skies stay as they are');
    expect(st.loc['air-superiority']).toBe('air:1');
  });

  it('§6.2.1 the French Mutiny roll: a 3 when 5 or 6 was needed stops the Over the Top, and no OTT is told', () => {
    const st = board({ tiles: { ...allAt(['fr-1', 'fr-4', 'fr-5'], 'france'), 'french-mutiny': 'france' } });
    force(st, [3]);
    pushDeploy(st, { country: 'france', rule: '§6.1', source: 'chit' });
    const ev = runStack(st);
    expect(eventsOf(ev, 'check')).toEqual([{ type: 'check', rule: '§6.2.1', check: 'french-mutiny', roll: 3, need: { faces: [5, 6] }, success: false }]);
    expect(lines(ev)).toContain('[§6.2.1] French Mutiny: 3 (needs 5 or more) — no effect: the French refuse to go over the top; the tile stays in Reserves');
    expect(eventsOf(ev, 'over-the-top')).toEqual([]);
  });

  it('§9.4 R25 German Bombers that miss: the army, its country, the roll and the faces that were needed', () => {
    const st = airWar(5, 1, 0, { tiles: { 'german-bombers': 'germany' } }); // 1915, German skies: no air roll
    runPhase(st, 'naval-air');
    force(st, [4]);
    const ev = play(st, { type: 'bomb', country: 'france' });
    const bombing = eventsOf(ev, 'bombing');
    expect(bombing).toEqual([{ type: 'bombing', rule: 'R25', bomber: 'german-bombers', army: 'fr-3', country: 'france', roll: 4, need: { faces: [5, 6] }, hit: false }]);
    expect(describeEvent(bombing[0])).toBe('[R25] German Bombers over the French 3rd Army in France: 4 (needs 5 or more) — no effect: the bombs miss');
  });
});

describe('every skipped event gets a line', () => {
  it('§5.4.1 a red star with 0 RM: the offer declines itself, and the log says why', () => {
    const st = board({ tracks: { 'rm-coin': 0 } });
    socialistStar(st, 4);
    const ev = runStack(st);
    expect(ev).toEqual([{ type: 'skipped', rule: '§5.4.1', skip: 'agitation-no-rm', chit: 4, cost: 1 }]);
    expect(lines(ev)).toEqual(['[§5.4.1] Chit #4, red star: no Socialist agitation — it costs 1 RM and Germany has less']);
    expect(st.stack).toEqual([]);
  });

  it('§5.4.3 R12 the Senussi with nothing to take: no Italian (Italy surrendered) and no British army in Egypt or Palestine', () => {
    const st = board({ tiles: { 'neutral-italy': 'discarded', 'surrender-italy': 'italy', ...allAt(['gb-lawrence', 'gb-xx-corps', 'za-saoef'], 'counter-tray') } });
    senussiRevolt(st, 12);
    const ev = runStack(st);
    expect(ev).toEqual([{ type: 'skipped', rule: 'R12', skip: 'senussi-no-army', chit: 12 }]);
    expect(lines(ev)[0]).toBe('[R12] Chit #12, crescent: no army can be drawn off to Libya, so there is no Senussi revolt');
  });
});

describe('sinkings and Over the Top', () => {
  it('§9.1.3 a bracket sinks the runner: which runner, in which sea area, by which Cruisers', () => {
    const st = navalOnly({ runners: 2, cruisers: 2 });
    runPhase(st, 'naval-air', [1, 2]); // 3, two Cruisers: [2a, 2a]
    play(st, { type: 'place-runner', area: '2a' });
    const ev = play(st, { type: 'place-runner', area: '1a' });
    const sinking = eventsOf(ev, 'sinking');
    expect(sinking).toEqual([{ type: 'sinking', rule: '§9.1.3', ship: 'blockade-runner-1', area: '2a', by: ['cruiser-1', 'cruiser-2'] }]);
    // The sinking is told before the runner leaves its area.
    const at = ev.indexOf(sinking[0]);
    expect(ev[at + 1]).toMatchObject({ type: 'move', tile: 'blockade-runner-1', from: 'sea:2a', to: 'neutral-ports' });
    expect(describeEvent(sinking[0])).toBe('[§9.1.3] Blockade Runner 1 is sunk in sea area 2a (Adriatic, near Serbia) by British Cruiser 1 and British Cruiser 2');
    expect(eventsOf(ev, 'haul')).toEqual([{ type: 'haul', rule: '§9.1.6', rm: 1, aegean: false }]);
  });

  it('§6.3 a sixth army into France: its Over the Top tile goes in, the event names the country, the Defeat check follows', () => {
    const st = board({ tiles: allAt(['fr-1', 'fr-4', 'fr-5'], 'france') });
    force(st, [6, 6]);
    pushDeploy(st, { country: 'france', rule: '§6.1', source: 'chit' });
    const ev = runStack(st);
    const ott = eventsOf(ev, 'over-the-top');
    expect(ott).toEqual([{ type: 'over-the-top', rule: '§6.3', country: 'france', tile: 'ott-france' }]);
    const i = ev.indexOf(ott[0]);
    expect(ev[i - 1]).toMatchObject({ type: 'move', tile: 'ott-france', from: 'france-reserves', to: 'france' });
    expect(ev.slice(i + 1).map((e) => e.type)).toContain('defeat-check');
    expect(describeEvent(ott[0])).toBe('[§6.3] France holds five armies: Over the Top (France) goes in, and Germany must roll for Defeat');
  });

  it('§15.2 the first City of a fizzled Defeat goes into Unruhe: the city is named', () => {
    const st = board({ tiles: allAt(['fr-1', 'fr-4', 'fr-5'], 'france') });
    force(st, [6, 6]);
    pushDeploy(st, { country: 'france', rule: '§6.1', source: 'chit' });
    const ev = runStack(st);
    expect(eventsOf(ev, 'unruhe')).toEqual([{ type: 'unruhe', rule: '§15.2', city: 'city-berlin', cause: 'defeat-check' }]);
    expect(lines(ev)).toContain('[§15.2] Berlin goes into Unruhe after the fizzled Defeat');
  });
});
