// Decision kinds and rule references as types (issue 29): the engine's one list of decision kinds is the
// decisions its rules define, each declares its odds, and a misspelt kind or rule reference does not compile.
// The `@ts-expect-error` lines are checked by `tsc -p tsconfig.json` (tests/ is in it): if the type ever let the
// misspelling through, the directive would be unused and the typecheck would fail.
import { describe, expect, it } from 'vitest';
import { DECISION_KINDS, ENTRY_KINDS, type DecisionKind } from '../../shared/engine/core/decision-kinds.js';
import { defineDecision } from '../../shared/engine/core/flow.js';
import type { Done } from '../../shared/engine/core/actions.js';
import { FRAMES } from '../../shared/engine/rules/frames.js';
import { DECISION_ODDS, NO_ROLL } from '../../shared/engine/odds/decision-odds.js';
import { wordKey, type RuleRef } from '../../shared/engine/index.js';

/**
 * Each kind's key for the advisor's tie-breaking coins (policies/strong/keyed-coin.ts), as the rollouts of 12f5c95
 * used them. Renaming a kind compiles everywhere at once, but changes this key and so the rollouts' seeds: keep the
 * old key for the new word before renaming (issue 29: the seeds stay the same).
 */
const COIN_KEYS: Readonly<Record<DecisionKind, number>> = {
  'air-research': 3858014203,
  'convoy-success': 2172368973,
  'cp-attack': 257222537,
  'defeat:another-city': 1404046457,
  'defeat:city-attack': 3809618550,
  'german-bombers': 3075993502,
  'hsf-placement': 431558604,
  'industrial-purchases': 3126508907,
  'irish-rising': 2371478619,
  'near-east:askari-build': 3613156599,
  'near-east:attack': 745451079,
  'near-east:kemal': 2458207967,
  'near-east:lira': 1393229861,
  'near-east:siege-of-kut': 1445570677,
  'red-baron-placement': 612948415,
  'runner-placement': 4152526485,
  'senussi-revolt': 4225916050,
  'socialist-agitation': 2105321709,
  'turkish-smugglers': 1499634191,
  'turn-end:bank': 2792617806,
  'us-entry-u-boat': 3256755191,
  'zeppelin-raid': 3441429129,
  'enter-dice': 3824027555, // the table companion's questions (never met by a rollout, whose dice are its own)
  'enter-draw': 2032048226,
};

describe('decision kinds (issue 29)', () => {
  it('DECISION_KINDS is exactly the decisions the rules define (rules/frames.ts), each once', () => {
    const defined = FRAMES.filter((f) => f.handler.decision).map((f) => f.kind).sort();
    expect(defined).toEqual([...DECISION_KINDS].sort());
    expect(new Set(DECISION_KINDS).size).toBe(DECISION_KINDS.length);
  });

  it('every decision kind declares its odds: a function, or NO_ROLL (none of its actions rolls)', () => {
    expect(Object.keys(DECISION_ODDS).sort()).toEqual([...DECISION_KINDS, ...ENTRY_KINDS].sort());
    for (const k of DECISION_KINDS) expect(DECISION_ODDS[k] === NO_ROLL || typeof DECISION_ODDS[k] === 'function', k).toBe(true);
  });

  it("the advisor's coins keep their keys: each kind's words give the key the rollouts were seeded with", () => {
    for (const k of [...DECISION_KINDS, ...ENTRY_KINDS]) expect(wordKey(k), k).toBe(COIN_KEYS[k]);
  });

  it('a misspelt decision kind does not compile: in a definition, a comparison or the odds table', () => {
    // @ts-expect-error 'cp-atack' is not a decision kind
    const misspelt: DecisionKind = 'cp-atack';
    // @ts-expect-error a rule may define only a kind of DECISION_KINDS
    const define = (): unknown => defineDecision<Record<string, never>, Done>('zepelin-raid', { prompt: () => ({ rule: '§9.6', text: '' }), actions: () => [], apply: () => {} });
    // @ts-expect-error an odds table that leaves a kind out does not compile
    const partial: typeof DECISION_ODDS = { 'cp-attack': NO_ROLL };
    const kind = DECISION_KINDS[0] as DecisionKind;
    // @ts-expect-error a comparison with a kind that does not exist ("no overlap")
    const renamed = kind === 'zeppelin';
    expect([misspelt, typeof define, Object.keys(partial), renamed]).toHaveLength(4);
  });

  it('a rule reference is a section sign and a heading number of the rulebook, or a ruling of RULINGS.md', () => {
    const cited: RuleRef[] = ['§10.1', '§6', '§6.0', '§5.3.2', '§7.1.2.1.1', 'R1', 'R39', 'R42'];
    // @ts-expect-error §10.8: the rulebook has no such section
    const noSuchSection: RuleRef = '§10.8';
    // @ts-expect-error the section sign is part of the reference
    const noSign: RuleRef = '10.1';
    // @ts-expect-error RULINGS.md stops at R42
    const noSuchRuling: RuleRef = 'R43';
    // @ts-expect-error a space inside the reference
    const spaced: RuleRef = '§ 10.1';
    // @ts-expect-error §16: no such chapter
    const noSuchChapter: RuleRef = '§16';
    expect([...cited, noSuchSection, noSign, noSuchRuling, spaced, noSuchChapter]).toHaveLength(13);
  });
});
