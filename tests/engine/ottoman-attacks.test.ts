// §12.6 Ottoman attacks: targets, Lira, DRMs (§5.3.1.1, §12.6.1), R2, the genocide (§12.6.1), the Siege of Kut
// (§12.6.2) and Kemal (§12.6.3); R35.
import { describe, it, expect } from 'vitest';
import { force, runStack, pending, play, rollThenPlay, eventsOf, allAt, place } from './helpers.js';
import { turkeyAtWar } from './positions.js';
import { pushOttomanAttacks, ottomanTargets } from '../../shared/engine/rules/ottoman-attacks.js';
import { lira } from '../../shared/engine/core/board.js';
import { top } from '../../shared/engine/core/flow.js';
import { applyToTop } from '../../shared/engine/game.js';
import { takeEvents, type GameEvent } from '../../shared/engine/core/events.js';
import type { GameState } from '../../shared/engine/core/state.js';
import { logEntriesOf } from '../../shared/engine/core/log-entry.js';

/** Turkey at war; two Russians in Armenia (with the Armenians tile), two Indians in Mesopotamia; Lira given. */
function battlefield(liraAmount = 3): GameState {
  const russians = allAt(['rus-caucasus', 'rus-cossacks'], 'armenia');
  const st = turkeyAtWar({ tiles: { ...russians, ...allAt(['ind-a', 'ind-b'], 'mesopotamia') }, tracks: { 'lira-coin': liraAmount } });
  pushOttomanAttacks(st, {});
  runStack(st);
  return st;
}

function attacks(events: GameEvent[]): Extract<GameEvent, { type: 'attack' }>[] {
  return eventsOf(events, 'attack');
}

describe('§12.6 Ottoman attacks', () => {
  it('§12.6 targets: any EP army in an Ottoman box but never the last one there, never Reserves', () => {
    const st = battlefield();
    expect(pending(st)?.kind).toBe('near-east:attack');
    expect(pending(st)?.actions).toEqual([
      { type: 'attack', target: 'rus-caucasus' },
      { type: 'attack', target: 'rus-cossacks' },
      { type: 'attack', target: 'ind-a' },
      { type: 'attack', target: 'ind-b' },
      { type: 'done' },
    ]);
    expect(ottomanTargets(st).some((t) => t.target === 'ana')).toBe(false); // alone in Palestine
  });

  it('§12.6 a die above the strength wins: the army returns to its Reserves, 1 Lira spent', () => {
    const st = battlefield();
    place(st, { 'armenians': 'discarded' });
    const events = rollThenPlay(st, [3], { type: 'attack', target: 'rus-caucasus' });
    expect(st.loc['rus-caucasus']).toBe('yerevan');
    expect(lira(st)).toBe(2);
    expect(attacks(events)[0]).toMatchObject({ rule: '§12.6', roll: 3, drm: 0, strength: 2, success: true, kind: 'ottoman', paid: [{ what: 'lira', amount: 1 }] });
    // the other Russian is now the last in Armenia: no longer a target
    expect(pending(st)?.actions.some((a) => a.target === 'rus-cossacks')).toBe(false);
  });

  it('§12.6 a die not above the strength fails', () => {
    const st = battlefield();
    rollThenPlay(st, [3], { type: 'attack', target: 'ind-a' });
    expect(st.loc['ind-a']).toBe('mesopotamia');
    expect(lira(st)).toBe(2);
    expect(pending(st)?.kind).toBe('near-east:attack');
  });

  it('§12.6 R2 a natural 1 always fails', () => {
    const st = battlefield();
    place(st, { 'armenians': 'discarded' });
    const events = rollThenPlay(st, [1], { type: 'attack', target: 'rus-caucasus' });
    expect(attacks(events)[0].success).toBe(false);
    expect(st.loc['rus-caucasus']).toBe('armenia');
  });

  it('§12.6 without Lira only "done" remains and the step ends by itself', () => {
    const st = battlefield(0);
    expect(pending(st)).toBeNull();
    expect(st.stack).toEqual([]);
  });

  it('§12.6 "done" ends the attacks with Lira left', () => {
    const st = battlefield(2);
    play(st, { type: 'done' });
    expect(pending(st)).toBeNull();
    expect(lira(st)).toBe(2);
  });

  it('§12.6 the loop runs until the Lira is spent', () => {
    const st = battlefield(2);
    rollThenPlay(st, [2, 2], { type: 'attack', target: 'ind-a' });
    play(st, { type: 'attack', target: 'ind-a' });
    expect(lira(st)).toBe(0);
    expect(pending(st)).toBeNull();
  });

  it('§5.3.1.1 the MEF in the Gallipoli box gives −1 to Turkish attacks everywhere', () => {
    const st = battlefield();
    place(st, { 'armenians': 'discarded' });
    place(st, { 'gb-mef': 'gallipoli' });
    force(st, [3, 4]);
    const events = [...play(st, { type: 'attack', target: 'rus-caucasus' }), ...play(st, { type: 'attack', target: 'ind-a' })];
    expect(attacks(events).map((a) => [a.drm, a.success])).toEqual([[-1, false], [-1, false]]);
    expect(st.loc['rus-caucasus']).toBe('armenia');
    expect(st.loc['ind-a']).toBe('mesopotamia');
  });

  it('§12.6.1 the Armenians tile gives −1 in Armenia only', () => {
    const st = battlefield();
    force(st, [3, 4]);
    const events = [...play(st, { type: 'attack', target: 'rus-caucasus' }), ...play(st, { type: 'attack', target: 'ind-a' })];
    expect(attacks(events).map((a) => [a.drm, a.success])).toEqual([[-1, false], [0, true]]);
  });

  it('§12.6.1 both DRMs add up (−2) in Armenia', () => {
    const st = battlefield();
    place(st, { 'gb-mef': 'gallipoli' });
    const events = rollThenPlay(st, [4], { type: 'attack', target: 'rus-caucasus' });
    expect(attacks(events)[0]).toMatchObject({ drm: -2, success: false });
  });
});

describe('§12.6.1 Armenian genocide (R35)', () => {
  it('§12.6.1 a successful natural 6 in Armenia discards the Armenians; 2d6 ≤ 3 brings a neutral USA in', () => {
    const st = battlefield();
    force(st, [6, 1, 2]);
    applyToTop(st, { type: 'attack', target: 'rus-caucasus' });
    expect(st.loc['rus-caucasus']).toBe('yerevan');
    expect(st.loc['armenians']).toBe('discarded');
    expect(top(st)?.k).toBe('us-entry');
    const dice = takeEvents().filter((e) => e.type === 'dice');
    expect(dice.map((e) => e.rule)).toEqual(['§12.6', '§12.6.1']);
  });

  it('§12.6.1 the log names the massacre a genocide, not one more tile leaving the game', () => {
    const st = battlefield();
    force(st, [6, 3, 1]);
    applyToTop(st, { type: 'attack', target: 'rus-caucasus' });
    const lines = logEntriesOf(takeEvents()).filter((l) => l.rule === '§12.6.1').map((l) => l.text);
    const massacre = lines.find((t) => t.includes('Armenians tile'));
    expect(massacre).toMatch(/^The Armenian Genocide: /);
    expect(massacre).toContain('massacres and death marches');
    expect(lines.some((t) => t === 'The Armenians leaves the game')).toBe(false);
  });

  it('§12.6.1 2d6 of 4 leaves the USA neutral', () => {
    const st = battlefield();
    force(st, [6, 3, 1]);
    applyToTop(st, { type: 'attack', target: 'rus-caucasus' });
    expect(st.loc['armenians']).toBe('discarded');
    expect(top(st)?.k).toBe('near-east:attack');
  });

  it('§12.6.1 with the USA already at war no second roll is made', () => {
    const st = battlefield();
    st.f.usaAtWar = true;
    const events = rollThenPlay(st, [6], { type: 'attack', target: 'rus-caucasus' });
    expect(st.loc['armenians']).toBe('discarded');
    expect(events.filter((e) => e.type === 'dice')).toHaveLength(1);
  });

  it('§12.6.1 a natural 6 in Armenia after the Armenians are gone rolls nothing more', () => {
    const st = battlefield();
    place(st, { 'armenians': 'discarded' });
    const events = rollThenPlay(st, [6], { type: 'attack', target: 'rus-caucasus' });
    expect(events.filter((e) => e.type === 'dice')).toHaveLength(1);
  });

  it('§12.6.1 a natural 6 outside Armenia leaves the Armenians alone', () => {
    const st = battlefield();
    rollThenPlay(st, [6], { type: 'attack', target: 'ind-a' });
    expect(st.loc['armenians']).toBe('armenia');
  });
});

describe('§12.6.2 Siege of Kut (R35)', () => {
  it('§12.6.2 an Indian beaten in Mesopotamia on a natural 6 offers the Siege of Kut: declare', () => {
    const st = battlefield();
    rollThenPlay(st, [6], { type: 'attack', target: 'ind-a' });
    expect(st.loc['ind-a']).toBe('india');
    expect(pending(st)?.kind).toBe('near-east:siege-of-kut');
    expect(pending(st)?.actions).toEqual([{ type: 'declare' }, { type: 'decline' }]);
    play(st, { type: 'declare' });
    expect(st.loc['siege-of-kut']).toBe('mesopotamia');
    expect(pending(st)?.kind).toBe('near-east:attack');
  });

  it('§12.6.2 the player may decline the Siege of Kut', () => {
    const st = battlefield();
    rollThenPlay(st, [6], { type: 'attack', target: 'ind-a' });
    play(st, { type: 'decline' });
    expect(st.loc['siege-of-kut']).toBe('counter-tray');
  });

  it('§12.6.2 a win on a 5 does not offer the Siege of Kut', () => {
    const st = battlefield();
    rollThenPlay(st, [5], { type: 'attack', target: 'ind-a' });
    expect(st.loc['ind-a']).toBe('india');
    expect(pending(st)?.kind).toBe('near-east:attack');
  });

  it('§12.6.2 once the tile has left the tray it is not offered again', () => {
    const st = battlefield();
    place(st, { 'siege-of-kut': 'discarded' });
    rollThenPlay(st, [6], { type: 'attack', target: 'ind-a' });
    expect(pending(st)?.kind).toBe('near-east:attack');
  });
});

describe('§12.6.3 Kemal (R35)', () => {
  function withKemal(): GameState {
    const st = battlefield();
    place(st, { 'kemal': 'armenia' });
    return st;
  }

  it('§12.6.3 after a failed attack in Armenia Kemal may re-roll it: a success this time', () => {
    const st = withKemal();
    rollThenPlay(st, [2], { type: 'attack', target: 'rus-caucasus' });
    expect(pending(st)?.kind).toBe('near-east:kemal');
    expect(pending(st)?.actions).toEqual([{ type: 'reroll' }, { type: 'accept' }]);
    const events = rollThenPlay(st, [5], { type: 'reroll' });
    expect(st.loc['rus-caucasus']).toBe('yerevan');
    expect(st.f.kemalUsed).toBe(true);
    expect(lira(st)).toBe(2); // the re-roll costs nothing
    expect(attacks(events)[0]).toMatchObject({ rule: '§12.6.3', roll: 5, drm: -1, success: true });
  });

  it('§12.6.3 accepting the failure keeps Kemal for later this turn', () => {
    const st = withKemal();
    rollThenPlay(st, [2], { type: 'attack', target: 'rus-caucasus' });
    play(st, { type: 'accept' });
    expect(st.f.kemalUsed).toBe(false);
    expect(st.loc['rus-caucasus']).toBe('armenia');
    expect(pending(st)?.kind).toBe('near-east:attack');
  });

  it('§12.6.3 only once a turn', () => {
    const st = withKemal();
    rollThenPlay(st, [2, 2, 2], { type: 'attack', target: 'rus-caucasus' });
    play(st, { type: 'reroll' });
    play(st, { type: 'attack', target: 'rus-caucasus' });
    expect(pending(st)?.kind).toBe('near-east:attack');
  });

  it('§12.6.3 not offered after a success (and so never for the genocide 6)', () => {
    const st = withKemal();
    rollThenPlay(st, [4], { type: 'attack', target: 'rus-caucasus' });
    expect(pending(st)?.kind).toBe('near-east:attack');
    const st2 = withKemal();
    st2.f.usaAtWar = true;
    rollThenPlay(st2, [6], { type: 'attack', target: 'rus-caucasus' });
    expect(st2.loc['armenians']).toBe('discarded');
    expect(pending(st2)?.kind).toBe('near-east:attack');
  });

  it('§12.6.3 not offered for attacks outside Armenia, nor without Kemal in Armenia', () => {
    const st = withKemal();
    rollThenPlay(st, [2], { type: 'attack', target: 'ind-a' });
    expect(pending(st)?.kind).toBe('near-east:attack');
    const st2 = battlefield();
    rollThenPlay(st2, [2], { type: 'attack', target: 'rus-caucasus' });
    expect(pending(st2)?.kind).toBe('near-east:attack');
  });

  it('§12.6.3 a re-rolled natural 6 in Armenia still massacres the Armenians (§12.6.1)', () => {
    const st = withKemal();
    st.f.usaAtWar = true;
    rollThenPlay(st, [2], { type: 'attack', target: 'rus-caucasus' });
    rollThenPlay(st, [6], { type: 'reroll' });
    expect(st.loc['armenians']).toBe('discarded');
    expect(st.loc['rus-caucasus']).toBe('yerevan');
  });
});
