// Keyed dice (issue 15, the advisor's common random numbers): a branch with fresh dice rolls each die and
// draws each tile from a value keyed by (branch seed, turn, the roll's rule, that rule's count in the turn),
// so two branches of one seed that roll differently in one turn roll alike in the turns after it; and the
// keyed values are fair dice. The campaign's own dice are untouched (golden.test.ts, tools/campaign-hash.ts).
import { describe, expect, it } from 'vitest';
import { act, branchWithFreshDice, legalActions, newGame, prompt, actTrusted, type GameEvent, type GameState, type RuleRef } from '../../shared/engine/index.js';
import { keyedValue } from '../../shared/engine/core/random.js';
import { mix32, wordKey } from '../../shared/engine/core/hash32.js';
import { RULEBOOK_SECTIONS, RULINGS } from '../../shared/data/rule-numbers.js';
import { greedyPolicy } from '../../shared/policies/policies.js';

/** The first CP Attack decision of turn 3 of greedy campaign 1: attacks (each rolls a die) and "done". */
function attackDecision(): GameState {
  const st = newGame({ seed: 1 });
  const policy = greedyPolicy(1);
  for (let p = prompt(st); p !== null; p = prompt(st)) {
    if (p.kind === 'cp-attack' && st.turn >= 3) return st;
    actTrusted(st, policy(st, p));
  }
  throw new Error('campaign 1 ended before turn 3');
}

interface TurnRolls {
  tageblatt?: number;
  cruisers?: string;
}

/** Plays a branch on with greedy to the end of `lastTurn`: each turn's Tageblatt die (§7.1) and first Cruisers Table roll (§9.1.2); and the dice rolled in the first turn. */
function rollsByTurn(start: GameState, first: unknown, lastTurn: number): { turns: Map<number, TurnRolls>; diceInFirstTurn: number } {
  const policy = greedyPolicy(7);
  const turns = new Map<number, TurnRolls>();
  const firstTurn = start.turn;
  let diceInFirstTurn = 0;
  let turn = start.turn;
  let state = start;
  for (let action = first; state.over === null && turn <= lastTurn; ) {
    const next = act(state, action);
    for (const e of next.events as GameEvent[]) {
      if (e.type === 'tageblatt') {
        turn = e.turn;
        turns.set(turn, { tageblatt: e.die });
      } else if (e.type === 'dice') {
        if (turn === firstTurn) diceInFirstTurn += e.dice.length;
        const rolls = turns.get(turn);
        if (e.rule === '§9.1.2' && rolls !== undefined && rolls.cruisers === undefined) rolls.cruisers = e.dice.join(',');
      }
    }
    state = next.state;
    const p = prompt(state);
    if (p === null) break;
    action = policy(state, p);
  }
  return { turns, diceInFirstTurn };
}

describe('keyed dice: a branch\'s later turns do not depend on how many dice an earlier turn rolled', () => {
  it('two branches of one seed, one with an extra early attack, roll the same Tageblatt and Cruisers in the next turns (§7.1, §9.1.2)', () => {
    const start = attackDecision();
    const actions = legalActions(start);
    const attack = actions.find((a) => a.type === 'attack');
    const done = actions.find((a) => a.type === 'done');
    expect(attack).toBeDefined();
    expect(done).toBeDefined();
    let compared = 0;
    let cruisersCompared = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const withAttack = rollsByTurn(branchWithFreshDice(start, seed), attack, start.turn + 2);
      const without = rollsByTurn(branchWithFreshDice(start, seed), done, start.turn + 2);
      // the attack really rolled more dice in the first turn: one running stream would now be out of step
      expect(withAttack.diceInFirstTurn).toBeGreaterThan(without.diceInFirstTurn);
      for (let turn = start.turn + 1; turn <= start.turn + 2; turn++) {
        const a = withAttack.turns.get(turn);
        const b = without.turns.get(turn);
        if (a === undefined || b === undefined) continue; // a war that ended sooner
        expect(a.tageblatt).toBe(b.tageblatt);
        compared++;
        if (a.cruisers !== undefined && b.cruisers !== undefined) {
          expect(a.cruisers).toBe(b.cruisers);
          cruisersCompared++;
        }
      }
    }
    expect(compared).toBeGreaterThanOrEqual(12);
    expect(cruisersCompared).toBeGreaterThan(0);
  });

  it('another seed rolls other dice (the equal rolls above are not the same die every time)', () => {
    const start = attackDecision();
    const done = legalActions(start).find((a) => a.type === 'done');
    const dice = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      const { turns } = rollsByTurn(branchWithFreshDice(start, seed), done, start.turn + 2);
      dice.add([...turns.values()].map((t) => t.tageblatt).join(','));
    }
    expect(dice.size).toBeGreaterThanOrEqual(6);
  });
});

/** χ² of observed counts against equal expected counts. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((s, c) => s + c, 0);
  const expected = total / counts.length;
  return counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
}

const RULES: readonly RuleRef[] = ['§7.1', '§10.2', '§9.1.2', '§15.2', '§4.1', '§12.5', 'R9', '§9.6'];

describe('keyed dice are fair', () => {
  /** Every keyed value of seeds 0…49, turns 1…27, RULES and the first four rolls of each, as a face of `sides`. */
  function faces(sides: number): number[][] {
    const byCount: number[][] = [];
    for (let seed = 0; seed < 50; seed++) {
      for (let turn = 1; turn <= 27; turn++) {
        for (const rule of RULES) {
          const dice = { seed, turn, counts: [] };
          byCount.push([0, 1, 2, 3].map(() => Math.floor((keyedValue(dice, turn, rule) / 4294967296) * sides)));
        }
      }
    }
    return byCount;
  }

  it('each face of a die comes up equally often over 43,200 keys (χ², 5 degrees of freedom, p > 0.001)', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (const rolls of faces(6)) for (const f of rolls) counts[f]++;
    expect(Math.min(...counts)).toBeGreaterThan(0);
    expect(chiSquare(counts)).toBeLessThan(20.52);
  });

  it('a draw from a cup of 7 picks each tile equally often (χ², 6 degrees of freedom, p > 0.001)', () => {
    const counts = new Array<number>(7).fill(0);
    for (const rolls of faces(7)) for (const f of rolls) counts[f]++;
    expect(chiSquare(counts)).toBeLessThan(22.46);
  });

  it('a rule\'s first and second roll of a turn are independent: all 36 pairs of faces equally often (χ², 35 degrees of freedom, p > 0.001)', () => {
    const counts = new Array<number>(36).fill(0);
    for (const rolls of faces(6)) counts[rolls[0] * 6 + rolls[1]]++;
    expect(chiSquare(counts)).toBeLessThan(66.62);
  });

  it('two rules of one turn, and one rule in two turns, roll independently (χ² of the 36 pairs)', () => {
    const twoRules = new Array<number>(36).fill(0);
    const twoTurns = new Array<number>(36).fill(0);
    const face = (seed: number, turn: number, rule: RuleRef): number => Math.floor((keyedValue({ seed, turn, counts: [] }, turn, rule) / 4294967296) * 6);
    for (let seed = 0; seed < 5000; seed++) {
      twoRules[face(seed, 5, '§7.1') * 6 + face(seed, 5, '§9.1.2')]++;
      twoTurns[face(seed, 5, '§7.1') * 6 + face(seed, 6, '§7.1')]++;
    }
    expect(chiSquare(twoRules)).toBeLessThan(66.62);
    expect(chiSquare(twoTurns)).toBeLessThan(66.62);
  });

  it('the counts start again at each turn, and a rule counts its own rolls only', () => {
    const dice = { seed: 3, turn: 4, counts: [] };
    const first = keyedValue(dice, 4, '§10.2');
    keyedValue(dice, 4, '§7.1');
    const second = keyedValue(dice, 4, '§10.2');
    expect(second).not.toBe(first);
    expect(keyedValue({ seed: 3, turn: 4, counts: [] }, 4, '§10.2')).toBe(first);
    expect(keyedValue(dice, 5, '§10.2')).toBe(keyedValue({ seed: 3, turn: 5, counts: [] }, 5, '§10.2'));
  });
});

describe('the keyed dice\'s counts per rule (issue 30: pairs of word key and count instead of a record by rule)', () => {
  /** Every citation a roll can carry: each section of the rulebook, a chapter without its '.0', each ruling. */
  const ALL_RULES: readonly string[] = [
    ...RULEBOOK_SECTIONS.map((s) => `§${s}`),
    ...RULEBOOK_SECTIONS.filter((s) => s.endsWith('.0')).map((s) => `§${s.slice(0, -2)}`),
    ...RULINGS,
  ];

  it('every rule has a word key of its own, so no two rules share a count', () => {
    expect(new Set(ALL_RULES.map(wordKey)).size).toBe(ALL_RULES.length);
  });

  it('gives the values of counting by rule name, over 2,000 turns of 40 rolls of random rules', () => {
    /** The keyed value as it was first written: the counts in a record by rule. */
    function byName(dice: { seed: number; turn: number; counts: Record<string, number> }, turn: number, rule: string): number {
      if (dice.turn !== turn) {
        dice.turn = turn;
        dice.counts = {};
      }
      const count = dice.counts[rule] ?? 0;
      dice.counts[rule] = count + 1;
      let h = mix32(dice.seed ^ 0x6a09e667);
      h = mix32(h ^ Math.imul(turn, 0x9e3779b1));
      h = mix32(h ^ wordKey(rule));
      return mix32(h ^ Math.imul(count + 1, 0x27d4eb2f));
    }
    let x = 12345;
    const draw = (n: number): number => (x = mix32(x + 1)) % n;
    for (let seed = 0; seed < 100; seed++) {
      const pairs = { seed, turn: 1, counts: [] as number[] };
      const record = { seed, turn: 1, counts: {} as Record<string, number> };
      for (let turn = 1; turn <= 20; turn++) {
        const rules = Array.from({ length: 12 }, () => ALL_RULES[draw(ALL_RULES.length)]);
        for (let roll = 0; roll < 40; roll++) {
          const rule = rules[draw(rules.length)] as RuleRef;
          expect(keyedValue(pairs, turn, rule)).toBe(byName(record, turn, rule));
        }
      }
    }
  });
});
