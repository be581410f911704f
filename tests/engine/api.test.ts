// The engine's public API (docs/architecture.md "The engine": API): act() never changes the state it is given, rejects
// anything not legal with a clear error, and a campaign played through act() equals its replay.
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { newGame, startGame, prompt, act, replay, replaySteps, undo, canUndo, IllegalActionError, legalActions, type Options } from '../../shared/engine/index.js';
import { greedyPolicy } from '../../tools/policy.js';

interface Golden {
  readonly seed: number;
  readonly options: Partial<Options>;
  readonly actions: unknown[];
}

const goldenDir = new URL('../golden/', import.meta.url);
const goldenFiles = readdirSync(goldenDir).filter((f) => f.endsWith('.json')).sort();

function golden(file: string): Golden {
  return JSON.parse(readFileSync(new URL(file, goldenDir), 'utf8')) as Golden;
}

/** The events act() returns for action i of a campaign, from the position its replay reaches. */
function actEvents(g: Golden, i: number): unknown[] {
  return act(replay(g.seed, g.options, g.actions.slice(0, i)), g.actions[i]).events;
}

describe('engine API', () => {
  it('act() leaves the given state untouched and returns a new one', () => {
    const st = newGame({ seed: 3 });
    const before = JSON.stringify(st);
    const p = prompt(st);
    expect(p).not.toBeNull();
    const { state } = act(st, p!.actions[0]);
    expect(JSON.stringify(st)).toBe(before);
    expect(state).not.toBe(st);
    expect(state.actionCount).toBe(1);
  });

  it('an illegal or malformed action is refused with a clear error and the state is unchanged', () => {
    const st = newGame({ seed: 3 });
    const before = JSON.stringify(st);
    expect(() => act(st, { type: 'attack', target: 'fr-2', pay: 'rm' })).toThrow(IllegalActionError);
    expect(() => act(st, { type: 'attack', target: 'fr-2', pay: 'rm' })).toThrow(/not legal now/);
    expect(() => act(st, null)).toThrow(/JSON object/);
    expect(() => act(st, { type: 'done', extra: { nested: true } })).toThrow(/string, number or boolean/);
    expect(JSON.stringify(st)).toBe(before);
  });

  it('a whole campaign played through act() ends in exactly the state its replay reaches', () => {
    let st = newGame({ seed: 9 });
    const policy = greedyPolicy(9);
    const actions: unknown[] = [];
    for (let p = prompt(st); p !== null; p = prompt(st)) {
      const a = policy(st, p);
      st = act(st, a).state;
      actions.push(a);
      expect(legalActions(st)).toEqual(prompt(st)?.actions ?? []);
    }
    expect(st.over).not.toBeNull();
    expect(JSON.stringify(replay(9, {}, actions))).toBe(JSON.stringify(st));
  });

  it('undo goes back exactly one action above the floor and refuses at the floor', () => {
    let st = newGame({ seed: 5 });
    const actions: unknown[] = [];
    // Play until an action can be taken back (a choice that rolled nothing, e.g. placing a runner).
    for (let i = 0; i < 200 && !canUndo(st); i++) {
      const a = prompt(st)!.actions[0];
      st = act(st, a).state;
      actions.push(a);
    }
    expect(canUndo(st)).toBe(true);
    const back = undo(st, actions);
    expect(JSON.stringify(back)).toBe(JSON.stringify(replay(5, {}, actions.slice(0, -1))));
    expect(back.actionCount).toBe(st.actionCount - 1);
    if (!canUndo(back)) expect(() => undo(back, actions.slice(0, -1))).toThrow(IllegalActionError);
  });
});

describe('replaySteps: a replay that keeps each action\'s events', () => {
  for (const file of goldenFiles) {
    it(`${file}: the final state equals replay(), one step per action plus the start`, () => {
      const g = golden(file);
      const r = replaySteps(g.seed, g.options, g.actions);
      expect(r.illegalAt).toBeNull();
      expect(r.error).toBeNull();
      expect(r.state.over).not.toBeNull();
      expect(JSON.stringify(r.state)).toBe(JSON.stringify(replay(g.seed, g.options, g.actions)));
      expect(r.steps).toHaveLength(g.actions.length + 1);
    });
  }

  it('steps[0] are the events of startGame; step i those act() returns for action i-1', () => {
    const g = golden('defeat-standard.json');
    const { steps } = replaySteps(g.seed, g.options, g.actions);
    expect(steps[0].length).toBeGreaterThan(0);
    expect(steps[0]).toEqual(startGame({ seed: g.seed, options: g.options }).events);
    const last = g.actions.length - 1;
    for (const i of [0, 1, Math.floor(last / 2), last]) expect(steps[i + 1]).toEqual(actEvents(g, i));
    expect(steps[last + 1].some((e) => e.type === 'game-over')).toBe(true);
  });

  it('an illegal action at index k stops the replay before it, with the engine\'s message', () => {
    const g = golden('armistice-standard.json');
    const k = 57;
    const actions = [...g.actions.slice(0, k), { type: 'attack', target: 'nowhere' }, ...g.actions.slice(k + 1)];
    const r = replaySteps(g.seed, g.options, actions);
    expect(r.illegalAt).toBe(k);
    expect(r.error).toMatch(/not legal now/);
    expect(r.steps).toHaveLength(k + 1);
    expect(JSON.stringify(r.state)).toBe(JSON.stringify(replay(g.seed, g.options, g.actions.slice(0, k))));
  });

  it('a malformed action or one after the end of the campaign is reported, not thrown', () => {
    const g = golden('defeat-standard.json');
    expect(replaySteps(g.seed, g.options, [null])).toMatchObject({ illegalAt: 0, error: expect.stringMatching(/JSON object/) });
    const past = replaySteps(g.seed, g.options, [...g.actions, { type: 'done' }]);
    expect(past).toMatchObject({ illegalAt: g.actions.length, error: expect.stringMatching(/campaign is over/) });
    expect(past.steps).toHaveLength(g.actions.length + 1);
  });

  it('a bad seed still throws: there is no position to return', () => {
    expect(() => replaySteps(-1, {}, [])).toThrow(IllegalActionError);
  });
});
