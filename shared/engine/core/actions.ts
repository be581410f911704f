// Every player action of the game (docs/actions.md), one type per choice, and the board things each one names.
// The JSON shapes are those saved campaigns hold: a new field or a renamed one breaks their replay.
import type { CountryId, SeaAreaId, TileId } from '../../data/ids.js';
import { seaBox, type Location } from '../../data/locations.js';

/** How a CP attack is paid (§10.1, §11.1, §11.2): RM, or points of a finance tile. */
export type FinanceTile = 'krupp' | 'kaisertreu';
export type Payment = 'rm' | FinanceTile;

// ── Answers that name nothing ─────────────────────────────────────────────────────────────────────────

/** Refuse an offer (§5.4.1–§5.4.3, §9, §12). */
export type Decline = { readonly type: 'decline' };
/** End a loop of actions: attacks (§10, §12.6), purchases (§13). */
export type Done = { readonly type: 'done' };
/** Pay 1 RM for a chit event (§5.4.1 agitation, §5.4.2 Irish Rising, §5.4.3 Senussi Revolt). */
export type Pay = { readonly type: 'pay' };

// ── Naval and air war (§9) ────────────────────────────────────────────────────────────────────────────

/** §9.1.1: send a Blockade Runner to a sea area of its own. */
export type PlaceRunner = { readonly type: 'place-runner'; readonly runner: TileId; readonly area: SeaAreaId };
/** §9.1.4: the High Seas Fleet sails with the runner in a North Sea area. */
export type PlaceHsf = { readonly type: 'place-hsf'; readonly area: SeaAreaId };
/** §9.1.7: the Aegean runner's haul goes to Germany as RM … */
export type HaulToGermany = { readonly type: 'haul-to-germany' };
/** … or to Turkey as Lira. */
export type HaulToTurkey = { readonly type: 'haul-to-turkey' };
/** §9.3: pay for research to shift the air roll by `shift` (−1 or +1). */
export type AirResearch = { readonly type: 'air-research'; readonly shift: number };
/** §9.4: German Bombers strike the weakest army of a Country. */
export type Bomb = { readonly type: 'bomb'; readonly country: CountryId; readonly army: TileId };
/** §9.6 ①: Zeppelin economic bombing of an army. */
export type ZeppelinBomb = { readonly type: 'zeppelin-bomb'; readonly army: TileId };
/** §9.6 ②: Zeppelin reconnaissance sends a Trenches tile to the tray. */
export type ZeppelinRecon = { readonly type: 'zeppelin-recon'; readonly trenches: TileId };
/** §9.6 ③: Zeppelin supply run to East Africa. */
export type ZeppelinSupply = { readonly type: 'zeppelin-supply' };
/** §9.6 ④: Zeppelin naval bombing of a Cruiser in the North Sea. */
export type ZeppelinNaval = { readonly type: 'zeppelin-naval'; readonly cruiser: TileId };
/** §9.7: the Red Baron flies over an army for this turn. */
export type PlaceRedBaron = { readonly type: 'place-red-baron'; readonly army: TileId };

// ── Attacks (§10, §11, §12.6, §15.2) ──────────────────────────────────────────────────────────────────

/** §10.1: a CP attack on a target, paid with RM, Krupp or Kaisertreu. */
export type PaidAttack = { readonly type: 'attack'; readonly target: TileId; readonly pay: Payment };
/** An attack whose price is fixed: a City's free attack (§15.2, R39) or a Turkish attack for 1 Lira (§12.6). */
export type Attack = { readonly type: 'attack'; readonly target: TileId };
/** §10.1.1: the Red Baron attacks the army he was placed over. */
export type RedBaronAttack = { readonly type: 'red-baron'; readonly target: TileId };
/** §10.7: a Kaiserschlacht against a Country, paid with RM plus points of its finance tile. */
export type Kaiserschlacht = {
  readonly type: 'kaiserschlacht';
  readonly country: CountryId;
  readonly rm: number;
  readonly krupp: number;
  readonly kaisertreu: number;
};
/** §11.3: suppress a Civil Society tile. */
export type Suppress = { readonly type: 'suppress'; readonly tile: TileId };
/** §15.2, R39: this City's free attack is given up. */
export type GiveUpAttack = { readonly type: 'give-up-attack' };
/** §15.2, R39: one more City goes into Unruhe for one more free attack … */
export type UnrestAnother = { readonly type: 'unrest-another' };
/** … or no more Cities move. */
export type StopUnrest = { readonly type: 'stop-unrest' };

// ── Turn start, Near East, Industry, Turn End ─────────────────────────────────────────────────────────

/** §5.3.2, §8.6: remove one U-Boat from the game. */
export type DiscardUBoat = { readonly type: 'discard-u-boat'; readonly tile: TileId };
/** §12.2: the naval build of the second Askari. */
export type NavalBuild = { readonly type: 'naval-build' };
/** §12.5: draw a Lira chit. */
export type Draw = { readonly type: 'draw' };
/** §12.6.3: Kemal re-rolls the failed attack … */
export type Reroll = { readonly type: 'reroll' };
/** … or the failure stands. */
export type Accept = { readonly type: 'accept' };
/** §12.6.2: declare the Siege of Kut. */
export type Declare = { readonly type: 'declare' };
/** §13.1: a U-Boat into a Country. */
export type BuildUBoat = { readonly type: 'build-u-boat'; readonly country: CountryId };
/** §13.2: a Blockade Runner out of Neutral Ports. */
export type BuildRunner = { readonly type: 'build-runner' };
/** §13.3: the Siegfried Line into Belgium. */
export type BuildSiegfried = { readonly type: 'build-siegfried' };
/** §14.1, R30: keep `keep` RM, and send 1 RM to Turkey by rail. */
export type Bank = { readonly type: 'bank'; readonly keep: number; readonly railway: boolean };

// ── The table companion's entries (core/entries.ts) ─────────────────────────────────────────────────────

/** A die the player rolled at the table (1–6). */
export type EnterDie = { readonly type: 'enter-die'; readonly face: number };
/** The tile the player drew from a cup. */
export type EnterTile = { readonly type: 'enter-tile'; readonly tile: TileId };

/** Every action the engine offers (prompt(state).actions); each decision offers some of them. */
export type Action =
  | Decline
  | Done
  | Pay
  | PlaceRunner
  | PlaceHsf
  | HaulToGermany
  | HaulToTurkey
  | AirResearch
  | Bomb
  | ZeppelinBomb
  | ZeppelinRecon
  | ZeppelinSupply
  | ZeppelinNaval
  | PlaceRedBaron
  | PaidAttack
  | Attack
  | RedBaronAttack
  | Kaiserschlacht
  | Suppress
  | GiveUpAttack
  | UnrestAnother
  | StopUnrest
  | DiscardUBoat
  | NavalBuild
  | Draw
  | Reroll
  | Accept
  | Declare
  | BuildUBoat
  | BuildRunner
  | BuildSiegfried
  | Bank
  | EnterDie
  | EnterTile;

export type ActionType = Action['type'];

/** Every action type once: a record, so a type added to the union does not compile until it is listed here. */
const ACTION_TYPE_RECORD: Readonly<Record<ActionType, true>> = {
  decline: true,
  done: true,
  pay: true,
  'place-runner': true,
  'place-hsf': true,
  'haul-to-germany': true,
  'haul-to-turkey': true,
  'air-research': true,
  bomb: true,
  'zeppelin-bomb': true,
  'zeppelin-recon': true,
  'zeppelin-supply': true,
  'zeppelin-naval': true,
  'place-red-baron': true,
  attack: true,
  'red-baron': true,
  kaiserschlacht: true,
  suppress: true,
  'give-up-attack': true,
  'unrest-another': true,
  'stop-unrest': true,
  'discard-u-boat': true,
  'naval-build': true,
  draw: true,
  reroll: true,
  accept: true,
  declare: true,
  'build-u-boat': true,
  'build-runner': true,
  'build-siegfried': true,
  bank: true,
  'enter-die': true,
  'enter-tile': true,
};
export const ACTION_TYPES: readonly ActionType[] = Object.keys(ACTION_TYPE_RECORD) as ActionType[];

/**
 * Any action as plain JSON: what saves hold (also the shapes of older rules editions, core/upgrade-actions.ts)
 * and what arrives from outside before the engine has checked it against the prompt (core/api.ts).
 */
export interface PlainAction {
  readonly type: string;
  readonly [key: string]: string | number | boolean;
}

// ── The board things an action names ──────────────────────────────────────────────────────────────────

/** A board thing: a tile, or a location box. */
export type BoardRef = { readonly kind: 'tile'; readonly id: TileId } | { readonly kind: 'box'; readonly id: Location };

/** A board thing an action names, with the action field that names it. */
export interface NamedTarget {
  readonly field: string;
  readonly ref: BoardRef;
}

const tile = (field: string, id: TileId): NamedTarget => ({ field, ref: { kind: 'tile', id } });
const box = (field: string, id: Location): NamedTarget => ({ field, ref: { kind: 'box', id } });

/** The tiles and boxes an action names, main thing first, each with the field that names it. */
export function namedTargets(a: Action): NamedTarget[] {
  switch (a.type) {
    case 'attack':
    case 'red-baron':
      return [tile('target', a.target)];
    case 'suppress':
    case 'discard-u-boat':
    case 'enter-tile':
      return [tile('tile', a.tile)];
    case 'zeppelin-bomb':
    case 'place-red-baron':
      return [tile('army', a.army)];
    case 'bomb':
      return [tile('army', a.army), box('country', a.country)];
    case 'place-runner':
      return [tile('runner', a.runner), box('area', seaBox(a.area))];
    case 'place-hsf':
      return [box('area', seaBox(a.area))];
    case 'zeppelin-recon':
      return [tile('trenches', a.trenches)];
    case 'zeppelin-naval':
      return [tile('cruiser', a.cruiser)];
    case 'kaiserschlacht':
    case 'build-u-boat':
      return [box('country', a.country)];
    case 'decline':
    case 'done':
    case 'pay':
    case 'haul-to-germany':
    case 'haul-to-turkey':
    case 'air-research':
    case 'zeppelin-supply':
    case 'give-up-attack':
    case 'unrest-another':
    case 'stop-unrest':
    case 'naval-build':
    case 'draw':
    case 'reroll':
    case 'accept':
    case 'declare':
    case 'build-runner':
    case 'build-siegfried':
    case 'bank':
    case 'enter-die':
      return [];
    default:
      return unknownAction(a);
  }
}

/** Every action type is listed above (a new one does not compile until it is); one from elsewhere names nothing. */
function unknownAction(_a: never): NamedTarget[] {
  return [];
}

/** The tiles and boxes an action names (the attack's target, the runner and its sea area, …), main thing first. */
export function targetsOf(a: Action): BoardRef[] {
  return namedTargets(a).map((t) => t.ref);
}
