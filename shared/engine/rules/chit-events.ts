// §5.4 events printed as icons on the Turn Chit: Socialist agitation (§5.4.1), Irish Rising (§5.4.2, R11),
// Senussi Revolt (§5.4.3, R12), death of Franz Joseph (§5.4.4), Serb Typhus (§5.4.5) and Random Entente
// Offensives (§5.4.6). The three paid events are player decisions.
import type { GameState } from '../core/state.js';
import { defineDecision, pop } from '../core/flow.js';
import type { Decline, Pay } from '../core/actions.js';
import { note, skipped } from '../core/events.js';
import { rollDie } from '../core/random.js';
import { asksRoll, facesWords, perFaceNeed } from './roll-needs.js';
import { placeName } from '../../data/names.js';
import { addRm, armiesAtNow, armyCount, countryActive, discardTile, italyStatus, moveTile, rm, setTrack, trackValue, weakest } from '../core/board.js';
import { COSTS } from '../../data/costs.js';
import { OMNIBUS, RANDOM_OFFENSIVE_COUNTRY } from '../../data/board.js';
import { ARMY_BY_ID } from '../../data/tiles.js';
import { TYPHUS_REMOVALS } from '../../data/chits.js';
import { explode, weakestToReserves } from './explosion.js';
import { pushDeploy } from './deploy.js';

interface ChitEventData {
  /** The Turn Chit that carries the icon (for the prompt). */
  readonly chit: number;
}

const PAY: Pay = { type: 'pay' };
const DECLINE: Decline = { type: 'decline' };

/** A paid offer: pay when the player has the RM, decline always (§5.4.1–§5.4.3). */
function payOrDecline(st: GameState, cost: number): (Pay | Decline)[] {
  return rm(st) >= cost ? [PAY, DECLINE] : [DECLINE];
}

// ── §5.4.1 Socialist agitation ───────────────────────────────────────────────────────────────────────

/** §5.4.1: pay 1 RM, roll a die and move the Revolution marker that many boxes; the Explosion at the end box. */
function agitate(st: GameState): void {
  addRm(st, -COSTS.star, '§5.4.1');
  const was = trackValue(st, 'pink-socialist-revolution-1') ?? 0;
  const explodes = [1, 2, 3, 4, 5, 6].filter((f) => was + f >= OMNIBUS.explosionAt);
  const needs = asksRoll(st) ? `the Revolution advances as many boxes as the die shows${explodes.length === 0 ? '' : `; ${facesWords(explodes)} reaches the Explosion`}` : undefined;
  const roll = rollDie(st, '§5.4.1', 'Socialist agitation: how far does the Revolution advance?', needs);
  const now = was + roll;
  if (now >= OMNIBUS.explosionAt) {
    explode(st);
    return;
  }
  setTrack(st, 'pink-socialist-revolution-1', now, '§5.4.1');
}

export const pushSocialistAgitation = defineDecision<ChitEventData, Pay | Decline>('socialist-agitation', {
  prompt: (_st, d) => ({ rule: '§5.4.1', text: `Chit #${d.chit}, red star: pay ${COSTS.star} RM to stir up Socialist agitation?` }),
  actions: (st) => payOrDecline(st, COSTS.star),
  apply: (st, _f, action) => {
    pop(st);
    if (action.type === 'pay') agitate(st);
  },
  autoWhenSingle: true,
});

/** §5.4.1: one star; after the Explosion there is nothing left to stir up. */
export function socialistStar(st: GameState, chit: number): void {
  if (st.f.exploded) {
    skipped(st, '§5.4.1', { skip: 'agitation-exploded', chit });
    return;
  }
  if (rm(st) < COSTS.star) skipped(st, '§5.4.1', { skip: 'agitation-no-rm', chit, cost: COSTS.star }); // the offer declines itself
  pushSocialistAgitation(st, { chit });
}

// ── §5.4.2 Irish Rising ──────────────────────────────────────────────────────────────────────────────

/** R11: only the British 1st Army may go to Ireland. */
const IRISH_ARMY = 'gb-1';

/** R11: from Belgium Reserves, else from Belgium (never its last army); null when not available. */
function irishSource(st: GameState): string | null {
  const where = st.loc[IRISH_ARMY];
  if (where === 'belgium-reserves') return where;
  if (where === 'belgium' && armyCount(st, 'belgium') > 1) return where;
  return null;
}

export const pushIrishRising = defineDecision<ChitEventData, Pay | Decline>('irish-rising', {
  prompt: (_st, d) => ({ rule: '§5.4.2', text: `Chit #${d.chit}, shamrock: pay ${COSTS.shamrock} RM to back an Irish rising?` }),
  actions: (st) => payOrDecline(st, COSTS.shamrock),
  apply: (st, _f, action) => {
    pop(st);
    if (action.type !== 'pay') return;
    addRm(st, -COSTS.shamrock, '§5.4.2');
    moveTile(st, IRISH_ARMY, 'ireland', '§5.4.2');
  },
  autoWhenSingle: true,
});

/** §5.4.2 / R11: offered only while the British 1st Army can be sent. */
export function irishRising(st: GameState, chit: number): void {
  if (irishSource(st) === null) {
    skipped(st, 'R11', { skip: 'irish-no-army', chit });
    return;
  }
  if (rm(st) < COSTS.shamrock) skipped(st, '§5.4.2', { skip: 'irish-no-rm', chit, cost: COSTS.shamrock }); // the offer declines itself
  pushIrishRising(st, { chit });
}

// ── §5.4.3 Senussi Revolt ────────────────────────────────────────────────────────────────────────────

/** §5.4.3: the weakest Italian army, from Italy Reserves else from Italy (never its last army); none if Italy surrendered. */
function senussiItalian(st: GameState): string | null {
  if (italyStatus(st) === 'surrendered') return null;
  const isItalian = (a: string): boolean => ARMY_BY_ID[a].nationality === 'I';
  const fromReserves = weakest(st, armiesAtNow(st, 'italy-reserves').filter(isItalian));
  if (fromReserves !== null) return fromReserves;
  const inItaly = armiesAtNow(st, 'italy');
  if (inItaly.length <= 1) return null;
  return weakest(st, inItaly.filter(isItalian));
}

/** R12: a British or South African army, from Egypt else Palestine, never the ANA; the weakest (R1). */
function senussiBritish(st: GameState): string | null {
  const eligible = (a: string): boolean => ['GB', 'ZA'].includes(ARMY_BY_ID[a].nationality);
  return weakest(st, armiesAtNow(st, 'egypt').filter(eligible)) ?? weakest(st, armiesAtNow(st, 'palestine').filter(eligible));
}

export const pushSenussiRevolt = defineDecision<ChitEventData, Pay | Decline>('senussi-revolt', {
  prompt: (_st, d) => ({ rule: '§5.4.3', text: `Chit #${d.chit}, crescent: pay ${COSTS.senussi} RM to arm the Senussi?` }),
  actions: (st) => payOrDecline(st, COSTS.senussi),
  apply: (st, _f, action) => {
    pop(st);
    if (action.type !== 'pay') return;
    addRm(st, -COSTS.senussi, '§5.4.3');
    const italian = senussiItalian(st);
    if (italian !== null) moveTile(st, italian, 'senussi-revolt', '§5.4.3');
    const british = senussiBritish(st);
    if (british !== null) moveTile(st, british, 'senussi-revolt', 'R12');
  },
  autoWhenSingle: true,
});

/** §5.4.3: offered while at least one army can be drawn off to Libya. */
export function senussiRevolt(st: GameState, chit: number): void {
  if (senussiItalian(st) === null && senussiBritish(st) === null) {
    skipped(st, 'R12', { skip: 'senussi-no-army', chit });
    return;
  }
  if (rm(st) < COSTS.senussi) skipped(st, '§5.4.3', { skip: 'senussi-no-rm', chit, cost: COSTS.senussi }); // the offer declines itself
  pushSenussiRevolt(st, { chit });
}

// ── §5.4.4 Death of Franz Joseph, §5.4.5 Serb Typhus ────────────────────────────────────────────────

export function franzJosephDies(st: GameState): void {
  note(st, '§5.4.4', 'Emperor Franz Joseph dies: Kaisertreu is gone');
  if (st.loc.kaisertreu !== 'discarded') discardTile(st, 'kaisertreu', '§5.4.4');
}

/** §5.4.5: typhus sends Serbian armies to Reserves (AAO: one), never emptying the box; the weakest first (R1). */
export function serbTyphus(st: GameState): void {
  const count = st.f.aao ? TYPHUS_REMOVALS.aao : TYPHUS_REMOVALS.serbs;
  note(st, '§5.4.5', 'Typhus breaks out in the Balkans');
  for (let i = 0; i < count; i++) {
    if (weakestToReserves(st, 'serbia', null, '§5.4.5') !== null) continue;
    if (i === 0) skipped(st, '§5.4.5', { skip: 'typhus-no-army' });
    break;
  }
}

// ── §5.4.6 Random Entente Offensive ──────────────────────────────────────────────────────────────────

/** §5.4.6: one die picks a Country; neutral or surrendered → ignored (no re-roll); else one deployment. */
export function randomOffensive(st: GameState): void {
  const needs = asksRoll(st) ? perFaceNeed((f) => (countryActive(st, RANDOM_OFFENSIVE_COUNTRY[f]) ? `a deployment in ${placeName(RANDOM_OFFENSIVE_COUNTRY[f])}` : `${placeName(RANDOM_OFFENSIVE_COUNTRY[f])}, not at war, so nothing`)) : undefined;
  const roll = rollDie(st, '§5.4.6', 'Random Entente Offensive: which front?', needs);
  const country = RANDOM_OFFENSIVE_COUNTRY[roll];
  if (!countryActive(st, country)) {
    skipped(st, '§5.4.6', { skip: 'offensive-not-at-war', country });
    return;
  }
  pushDeploy(st, { country, rule: '§5.4.6', source: 'chit' }); // R8: the Chit directs it
}

/** This module's frame kinds, for the engine's frame table (rules/frames.ts). */
export const CHIT_EVENT_FRAMES = [pushSocialistAgitation, pushIrishRising, pushSenussiRevolt] as const;
