// The "why" of an answer (issue #30), from the rollouts themselves: how the wars after the best choice ended
// against those after the first choice of the next group, on the same seeds (the same dice), turned into one
// sentence only where that difference is clear at 95 % on the paired wars; otherwise no why.
import { COUNTRIES } from '../data/board.js';
import { agrestiMin, pairedMeanDifference, pairedSeparated, MIN_SAMPLES } from './estimates.js';
import { commonSeeds } from './common-seeds.js';
import { percent } from './percent-words.js';
import { ARMISTICE_PARTS, DEFEAT, type RolloutEnd } from './rollouts.js';

export interface Why {
  /** The sentence the player reads, naming the other "the next one" (whySentence names it by its label). */
  readonly text: string;
  /** Its clause alone: "Belgium broke in 9 % of the wars instead of 17 %". */
  readonly says: string;
  /** The prompt index of the action the best was compared with. */
  readonly against: number;
  /** The paired wars (common seeds) behind it, and those the figure is over (the Armistices for their VP items). */
  readonly pairs: number;
  readonly over: number;
  /** The figure after the best and after the other, and the paired difference (best − other) with its 95 % margin. */
  readonly best: number;
  readonly other: number;
  readonly difference: number;
  readonly margin: number;
}

/** What an Armistice VP item counts, in the player's words (§15.3). */
const PART_WORDS: Readonly<Record<(typeof ARMISTICE_PARTS)[number], string>> = {
  epArmies: 'for the EP armies still in the Countries and Roumania',
  turkey: 'for Ottoman Turkey still at war',
  eastAfrica: 'for German East Africa still German',
  ruhe: 'for the Cities in Ruhe',
  civilSociety: 'for the Civil Society tiles still in Germany',
};

/**
 * The least difference worth a sentence: a gap can be clear at 95 % over many wars and still too small to
 * change a player's mind ("6.7 VP instead of 6.6"). A front breaking 3 points less often, half a VP, half
 * an RM, half a City or half a turn is the least the General Staff mentions.
 */
export const LEAST_WORTH_SAYING = { share: 0.03, vp: 0.5, rm: 0.5, cities: 0.5, turns: 0.5 } as const;

interface Candidate {
  /** The least difference worth saying for this figure (LEAST_WORTH_SAYING). */
  readonly least: number;
  readonly clearness: number;
  readonly pairs: number;
  readonly over: number;
  readonly best: number;
  readonly other: number;
  readonly difference: number;
  readonly margin: number;
  readonly words: (best: number, other: number) => string;
}

const mean = (v: readonly number[]): number => v.reduce((s, x) => s + x, 0) / v.length;

/** A paired difference of means that the paired test (mean and sign test) calls clear either way, else null. */
function meanCandidate(x: readonly number[], y: readonly number[], pairs: number, least: number, words: Candidate['words']): Candidate | null {
  if (x.length < MIN_SAMPLES || (!pairedSeparated(x, y) && !pairedSeparated(y, x))) return null;
  const { mean: m, margin } = pairedMeanDifference(x, y);
  return { least, clearness: Math.abs(m) / margin, pairs, over: x.length, best: mean(x), other: mean(y), difference: m, margin, words };
}

const one = (v: number): string => v.toFixed(1);

/**
 * The clearest difference between the wars after `best` and after `other` (ends by seed; a hole ends the
 * pairs), as a sentence, or null where none is clear at 95 %: the share of wars in which each front broke
 * (paired Agresti–Min interval excluding 0), the mean of each §15.3 item over the wars both ended in an
 * Armistice, RM and Cities in Unruhe at those Armistices, and the turn the wars both lost were lost (paired test).
 */
export function whyBest(best: readonly (RolloutEnd | undefined)[], other: readonly (RolloutEnd | undefined)[], against: number): Why | null {
  const both = commonSeeds(best, other);
  const a = both.map(([x]) => x);
  const b = both.map(([, y]) => y);
  const pairs = both.length;
  if (pairs < MIN_SAMPLES) return null;
  const candidates: (Candidate | null)[] = [];
  for (const c of COUNTRIES) {
    const x = a.map((e) => (e.outcome === DEFEAT && e.front === c.id ? 1 : 0));
    const y = b.map((e) => (e.outcome === DEFEAT && e.front === c.id ? 1 : 0));
    const d = agrestiMin(x, y);
    if (d === null || Math.abs(d.mean) <= d.margin) continue;
    candidates.push({
      least: LEAST_WORTH_SAYING.share, clearness: Math.abs(d.mean) / d.margin, pairs, over: pairs, best: mean(x), other: mean(y), difference: d.mean, margin: d.margin,
      words: (p, q) => `${c.name} broke in ${percent(p)} of the wars instead of ${percent(q)}`,
    });
  }
  const armistices = both.filter(([x, y]) => x.parts !== null && y.parts !== null);
  ARMISTICE_PARTS.forEach((part, i) => {
    candidates.push(meanCandidate(armistices.map(([x]) => x.parts![i]), armistices.map(([, y]) => y.parts![i]), pairs, LEAST_WORTH_SAYING.vp,
      (p, q) => `its Armistices scored ${one(p)} VP ${PART_WORDS[part]} instead of ${one(q)}`));
  });
  // on the Armistices both reached, as the VP items: over all wars they would only say again that more were lost
  candidates.push(meanCandidate(armistices.map(([x]) => x.rm), armistices.map(([, y]) => y.rm), pairs, LEAST_WORTH_SAYING.rm, (p, q) => `its Armistices came with ${one(p)} RM on average instead of ${one(q)}`));
  candidates.push(meanCandidate(armistices.map(([x]) => x.unruhe), armistices.map(([, y]) => y.unruhe), pairs, LEAST_WORTH_SAYING.cities, (p, q) => `its Armistices came with ${one(p)} Cities in Unruhe on average instead of ${one(q)}`));
  const lost = both.filter(([x, y]) => x.outcome === DEFEAT && y.outcome === DEFEAT);
  candidates.push(meanCandidate(lost.map(([x]) => x.turn), lost.map(([, y]) => y.turn), pairs, LEAST_WORTH_SAYING.turns, (p, q) => `the wars lost both ways held out to turn ${one(p)} on average instead of ${one(q)}`));
  // a difference its own figures cannot show ("5 % instead of 5 %") says nothing to the player
  const shown = (c: Candidate): boolean => Math.abs(c.difference) >= c.least && c.words(c.best, c.best) !== c.words(c.best, c.other);
  const clearest = candidates.filter((c): c is Candidate => c !== null && shown(c)).sort((p, q) => q.clearness - p.clearness)[0];
  if (clearest === undefined) return null;
  const { pairs: n, over, best: p, other: q, difference, margin } = clearest;
  const says = clearest.words(p, q);
  return { text: whySentence({ says, over }), says, against, pairs: n, over, best: p, other: q, difference, margin };
}

/** The sentence, naming the choice the best was compared with (its button label) where known. */
export function whySentence(why: Pick<Why, 'says' | 'over'>, other?: string): string {
  return `Why: after the best choice, ${why.says} after ${other === undefined ? 'the next one' : `“${other}”`} (the same ${why.over} wars, clear at 95 %).`;
}
