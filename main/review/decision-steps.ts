// Where a war's player had a real choice (issue #34), for the review's progress bar and its ranges: the same
// test as shared/review's review (two or more legal actions that can differ in outcome, the advisor's groups,
// and the move made among them). A count only: the ranges still tile every move, so a decision counted
// differently is still reviewed.
import { groupActions } from '../../shared/advisor/index.js';
import { actInPlace, copyState, legalActions, prompt, type GameState } from '../../shared/engine/index.js';

function sameFields(a: object, b: object): boolean {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => (a as Record<string, unknown>)[k] === (b as Record<string, unknown>)[k]);
}

/** The moves (counted from the start) at or after `from` where the player chose among different outcomes. */
export function decisionSteps(start: GameState, actions: readonly unknown[], from: number): number[] {
  const state = copyState(start);
  const steps: number[] = [];
  for (let step = 0; step < actions.length; step++) {
    const action = actions[step];
    if (step >= from && prompt(state) !== null) {
      const legal = legalActions(state);
      const made = typeof action === 'object' && action !== null && legal.some((a) => sameFields(a, action));
      if (made && legal.length > 1 && groupActions(state, legal).length > 1) steps.push(step);
    }
    actInPlace(state, action);
  }
  return steps;
}
