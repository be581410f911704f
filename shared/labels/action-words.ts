// Every action as the button that offers it: what it does and where, in the components' printed names.
// The renderer's buttons and choosers and `kk play`'s numbered choices read these same words.
import type { Action, DecisionKind, Payment } from '../engine/index.js';
import { COSTS } from '../data/costs.js';
import { COUNTRY_BY_ID } from '../data/board.js';
import { TILE_BY_ID } from '../data/tiles.js';
import type { CountryId } from '../data/ids.js';
import { seaAreaName, theTile, tileAt, whereWords } from './tile-words.js';

/** What a label may know besides the action: the decision it answers and where each tile stands. */
export interface LabelContext {
  /** The prompt's kind (the decision asked), so "decline" or "done" can say what is refused or ended. */
  readonly kind?: DecisionKind;
  /** location → tiles there (BoardView.boxes), so a target can be named with its Country or area. */
  readonly boxes?: Readonly<Record<string, readonly string[]>>;
  /** Who holds the skies (BoardView.air.german): the Red Baron's attack costs more in Entente skies (§10.1.1). */
  readonly germanSkies?: boolean;
}

const locCache = new WeakMap<object, ReadonlyMap<string, string>>();

/** Where a tile stands in the boxes (the map is built once per view). */
function locOf(ctx: LabelContext, tile: string): string | undefined {
  const boxes = ctx.boxes;
  if (boxes === undefined) return undefined;
  let map = locCache.get(boxes);
  if (map === undefined) {
    const m = new Map<string, string>();
    for (const [loc, ids] of Object.entries(boxes)) for (const id of ids) m.set(id, loc);
    locCache.set(boxes, m);
    map = m;
  }
  return map.get(tile);
}

const country = (id: CountryId): string => COUNTRY_BY_ID[id]?.name ?? 'a Country';
const at = (ctx: LabelContext, tile: string): string => tileAt(tile, locOf(ctx, tile));

const PAYMENT: Readonly<Record<Payment, string>> = {
  rm: `${COSTS.attack} RM`,
  krupp: `${COSTS.attack} Krupp`, // §11.1: a point of Krupp pays for an attack as 1 RM would
  kaisertreu: `${COSTS.attack} Kaisertreu`, // §11.2
};

/** "Decline" says what is turned down, by the decision that offers it. */
const DECLINE: Readonly<Partial<Record<DecisionKind, string>>> = {
  'air-research': 'Roll without research',
  'german-bombers': 'Keep the German Bombers grounded',
  'red-baron-placement': 'Keep the Red Baron at home',
  'hsf-placement': 'Keep the High Seas Fleet in port',
  'socialist-agitation': 'Keep the RM: no agitation',
  'irish-rising': 'Keep the RM: no Irish rising',
  'senussi-revolt': 'Keep the RM: no Senussi revolt',
  'near-east:askari-build': 'Send no ship to East Africa',
  'near-east:lira': 'Draw no Lira chit',
  'near-east:siege-of-kut': 'Do not declare the Siege of Kut',
  'zeppelin-raid': 'Keep the Zeppelin in its shed',
};

/** "Done" says which loop it ends. */
const DONE: Readonly<Partial<Record<DecisionKind, string>>> = {
  'cp-attack': 'End the Central Powers Attack Phase',
  'industrial-purchases': 'Finish buying',
  'near-east:attack': 'End the Turkish attacks',
};

/** What a "pay" buys, by the chit event that asks (§5.4.1–§5.4.3). */
const PAY: Readonly<Partial<Record<DecisionKind, string>>> = {
  'socialist-agitation': `Pay ${COSTS.star} RM to stir up Socialist agitation`,
  'irish-rising': `Pay ${COSTS.shamrock} RM to back the Irish rising`,
  'senussi-revolt': `Pay ${COSTS.senussi} RM to arm the Senussi`,
};

/** The decision's own word in `words`, or undefined (no kind known, or none for it). */
function byKind(words: Readonly<Partial<Record<DecisionKind, string>>>, ctx: LabelContext): string | undefined {
  return ctx.kind === undefined ? undefined : words[ctx.kind];
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : `−${-n}`;
}

/** An attack: paid (§10.1), free after a fizzled Defeat (R39) or for Lira (§12.6). */
function attackLabel(a: Extract<Action, { type: 'attack' }>, ctx: LabelContext): string {
  const what = `Attack ${at(ctx, a.target)}`;
  if ('pay' in a) return `${what} (${PAYMENT[a.pay]})`;
  if (ctx.kind === 'near-east:attack') return `${what} (${COSTS.ottomanAttack} Lira)`;
  if (ctx.kind === 'defeat:city-attack') return `${what} (free)`;
  return what;
}

/** §10.1.1: 1 RM in German skies, 2 RM in Entente skies; nothing said when the skies are not known. */
function redBaronPrice(ctx: LabelContext): string {
  if (ctx.germanSkies === undefined) return '';
  return ` (${ctx.germanSkies ? COSTS.redBaronGermanSkies : COSTS.redBaronEntenteSkies} RM)`;
}

/** §10.7: the Kaiserschlacht and how its price is made up. */
function kaiserschlachtLabel(a: Extract<Action, { type: 'kaiserschlacht' }>): string {
  const parts = [a.rm > 0 ? `${a.rm} RM` : '', a.krupp > 0 ? `${a.krupp} Krupp` : '', a.kaisertreu > 0 ? `${a.kaisertreu} Kaisertreu` : ''];
  const price = parts.filter((p) => p !== '').join(' + ');
  return `Launch a Kaiserschlacht against ${country(a.country)}${price ? ` (${price})` : ''}`;
}

/** §14.1, R30: what is kept and whether 1 RM goes to Turkey by rail. */
function bankLabel(a: Extract<Action, { type: 'bank' }>): string {
  const keep = a.keep === 0 ? 'Keep no RM' : `Keep ${a.keep} RM for next turn`;
  return a.railway ? `${keep}, and send ${COSTS.railway} RM to Turkey by rail` : keep;
}

/** The button label of an action: what it does and where, in printed names. */
export function actionLabel(a: Action, ctx: LabelContext = {}): string {
  switch (a.type) {
    case 'decline':
      return byKind(DECLINE, ctx) ?? 'No';
    case 'done':
      return byKind(DONE, ctx) ?? 'Done';
    case 'pay':
      return byKind(PAY, ctx) ?? 'Pay';
    case 'place-runner':
      return `Send ${theTile(a.runner)} to ${seaAreaName(a.area)}`;
    case 'place-hsf':
      return `Place the High Seas Fleet in ${seaAreaName(a.area)}`;
    case 'haul-to-germany':
      return 'Send the haul to Germany (1 RM)';
    case 'haul-to-turkey':
      return 'Send the haul to Turkey (1 Lira)';
    case 'air-research':
      return `Pay ${COSTS.airResearch} RM for research: ${signed(a.shift)} on the air roll`;
    case 'bomb':
      return `Bomb ${at(ctx, a.army)}`;
    case 'zeppelin-bomb':
      return `Zeppelin raid: bomb ${at(ctx, a.army)}`;
    case 'zeppelin-recon':
      return `Zeppelin raid: scout ${at(ctx, a.trenches)}`;
    case 'zeppelin-supply':
      return 'Zeppelin raid: supply run to German East Africa';
    case 'zeppelin-naval':
      return `Zeppelin raid: bomb ${at(ctx, a.cruiser)}`;
    case 'place-red-baron':
      return `Put the Red Baron over ${at(ctx, a.army)}`;
    case 'attack':
      return attackLabel(a, ctx);
    case 'red-baron':
      return `The Red Baron attacks ${at(ctx, a.target)}${redBaronPrice(ctx)}`;
    case 'kaiserschlacht':
      return kaiserschlachtLabel(a);
    case 'suppress':
      return `Suppress ${theTile(a.tile)}`;
    case 'give-up-attack':
      return "Give up this City's attack";
    case 'unrest-another':
      return 'Move another City into Unruhe';
    case 'stop-unrest':
      return 'Stop: no more Cities';
    case 'discard-u-boat':
      return `Remove ${theTile(a.tile)} (${whereWords(locOf(ctx, a.tile)) || 'wherever it is'}) from the game`;
    case 'naval-build':
      return `Ship the second Askari to East Africa (${COSTS.askariNaval} RM and a die roll)`;
    case 'draw':
      return 'Draw a Lira chit';
    case 'reroll':
      return 'Kemal rolls the attack again';
    case 'accept':
      return 'Accept the failure';
    case 'declare':
      return 'Declare the Siege of Kut';
    case 'build-u-boat':
      return `Build U-Boats into ${country(a.country)} (${COSTS.uBoat} RM)`;
    case 'build-runner':
      return `Build a Blockade Runner (${COSTS.runner} RM)`;
    case 'build-siegfried':
      return `Build the Siegfried Line in Belgium (${COSTS.siegfried} RM)`;
    case 'bank':
      return bankLabel(a);
    case 'enter-die': // the table companion: the face the player rolled
      return String(a.face);
    case 'enter-tile': // the table companion: the tile the player drew, by its printed name
      return TILE_BY_ID[a.tile]?.name ?? 'This tile';
    default:
      return unknownAction(a);
  }
}

/** Every action type has its words above (a new one does not compile until it does). */
function unknownAction(_a: never): string {
  return 'Choose this';
}

/** The context of a prompt's labels, from the board the player sees. */
export function labelContext(kind: DecisionKind, v: { readonly boxes: LabelContext['boxes']; readonly air: { readonly german: boolean } }): LabelContext {
  return { kind, boxes: v.boxes, germanSkies: v.air.german };
}

/** The labels of every choice of a prompt, in its order: the buttons of the app and `kk play`'s numbered lines. */
export function choiceLabels(
  p: { readonly kind: DecisionKind; readonly actions: readonly Action[] },
  v: { readonly boxes: LabelContext['boxes']; readonly air: { readonly german: boolean } },
): string[] {
  const ctx = labelContext(p.kind, v);
  return p.actions.map((a) => actionLabel(a, ctx));
}
