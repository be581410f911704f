// Replaying a record that passed its checksum, and telling apart what can have happened since it was
// saved: nothing (same position), a rules fix that ends the replay at another position ("corrected":
// play on from it), or a move that is no longer legal ("outdated": offer to play on from the last legal
// move). Damage is the checksum's business (record.ts); a whole-state comparison belongs to the golden
// campaigns and the fuzzer, not to the player's saves.
import type { GameState, LogEntry, PlainAction } from '../../shared/engine/index.js';
import { rulingsChangedSince } from '../../shared/data/rules-editions.js';
import type { EnginePort } from '../engine-port.js';
import { samePosition } from './position.js';
import type { CampaignRecord } from './record.js';

interface Replayed {
  readonly state: GameState;
  /** The log entries, one list per step. */
  readonly log: LogEntry[][];
  readonly rulings: readonly string[];
  /** The actions as today's rules spell them (an earlier edition's shapes upgraded where the meaning is the same). */
  readonly actions: PlainAction[];
  /** Whether `actions` differ from the record's: the record must be written again. */
  readonly upgraded: boolean;
}

export type ReplayCheck =
  | (Replayed & { readonly kind: 'same' | 'corrected' })
  | (Replayed & { readonly kind: 'outdated'; readonly legalMoves: number; readonly error: string });

export function currentEdition(engine: EnginePort): number {
  return engine.rulesEditions[engine.rulesEditions.length - 1].edition;
}

/** Replays the record's actions with their log entries (one list per step: the start, then each action). */
export function replayRecord(record: CampaignRecord, engine: EnginePort): ReplayCheck {
  const { actions, changedAt } = engine.upgradeActions(record.edition, record.actions, { seed: record.seed, options: record.options, newDice: record.newDice });
  const run = engine.replaySteps(record.seed, record.options, actions, record.newDice);
  const log = run.steps.map((events) => engine.logEntriesOf(events));
  const rulings = rulingsChangedSince(record.edition, currentEdition(engine), engine.rulesEditions);
  const base = { state: run.state, log, rulings, actions, upgraded: changedAt !== null };
  if (run.illegalAt !== null) return { ...base, kind: 'outdated', legalMoves: run.illegalAt, error: run.error ?? '' };
  // Compared by the digest version the record was stored with: a version-1 campaign is never a false "corrected".
  const same = samePosition(engine.view(run.state), record.position);
  return { ...base, kind: same ? 'same' : 'corrected' };
}

/** What the player reads when a campaign's replay ends at another position. */
export function correctedNotice(rulings: readonly string[]): string {
  return rulings.length > 0
    ? `The rules changed since this campaign was saved (${listOf(rulings)}), so its moves now lead to a slightly different position. You play on from that corrected position.`
    : 'A correction to the rules engine since this campaign was saved makes its moves lead to a slightly different position. You play on from that corrected position.';
}

/**
 * Why an outdated campaign stops where it does. `savedUnderToday`: it was saved under today's rules edition,
 * so no ruling changed and nothing says the engine did: the move is simply not legal (issue #28, F9).
 */
export function outdatedReason(legalMoves: number, of: number, rulings: readonly string[], savedUnderToday = false): string {
  const playOn = `You can play on from move ${legalMoves}, as a new branch of this campaign; the original stays in the library`;
  if (rulings.length === 0 && savedUnderToday) {
    return `move ${legalMoves + 1} of ${of} is not legal under the rules it was saved under (this version's own). ${playOn}`;
  }
  const why = rulings.length > 0 ? `the rules changed since it was saved (${listOf(rulings)})` : 'the rules engine was corrected since it was saved';
  return `move ${legalMoves + 1} of ${of} is no longer legal because ${why}. ${playOn}`;
}

function listOf(rulings: readonly string[]): string {
  const named = rulings.map((r) => `ruling ${r}`);
  return named.length <= 1 ? named.join('') : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
}
