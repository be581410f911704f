// §12.0, §12.1, §8.1 when the Near East Phase runs; §12.4 deployments (R33, §12.4.1, §12.6.2); §12.5 income; §12.7.
import { describe, it, expect } from 'vitest';
import { board, force, runPhase, pending, play, at, allAt, place } from './helpers.js';
import { LIRA_CHIT_IDS } from '../../shared/data/tiles.js';
import { turkeyAtWar as atWar } from './positions.js';
import { lira } from '../../shared/engine/core/board.js';
import type { GameState } from '../../shared/engine/core/state.js';
import { logEntriesOf } from '../../shared/engine/core/log-entry.js';

/** Runs the phase with the §12.3 roll of ind-d missing (1+1) and the §12.4 roll given. */
function deployRoll(st: GameState, roll: number): ReturnType<typeof runPhase> {
  return runPhase(st, 'near-east', [1, 1, roll]);
}

describe('§12.0 / §12.1 / §8.1 when the phase is played', () => {
  it('§12.0 nothing happens while Turkey is neutral', () => {
    const st = board({ turn: 8 });
    const events = runPhase(st, 'near-east');
    expect(events.some((e) => e.type === 'dice')).toBe(false);
    expect(events.some((e) => e.type === 'skipped' && e.skip === 'near-east-neutral' && e.rule === '§12.0')).toBe(true);
    expect(pending(st)).toBeNull();
    expect(st.stack).toEqual([]);
  });

  it('§12.1 nothing happens on a Summer turn', () => {
    const st = atWar({ turn: 6, tracks: { 'rm-coin': 3 } }); // MJ 1915
    const events = runPhase(st, 'near-east');
    expect(events.some((e) => e.type === 'dice')).toBe(false);
    expect(events.some((e) => e.type === 'skipped' && e.skip === 'near-east-summer' && e.rule === '§12.1')).toBe(true);
    expect(pending(st)).toBeNull();
  });

  it('§8.1 the turn Turkey entered is played even in Summer (R17)', () => {
    const st = atWar({ turn: 6, flags: { turkeyEnteredThisTurn: true } });
    const events = deployRoll(st, 3);
    expect(events.filter((e) => e.type === 'dice').map((e) => e.rule)).toEqual(['§12.3', '§12.4']);
    expect(st.loc['ind-a']).toBe('mesopotamia');
    expect(pending(st)?.kind).toBe('near-east:lira');
  });

  it('§12.7 after the surrender the phase still skips Summer', () => {
    const st = atWar({ turn: 7, tiles: { 'surrender-ottoman': 'ottoman-turkey' } });
    const events = runPhase(st, 'near-east');
    expect(events.some((e) => e.type === 'dice')).toBe(false);
    expect(pending(st)).toBeNull();
  });

  it('§12.7 after the surrender only §12.2–§12.3 are played: no deployment, income or attacks', () => {
    const tiles = { 'surrender-ottoman': 'ottoman-turkey', 'rus-caucasus': 'armenia', 'rus-cossacks': 'armenia' };
    const st = atWar({ tracks: { 'lira-coin': 5 }, tiles });
    const events = runPhase(st, 'near-east', [2, 3]);
    expect(events.filter((e) => e.type === 'dice').map((e) => e.rule)).toEqual(['§12.3']);
    expect(pending(st)).toBeNull();
    expect(lira(st)).toBe(5);
  });
});

describe('§12.4 EP deployments into the Near East', () => {
  /** R33: a theatre with four EP armies. */
  const fourRussiansInArmenia = allAt(['rus-caucasus', 'rus-cossacks', 'rus-kars', 'rus-turkestan'], 'armenia');

  it('§12.4 example: a 3 sends nothing to Armenia, one Indian to Mesopotamia, one British to Palestine (ANA up)', () => {
    const st = atWar({ flags: { anaFaceUp: true } });
    deployRoll(st, 3);
    expect(at(st, 'yerevan')).toHaveLength(4);
    expect(at(st, 'armenia')).toEqual(['armenians']);
    expect(st.loc['ind-a']).toBe('mesopotamia');
    expect(st.loc['gb-lawrence']).toBe('palestine');
    expect(at(st, 'egypt')).toEqual(['gb-xx-corps', 'za-saoef']);
  });

  it('§12.4.1 Palestine takes nothing while the ANA is face down', () => {
    const st = atWar();
    deployRoll(st, 3);
    expect(at(st, 'egypt')).toEqual(['gb-lawrence', 'gb-xx-corps', 'za-saoef']);
    expect(at(st, 'palestine')).toEqual(['ana']);
    expect(st.loc['ind-a']).toBe('mesopotamia');
  });

  it('§12.4 a 1 sends only a Russian to Armenia (strongest, ties in roster order R1)', () => {
    const st = atWar({ flags: { anaFaceUp: true } });
    deployRoll(st, 1);
    expect(st.loc['rus-caucasus']).toBe('armenia');
    expect(at(st, 'india')).toEqual(['ind-a', 'ind-b', 'ind-c']);
    expect(at(st, 'egypt')).toHaveLength(3);
  });

  it('§12.4 a 6 deploys into all three theatres', () => {
    const st = atWar({ flags: { anaFaceUp: true } });
    deployRoll(st, 6);
    expect(st.loc['rus-caucasus']).toBe('armenia');
    expect(st.loc['ind-a']).toBe('mesopotamia');
    expect(st.loc['gb-lawrence']).toBe('palestine');
  });

  it('§12.4 after Russia surrendered, Armenia takes the strongest "A" unit from Yerevan (§15.1.5)', () => {
    const russians = allAt(['rus-caucasus', 'rus-cossacks', 'rus-kars', 'rus-turkestan'], 'discarded');
    const aUnits = { 'am-1-rifles': 'armenia', ...allAt(['am-2-rifles', 'assyrians', 'dunsterforce'], 'yerevan') };
    const st = atWar({ flags: { russiaSurrendered: true }, tiles: { ...russians, ...aUnits } });
    deployRoll(st, 1);
    expect(st.loc['am-2-rifles']).toBe('armenia');
    expect(at(st, 'yerevan')).toEqual(['assyrians', 'dunsterforce']);
  });

  it('§12.4 empty Reserves deploy nothing', () => {
    const st = atWar({ tiles: allAt(['ind-a', 'ind-b', 'ind-c'], 'german-east-africa') });
    runPhase(st, 'near-east', [1, 1, 1, 1, 1, 1, 4]); // four Indians in East Africa miss, then a 4
    expect(at(st, 'mesopotamia')).toEqual([]);
    expect(st.loc['rus-caucasus']).toBe('armenia');
    expect(pending(st)?.kind).toBe('near-east:lira');
  });

  it('§12.4 R33: a roll selecting a theatre with four EP armies surrenders Turkey and ends the phase', () => {
    const st = atWar({ tiles: fourRussiansInArmenia, tracks: { 'lira-coin': 3 } });
    const events = deployRoll(st, 4); // Armenia first, then Mesopotamia would follow
    expect(events.some((e) => e.rule === 'R33')).toBe(true);
    expect(st.loc['surrender-ottoman']).toBe('ottoman-turkey'); // §12.7
    expect(st.loc['ind-a']).toBe('india'); // the phase stopped at Armenia
    expect(pending(st)).toBeNull();
    expect(st.stack).toEqual([]);
    expect(lira(st)).toBe(3);
  });

  it('§12.4 R33 does not fire for a theatre the roll does not select', () => {
    const st = atWar({ tiles: fourRussiansInArmenia });
    const events = deployRoll(st, 3);
    expect(events.some((e) => e.rule === 'R33')).toBe(false);
    expect(st.loc['ind-a']).toBe('mesopotamia');
    expect(pending(st)?.kind).toBe('near-east:lira');
  });

  it('§12.6.2 the Siege of Kut absorbs the next Indian deployment and is discarded', () => {
    const st = atWar({ tiles: { 'ind-b': 'mesopotamia', 'siege-of-kut': 'mesopotamia' } });
    deployRoll(st, 3);
    expect(st.loc['ind-a']).toBe('india');
    expect(st.loc['siege-of-kut']).toBe('discarded');
    deployRoll(st, 3);
    expect(st.loc['ind-a']).toBe('mesopotamia');
  });
});

describe('§12.5 Ottoman income', () => {
  it('§12.5 drawing a Lira chit adds its value and the chit leaves the game', () => {
    const st = atWar();
    place(st, { 'ind-b': 'mesopotamia' }); // with ind-a deployed, Mesopotamia has a target
    deployRoll(st, 3);
    expect(pending(st)?.actions).toEqual([{ type: 'draw' }, { type: 'decline' }]);
    force(st, [], ['lira-chit-15']); // value 4
    play(st, { type: 'draw' });
    expect(lira(st)).toBe(4);
    expect(st.loc['lira-chit-15']).toBe('discarded');
    expect(pending(st)?.kind).toBe('near-east:attack');
  });

  it('§12.5 income is capped at 12 (R4)', () => {
    const st = atWar({ tracks: { 'lira-coin': 10 } });
    deployRoll(st, 3);
    force(st, [], ['lira-chit-18']); // value 5
    play(st, { type: 'draw' });
    expect(lira(st)).toBe(12);
  });

  it('§12.5 declining draws nothing', () => {
    const st = atWar();
    deployRoll(st, 3);
    const events = play(st, { type: 'decline' });
    expect(events.some((e) => e.type === 'draw')).toBe(false);
    expect(at(st, 'lira-cup')).toHaveLength(18);
    expect(lira(st)).toBe(0);
    expect(pending(st)).toBeNull(); // no Lira: the attack step has only "done"
  });

  it('§12.5 / §12.6 with only last armies in the Ottoman boxes the draw says no attack is possible and Lira are lost (§14.1)', () => {
    const st = atWar();
    deployRoll(st, 3); // Armenia empty, the Indian alone in Mesopotamia, the ANA alone in Palestine
    const prompt = pending(st);
    expect(prompt?.kind).toBe('near-east:lira');
    expect(prompt?.text).toContain('no Turkish attack is possible');
    expect(prompt?.text).toContain('lost at the end of the turn (§14.1)');
    const events = play(st, { type: 'decline' });
    const why = events.find((e) => e.type === 'skipped' && e.skip === 'ottoman-no-attack');
    expect(why).toMatchObject({ rule: '§12.6', reason: 'no-target' });
    const sentence = logEntriesOf(events).find((l) => l.rule === '§12.6')?.text ?? '';
    expect(sentence).toContain('every Ottoman box holds only its last EP army');
    expect(sentence).not.toContain('not enough');
  });

  it('§12.5 with an army the Turks may attack the draw asks plainly', () => {
    const st = atWar();
    place(st, { 'ind-b': 'mesopotamia' });
    deployRoll(st, 3);
    expect(pending(st)?.text).toBe('Turkey holds out this turn. Draw a Lira chit from the cup for Ottoman funds, or not?');
    const events = play(st, { type: 'decline' });
    expect(events.find((e) => e.type === 'skipped' && e.skip === 'ottoman-no-attack')).toMatchObject({ reason: 'no-lira' });
  });

  it('§12.5 an empty Lira cup leaves only declining, taken without asking', () => {
    const st = atWar();
    place(st, allAt(LIRA_CHIT_IDS, 'discarded'));
    deployRoll(st, 3);
    expect(pending(st)).toBeNull();
  });
});
