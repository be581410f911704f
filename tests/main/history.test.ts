// A campaign's history (issue 12): the position at every step of a whole seeded campaign equals the engine's
// replay of that action prefix, the log is cut there as the live log stood, and turn / phase moves land on
// the first step of a turn or phase.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engine } from '../../main/engine-port.js';
import { CampaignHistory, CHECKPOINT_EVERY } from '../../main/library/history.js';
import type { PlainAction } from '../../shared/engine/index.js';
import { firstStepOfTurn, stepAfter, type StepMark } from '../../shared/history-steps.js';

const golden = JSON.parse(readFileSync(new URL('../golden/armistice-standard.json', import.meta.url), 'utf8')) as { seed: number; options: object; actions: PlainAction[] };
const options = engine.normaliseOptions(golden.options);

describe('CampaignHistory over a whole seeded campaign (the golden standard Armistice)', () => {
  const history = new CampaignHistory(engine, { seed: golden.seed, options, actions: golden.actions });

  it('holds every action, and ends over', () => {
    expect(history.length).toBe(golden.actions.length);
    expect(history.length).toBeGreaterThan(10 * CHECKPOINT_EVERY);
    expect(history.at(history.length).state.over).not.toBeNull();
  });

  it('every step is the engine’s replay of that action prefix, whole state and board', () => {
    for (let n = 0; n <= golden.actions.length; n++) {
      const expected = engine.replay(golden.seed, options, golden.actions.slice(0, n));
      const got = history.at(n);
      expect(got.step).toBe(n);
      expect(got.state, `step ${n}`).toEqual(expected);
      expect(got.view).toEqual(engine.view(expected));
      expect(history.marks[n]).toEqual({ turn: expected.turn, phase: expected.phase });
    }
  });

  it('cuts the log at each step as the live log stood then (replaySteps of the prefix, in words)', () => {
    const whole = engine.replaySteps(golden.seed, options, golden.actions);
    for (const n of [0, 1, 15, 16, 17, 200, golden.actions.length]) {
      const expected = whole.steps.slice(0, n + 1).flatMap((events) => engine.logEntriesOf(events));
      expect(history.logUpTo(n)).toEqual(expected);
      expect(history.lineCountAt(n)).toBe(expected.length);
      expect(history.at(n).events).toEqual(whole.steps[n]);
    }
  });

  it('a step outside the campaign is its nearest end', () => {
    expect(history.at(-3).step).toBe(0);
    expect(history.at(golden.actions.length + 50).step).toBe(golden.actions.length);
    expect(history.actionsUpTo(7)).toEqual(golden.actions.slice(0, 7));
  });

  it('next turn lands on the first step of the following turn; previous turn on the first of the one before', () => {
    const { marks } = history;
    const last = marks.length - 1;
    const t3 = firstStepOfTurn(marks, 3) ?? -1;
    const t4 = firstStepOfTurn(marks, 4) ?? -1;
    expect(t3).toBeGreaterThan(0);
    expect(marks[t3].turn).toBe(3);
    expect(marks[t3 - 1].turn).toBe(2);
    expect(stepAfter(marks, t3, 'next-turn')).toBe(t4);
    expect(stepAfter(marks, t4 + 1, 'previous-turn')).toBe(t3);
    expect(stepAfter(marks, t4, 'previous-turn')).toBe(t3);
    // Walking the whole campaign by turns visits the first step of each turn, in order, then the last step.
    const visited: number[] = [];
    for (let at = 0; ; at = stepAfter(marks, at, 'next-turn')) {
      visited.push(at);
      if (at === last) break;
    }
    const firsts = marks.flatMap((m, i) => (i === 0 || marks[i - 1].turn !== m.turn ? [i] : []));
    expect(visited).toEqual(firsts.at(-1) === last ? firsts : [...firsts, last]);
  });
});

describe('history moves on hand-made marks', () => {
  // Turn 1: phases 7, 7, 9; turn 2: phases 3, 7; turn 3: phase 9.
  const marks: StepMark[] = [[1, 7], [1, 7], [1, 9], [2, 3], [2, 7], [3, 9]].map(([turn, phase]) => ({ turn, phase }));

  it('first / previous / next / last stay inside the campaign', () => {
    expect(stepAfter(marks, 3, 'first')).toBe(0);
    expect(stepAfter(marks, 3, 'last')).toBe(5);
    expect(stepAfter(marks, 0, 'previous')).toBe(0);
    expect(stepAfter(marks, 5, 'next')).toBe(5);
    expect(stepAfter(marks, 2, 'next')).toBe(3);
  });

  it('turns and phases', () => {
    expect(stepAfter(marks, 0, 'next-turn')).toBe(3);
    expect(stepAfter(marks, 4, 'next-turn')).toBe(5);
    expect(stepAfter(marks, 5, 'next-turn')).toBe(5);
    expect(stepAfter(marks, 5, 'previous-turn')).toBe(3);
    expect(stepAfter(marks, 4, 'previous-turn')).toBe(0);
    expect(stepAfter(marks, 1, 'previous-turn')).toBe(0);
    expect(stepAfter(marks, 0, 'next-phase')).toBe(2);
    expect(stepAfter(marks, 2, 'next-phase')).toBe(3);
    expect(stepAfter(marks, 4, 'previous-phase')).toBe(3);
    expect(stepAfter(marks, 3, 'previous-phase')).toBe(2);
    expect(stepAfter(marks, 1, 'previous-phase')).toBe(0);
    expect(firstStepOfTurn(marks, 2)).toBe(3);
    expect(firstStepOfTurn(marks, 4)).toBeNull();
  });
});
