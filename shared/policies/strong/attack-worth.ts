// The worth of striking one tile: its chance (the die against its strength with this turn's modifiers, R2,
// §10.2) times what its removal does to the front. Forts, Trenches and the Tank Army only open the way to the
// armies behind them (§10.3, §10.6), so they are worth a share of an army.
import type { GameState } from '../../engine/index.js';
import { countryOfBox, germanAirSuperiority, isArmy, strengthOf } from '../../engine/core/board.js';
import { attackDrm } from '../../engine/rules/drm.js';
import { faceNeeded } from '../../engine/odds/index.js';
import { FORT_IDS, TRENCH_IDS } from '../../data/tiles.js';
import type { CountryId } from '../../data/ids.js';
import { armyRemovalValue, type Fronts } from './front-danger.js';
import type { StrongParams } from './params.js';

const TANK_ARMY = 'french-tank-army';
const FORTS: ReadonlySet<string> = new Set(FORT_IDS);
const TRENCHES: ReadonlySet<string> = new Set(TRENCH_IDS);

/** What beating a tile opens, as a share of the army behind it (removalWorth's order of tests). */
const Share = { Army: 0, Trench: 1, Fort: 2, Nothing: 3 } as const;
type Share = (typeof Share)[keyof typeof Share];

/** Share by tile id, read once per tile: one lookup instead of up to four set tests per target and decision. */
const SHARES = new Map<string, Share>();
function shareOf(target: string): Share {
  let s = SHARES.get(target);
  if (s === undefined) {
    // the Tank Army is priced as Trenches (§10.6: it only absorbs the attack)
    s = isArmy(target) ? Share.Army : TRENCHES.has(target) || target === TANK_ARMY ? Share.Trench : FORTS.has(target) ? Share.Fort : Share.Nothing;
    SHARES.set(target, s);
  }
  return s;
}

/** One die: the natural face `need` or more (R2). */
function dieChance(need: number): number {
  return (7 - need) / 6;
}

/** §10.1: the chance an ordinary (or city, or Kaiserschlacht) attack beats `target` now (`drm`: its box's, if known). */
export function hitChance(st: GameState, target: string, kaiserschlacht = false, drm?: number): number {
  if (target === TANK_ARMY) return 0; // §10.6: it only absorbs the attack
  return dieChance(faceNeeded(strengthOf(st, target), drm ?? attackDrm(st, st.loc[target], kaiserschlacht)));
}

/** §10.1.1, R26: two dice, doubles fail, otherwise the higher die: of the 36 pairs, 2·(m−1) have m on top. */
export function baronChance(st: GameState, target: string, drm?: number): number {
  const need = faceNeeded(strengthOf(st, target), drm ?? attackDrm(st, st.loc[target], false));
  let wins = 0;
  for (let m = need; m <= 6; m++) wins += 2 * (m - 1);
  return wins / 36;
}

/** R25: German Bombers and Zeppelin bombing move an army on 5–6 with German skies, on 6 otherwise. */
export function bombChance(st: GameState): number {
  return germanAirSuperiority(st) ? 2 / 6 : 1 / 6;
}

/** A tile's worth from the worth of an army in its box (`army`: null where its box is in no Country). */
function shareWorth(target: string, army: number | null, p: StrongParams): number {
  if (army === null) return 0;
  switch (shareOf(target)) {
    case Share.Army:
      return army;
    case Share.Trench:
      return army * p.trenchShare; // Trenches come back next turn (§6.6)
    case Share.Fort:
      return army * p.fortShare; // gone for good (§10.5)
    default:
      return 0;
  }
}

/** What taking an army out of `box` is worth (null: a box of no Country); Roumania's is its own (AttackGains). */
function boxArmyWorth(f: Fronts, box: string, p: StrongParams): number | null {
  const country = countryOfBox(box) as CountryId | null;
  return country === null ? null : armyRemovalValue(f, country, p);
}

/**
 * The worth of the targets of one decision's list (what removing each is worth, and an ordinary attack's
 * expected worth), without a map: the list names a target once per way of paying (RM, Krupp, Kaisertreu) one
 * after the other, and box by box, so the last target's gain and the last box's army worth and modifiers
 * (§10.2, read only when asked) are kept.
 */
export class AttackGains {
  private lastTarget = '';
  private lastGain = 0;
  private lastBox = '';
  private boxArmy: number | null = null;
  private boxDrm: number | null = null;

  constructor(
    private readonly st: GameState,
    private readonly f: Fronts,
    private readonly p: StrongParams,
  ) {}

  /** What taking `target` off the board is worth, not counting the chance of doing it. */
  removal(target: string, box = this.st.loc[target]): number {
    if (box === 'roumania') return this.p.vpValue + this.p.roumaniaValue; // §8.4 Hypothesis Z, §15.3 ① VP
    this.readBox(box);
    return shareWorth(target, this.boxArmy, this.p);
  }

  /** attackDrm(st, box of target, false), once per box. */
  drm(target: string, box = this.st.loc[target]): number {
    this.readBox(box);
    return (this.boxDrm ??= attackDrm(this.st, box, false));
  }

  private readBox(box: string): void {
    if (box === this.lastBox) return;
    this.lastBox = box;
    this.boxArmy = box === 'roumania' ? null : boxArmyWorth(this.f, box, this.p);
    this.boxDrm = null;
  }

  /** The expected worth of one ordinary attack on `target`: its chance (§10.1) times its removal's worth. */
  gain(target: string): number {
    if (target === this.lastTarget) return this.lastGain;
    const box = this.st.loc[target];
    const worth = this.removal(target, box);
    this.lastTarget = target;
    this.lastGain = target === TANK_ARMY ? worth : hitChance(this.st, target, false, this.drm(target, box)) * worth;
    return this.lastGain;
  }
}
