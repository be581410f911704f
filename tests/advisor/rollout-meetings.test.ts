// The advisor's rollouts of several actions on one seed (issue #15): a rollout that meets, at a turn's start (or,
// in its first turn, a phase's: issue 30), a position an earlier action's rollout of its seed stood in takes that
// one's end unplayed. Proven here:
// the ends are exactly those of playing every action's rollouts alone, at the bench's three positions
// (early, middle, late), and meetings do happen there (else the saving would be nil).
import { describe, expect, it } from 'vitest';
import { actTrusted, branchMeetingKey, branchWithFreshDice, copyState, decision, legalActions } from '../../shared/engine/index.js';
import { groupActions, runRollouts } from '../../shared/advisor/index.js';
import { playBranchOut } from '../../shared/advisor/rollouts.js';
import { strongRolloutPolicy } from '../../shared/policies/strong-policy.js';
import { policySeed } from '../../shared/advisor/seeds.js';
import { rolloutSeed } from '../../shared/advisor/seeds.js';
import { benchPositions } from '../../tools/advisor-positions.js';

const SEEDS = Array.from({ length: 8 }, (_, k) => rolloutSeed(77, k));

describe('rollouts that meet', () => {
  const { positions } = benchPositions();

  for (const [name, st] of Object.entries(positions)) {
    it(`${name} position: every action's ends equal its rollouts played alone, and some rollouts met an earlier one`, () => {
      const firsts = groupActions(st, legalActions(st)).map((g) => g.members[0]);
      const together = runRollouts(st, firsts, SEEDS, 'strong');
      const alone = firsts.map((i) => runRollouts(st, [i], SEEDS, 'strong')[0]);
      expect(together.map(({ met: _met, ...r }) => r)).toEqual(alone.map(({ met: _met, ...r }) => r));
      expect(alone.every((r) => r.met === 0)).toBe(true); // alone, a rollout has nobody to meet
      expect(together[0].met).toBe(0); // the first action's rollouts are all played out
      expect(together.reduce((s, r) => s + r.met, 0)).toBeGreaterThan(0);
    });
  }

  it('a greedy rollout never takes another\'s end: its coin is one running stream, so meeting proves nothing', () => {
    const st = positions.late;
    const firsts = groupActions(st, legalActions(st)).map((g) => g.members[0]);
    expect(runRollouts(st, firsts, SEEDS, 'greedy').every((r) => r.met === 0)).toBe(true);
  });

  it('a rollout keeps the positions at the start of each phase of its first turn too, so a later one can meet it before the turn ends', () => {
    const st = positions.early;
    const seed = SEEDS[0];
    const branch = branchWithFreshDice(st, seed);
    actTrusted(branch, legalActions(branch)[0]);
    // the same war, played by hand to the first decision of the next phase of this turn
    const probe = copyState(branch);
    const policy = strongRolloutPolicy(policySeed(seed));
    const { turn, phase } = probe;
    for (let p = decision(probe); p !== null && probe.phase === phase; p = decision(probe)) actTrusted(probe, policy(probe, p));
    expect(probe.turn).toBe(turn); // still the first turn: a phase's start, not a turn's
    const key = branchMeetingKey(probe);
    expect(key).not.toBeNull();
    const ends = new Map<string, number>();
    const { end } = playBranchOut(branch, seed, 'strong', ends, (war) => war.over!.turn);
    expect(ends.get(key!)).toBe(end);
  });

  it('the meeting key writes the flags by value only (their names are the same in every game) and still tells every flag apart', () => {
    const st = positions.middle;
    const a = branchWithFreshDice(st, 5);
    const key = branchMeetingKey(a)!;
    expect(key).not.toContain('russiaSurrendered'); // the names were most of the flags' text (issue 30)
    const other = (change: (b: ReturnType<typeof branchWithFreshDice>) => void): string | null => {
      const b = branchWithFreshDice(st, 5);
      change(b);
      return branchMeetingKey(b);
    };
    expect(other(() => {})).toBe(key);
    expect(other((b) => void (b.f.gasAttacks += 1))).not.toBe(key);
    expect(other((b) => void b.f.sunkAreas.push('north-sea'))).not.toBe(key);
    // a record not in the usual order or shape is written whole: never taken for one that is
    expect(other((b) => void (b.f = { ...b.f, extra: true } as typeof b.f))).not.toBe(key);
    const nulled = other((b) => void (b.f.redBaronOn = null));
    expect(other((b) => void ((b.f as { redBaronOn: unknown }).redBaronOn = undefined))).not.toBe(nulled);
  });

  it('the meeting key: the same for two branches of one seed in one position, other for another seed or after a move', () => {
    const st = positions.middle;
    const a = branchWithFreshDice(st, 5);
    expect(branchMeetingKey(a)).toBe(branchMeetingKey(branchWithFreshDice(st, 5)));
    expect(branchMeetingKey(a)).not.toBe(branchMeetingKey(branchWithFreshDice(st, 6)));
    expect(branchMeetingKey(st)).toBeNull(); // the campaign itself is no branch
    const moved = branchWithFreshDice(st, 5);
    actTrusted(moved, legalActions(moved)[0]);
    expect(branchMeetingKey(moved)).not.toBe(branchMeetingKey(a));
  });
});
