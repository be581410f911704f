// Engine events: the single source for the renderer's animations and for the game log (core/log.ts).
// Every event carries the rule that caused it, and says what happened in typed fields (ids, numbers):
// nobody parses text. The sentences are written from them by core/log.ts, with printed names.
import type { GameState } from './state.js';
import type { CountryId, GeneralEventId, SeaAreaId, SpecialEventId, TheaterId } from '../../data/ids.js';
import type { PowerId } from '../../data/names.js';
import type { CalendarEventId } from '../../data/calendar.js';
import type { RuleRef } from '../../data/rule-numbers.js';

/** What a roll needed to succeed: one of these faces (of one die or of a 2d6 total), or a total at most this. */
export type Need = { readonly faces: readonly number[] } | { readonly atMost: number };

/** Where a die-roll modifier comes from: a Special Event on the display (§10.2), or one of these. */
export type DrmSourceId = SpecialEventId | 'hypothesis-z' | 'kaiserschlacht' | 'mef-stalled' | 'armenians' | 'air-research';

/** One modifier of a roll: its source, its value and the rule that gives it. */
export interface DrmSource {
  readonly source: DrmSourceId;
  readonly value: number;
  readonly rule: RuleRef;
}

/** What paid for an attack (empty: a free attack). */
export interface Payment {
  readonly what: 'rm' | 'krupp' | 'kaisertreu' | 'lira';
  readonly amount: number;
}

/**
 * Who made an attack: an ordinary CP attack (§10.1), a Kaiserschlacht (§10.7), the Red Baron (§10.1.1), a City's
 * free attack (§15.2), a free attack on the MEF (R9), a Turkish attack (§12.6) or Kemal's re-roll of one (§12.6.3).
 */
export type AttackKind = 'ordinary' | 'kaiserschlacht' | 'red-baron' | 'city' | 'gallipoli' | 'ottoman' | 'kemal';

/** §9.3: the aircraft research paid before a control-of-the-skies roll. */
export interface AirResearchPaid {
  readonly rm: number;
  readonly shift: number;
  /** False when the natural roll was a 1 or a 6, which research cannot change. */
  readonly applied: boolean;
}

/** A roll against printed faces whose outcome is told on its own (a failure is "no effect", with what was needed). */
export type CheckId =
  | 'air-superiority' // §9.3: the marker moves right
  | 'french-mutiny' // §6.2.1: the French Over the Top goes in
  | 'siegfried-line' // §6.2.2: the British Over the Top breaks through
  | 'irish-rising' // §6.4: the British put the rising down
  | 'senussi' // §6.5: the Senussi are suppressed
  | 'askari-by-sea' // §12.2: the second Askari lands
  | 'indians-vs-askari' // §12.3: an Indian army beats an Askari
  | 'armenian-outrage' // §12.6.1: the USA enters the war
  | 'unrestricted-submarine-warfare'; // §13.1.1: the USA enters the war

/** The deployment orders that do not meet the chit-only limits (R8). */
export type NonChitSource = 'us-assistance' | 'volunteers';

/** Something the rules would do that does not happen, and why; one log line each. */
export type Skip =
  | { readonly skip: 'agitation-exploded'; readonly chit: number } // §5.4.1
  | { readonly skip: 'agitation-no-rm'; readonly chit: number; readonly cost: number } // §5.4.1
  | { readonly skip: 'irish-no-army'; readonly chit: number } // R11
  | { readonly skip: 'irish-no-rm'; readonly chit: number; readonly cost: number } // §5.4.2
  | { readonly skip: 'senussi-no-army'; readonly chit: number } // R12
  | { readonly skip: 'senussi-no-rm'; readonly chit: number; readonly cost: number } // §5.4.3
  | { readonly skip: 'typhus-no-army' } // §5.4.5
  | { readonly skip: 'offensive-not-at-war'; readonly country: CountryId } // §5.4.6
  | { readonly skip: 'deploy-not-at-war'; readonly country: CountryId; readonly ordered: string } // §6.1.1
  | { readonly skip: 'deploy-reserves-empty'; readonly country: CountryId; readonly ordered: string } // R7
  | { readonly skip: 'limit-not-chit'; readonly limit: 'french-mutiny' | 'siegfried-line' | 'u-boats'; readonly source: NonChitSource; readonly country: CountryId } // R8
  | { readonly skip: 'ott-alpine-winter'; readonly country: CountryId } // §6.2.3
  | { readonly skip: 'trenches-not-at-war'; readonly country: CountryId } // R16
  | { readonly skip: 'convoy-no-u-boat' } // §5.3.2
  | { readonly skip: 'gallipoli-turkey-not-at-war'; readonly status: 'neutral' | 'surrendered' } // §5.3.1
  | { readonly skip: 'gallipoli-evacuated' } // R9
  | { readonly skip: 'kemal-gone' } // §15.1.5
  | { readonly skip: 'zeppelin-in-service' } // §5.3.5
  | { readonly skip: 'no-turn-chit' } // §4.1
  | { readonly skip: 'first-turn-no-draw' } // §4.0
  | { readonly skip: 'no-runner' } // §9.1.1
  | { readonly skip: 'hsf-no-north-sea-runner' } // §9.1.4, R21
  | { readonly skip: 'no-cruiser-patrol' } // §9.1.2
  | { readonly skip: 'no-naval-battle'; readonly area: SeaAreaId } // §9.1.5
  | { readonly skip: 'air-roll-not-needed' } // §9.3
  | { readonly skip: 'german-bombers-no-target' } // §9.4
  | { readonly skip: 'zeppelin-no-raid' } // §9.6
  | { readonly skip: 'red-baron-no-target' } // §9.7
  | { readonly skip: 'us-army-never'; readonly army: string } // R15
  | { readonly skip: 'place-of-execution-france-out' } // §7.1.1.1
  | { readonly skip: 'place-of-execution-done' } // §7.1.1.1, R18
  | { readonly skip: 'spanish-flu-last-army'; readonly country: CountryId } // §7.1.1.2, R3
  | { readonly skip: 'diaz-nothing' } // §7.1.1.4
  | { readonly skip: 'general-event-again'; readonly event: GeneralEventId } // §7.1.2
  | { readonly skip: 'tank-army-france-out' } // §7.1.2.6
  | { readonly skip: 'tank-army-in-france' } // §7.1.2.6
  | { readonly skip: 'nervenkrieg-no-effect' } // §7.1.2.7
  | { readonly skip: 'hinden-luden-removed' } // §7.1.2.2
  | { readonly skip: 'no-entry' } // §8
  | { readonly skip: 'near-east-neutral' } // §12.0
  | { readonly skip: 'near-east-summer' } // §12.1
  | { readonly skip: 'askari-no-rm'; readonly cost: number } // §12.2
  | { readonly skip: 'askari-no-pursuer' } // §12.2, §9.6
  | { readonly skip: 'palestine-closed' } // §12.4.1
  | { readonly skip: 'theater-reserves-empty'; readonly theater: TheaterId } // §12.4
  | { readonly skip: 'kut-holds' } // §12.6.2
  | { readonly skip: 'lira-cup-empty' } // §12.5
  | { readonly skip: 'ottoman-no-attack'; readonly lira: number; readonly reason: 'no-lira' | 'no-target' } // §12.6
  | { readonly skip: 'usa-already-at-war' } // §8.6
  | { readonly skip: 'armenians-usa-at-war' } // §12.6.1
  | { readonly skip: 'no-u-boat-to-remove' } // §8.6
  | { readonly skip: 'no-city-in-ruhe' } // §15.2, R39
  | { readonly skip: 'city-attack-given-up'; readonly city: string } // R39
  | { readonly skip: 'unrest-stopped'; readonly moved: number }; // R39

/** A Country's entry into the war (or the Arab Revolt), as the Alliances phase reports it (§8, R17). */
export type Entry =
  | { readonly entry: 'turkish-entry' | 'italian-entry' | 'bulgarian-entry' | 'arab-revolt' }
  | { readonly entry: 'roumanian-entry'; readonly armies: number; readonly drm: number }
  | { readonly entry: 'us-entry'; readonly schedule: readonly { readonly army: string; readonly turn: number | null }[] };

/**
 * §6.1 / R1: why the Entente chose this army for a deployment: the strongest in its Reserves (`strength`). `tiedWith`
 * holds the armies there as strong, which the roster order put after it (R1); `stayed` counts the armies left behind.
 */
export interface DeployReason {
  readonly strength: number;
  readonly tiedWith: readonly string[];
  readonly stayed: number;
}

export type GameEvent =
  | { type: 'dice'; rule: RuleRef; dice: number[]; why: string; forced: boolean; entered?: true }
  | { type: 'draw'; rule: RuleRef; cup: string; tile: string }
  /** A tile changes place; `deploy` says why when it is an EP army deployed from Reserves (§6.1, R1). */
  | { type: 'move'; rule: RuleRef; tile: string; from: string; to: string; deploy?: DeployReason }
  /** A phase begins; `name` is its printed name (core/turn.ts PHASES). */
  | { type: 'phase'; rule: RuleRef; turn: number; phase: string; name: string }
  /** The modifiers of the roll that follows: an attack on `target`, or (target null) the §9.3 air roll. */
  | { type: 'drm'; rule: RuleRef; target: string | null; total: number; sources: readonly DrmSource[] }
  | {
      type: 'attack';
      rule: RuleRef;
      kind: AttackKind;
      target: string;
      paid: readonly Payment[];
      roll: number;
      drm: number;
      strength: number;
      success: boolean;
    }
  /** A roll against printed faces; `by` names the tile that rolls when several could (an Indian army, §12.3). */
  /** `research`: the §9.3 aircraft research paid for this roll (its RM, its shift, and whether a natural 1 or 6
   *  left the die as it was). */
  | { type: 'check'; rule: RuleRef; check: CheckId; roll: number; need: Need; success: boolean; by?: string; research?: AirResearchPaid }
  | ({ type: 'skipped'; rule: RuleRef } & Skip)
  /** §6.3: a Country's Over the Top tile has gone into it (a Defeat check follows). */
  | { type: 'over-the-top'; rule: RuleRef; country: CountryId; tile: string }
  /** §6.2.4: U-Boats in a Country stop a deployment there and are spent. */
  | { type: 'u-boats-stop'; rule: RuleRef; country: CountryId; tile: string }
  /** §9.4 / R25: German Bombers over an army. */
  | { type: 'bombing'; rule: RuleRef; bomber: 'german-bombers'; army: string; country: CountryId; roll: number; need: Need; hit: boolean }
  /** §9.5 / R24: British Bombers over Germany (the lowest die counts). */
  | { type: 'bombing'; rule: RuleRef; bomber: 'british-bombers'; dice: readonly number[]; rmLost: number }
  /**
   * §9.6: a Zeppelin raid: economic bombing of an army ①, recon of a Trenches tile ② (no roll), supply of East
   * Africa ③ (target: the Askari, null when none is left) or naval bombing of a Cruiser ④.
   */
  | { type: 'zeppelin-raid'; rule: RuleRef; raid: 'bombing' | 'recon' | 'supply' | 'naval'; target: string | null; roll: number | null; need: Need | null; success: boolean }
  /** A ship sunk at sea (§9.1.3 bracket, R23 British Victory), by the Cruisers there. */
  | { type: 'sinking'; rule: RuleRef; ship: string; area: SeaAreaId; by: readonly string[] }
  /** A ship hit at sea that goes to the Calendar or back to the cup (R23, R25), by whoever hit it. */
  | { type: 'ship-damaged'; rule: RuleRef; ship: string; area: SeaAreaId; by: readonly string[] }
  /** R22: a runner in an area with a Cruiser (and no High Seas Fleet) brings nothing home. */
  | { type: 'runner-caught'; rule: RuleRef; runner: string; area: SeaAreaId; by: readonly string[] }
  /** §9.1.6: what the runners that got through bring home (the Aegean haul is the player's choice, §9.1.7). */
  | { type: 'haul'; rule: RuleRef; rm: number; aegean: boolean }
  /** R23: a Major Naval Battle; `result` is the printed row, `roll` the die kept. */
  | { type: 'naval-battle'; rule: RuleRef; area: SeaAreaId; cruisers: readonly string[]; roll: number; result: string }
  /** A City goes from Ruhe into Unruhe: after a fizzled Defeat (§15.2, R39) or riots (R29). */
  | { type: 'unruhe'; rule: RuleRef; city: string; cause: 'defeat-check' | 'riots' }
  /** §10.6 / R38: the French Tank Army takes an attack on `target` (no roll). */
  | { type: 'tank-absorbs'; rule: RuleRef; target: string; by: 'attack' | 'red-baron' }
  /** §10.7: a Kaiserschlacht is launched against a Country, or has failed (volunteers flood in). */
  | { type: 'kaiserschlacht'; rule: RuleRef; country: CountryId; outcome: 'launched' | 'failed' }
  /** §9.7: the Red Baron is put over an army for this turn. */
  | { type: 'red-baron-over'; rule: RuleRef; army: string }
  /** R26: doubles: the Red Baron is shot down and comes back in `turns` turns. */
  | { type: 'red-baron-down'; rule: RuleRef; turns: number }
  /** §11.3 / R29: a Civil Society tile suppressed; `rm` for a Reward. */
  | { type: 'civil-society'; rule: RuleRef; tile: string; result: 'riots' | 'resistance' | 'reward'; rm: number }
  /** §7.1: the Berliner Tageblatt roll and the table row it picks. */
  | { type: 'tageblatt'; rule: RuleRef; die: number; turn: number; result: number; rowMin: number; rowMax: number }
  | { type: 'special-event'; rule: RuleRef; event: SpecialEventId }
  | { type: 'general-event'; rule: RuleRef; event: GeneralEventId }
  | ({ type: 'alliance'; rule: RuleRef } & Entry)
  /** §8.6: the USA declares war. */
  | { type: 'usa-at-war'; rule: RuleRef; turn: number }
  /** R15: France has surrendered: a US army goes to Italy instead. */
  | { type: 'us-diverted'; rule: RuleRef; army: string }
  /** §5.2.1: the army a US army replaced takes the place of another (chain reaction into Italy). */
  | { type: 'chain-reaction'; rule: RuleRef; army: string; replaces: string }
  /** R15: a US army on the Western Front ends the French Mutiny (its tile leaves the game). */
  | { type: 'mutiny-ends'; rule: RuleRef; army: string }
  | { type: 'defeat-check'; rule: RuleRef; dice: number[]; unruhe: number; success: boolean }
  | { type: 'surrender'; rule: RuleRef; country: PowerId }
  | { type: 'game-over'; rule: RuleRef; result: 'defeat' | 'armistice'; vp: number; band: string; front?: CountryId }
  /** A fixed sentence with nothing in it to read (an announcement); `about`: the Calendar event it announces. */
  | { type: 'note'; rule: RuleRef; text: string; about?: CalendarEventId }
  | { type: 'not-implemented'; rule: RuleRef; text: string };

/** Where events go during one act(). Rollouts (bench, sim) switch recording off for speed. */
let sink: GameEvent[] = [];
let recording = true;

export function setEventRecording(on: boolean): void {
  recording = on;
}

/** Whether events are being recorded (hot paths skip building an event that nobody reads). */
export function recordingEvents(): boolean {
  return recording;
}

export function emit(_st: GameState, event: GameEvent): void {
  if (recording) sink.push(event);
}

/** One line for something the rules would do that does not happen (core/log.ts says why). */
export function skipped(st: GameState, rule: RuleRef, skip: Skip): void {
  if (recording) sink.push({ type: 'skipped', rule, ...skip });
}

/** Hands over the events recorded since the last call. */
/** How many events are waiting: a mark to drop back to (dropEventsSince) when a try is thrown away. */
export function eventMark(): number {
  return sink.length;
}

/** Drops the events recorded since `mark` (the table companion's try that stopped for an entry, core/entries.ts). */
export function dropEventsSince(mark: number): void {
  sink.length = Math.min(sink.length, mark);
}

/** The events recorded since `mark` (a copy). */
export function eventsSince(mark: number): GameEvent[] {
  return sink.slice(mark);
}

export function takeEvents(): GameEvent[] {
  const out = sink;
  sink = [];
  return out;
}

/** A fixed announcement in the project's words, for `note` events (anything with fields gets an event type). */
export function note(st: GameState, rule: RuleRef, text: string, about?: CalendarEventId): void {
  if (recording) sink.push(about === undefined ? { type: 'note', rule, text } : { type: 'note', rule, text, about });
}
