// Every decision kind the engine defines (its DECISION_KINDS, the only kinds defineDecision accepts), and the
// ones no campaign can ever put to the player. decision-kinds.test.ts checks the list against the engine's
// source, so a new kind added by the rules engineers fails the unit tests until the e2e covers it.
import { DECISION_KINDS, type DecisionKind } from '../../shared/engine/index.js';

export { DECISION_KINDS };

/**
 * Kinds that are defined but never reach the player, with the reason (reported to the engine team).
 * convoy-success (§5.3.2, Turn 23) only asks when two U-Boats are still in the game; but the Tageblatt of
 * Turn 22 (1d6 + 22 = 23…28) always brings the USA in, and US entry (§8.6) removes one of the two U-Boats,
 * so by Turn 23 at most one is left and the engine takes the only choice itself (autoWhenSingle).
 */
export const NEVER_ASKED: Readonly<Partial<Record<DecisionKind, string>>> = {
  'convoy-success': 'the USA is always at war by Turn 23, so at most one U-Boat is left to choose',
};

/** The kinds the e2e must click, each at least once. */
export const CLICKABLE_KINDS: readonly DecisionKind[] = DECISION_KINDS.filter((k) => !(k in NEVER_ASKED));

/** The fixture campaign holding a position where `kind` is asked ("near-east:kemal" → "kind-near-east-kemal"). */
export function idForKind(kind: string): string {
  return `kind-${kind.replace(/[^a-z0-9]+/g, '-')}`;
}

/**
 * The same position in a campaign of its own for prompt-kinds.spec, which plays a move in every kind: the
 * specs after it (alphabetically) that open a kind's fixture (red-baron, ui-small, …) still find it unplayed.
 */
export function promptKindsIdForKind(kind: string): string {
  return `${idForKind(kind)}-pk`;
}
