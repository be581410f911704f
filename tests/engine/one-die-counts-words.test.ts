// Issue 32's follow-up, the table companion: two dice that are not summed, entered one at a time. After the first
// die the question says which results the second can still bring and what each does, grouped where they agree,
// and "whatever the second die shows" when all agree:
// - §9.5 / R24 British Bombing under Entente skies and §9.1.5 / R23 the Major Naval Battle against two Cruisers:
//   the lower die counts, so after a first 4 the lower die is 1 to 4;
// - §10.1.1 / R26 the Red Baron: doubles fail and send him turns ahead (R5 past the last turn), otherwise the higher
//   die attacks (R2: a 6 always wins), so after a first 4 the higher die is 4 to 6, or a second 4 is doubles.
// (R41, bombing is not combat, concerns German Bombers and Zeppelins; British Bombing costs RM only.)
// Each roll's words after each first die 1 to 6, and every pair of dice played through the engine does what the
// words said of it.
import { describe, expect, it } from 'vitest';
import { actInPlace, prompt, type GameState } from '../../shared/engine/index.js';
import { eventsOf, play, runPhase } from './helpers.js';
import { airWar, baronOver, navalOnly } from './positions.js';
import { rm } from '../../shared/engine/core/board.js';
import { takeEvents } from '../../shared/engine/core/events.js';
import { leaks } from '../labels/leaks.js';
import { enter, question, wordsFor } from './roll-words-kit.js';

const COMPANION = { options: { myDice: true } } as const;



// ── §9.5 British Bombing ───────────────────────────────────────────────────────────────────────────────

/** Turn 5 under Entente skies with 5 RM, British Bombers in Germany; German Bombers declined first (a decision). */
function bombing(rmHeld = 5): GameState {
  const st = airWar(1, 0, rmHeld, { tiles: { 'british-bombers': 'germany', 'german-bombers': 'germany' }, ...COMPANION });
  runPhase(st, 'naval-air');
  expect(prompt(st)!.kind).toBe('german-bombers');
  actInPlace(st, { type: 'decline' });
  return st;
}

const BOMBING_AFTER: Record<number, string> = {
  1: 'Now the lower die is a 1: Germany loses 2 RM, whatever the second die shows.',
  2: 'Now the lower die is a 1 or 2: Germany loses 2 RM, whatever the second die shows.',
  3: 'Now the lower die is 1 to 3: 1 or 2: Germany loses 2 RM; 3: Germany loses 1 RM.',
  4: 'Now the lower die is 1 to 4: 1 or 2: Germany loses 2 RM; 3 or 4: Germany loses 1 RM.',
  5: 'Now the lower die is 1 to 5: 1 or 2: Germany loses 2 RM; 3 to 5: Germany loses 1 RM.',
  6: 'Now the lower die is 1 to 6: 1 or 2: Germany loses 2 RM; 3 to 5: Germany loses 1 RM; 6: no loss.',
};

describe('§9.5 R24 British Bombing, two dice keeping the lower: after the first, the lower dice still possible', () => {
  it('before any die: the lower die counts, and the whole table', () => {
    expect(question(bombing(), '§9.5')).toBe(
      'British Bombing: roll 2 dice and enter the first. The lower die counts; a 1 or 2: Germany loses 2 RM; 3 to 5: Germany loses 1 RM; a 6: no loss.',
    );
  });

  it.each([1, 2, 3, 4, 5, 6])('§9.5 R24 after a first %i', (first) => {
    const st = bombing();
    enter(st, first);
    const text = question(st, '§9.5');
    expect(text).toBe(`British Bombing: roll 2 dice; the first is ${first}, enter the second. ${BOMBING_AFTER[first]}`);
    expect(leaks('British Bombing', [text])).toEqual([]);
  });

  it('R4: with 1 RM left a 1 or 2 costs the one RM Germany has, and the words say so', () => {
    const st = bombing(1);
    enter(st, 3);
    expect(question(st, '§9.5')).toMatch(/Now the lower die is 1 to 3: 1 or 2: Germany loses 1 RM, all it has \(R4\); 3: Germany loses 1 RM\.$/);
  });

  it('§9.5 R24 the words are true: every pair of dice costs what the second die\'s question said', () => {
    for (let a = 1; a <= 6; a++) {
      for (let b = 1; b <= 6; b++) {
        const st = bombing();
        enter(st, a);
        const said = wordsFor(question(st, '§9.5'), Math.min(a, b));
        enter(st, b);
        expect(said, `${a}, ${b}`).toBe(rm(st) === 5 ? 'no loss' : `Germany loses ${5 - rm(st)} RM`);
      }
    }
  });

  it('§9.5 under German skies one die, the whole table (nothing narrows)', () => {
    const st = airWar(5, 1, 5, { tiles: { 'british-bombers': 'germany', 'german-bombers': 'germany' }, ...COMPANION });
    runPhase(st, 'naval-air');
    actInPlace(st, { type: 'decline' });
    expect(question(st, '§9.5')).toBe('British Bombing: roll 1 die and enter it. A 1 or 2: Germany loses 2 RM; 3 to 5: Germany loses 1 RM; a 6: no loss.');
  });
});

// ── §9.1.5 the Major Naval Battle ──────────────────────────────────────────────────────────────────────

/** Turn `turn`: a runner and the HSF in 2b; the Cruisers Table (1 + 1, two Cruisers) sends both there. */
function navalBattle(turn = 1): GameState {
  const st = navalOnly({ runners: 1, cruisers: 2 }, { turn, ...COMPANION });
  runPhase(st, 'naval-air');
  play(st, { type: 'place-runner', area: '2b' });
  play(st, { type: 'place-hsf', area: '2b' });
  enter(st, 1, 1); // §9.1.2: a total of 2 with two Cruisers: both to 2b
  return st;
}

const ROWS = [
  'the High Seas Fleet is sunk',
  'the Fleet goes 3 turns ahead, to Turn 4',
  'the Fleet goes 2 turns ahead, to Turn 3',
  'a skirmish, nothing happens',
  'British Cruiser 1 goes 2 turns ahead, to Turn 3',
  'British Cruiser 1 goes back into the Chit Cup',
];

describe('§9.1.5 R23 the Major Naval Battle against two Cruisers: after the first die, the lower dice still possible', () => {
  it('before any die: the lower die counts, and the whole table with the turn each ship would come back', () => {
    const text = question(navalBattle(), '§9.1.5');
    expect(text).toBe(`Major Naval Battle in area 2b: roll 2 dice and enter the first. The lower die counts; ${ROWS.map((r, i) => `a ${i + 1}: ${r}`).join('; ')}.`);
  });

  it.each([1, 2, 3, 4, 5, 6])('§9.1.5 R23 after a first %i', (first) => {
    const st = navalBattle();
    enter(st, first);
    const text = question(st, '§9.1.5');
    const left = first === 1 ? `a 1: ${ROWS[0]}, whatever the second die shows` : `${first === 2 ? 'a 1 or 2' : `1 to ${first}`}: ${ROWS.slice(0, first).map((r, i) => `${i + 1}: ${r}`).join('; ')}`;
    expect(text).toBe(`Major Naval Battle in area 2b: roll 2 dice; the first is ${first}, enter the second. Now the lower die is ${left}.`);
    expect(leaks('naval battle', [text])).toEqual([]);
  });

  it('§9.1.5 R23 the words are true: every pair of dice does what the second die\'s question said', () => {
    for (let a = 1; a <= 6; a++) {
      for (let b = 1; b <= 6; b++) {
        const st = navalBattle();
        enter(st, a);
        const said = wordsFor(question(st, '§9.1.5'), Math.min(a, b));
        enter(st, b);
        const done = ROWS.find((row) => row === said)!;
        const where = [st.loc['high-seas-fleet'], st.loc['cruiser-1']];
        const expected = [['discarded', 'sea:2b'], ['calendar:4', 'sea:2b'], ['calendar:3', 'sea:2b'], ['germany', 'sea:2b'], ['germany', 'calendar:3'], ['germany', 'chit-cup']];
        expect(where, `${a}, ${b}: ${done}`).toEqual(expected[ROWS.indexOf(done)]);
      }
    }
  });

  it('R5: near the end a ship sent past the last turn leaves the game, and the words say so', () => {
    const st = navalBattle(25);
    enter(st, 3);
    expect(question(st, '§9.1.5')).toMatch(
      /Now the lower die is 1 to 3: 1: the High Seas Fleet is sunk; 2: the Fleet leaves the game \(3 turns ahead is past the last turn, R5\); 3: the Fleet goes 2 turns ahead, to Turn 27\.$/,
    );
    enter(st, 2);
    expect(st.loc['high-seas-fleet']).toBe('discarded');
  });
});

// ── §10.1.1 the Red Baron ──────────────────────────────────────────────────────────────────────────────

/** Turn `turn`: the Red Baron over the French 2nd Army (strength 4, no DRM: 5 or more wins), his attack asked. */
function baron(turn = 9): GameState {
  const st = baronOver('fr-2', 1, { turn, tracks: { 'rm-coin': 3 }, ...COMPANION });
  runPhase(st, 'cp-attack');
  actInPlace(st, { type: 'red-baron', target: 'fr-2' });
  return st;
}

const WIN = 'the attack wins and sends the French 2nd Army to its Reserves';
const BARON_AFTER: Record<number, string> = {
  1: `Now the higher die is 2 to 6, or doubles: 2 to 4: the attack fails; 5 or 6: ${WIN}; doubles (a second 1): the attack fails and the Red Baron goes 1 turn ahead, to Turn 10.`,
  2: `Now the higher die is 2 to 6, or doubles: 2 to 4: the attack fails; 5 or 6: ${WIN}; doubles (a second 2): the attack fails and the Red Baron goes 2 turns ahead, to Turn 11.`,
  3: `Now the higher die is 3 to 6, or doubles: 3 or 4: the attack fails; 5 or 6: ${WIN}; doubles (a second 3): the attack fails and the Red Baron goes 3 turns ahead, to Turn 12.`,
  4: `Now the higher die is 4 to 6, or doubles: 4: the attack fails; 5 or 6: ${WIN}; doubles (a second 4): the attack fails and the Red Baron goes 4 turns ahead, to Turn 13.`,
  5: `Now the higher die is a 5 or 6, or doubles: 5 or 6: ${WIN}; doubles (a second 5): the attack fails and the Red Baron goes 5 turns ahead, to Turn 14.`,
  6: `Now the higher die is a 6, or doubles: 6: ${WIN}; doubles (a second 6): the attack fails and the Red Baron goes 6 turns ahead, to Turn 15.`,
};

describe('§10.1.1 R26 the Red Baron: after the first die, the higher dice still possible, and doubles', () => {
  it('before any die: doubles, or the higher die attacks', () => {
    expect(question(baron(), '§10.1.1')).toBe(
      'Red Baron attacks French 2nd Army: roll 2 dice and enter the first. Doubles: the attack fails and the Red Baron goes as many turns ahead as one ' +
        'die shows; otherwise the higher die attacks, 5 or more wins, a 1 always fails; a win sends the French 2nd Army to its Reserves.',
    );
  });

  it.each([1, 2, 3, 4, 5, 6])('§10.1.1 R26 after a first %i', (first) => {
    const st = baron();
    enter(st, first);
    const text = question(st, '§10.1.1');
    expect(text).toBe(`Red Baron attacks French 2nd Army: roll 2 dice; the first is ${first}, enter the second. ${BARON_AFTER[first]}`);
    expect(leaks('Red Baron', [text])).toEqual([]);
  });

  it('§10.1.1 R26 R2 the words are true: every pair of dice does what the second die\'s question said', () => {
    for (let a = 1; a <= 6; a++) {
      for (let b = 1; b <= 6; b++) {
        const st = baron();
        enter(st, a);
        const text = question(st, '§10.1.1');
        const said = a === b ? /doubles \(a second \d\): ([^;]+)\.$/.exec(text)![1] : wordsFor(text, Math.max(a, b));
        takeEvents();
        enter(st, b);
        const attack = eventsOf(takeEvents(), 'attack')[0];
        if (a === b) {
          expect(said).toBe(`the attack fails and the Red Baron goes ${a} ${a === 1 ? 'turn' : 'turns'} ahead, to Turn ${9 + a}`);
          expect(st.loc['red-baron']).toBe(`calendar:${9 + a}`);
        } else {
          expect(said, `${a}, ${b}`).toBe(attack.success ? WIN : 'the attack fails');
        }
        expect(st.loc['fr-2'], `${a}, ${b}`).toBe(said === WIN ? 'france-reserves' : 'france');
      }
    }
  });

  it('R5: doubles that send him past the last turn: he leaves the game, and the words say so', () => {
    const st = baron(25);
    enter(st, 4);
    expect(question(st, '§10.1.1')).toMatch(/; doubles \(a second 4\): the attack fails and the Red Baron leaves the game \(4 turns ahead is past the last turn, R5\)\.$/);
    enter(st, 4);
    expect(st.loc['red-baron']).toBe('discarded');
  });
});
