// The table companion (issue 32, core/entries.ts): with "I roll the dice myself" / "I draw the chits myself" every
// die and every cup draw of the rules is asked of the player, answered like a decision, and the campaign's action
// list (decisions and entries) replays it exactly.
import { describe, expect, it } from 'vitest';
import {
  act, actInPlace, branchWithFreshDice, canUndo, DEFAULT_OPTIONS, IllegalActionError, newGame, prompt, replay, replaySteps, undo,
  type Action, type GameState, type Options,
} from '../../shared/engine/index.js';
import { setupState, advance } from '../../shared/engine/game.js';
import { pushTurnLoop } from '../../shared/engine/rules/sequence-of-play.js';
import { choiceLabels } from '../../shared/labels/action-words.js';
import { view } from '../../shared/engine/index.js';

/** A little generator for the scripted player (its own, so the test does not lean on the engine's dice). */
function coin(seed: number): (n: number) => number {
  let x = seed >>> 0;
  return (n) => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return (x >>> 16) % n;
  };
}

interface Played {
  readonly state: GameState;
  readonly actions: Action[];
  readonly asked: { dice: number; draws: number };
}

/** A scripted player: a random legal decision each time, a random face or tile for every question. */
function playScripted(seed: number, options: Partial<Options>, limit = 20000): Played {
  const st = newGame({ seed, options });
  const pick = coin(seed * 7 + 1);
  const actions: Action[] = [];
  const asked = { dice: 0, draws: 0 };
  while (st.over === null && actions.length < limit) {
    const p = prompt(st);
    if (p === null) break;
    expect(p.actions.length, p.text).toBeGreaterThan(0);
    if (p.kind === 'enter-dice') asked.dice++;
    if (p.kind === 'enter-draw') asked.draws++;
    const a = p.actions[pick(p.actions.length)];
    actInPlace(st, a);
    actions.push(a);
  }
  return { state: st, actions, asked };
}

/** The same campaign without the companion, every entered result forced instead (state.forced, core/random.ts). */
function playForced(seed: number, played: Played): GameState {
  const dice = played.actions.flatMap((a) => (a.type === 'enter-die' ? [a.face] : []));
  const draws = played.actions.flatMap((a) => (a.type === 'enter-tile' ? [a.tile] : []));
  const st = setupState({ seed });
  st.forced.dice.push(...dice);
  st.forced.draws.push(...draws);
  pushTurnLoop(st, {});
  advance(st);
  for (const a of played.actions) if (a.type !== 'enter-die' && a.type !== 'enter-tile') actInPlace(st, a);
  expect(st.forced.dice).toEqual([]);
  expect(st.forced.draws).toEqual([]);
  return st;
}

const BOTH = { myDice: true, myChits: true } as const;

describe('the table companion: the player rolls and draws (issue 32)', () => {
  it('an ordinary campaign keeps its options as they were: the switches are saved only when on', () => {
    expect(newGame({ seed: 3 }).options).toEqual(DEFAULT_OPTIONS);
    expect(newGame({ seed: 3, options: { myDice: false } }).options).toEqual(DEFAULT_OPTIONS);
    expect(newGame({ seed: 3, options: BOTH }).options).toEqual({ ...DEFAULT_OPTIONS, ...BOTH });
    expect(() => newGame({ seed: 3, options: { myDice: 'yes' } as unknown as Options })).toThrow(IllegalActionError);
  });

  it('§7.1: the first roll of the campaign is asked in plain words, with the faces 1 to 6 as answers', () => {
    const st = newGame({ seed: 7, options: { myDice: true } });
    const p = prompt(st)!;
    expect(p.kind).toBe('enter-dice');
    expect(p.rule).toBe('§7.1');
    expect(p.text).toBe('Berliner Tageblatt: roll 1 die and enter it. The die plus the turn (1) picks the row of the Tageblatt table, 2 to 7.');
    expect(choiceLabels(p, view(st))).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(() => actInPlace(st, { type: 'enter-die', face: 7 })).toThrow(IllegalActionError);
  });

  it('§9.1.2: a roll of two dice is entered one die after the other, the first one named', () => {
    const st = newGame({ seed: 7, options: { myDice: true } });
    actInPlace(st, { type: 'enter-die', face: 4 });
    actInPlace(st, prompt(st)!.actions[0]); // Blockade Runner 1 to a sea area
    expect(prompt(st)!.text).toMatch(/^British Cruisers Table \(1 Cruiser\): roll 2 dice and enter the first\. The total sends the Cruisers to these sea areas: 2: 2a; .+; two in one area sink the Blockade Runners there \(§9\.1\.3\)\.$/);
    actInPlace(st, { type: 'enter-die', face: 2 });
    // After the first die, only the totals still possible, each with its sea area (issue 32's follow-up).
    expect(prompt(st)!.text).toBe(
      'British Cruisers Table (1 Cruiser): roll 2 dice; the first is 2, enter the second. Now a total of 3 to 8: 3: the Cruisers go to 2b; ' +
        '4 to 6: the Cruisers go to 3; 7 or 8: the Cruisers go to 4; two in one area sink the Blockade Runners there (§9.1.3).',
    );
    expect(prompt(st)!.rule).toBe('§9.1.2');
  });

  it('§10.1: an attack whose die is entered gives the same result as the same die forced', () => {
    // Both campaigns to the first Central Powers attack decision, the companion's with entered dice.
    const seed = 11;
    const companion = newGame({ seed, options: BOTH });
    const pick = coin(5);
    const actions: Action[] = [];
    while (prompt(companion)!.kind !== 'cp-attack') {
      const p = prompt(companion)!;
      const a = p.actions[pick(p.actions.length)];
      actInPlace(companion, a);
      actions.push(a);
    }
    const target = prompt(companion)!.actions.find((a) => a.type === 'attack' && 'pay' in a && a.pay === 'rm')!;
    const forced = playForced(seed, { state: companion, actions, asked: { dice: 0, draws: 0 } });
    for (const face of [1, 6]) {
      const asked = act(companion, target);
      expect(prompt(asked.state)!.kind).toBe('enter-dice');
      expect(prompt(asked.state)!.rule).toBe('§10.1');
      expect(asked.events).toEqual([]); // nothing happens before the die is entered
      // What the die must show, and the attack's own verdict agrees with it for the face entered.
      const need = / (\d) or more wins, a 1 always fails; a win (?:sends|removes) .+\.$| Only a 6 wins; a win .+\.$| Anything but a 1 wins; a win .+\.$/.exec(prompt(asked.state)!.text);
      expect(need, prompt(asked.state)!.text).not.toBeNull();
      const least = need![1] !== undefined ? Number(need![1]) : need![0].includes('Only') ? 6 : 2;
      const entered = act(asked.state, { type: 'enter-die', face });
      const f = { ...forced, forced: { dice: [face], draws: [] } };
      const rolled = act(f, target);
      const attack = (evs: typeof rolled.events) => evs.find((e) => e.type === 'attack');
      expect(attack(entered.events)).toEqual(attack(rolled.events));
      expect(attack(entered.events)).toMatchObject({ roll: face, success: face >= least });
      expect(entered.state.loc).toEqual(rolled.state.loc);
    }
  });

  it('§4.1: the Turn Chit draw is asked with the tiles still in the cup, by printed name, and the entered tile is drawn', () => {
    const pick = coin(9);
    const st = newGame({ seed: 5, options: { myChits: true } });
    while (prompt(st)!.kind !== 'enter-draw') {
      const p = prompt(st)!;
      actInPlace(st, p.actions[pick(p.actions.length)]);
    }
    const p = prompt(st)!;
    expect(p.rule).toBe('§4.1');
    const labels = choiceLabels(p, view(st));
    expect(labels.length).toBeGreaterThan(1);
    expect(labels.every((l) => /^Turn Chit #\d+$/.test(l) || /^British Cruiser \d$/.test(l))).toBe(true);
    expect(p.text).toBe(`Draw from the Chit Cup and say which tile came out (${p.actions.length} tiles are still in it).`);
    const chosen = p.actions[p.actions.length - 1];
    const after = act(st, chosen);
    expect(after.events.find((e) => e.type === 'draw')).toMatchObject({ type: 'draw', rule: '§4.1', tile: (chosen as { tile: string }).tile });
  });

  it('an entered die can be corrected (undone) until the next entry or decision, which fixes it', () => {
    const pick = coin(3);
    const st = newGame({ seed: 21, options: BOTH });
    const actions: Action[] = [];
    const play = (a: Action) => {
      actInPlace(st, a);
      actions.push(a);
    };
    while (prompt(st)!.kind !== 'cp-attack') play(prompt(st)!.actions[pick(prompt(st)!.actions.length)]);
    play(prompt(st)!.actions.find((a) => a.type === 'attack')!);
    play({ type: 'enter-die', face: 2 });
    expect(prompt(st)!.kind).toBe('cp-attack');
    expect(canUndo(st)).toBe(true);
    const back = undo(st, actions);
    expect(prompt(back)!.kind).toBe('enter-dice'); // asked again: enter the right face
    play(prompt(st)!.actions.find((a) => a.type === 'done')!);
    // The next decision fixed the die: undo goes no further back than it.
    const later = replay(21, st.options, actions);
    expect(later.floor).toBeGreaterThanOrEqual(actions.length - 1);
  });

  it('an entry after which the Entente\'s phases ran can still be corrected; the next entry fixes it (issue 32)', () => {
    // §7.1: the Tageblatt die starts the campaign; with both switches on, every phase up to the next question runs
    // on entered results alone, so nothing the app rolled stands in the way of taking it back.
    const st = newGame({ seed: 7, options: BOTH });
    const phase = st.phase;
    actInPlace(st, { type: 'enter-die', face: 4 });
    expect(st.phase).not.toBe(phase); // the Tageblatt phase is over
    expect(canUndo(st)).toBe(true);
    const back = undo(st, [{ type: 'enter-die', face: 4 }]);
    expect(prompt(back)).toMatchObject({ kind: 'enter-dice', rule: '§7.1' });
    actInPlace(back, { type: 'enter-die', face: 6 }); // the corrected die
    expect(back.f.lastTageblatt).toBe(7);
    const next = prompt(back)!;
    actInPlace(back, next.actions[0]);
    // The next entry or decision fixed the Tageblatt die: only that last move may be taken back now.
    expect(back.floor).toBeGreaterThanOrEqual(1);
  });

  it('a branch with fresh dice (the advisor) never asks: it rolls its own', () => {
    const st = newGame({ seed: 7, options: BOTH });
    actInPlace(st, { type: 'enter-die', face: 4 });
    const branch = branchWithFreshDice(st, 99);
    let n = 0;
    while (branch.over === null && n++ < 3000) {
      const p = prompt(branch)!;
      expect(p.kind.startsWith('enter-')).toBe(false);
      actInPlace(branch, p.actions[0]);
    }
    expect(branch.over).not.toBeNull();
  });

  for (const options of [BOTH, { myDice: true }, { myChits: true }] as const) {
    it(`a scripted player entering ${Object.keys(options).join(' and ')} finishes whole campaigns, and replay reproduces the board`, () => {
      for (const seed of [1, 2, 3, 4]) {
        const played = playScripted(seed, options);
        expect(played.state.over, `seed ${seed}`).not.toBeNull();
        if ('myDice' in options) expect(played.asked.dice).toBeGreaterThan(0);
        if ('myChits' in options) expect(played.asked.draws).toBeGreaterThan(0);
        const again = replay(seed, played.state.options, played.actions);
        expect(again).toEqual(played.state);
        const steps = replaySteps(seed, played.state.options, played.actions);
        expect(steps.illegalAt).toBeNull();
        expect(steps.state).toEqual(played.state);
        if (options === BOTH) {
          // With both on the app rolls nothing: the same decisions with the results forced give the same board.
          const forced = playForced(seed, played);
          expect(forced.loc).toEqual(played.state.loc);
          expect(forced.f).toEqual(played.state.f);
          expect(forced.over).toEqual(played.state.over);
        }
      }
    });
  }
});
