// R35 / R2 (§12.6, §12.6.1, §12.6.2, §12.6.3): a Turkish attack's natural 6 does more than win. In Armenia while the
// Armenians are there it brings the Armenian Genocide (their tile leaves, then two dice for the USA while it is
// neutral); on an Indian army in Mesopotamia while the Siege of Kut is on the tray it lets the player declare the
// Siege. The words of the attack say so where it applies, and only there: the table companion's question for the
// die (issue 32), each choice's odds and the attack question itself. And the words are true: entering the 6 does it.
// No rules edition changed R35 (shared/data/rules-editions.ts), so every edition reads the same words.
import { describe, expect, it } from 'vitest';
import { actInPlace, prompt, type GameState } from '../../shared/engine/index.js';
import { allAt, place, runStack } from './helpers.js';
import { turkeyAtWar } from './positions.js';
import { pushOttomanAttacks } from '../../shared/engine/rules/ottoman-attacks.js';
import { choiceOdds } from '../../shared/engine/odds/index.js';
import { leaks } from '../labels/leaks.js';

const GENOCIDE = 'a 6 also brings the Armenian Genocide (§12.6.1): the Armenians are massacred and their tile leaves the game';
const US_ROLL = 'then two dice are rolled, and a total of 3 or less brings the USA into the war';
const KUT = 'a 6 also lets you declare the Siege of Kut (§12.6.2), which cancels the next Indian deployment into Mesopotamia';

/** Turkey at war: two Russians in Armenia (with the Armenians tile), two Indians and a Briton in Mesopotamia; 3 Lira. */
function battlefield(myDice: boolean, more: Record<string, string> = {}): GameState {
  const tiles = { ...allAt(['rus-caucasus', 'rus-cossacks'], 'armenia'), ...allAt(['ind-a', 'ind-b'], 'mesopotamia'), ...more };
  const st = turkeyAtWar({ tiles, tracks: { 'lira-coin': 3 }, options: myDice ? { myDice: true } : {} });
  pushOttomanAttacks(st, {});
  runStack(st);
  return st;
}

/** The table companion's question for the die of an attack on `target`. */
function dieQuestion(st: GameState, target: string): string {
  actInPlace(st, { type: 'attack', target });
  const p = prompt(st)!;
  expect(p.kind).toBe('enter-dice');
  return p.text;
}

/** The odds words of the attack on `target` (the board's tooltip, the terminal's line). */
function choiceWords(st: GameState, target: string): string {
  const p = prompt(st)!;
  const i = p.actions.findIndex((a) => a.type === 'attack' && a.target === target);
  return choiceOdds(st, p)[i]!.text;
}

describe('R35: the words of a Turkish attack say what a natural 6 sets off', () => {
  it('§12.6.1 in Armenia with the Armenians there: the die\'s question names the Genocide and the USA\'s two dice', () => {
    const text = dieQuestion(battlefield(true), 'rus-caucasus');
    expect(text).toBe(
      'Turkish attack on the Russian Caucasus Army: roll 1 die and enter it. 4 or more wins, a 1 always fails; a win sends the Russian Caucasus Army ' +
        `to its Reserves; ${GENOCIDE}; ${US_ROLL}.`,
    );
    expect(leaks('Turkish six', [text])).toEqual([]);
  });

  it('§12.6.1 with the USA already at war: the Genocide is named, no roll for the USA promised', () => {
    const st = battlefield(true);
    st.f.usaAtWar = true;
    const text = dieQuestion(st, 'rus-caucasus');
    expect(text).toContain(GENOCIDE);
    expect(text).not.toContain('USA');
  });

  it('§12.6.1 once the Armenians are gone, a 6 in Armenia is only a win', () => {
    const st = battlefield(true, { armenians: 'discarded' });
    expect(dieQuestion(st, 'rus-caucasus')).not.toMatch(/a 6 also|Genocide/);
  });

  it('§12.6.2 an Indian army in Mesopotamia while the Siege of Kut is on the tray: the question names the Siege', () => {
    expect(dieQuestion(battlefield(true), 'ind-a')).toContain(KUT);
  });

  it('§12.6.2 not once the Siege of Kut has been declared; nothing more for a 6 in Palestine', () => {
    expect(dieQuestion(battlefield(true, { 'siege-of-kut': 'discarded' }), 'ind-a')).not.toMatch(/a 6 also|Kut/);
    const st = battlefield(true, allAt(['gb-xx-corps', 'za-saoef'], 'palestine'));
    expect(dieQuestion(st, 'za-saoef')).not.toMatch(/a 6 also|Kut|Genocide/);
  });

  it('§12.6.3 Kemal\'s re-roll in Armenia asks with the same words', () => {
    const st = battlefield(true, { kemal: 'armenia' });
    dieQuestion(st, 'rus-caucasus');
    actInPlace(st, { type: 'enter-die', face: 2 }); // fails: Kemal may roll again
    expect(prompt(st)!.kind).toBe('near-east:kemal');
    actInPlace(st, { type: 'reroll' });
    const p = prompt(st)!;
    expect(p.rule).toBe('§12.6.3');
    expect(p.text).toContain(`${GENOCIDE}; ${US_ROLL}`);
  });

  it('the words are true: entering the 6 brings the Genocide and then asks for the USA\'s two dice', () => {
    const st = battlefield(true);
    dieQuestion(st, 'rus-caucasus');
    actInPlace(st, { type: 'enter-die', face: 6 });
    expect(st.loc['armenians']).toBe('armenia'); // the action is still being tried: the board moves once it runs through
    const p = prompt(st)!;
    expect(p).toMatchObject({ kind: 'enter-dice', rule: '§12.6.1' });
    expect(p.text).toMatch(/^American outrage at the Armenian massacre: roll 2 dice and enter the first\./);
    // The two dice entered one at a time: after the first, only the totals it leaves (issue 32's follow-up).
    actInPlace(st, { type: 'enter-die', face: 2 });
    expect(prompt(st)!.text).toBe(
      'American outrage at the Armenian massacre: roll 2 dice; the first is 2, enter the second. Now a total of 3 to 8: ' +
        '3: the USA enters the war; 4 to 8: it stays neutral.',
    );
    actInPlace(st, { type: 'enter-die', face: 1 });
    expect(st.loc['armenians']).toBe('discarded');
    expect(st.f.usaAtWar).toBe(true); // a total of 3: the USA enters the war (§8.6), as the words said
  });

  it('the words are true: entering the 6 on an Indian army offers the Siege of Kut', () => {
    const st = battlefield(true);
    dieQuestion(st, 'ind-a');
    actInPlace(st, { type: 'enter-die', face: 6 });
    expect(prompt(st)!.kind).toBe('near-east:siege-of-kut');
  });

  it('each choice\'s odds say it where it applies, and only there', () => {
    const st = battlefield(false);
    expect(choiceWords(st, 'rus-caucasus')).toBe(`needs 4+: 50 % — the Armenians −1 §12.6.1; ${GENOCIDE}; ${US_ROLL}`);
    expect(choiceWords(st, 'ind-a')).toMatch(new RegExp(`; ${KUT.replace(/[()]/g, '\\$&')}$`));
    place(st, { armenians: 'discarded', 'siege-of-kut': 'discarded' });
    expect(choiceWords(st, 'rus-caucasus')).not.toMatch(/a 6 also/);
    expect(choiceWords(st, 'ind-a')).not.toMatch(/a 6 also/);
  });

  it('the attack question says what a 6 would set off among the armies open to attack, and nothing once none would', () => {
    const st = battlefield(false);
    expect(prompt(st)!.text).toBe(
      'Turkish attacks: 3 Lira. Pick an EP army in an Ottoman box to attack for 1 Lira, or finish. A 6 in Armenia also brings the ' +
        'Armenian Genocide (§12.6.1); a 6 on an Indian army in Mesopotamia lets you declare the Siege of Kut (§12.6.2).',
    );
    place(st, { armenians: 'discarded' });
    expect(prompt(st)!.text).toMatch(/finish\. A 6 on an Indian army in Mesopotamia lets you declare the Siege of Kut \(§12\.6\.2\)\.$/);
    place(st, { 'siege-of-kut': 'discarded' });
    expect(prompt(st)!.text).toBe('Turkish attacks: 3 Lira. Pick an EP army in an Ottoman box to attack for 1 Lira, or finish.');
  });
});
