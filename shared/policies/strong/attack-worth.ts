// The worth of striking one tile: its chance (the die against its strength with this turn's modifiers, R2,
// §10.2) times what its removal does to the front. Forts, Trenches and the Tank Army only open the way to the
// armies behind them (§10.3, §10.6), so they are worth a share of an army.
import {
  attackDrm, faceNeeded, germanAirSuperiority, isArmy, strengthOf, type GameState,
} from '../../engine/index.js';
import { ARMY_BY_ID, FORT_IDS, TILE_BY_ID, TRENCH_IDS } from '../../data/tiles.js';
import { armyRemovalValue, countryNumberOfBox, type Fronts } from './front-danger.js';
import type { StrongParams } from './params.js';

const TANK_ARMY = 'french-tank-army';
const FORTS: ReadonlySet<string> = new Set(FORT_IDS);
const TRENCHES: ReadonlySet<string> = new Set(TRENCH_IDS);

/** What beating a tile opens, as a share of the army behind it (removalWorth's order of tests). */
const Share = { Army: 0, Trench: 1, Fort: 2, Nothing: 3 } as const;
type Share = (typeof Share)[keyof typeof Share];

/**
 * What the policy keeps per target tile, read once per tile: its share (one lookup instead of up to four set
 * tests) and its printed strength where that never changes (null: an army with two strengths, §2.4, asked of
 * strengthOf each time).
 */
interface TargetInfo {
  readonly share: Share;
  readonly strength: number | null;
}
const TARGETS = new Map<string, TargetInfo>();
function targetInfo(target: string): TargetInfo {
  let t = TARGETS.get(target);
  if (t === undefined) {
    // the Tank Army is priced as Trenches (§10.6: it only absorbs the attack)
    const share = isArmy(target) ? Share.Army : TRENCHES.has(target) || target === TANK_ARMY ? Share.Trench : FORTS.has(target) ? Share.Fort : Share.Nothing;
    const army = ARMY_BY_ID[target];
    const strength = army === undefined ? (TILE_BY_ID[target]?.strength ?? null) : typeof army.strength === 'number' ? army.strength : null;
    TARGETS.set(target, (t = { share, strength }));
  }
  return t;
}

/** strengthOf(st, target), from the printed value kept in `info` when it has one. */
function strengthNow(st: GameState, target: string, info: TargetInfo): number {
  return info.strength ?? strengthOf(st, target);
}

/** One die: the natural face `need` or more (R2). */
function dieChance(need: number): number {
  return (7 - need) / 6;
}
/** The best a single die can do: a natural 1 always fails (R2), so at most 2–6. */
const BEST_DIE = dieChance(2);

/** §10.1: the chance an ordinary (or city, or Kaiserschlacht) attack beats `target` now (`drm`: its box's, if known). */
export function hitChance(st: GameState, target: string, kaiserschlacht = false, drm?: number): number {
  if (target === TANK_ARMY) return 0; // §10.6: it only absorbs the attack
  return dieChance(faceNeeded(strengthOf(st, target), drm ?? attackDrm(st, st.loc[target], kaiserschlacht)));
}

/** §10.1.1, R26: two dice, doubles fail, otherwise the higher die: of the 36 pairs, 2·(m−1) have m on top. */
export function baronChance(st: GameState, target: string, drm?: number): number {
  return baronChanceOf(faceNeeded(strengthOf(st, target), drm ?? attackDrm(st, st.loc[target], false)));
}
function baronChanceOf(need: number): number {
  let wins = 0;
  for (let m = need; m <= 6; m++) wins += 2 * (m - 1);
  return wins / 36;
}
/** The Red Baron's best: a natural 1 always fails (R2), so 2 or more on the higher die. */
export const BEST_BARON = baronChanceOf(2);

/** R25: German Bombers and Zeppelin bombing move an army on 5–6 with German skies, on 6 otherwise. */
export function bombChance(st: GameState): number {
  return germanAirSuperiority(st) ? 2 / 6 : 1 / 6;
}

/** A tile's worth from the worth of an army in its box (`army`: null where its box is in no Country). */
function shareWorth(share: Share, army: number | null, p: StrongParams): number {
  if (army === null) return 0;
  switch (share) {
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
  const country = countryNumberOfBox(box);
  return country < 0 ? null : armyRemovalValue(f, country, p);
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
  /** The largest share of an army's worth a beaten tile brings (an army's whole worth, or more if so tuned). */
  private readonly maxShare: number;

  constructor(
    private readonly st: GameState,
    private readonly f: Fronts,
    private readonly p: StrongParams,
  ) {
    this.maxShare = Math.max(1, p.trenchShare, p.fortShare);
  }

  /** What taking `target` off the board is worth, not counting the chance of doing it. */
  removal(target: string, box: string = this.st.loc[target]): number {
    return this.shareIn(targetInfo(target).share, box);
  }

  private shareIn(share: Share, box: string): number {
    if (box === 'roumania') return this.p.vpValue + this.p.roumaniaValue; // §8.4 Hypothesis Z, §15.3 ① VP
    this.readBox(box);
    return shareWorth(share, this.boxArmy, this.p);
  }

  /** attackDrm(st, box of target, false), once per box. */
  drm(target: string, box: string = this.st.loc[target]): number {
    this.readBox(box);
    return (this.boxDrm ??= attackDrm(this.st, box, false));
  }

  private readBox(box: string): void {
    if (box === this.lastBox) return;
    this.lastBox = box;
    this.boxArmy = box === 'roumania' ? null : boxArmyWorth(this.f, box, this.p);
    this.boxDrm = null;
  }

  /**
   * The most removal() can be for a tile in `box`, read from the box alone (no share): the largest share of its
   * army worth; Infinity where that worth is negative (no bound taken then).
   */
  removalBound(box: string): number {
    let worth: number;
    if (box === 'roumania') {
      worth = this.p.vpValue + this.p.roumaniaValue; // as shareIn, whatever the share
    } else {
      this.readBox(box);
      worth = this.boxArmy === null ? 0 : this.boxArmy * this.maxShare;
    }
    return worth >= 0 ? worth : Infinity;
  }

  /**
   * The most gain(target) can be, read from its box alone (no strength, share or modifiers): the best single
   * die, 5 in 6 (R2: a natural 1 always fails), times removalBound; the Tank Army goes without a roll (§10.6).
   * Rounding keeps it a true bound: each step of gain() is at most its step here.
   */
  bound(target: string, box: string): number {
    const worth = this.removalBound(box);
    return target === TANK_ARMY ? worth : BEST_DIE * worth;
  }

  /** The expected worth of one ordinary attack on `target` (in `box`, if known): its chance (§10.1) times its removal's worth. */
  gain(target: string, knownBox?: string): number {
    if (target === this.lastTarget) return this.lastGain;
    const box = knownBox ?? this.st.loc[target];
    const info = targetInfo(target);
    const worth = this.shareIn(info.share, box);
    this.lastTarget = target;
    // the Tank Army: no roll, it is simply gone (hitChance's §10.6); else §10.1's die (R2) times the worth
    this.lastGain = target === TANK_ARMY ? worth : dieChance(faceNeeded(strengthNow(this.st, target, info), this.drm(target, box))) * worth;
    return this.lastGain;
  }
}
