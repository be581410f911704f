// §7 Berliner Tageblatt: the roll (§7.1), Special ■ Events (§7.1.1) and General events (§7.1.2), with forced dice.
import { describe, it, expect } from 'vitest';
import { board, freshState, pending, play, at, place, allAt } from './helpers.js';
import { allBut, tageblattRoll as roll } from './positions.js';
import type { GameEvent } from '../../shared/engine/core/events.js';
import { highestCountries, lowestCountries } from '../../shared/engine/rules/special-events.js';
import type { CountryId } from '../../shared/data/ids.js';

/** US Assistance deployed into `country`: an army or its Over the Top tile moved there. */
function deployOrdered(events: GameEvent[], country: CountryId): boolean {
  return events.some(
    (e) => e.type === 'move' && e.to === country && (e.tile.startsWith('ott-') || /^(gb|be|fr|it|srb|rus|aao|usa)-/.test(e.tile)),
  );
}

describe('§7.1 the Tageblatt roll', () => {
  it('§7.1 die + turn number picks the row: Turn 15, die 3 = 18 → Poison Gas and Roumanian entry', () => {
    const st = freshState();
    const ev = roll(st, 15, 3, allBut('roumanian-entry'));
    expect(st.f.lastTageblatt).toBe(18);
    expect(ev.some((e) => e.type === 'dice' && e.rule === '§7.1' && e.dice[0] === 3)).toBe(true);
    expect(st.loc['special-event']).toBe('special-events:poison-gas');
    expect(st.loc['neutral-roumania']).toBe('discarded');
    expect(pending(st)).toBeNull();
    expect(st.stack).toEqual([]);
  });

  it('§7.1 a result of 2 (Turn 1, die 1) has no event: the marker stays in the tray', () => {
    const st = freshState();
    roll(st, 1, 1);
    expect(st.f.lastTageblatt).toBe(2);
    expect(st.loc['special-event']).toBe('counter-tray');
    expect(st.f.generalEvents).toEqual([]);
  });
});

describe('§7.1.1 Special Events', () => {
  it('§7.1.1 a Special Event happens each time it is rolled: the marker goes to its box again', () => {
    const st = freshState();
    roll(st, 3, 6, ['turkish-entry', 'italian-entry']); // 9 → Poison Gas
    expect(st.loc['special-event']).toBe('special-events:poison-gas');
    place(st, { 'special-event': 'counter-tray' }); // §14.2 removed it at the end of the turn
    roll(st, 4, 5); // 9 again
    expect(st.loc['special-event']).toBe('special-events:poison-gas');
    roll(st, 5, 6); // 11 → Mackensen
    expect(st.loc['special-event']).toBe('special-events:mackensen');
  });

  it('§7.1.1.1 Place of Execution, first time: France in Danger and the French Border Forts back into France (R18)', () => {
    const st = freshState();
    place(st, { 'pink-france-in-danger': 'counter-tray' }); // gone after the Marne (§14.3)
    place(st, { 'border-forts-2': 'discarded' }); // defeated earlier (§10.5)
    roll(st, 10, 3, allBut()); // 13
    expect(st.loc['special-event']).toBe('special-events:place-of-execution');
    expect(st.loc['pink-france-in-danger']).toBe('france');
    expect(st.loc['border-forts-2']).toBe('france');
    expect(st.f.placeOfExecutionDone).toBe(true);
  });

  it('§7.1.1.1 Place of Execution, second time: only the marker moves', () => {
    const tiles = { 'pink-france-in-danger': 'counter-tray', 'border-forts-2': 'discarded' };
    const st = board({ tiles, flags: { placeOfExecutionDone: true } });
    roll(st, 10, 4, allBut()); // 14
    expect(st.loc['special-event']).toBe('special-events:place-of-execution');
    expect(st.loc['pink-france-in-danger']).toBe('counter-tray');
    expect(st.loc['border-forts-2']).toBe('discarded');
  });

  it('§7.1.1.1 Place of Execution with the forts still in France: nothing doubles up (R18)', () => {
    const st = freshState();
    const ev = roll(st, 10, 3, allBut());
    expect(st.loc['border-forts-2']).toBe('france');
    expect(st.loc['pink-france-in-danger']).toBe('france');
    expect(ev.filter((e) => e.type === 'move' && e.tile === 'border-forts-2')).toEqual([]);
  });

  it('§7.1.1.2 Spanish Flu: each Country with the most armies sends its weakest to Reserves; neutral Italy is skipped (R19, R1)', () => {
    const st = freshState();
    // Setup counts: Belgium 3, France 2, Lithuania 3, Ukraine 3, Italy 3 (neutral), Serbia 3.
    expect(highestCountries(st)).toEqual(['belgium', 'lithuania', 'ukraine', 'serbia']);
    roll(st, 22, 5, allBut()); // 27
    expect(st.loc['special-event']).toBe('special-events:spanish-flu');
    expect(st.loc['be-army']).toBe('belgium-reserves'); // strength 3, weakest in Belgium
    expect(st.loc['rus-1']).toBe('lithuania-reserves'); // all 2: first in roster (R1)
    expect(st.loc['rus-3']).toBe('ukraine-reserves');
    expect(st.loc['srb-1']).toBe('serbia-reserves');
    expect(at(st, 'italy')).toContain('it-1'); // R19: neutral Italy does not count
    expect(at(st, 'france').filter((t) => t.startsWith('fr-'))).toEqual(['fr-2', 'fr-3']);
  });

  it('§7.1.1.2 Spanish Flu never removes a Country\'s last army (R3)', () => {
    const st = freshState();
    place(st, allAt(['gb-bef', 'gb-1', 'fr-3', 'rus-2', 'rus-4', 'rus-5', 'rus-7', 'srb-2', 'srb-3'], 'counter-tray'));
    // Every counted Country now has exactly one army.
    const ev = roll(st, 22, 5, allBut());
    expect(ev.filter((e) => e.type === 'move' && e.rule === '§7.1.1.2')).toEqual([]);
    expect(at(st, 'belgium')).toContain('be-army');
  });

  it('§7.1.1.2 Spanish Flu skips a surrendered France and a surrendered Russia (R19)', () => {
    const st = freshState();
    place(st, { 'surrender-france': 'france' });
    st.f.russiaSurrendered = true;
    place(st, { 'fr-1': 'france' });
    place(st, { 'fr-4': 'france' });
    place(st, { 'fr-5': 'france' }); // France would have 5, but it is out of the war
    expect(highestCountries(st)).toEqual(['belgium', 'serbia']);
  });

  it('§7.1.1.3 US Assistance: every Country with the fewest armies gets a deployment (R19)', () => {
    const st = freshState();
    place(st, { 'rus-4': 'lithuania-reserves' }); // Lithuania down to 2, tied with France
    place(st, { 'french-tank-army': 'france' }); // keep the Tank Army out of this test
    expect(lowestCountries(st)).toEqual(['france', 'lithuania']);
    const ev = roll(st, 24, 5, allBut('french-tank-army')); // 29
    expect(st.loc['special-event']).toBe('special-events:us-assistance');
    expect(deployOrdered(ev, 'france')).toBe(true);
    expect(deployOrdered(ev, 'lithuania')).toBe(true);
    for (const c of ['belgium', 'ukraine', 'italy', 'serbia'] as CountryId[]) expect(deployOrdered(ev, c)).toBe(false);
  });

  it('§7.1.1.3 US Assistance skips neutral Italy and a surrendered France (R19)', () => {
    const st = freshState();
    place(st, { 'it-2': 'italy-reserves' });
    place(st, { 'it-3': 'italy-reserves' }); // Italy has 1 army but is neutral
    expect(lowestCountries(st)).toEqual(['france']);
    place(st, { 'surrender-france': 'france' });
    expect(lowestCountries(st)).toEqual(['belgium', 'lithuania', 'ukraine', 'serbia']);
  });

  it('§7.1.1.4 Diaz discards Italy in Danger from Italy', () => {
    const st = board({ tiles: { 'pink-italy-in-danger': 'italy' } });
    roll(st, 26, 5, allBut()); // 31
    expect(st.loc['special-event']).toBe('special-events:diaz');
    expect(st.loc['pink-italy-in-danger']).toBe('discarded');
  });

  it('§7.1.1.4 Diaz discards Italy in Danger even from the tray, so it never comes (our ruling)', () => {
    const st = freshState();
    roll(st, 26, 6, allBut()); // 32
    expect(st.loc['pink-italy-in-danger']).toBe('discarded');
  });
});

describe('§7.1.2 General events', () => {
  it('§7.1.2 each General event happens only the first time it is rolled', () => {
    const st = freshState();
    roll(st, 14, 6, allBut('siegfried-line')); // 20
    expect(st.loc['siegfried-line']).toBe('germany');
    expect(st.f.generalEvents).toContain('siegfried-line');
    place(st, { 'siegfried-line': 'belgium' }); // built (§13.3)
    const ev = roll(st, 15, 5); // 20 again
    expect(st.loc['siegfried-line']).toBe('belgium');
    expect(ev.some((e) => e.type === 'move' && e.tile === 'siegfried-line')).toBe(false);
  });

  it('§7.1.2 example: Hinden-Luden comes on a 15 when 13–14 never came', () => {
    const st = freshState();
    roll(st, 12, 3, ['turkish-entry', 'italian-entry', 'bulgarian-entry']);
    expect(st.loc['hinden-luden']).toBe('germany');
    expect(st.loc['special-event']).toBe('special-events:brusilov');
  });

  it('§7.1.2 several General events of one row take effect in the printed order (Turkey, Italy, Bulgaria)', () => {
    const st = freshState();
    const ev = roll(st, 6, 5); // 11
    const order = ev.filter((e) => e.type === 'move' && e.tile.startsWith('neutral-')).map((e) => (e.type === 'move' ? e.tile : ''));
    expect(order).toEqual(['neutral-ottoman', 'neutral-italy', 'neutral-bulgaria']);
    expect(st.f.generalEvents).toEqual(['turkish-entry', 'italian-entry', 'bulgarian-entry']);
  });

  it('§7.1.2.1 §8.1 Turkish entry: Ottoman Neutral discarded; Near East this turn even in Summer (R17)', () => {
    const st = freshState();
    roll(st, 6, 1); // 7, Turn 6 is Summer
    expect(st.loc['neutral-ottoman']).toBe('discarded');
    expect(st.f.turkeyEnteredThisTurn).toBe(true);
    expect(st.f.entriesThisTurn).toEqual(['turkish-entry']);
    expect(st.loc['special-event']).toBe('special-events:british-shell-shortage');
  });

  it('§7.1.2.1 §8.2 Italian entry: Italy Neutral discarded', () => {
    const st = freshState();
    roll(st, 7, 2, ['turkish-entry']); // 9
    expect(st.loc['neutral-italy']).toBe('discarded');
    expect(st.f.entriesThisTurn).toEqual(['italian-entry']);
  });

  it('§7.1.2.1 §8.3 Bulgarian entry: Bulgaria Neutral discarded, Serbia Outflanked into Serbia', () => {
    const st = freshState();
    roll(st, 10, 6, ['italian-entry', 'hinden-luden']); // 16
    expect(st.loc['neutral-bulgaria']).toBe('discarded');
    expect(st.loc['pink-serbia-outflanked']).toBe('serbia');
  });

  it('§7.1.2.1 §8.4 Roumanian entry: Hypothesis Z! into Austria-Hungary and three armies into Roumania', () => {
    const st = freshState();
    roll(st, 16, 4, allBut('roumanian-entry')); // 20
    expect(st.loc['neutral-roumania']).toBe('discarded');
    expect(st.loc['hypothesis-z']).toBe('austria-hungary');
    expect(at(st, 'roumania')).toEqual(['rou-1', 'rou-2', 'rou-north']);
  });

  it('§7.1.2.1.1 §8.5 Arab Revolt: the ANA turns face up', () => {
    const st = freshState();
    roll(st, 20, 5, allBut('arab-revolt')); // 25
    expect(st.f.anaFaceUp).toBe(true);
    expect(st.f.entriesThisTurn).toEqual(['arab-revolt']);
  });

  it('§7.1.2.1 §8.6 US entry from the Tageblatt: the USA is at war and the Over There armies are on the Calendar', () => {
    const st = freshState();
    roll(st, 20, 6, allBut('us-entry')); // 26
    expect(st.f.usaAtWar).toBe(true);
    expect(st.f.usEntryTurn).toBe(20);
    expect(st.loc['usa-i']).toBe('calendar:21');
    expect(st.loc['usa-vi']).toBe('calendar:26');
    expect(st.f.entriesThisTurn).toEqual(['us-entry']);
  });

  it('§7.1.2.1 US entry rolled when the USA is already at war changes nothing (R17)', () => {
    const st = board({ tiles: { 'usa-i': 'france' }, flags: { usaAtWar: true, usEntryTurn: 15 } });
    roll(st, 20, 6, allBut('us-entry'));
    expect(st.f.usEntryTurn).toBe(15);
    expect(st.loc['usa-i']).toBe('france');
    expect(st.f.entriesThisTurn).toEqual([]);
    expect(st.f.generalEvents).toContain('us-entry');
  });

  it('§7.1.2.1 US entry waits for the U-Boat choice before the next event of the row', () => {
    const st = board({ tiles: { 'u-boats-1': 'belgium', 'u-boats-2': 'france' } });
    roll(st, 17, 6, allBut('us-entry', 'german-bombers')); // 23: … US Entry, German Bombers …
    expect(pending(st)?.kind).toBe('us-entry-u-boat');
    expect(st.loc['german-bombers']).toBe('counter-tray');
    play(st, { type: 'discard-u-boat', tile: 'u-boats-1' });
    expect(st.loc['u-boats-1']).toBe('discarded');
    expect(st.loc['german-bombers']).toBe('germany');
    expect(pending(st)).toBeNull();
  });

  it('§7.1.2.2 §7.1.2.3 §7.1.2.4 §7.1.2.5 Hinden-Luden, Siegfried Line, German Bombers and British Bombers go to Germany', () => {
    const st = freshState();
    roll(st, 12, 5); // 17: Roumania, Hinden-Luden
    expect(st.loc['hinden-luden']).toBe('germany');
    roll(st, 17, 4); // 21: Roumania (done), Siegfried Line, German Bombers, Arab Revolt
    expect(st.loc['siegfried-line']).toBe('germany');
    expect(st.loc['german-bombers']).toBe('germany');
    roll(st, 22, 5); // 27: US entry, British Bombers
    expect(st.loc['british-bombers']).toBe('germany');
  });

  it('§7.1.2.6 French Tank Army: into France the first time it is rolled', () => {
    const st = freshState();
    roll(st, 23, 6, allBut('french-tank-army')); // 29
    expect(st.loc['french-tank-army']).toBe('france');
    expect(st.f.generalEvents).toContain('french-tank-army');
  });

  it('§7.1.2.6 French Tank Army: once removed it comes back on any 29+', () => {
    const st = freshState();
    st.f.generalEvents.push('french-tank-army');
    place(st, { 'french-tank-army': 'counter-tray' }); // it absorbed an attack (§10.6)
    roll(st, 27, 6, allBut()); // 33: Black Day, French Tank Army
    expect(st.loc['french-tank-army']).toBe('france');
    expect(st.loc['special-event']).toBe('special-events:black-day-of-the-army');
  });

  it('§7.1.2.6 French Tank Army still in France: nothing happens', () => {
    const st = freshState();
    st.f.generalEvents.push('french-tank-army');
    place(st, { 'french-tank-army': 'france' });
    const ev = roll(st, 26, 5, allBut()); // 31
    expect(ev.some((e) => e.type === 'move' && e.tile === 'french-tank-army')).toBe(false);
  });

  it('§7.1.2.6 French Tank Army does not deploy into a surrendered France', () => {
    const st = board({ tiles: { 'surrender-france': 'france' } });
    roll(st, 26, 5, allBut('french-tank-army')); // 31
    expect(st.loc['french-tank-army']).toBe('counter-tray');
  });

  it('§7.1.2.7 Nervenkrieg with France and Italy at war discards Hinden-Luden', () => {
    const st = board({ tiles: { 'neutral-italy': 'discarded', 'hinden-luden': 'germany', 'french-tank-army': 'france' } });
    roll(st, 24, 6, allBut('nervenkrieg')); // 30
    expect(st.loc['hinden-luden']).toBe('discarded');
  });

  it('§7.1.2.7 Nervenkrieg with Italy surrendered leaves Hinden-Luden in Germany', () => {
    const st = board({ tiles: { 'neutral-italy': 'discarded', 'surrender-italy': 'italy', 'hinden-luden': 'germany' } });
    roll(st, 24, 6, allBut('nervenkrieg'));
    expect(st.loc['hinden-luden']).toBe('germany');
    expect(st.f.generalEvents).toContain('nervenkrieg'); // it happened, with no effect
  });

  it('§7.1.2.7 Nervenkrieg with Italy still neutral has no effect', () => {
    const st = board({ tiles: { 'hinden-luden': 'germany' } });
    roll(st, 24, 6, allBut('nervenkrieg'));
    expect(st.loc['hinden-luden']).toBe('germany');
  });

  it('§7.1.2.7 Nervenkrieg before Hinden-Luden came: it is discarded so it never comes (our ruling)', () => {
    const st = board({ tiles: { 'neutral-italy': 'discarded' } });
    roll(st, 24, 6, allBut('nervenkrieg', 'hinden-luden')); // row 29–30 has no Hinden-Luden
    expect(st.loc['hinden-luden']).toBe('discarded');
    roll(st, 12, 3); // 15: Hinden-Luden's first roll
    expect(st.loc['hinden-luden']).toBe('discarded');
    expect(st.f.generalEvents).toContain('hinden-luden');
  });
});
