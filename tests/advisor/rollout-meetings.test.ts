// The advisor's rollouts of several actions on one seed (issue #15): a rollout that meets, at a turn's start,
// a position an earlier action's rollout of its seed stood in takes that one's end unplayed. Proven here:
// the ends are exactly those of playing every action's rollouts alone, at the bench's three positions
// (early, middle, late), and meetings do happen there (else the saving would be nil).
import { describe, expect, it } from 'vitest';
import { actTrusted, branchMeetingKey, branchWithFreshDice, legalActions } from '../../shared/engine/index.js';
import { groupActions, runRollouts } from '../../shared/advisor/index.js';
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
