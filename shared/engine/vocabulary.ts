// The engine's words, as types: read this file first. Every word is defined where it lives (the data tables,
// core/actions.ts, core/flow.ts …); this file only gathers them, with what each one means, so a newcomer meets
// the whole vocabulary in one screen. Nothing here has a shape of its own: an alias is exactly the type it names.
// Import these from shared/engine/index.ts, the engine's one door.

// ── Pieces and places ──────────────────────────────────────────────────────────────────────────────────────────────
/** A tile id (`gb-bef`, `cruiser-3`, `hinden-luden`): one of the 176 tiles of shared/data/tiles.ts. */
export type { TileId } from '../data/ids.js';
/** Where a tile is: a Country or its reserves, a Near East theatre, a track box, a Sea Area … (shared/data/locations.ts). */
export type { Location } from '../data/locations.js';
/** The six Entente Countries (§2.2), the three Ottoman theatres (§12.0), the seven Sea Areas (§9.1.1). */
export type { CountryId, TheaterId, SeaAreaId } from '../data/ids.js';
/** The 14 Special ■ Events (§7.1.1) and the 12 General Events of the Berliner Tageblatt (§7.1.2). */
export type { SpecialEventId, GeneralEventId } from '../data/ids.js';

// ── Turns ──────────────────────────────────────────────────────────────────────────────────────────────────────────
/** A phase of the Sequence of Play (§4–§14): `chit-draw` … `turn-end` (core/turn.ts PHASES lists them in order). */
export type { PhaseId } from './core/turn.js';

// ── What the player does ───────────────────────────────────────────────────────────────────────────────────────────
/** One legal move, as the engine offers it and takes it back (core/actions.ts): `{ type: 'attack', target, … }`. */
export type { Action } from './core/actions.js';
/** An action's `type`: `attack`, `draw`, `bank` … (ACTION_TYPES lists every one). */
export type { ActionType } from './core/actions.js';
/** An action as plain JSON, before the engine has checked it (what saves hold and what arrives from outside). */
export type { PlainAction } from './core/actions.js';
/** How a CP attack is paid for (§10.1): Reichsmarks or a finance tile. */
export type { Payment } from './core/actions.js';

// ── Decisions ──────────────────────────────────────────────────────────────────────────────────────────────────────
/** The pending decision: its kind and every legal action (what a bot needs). */
export type { Decision, Prompt } from './core/flow.js';
/**
 * A decision's kind: the frame kind of the rule that asks (`cp-attack`, `near-east:kemal` …), one of the literal
 * words of DECISION_KINDS (core/decision-kinds.ts), the only ones defineDecision (rules/*.ts) accepts: a misspelt
 * kind does not compile. The odds table (odds/decision-odds.ts) and the strong policy's switch cover every kind;
 * the advisor's tie-breaking coins are keyed by its words.
 */
export type { DecisionKind } from './core/decision-kinds.js';

// ── What happened ──────────────────────────────────────────────────────────────────────────────────────────────────
/** One thing that happened in play (a die roll, a move, a phase begun …), with the rule it was played under. */
export type { GameEvent } from './core/events.js';
/** What a log line is about: its event's type, its place in its action, and the historical event it names. */
export type { LogRef } from './core/log-refs.js';
/** One line of the log: an event's sentence and its rule as separate fields, with its LogRef (never parsed back). */
export type { LogEntry } from './core/log-entry.js';

// ── Rule references ────────────────────────────────────────────────────────────────────────────────────────────────
/**
 * A rulebook reference, as every event, prompt and roll cites it: `§10.2`, `§5.3.2`, `§10` (= §10.0), `R39` — a
 * section sign and a section number of the rulebook, or a ruling of RULINGS.md (shared/data/rule-numbers.ts lists
 * both). The same string the player reads beside a log line or a question; a number the rulebook does not have
 * (`§10.8`, `10.1`, `R43`) does not compile. The advisor's dice are keyed by its words (core/random.ts).
 */
export type { RuleRef } from '../data/rule-numbers.js';
