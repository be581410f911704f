// The flow's frames (core/flow.ts): procedures as named steps, the Sequence of Play by import, and the table of
// every frame kind built from the rules' definitions (rules/frames.ts), not from import side effects.
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { AGAIN, defineDecision, defineSteps, flowOf, pop } from '../../shared/engine/core/flow.js';
import type { Done } from '../../shared/engine/core/actions.js';
import type { DecisionKind } from '../../shared/engine/core/decision-kinds.js';
import { PHASES } from '../../shared/engine/core/turn.js';
import { FRAMES } from '../../shared/engine/rules/frames.js';
import { SEQUENCE_OF_PLAY } from '../../shared/engine/rules/sequence-of-play.js';
import { pushNavalAirPhase } from '../../shared/engine/rules/naval-air.js';
import { newGame, prompt, actInPlace } from '../../shared/engine/index.js';
import { randomPolicy } from '../../tools/policy.js';
import { positionFrom } from '../../shared/engine/game.js';

const RULES_DIR = new URL('../../shared/engine/rules/', import.meta.url);

/** Every frame kind a rules module defines, read from its source: define…<…>('kind', … */
function definedKinds(): string[] {
  const kinds: string[] = [];
  for (const file of readdirSync(RULES_DIR).filter((f) => f.endsWith('.ts'))) {
    const src = readFileSync(new URL(file, RULES_DIR), 'utf8');
    for (const m of src.matchAll(/define(?:Proc|Steps|StepList|Decision)<[^(]*>\(\s*'([^']+)'/g)) kinds.push(m[1]);
  }
  return kinds.sort();
}

describe('the frame table', () => {
  it('holds every frame kind the rules define, each once, and nothing else', () => {
    const kinds = FRAMES.map((f) => f.kind).sort();
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(kinds).toEqual(definedKinds());
    expect(flowOf(FRAMES).kinds).toHaveLength(kinds.length);
  });

  it('refuses a kind defined twice', () => {
    const a = defineSteps('twice', []);
    const b = defineSteps('twice', []);
    expect(() => flowOf([a, b])).toThrow('Frame kind twice is defined twice');
    expect(() => flowOf([a, a])).not.toThrow(); // the same definition listed twice is one kind
  });

  it('a saved state (plain JSON, frames by kind) plays on exactly as the live one', () => {
    const live = newGame({ seed: 11 });
    const policy = randomPolicy(11);
    for (let i = 0; i < 40 && prompt(live) !== null; i++) actInPlace(live, policy(live, prompt(live)!));
    const saved = JSON.parse(JSON.stringify(live)) as typeof live;
    expect(saved.stack.length).toBeGreaterThan(0);
    for (let i = 0; i < 200; i++) {
      const p = prompt(live);
      expect(prompt(saved)).toEqual(p);
      if (p === null) break;
      const a = policy(live, p);
      actInPlace(live, a);
      actInPlace(saved, a);
    }
    expect(saved).toEqual(live);
  });
});

describe('the Sequence of Play (§4–§14)', () => {
  it('lists a pusher for each phase, in the rulebook order of PHASES', () => {
    expect(SEQUENCE_OF_PLAY.map((p) => p.phase)).toEqual(PHASES.map((p) => p.id));
    expect(SEQUENCE_OF_PLAY.map((p) => p.push.kind)).toEqual(PHASES.map((p) => `phase:${p.id}`));
  });

  it('§9 procedures name their steps in the rulebook order', () => {
    expect(pushNavalAirPhase.steps.map((s) => s.split(' ')[0])).toEqual(['§9.1', '§9.2', '§9.3', '§9.4', '§9.5', '§9.6', '§9.7']);
  });
});

describe('defineSteps: one step per call', () => {
  type Log = { log: string[] };
  // A decision of this test's own flow, not one of the game's kinds (DECISION_KINDS): hence the cast.
  const ask = defineDecision<Log, Done>('test:ask' as DecisionKind, {
    prompt: () => ({ rule: '§4.0', text: 'go on?' }),
    actions: () => [{ type: 'done' }],
    apply: (st, f) => {
      f.d.log.push('answered');
      pop(st);
    },
  });
  const child = defineSteps<Log>('test:child', [
    ['child 1', (_st, f) => void f.d.log.push('child 1')],
    ['child 2', (st, f) => {
      f.d.log.push('child 2');
      ask(st, f.d);
    }],
  ]);
  let loops = 0;
  const parent = defineSteps<Log>('test:parent', [
    ['one', (st, f) => {
      f.d.log.push('one');
      child(st, f.d);
    }],
    ['loop', (_st, f) => {
      f.d.log.push(`loop ${loops}`);
      if (++loops < 3) return AGAIN;
    }],
    ['three', (st, f) => {
      f.d.log.push('three ends early');
      pop(st);
    }],
    ['never', (_st, f) => void f.d.log.push('never')],
  ]);
  const flow = flowOf([parent, child, ask]);

  it('a child pushed in step n runs to its end (through a decision) before step n+1; AGAIN repeats; pop ends early', () => {
    const st = positionFrom({});
    const d: Log = { log: [] };
    parent(st, d);
    flow.advance(st);
    expect(flow.currentPrompt(st)?.kind).toBe('test:ask');
    expect(d.log).toEqual(['one', 'child 1', 'child 2']);
    expect(st.stack.map((f) => [f.k, f.s])).toEqual([['test:parent', 1], ['test:child', 2], ['test:ask', 0]]);
    flow.applyToTop(st, { type: 'done' });
    flow.advance(st);
    expect(d.log).toEqual(['one', 'child 1', 'child 2', 'answered', 'loop 0', 'loop 1', 'loop 2', 'three ends early']);
    expect(st.stack).toEqual([]);
  });
});
