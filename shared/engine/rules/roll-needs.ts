// The table companion's words for a roll (issue 32): what the die must show and what each result would do, for
// the question that asks the player to roll at the table (core/entries.ts). Built only while a companion
// campaign tries an action (asksRoll): rollouts and ordinary campaigns never spend time on them. Each sentence is
// built from the same table or faces the rule then reads, so the question cannot promise what the roll won't do.
import type { GameState } from '../core/state.js';
import type { NeedWords } from '../core/random.js';

/** Whether the roll about to be made will be asked of the player, so its need words are wanted. */
export function asksRoll(st: GameState): boolean {
  return st.entry !== undefined && st.options.myDice === true;
}

/** Runs of faces in words: [6] "a 6", [5, 6] "a 5 or 6", [1, 2, 4, 5, 6] "1, 2, 4, 5 or 6", [1, 2, 3] "1 to 3". */
export function facesWords(faces: readonly number[]): string {
  const sorted = [...new Set(faces)].sort((a, b) => a - b);
  if (sorted.length === 1) return `a ${sorted[0]}`;
  const runs: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    if (j - i >= 2) runs.push(`${sorted[i]} to ${sorted[j]}`);
    else for (let k = i; k <= j; k++) runs.push(String(sorted[k]));
    i = j + 1;
  }
  if (runs.length === 2 && sorted.length === 2) return `a ${runs[0]} or ${runs[1]}`;
  return runs.length === 1 ? runs[0] : `${runs.slice(0, -1).join(', ')} or ${runs[runs.length - 1]}`;
}

/** A roll that succeeds on some faces: "a 5 or 6: the attack goes ahead; anything else: it is stopped". */
export function onFacesNeed(faces: readonly number[], hit: string, miss: string): string {
  if (faces.length === 0) return `no face succeeds: ${miss}`;
  if (faces.length >= 6) return `any face succeeds: ${hit}`;
  return `${facesWords(faces)}: ${hit}; anything else: ${miss}`;
}

/** One result per face, faces with the same words together: "1 or 2: lose 2 RM; 3 to 5: lose 1 RM; a 6: nothing". */
export function perFaceNeed(result: (face: number) => string): string {
  return [...byWords(faceRange(1, 6), result)].map(([words, faces]) => `${facesWords(faces)}: ${words}`).join('; ');
}

/** The faces `from` to `to`, in order. */
function faceRange(from: number, to: number): number[] {
  const out: number[] = [];
  for (let f = from; f <= to; f++) out.push(f);
  return out;
}

/** `values` grouped by their words, in the order first met: results that do the same are said once. */
function byWords(values: readonly number[], words: (value: number) => string): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  for (const v of values) {
    const w = words(v);
    const vs = groups.get(w) ?? [];
    vs.push(v);
    groups.set(w, vs);
  }
  return groups;
}

/** Groups as "4 or 5: …; 6 to 9: …" (the values bare: they follow a span that names what they are). */
function listed(groups: Map<string, number[]>): string {
  return [...groups].map(([words, vs]) => `${facesWords(vs).replace(/^a /, '')}: ${words}`).join('; ');
}

/** What the second die can still bring: "span: …; …", or "span: words, whatever the second die shows" when all agree. */
function leftWords(span: string, values: readonly number[], words: (value: number) => string): string {
  const groups = byWords(values, words);
  if (groups.size === 1) return `${span}: ${[...groups.keys()][0]}, whatever the second die shows`;
  return `${span}: ${listed(groups)}`;
}

/** Two dice whose total must be at most `max`. */
export function totalAtMostNeed(max: number, hit: string, miss: string): string {
  if (max < 2) return `no total is low enough: ${miss}`;
  return `a total of ${max} or less: ${hit}; more: ${miss}`;
}

/** Two dice whose total must be one of `totals`. */
export function totalsNeed(totals: readonly number[], hit: string, miss: string): string {
  return `a total of ${facesWords(totals).replace(/^a /, '')}: ${hit}; any other total: ${miss}`;
}

/**
 * After the first of two summed dice, only the totals still possible, each with what it does: first 3 gives
 * "now a total of 4 to 9: 4 or 5: …; 6 to 9: …". The player entering the dice one at a time sees what the
 * second die can still decide (issue 32).
 */
export function totalsLeftNeed(first: number, byTotal: (total: number) => string): string {
  return leftWords(`now a total of ${first + 1} to ${first + 6}`, faceRange(first + 1, first + 6), byTotal);
}

/** Two summed dice: `whole` before any is entered, the totals still possible after the first (totalsLeftNeed). */
export function summedNeed(whole: string, byTotal: (total: number) => string, tail = ''): NeedWords {
  return (have) => (have.length === 1 ? totalsLeftNeed(have[0], byTotal) : whole) + tail;
}

/** totalAtMostNeed, narrowed after the first die to the totals still possible. */
export function totalAtMostSum(max: number, hit: string, miss: string): NeedWords {
  return summedNeed(totalAtMostNeed(max, hit, miss), (total) => (total <= max ? hit : miss));
}

/** totalsNeed, narrowed after the first die to the totals still possible. */
export function totalsSum(totals: readonly number[], hit: string, miss: string): NeedWords {
  return summedNeed(totalsNeed(totals, hit, miss), (total) => (totals.includes(total) ? hit : miss));
}

// ── Two dice, one of them counts ──────────────────────────────────────────────────────────────────────

/**
 * Two dice, the lower counts (§9.1.5 R23, §9.5 R24): after the first, the lower die can only be that face or
 * less, each with what it does: first 4 gives "now the lower die is 1 to 4: 1 or 2: …; 3 or 4: …" (issue 32).
 */
export function lowerLeftNeed(first: number, byFace: (face: number) => string): string {
  const faces = faceRange(1, first);
  return leftWords(`now the lower die is ${facesWords(faces)}`, faces, byFace);
}

/** Two dice keeping the lower: the whole table before any is entered, the faces still possible after the first. */
export function lowerDieNeed(byFace: (face: number) => string): NeedWords {
  const whole = `the lower die counts; ${perFaceNeed(byFace)}`;
  return (have) => (have.length === 1 ? lowerLeftNeed(have[0], byFace) : whole);
}

/**
 * Two dice, doubles or else the higher die (§10.1.1, R26): after the first, the higher die can only be that face
 * or more (after a 1, 2 to 6: a second 1 is doubles), or a second die the same makes doubles. First 4 gives
 * "now the higher die is 4 to 6, or doubles: 4: …; 5 or 6: …; doubles (a second 4): …" (issue 32).
 */
export function higherLeftNeed(first: number, byHigher: (face: number) => string, doubles: string): string {
  const higher = faceRange(Math.max(first, 2), 6);
  return `now the higher die is ${facesWords(higher)}, or doubles: ${listed(byWords(higher, byHigher))}; doubles (a second ${first}): ${doubles}`;
}

/** Two dice, doubles or the higher die: `whole` before any is entered; after the first, higherLeftNeed. */
export function higherOrDoublesNeed(whole: string, byHigher: (face: number) => string, doubles: (face: number) => string): NeedWords {
  return (have) => (have.length === 1 ? higherLeftNeed(have[0], byHigher, doubles(have[0])) : whole);
}
