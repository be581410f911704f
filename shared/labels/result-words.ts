// How a campaign ended, in words: the §15.3 Victory Point items by what they count, and the §15.3 range a
// total falls in (the rulebook's own name where it gives one, never one of ours), told in our own words.
import type { GameOver } from '../engine/index.js';
import { RESULT_BANDS } from '../data/victory.js';
import { COUNTRY_BY_ID } from '../data/board.js';

/** The items of GameOver.breakdown (rules/victory.ts, rules/defeat.ts), by what they count and their rule. */
const ITEMS: Readonly<Record<string, string>> = {
  base: 'Victory Points to start from (§15.3 ①)',
  epArmies: 'EP armies in the six Countries and Roumania (§15.3 ①)',
  turkey: 'Ottoman Turkey still at war (§15.3 ②)',
  eastAfrica: 'German East Africa still German (§15.3 ③)',
  ruhe: 'Cities in Ruhe (§15.3 ④)',
  civilSociety: 'Civil Society tiles still in Germany (§15.3 ⑤)',
  roll: 'The Defeat roll, two dice with no DRM (§15.2)',
  unruhe: 'Cities in Unruhe: the Defeat roll had to show (§15.2)',
};

/** How an item's value reads: Victory Points as a share of the total ("+10", "−26", "0"); the §15.2 Defeat roll
 *  as dice, and the Unruhe count as the most it could show (issue 32: they read like VP, "+9 / +11"). */
function shownValue(key: string, v: number): string {
  if (key === 'roll') return `${v} on two dice`;
  if (key === 'unruhe') return `${v} or less`;
  return v > 0 ? `+${v}` : v < 0 ? `−${-v}` : '0';
}

/** One row per item of the end's breakdown: what it counts, with its rule, its value and that value as shown. */
export function breakdownRows(b: Readonly<Record<string, number>>): { readonly label: string; readonly value: number; readonly shown: string }[] {
  return Object.entries(b).map(([key, value]) => ({ label: ITEMS[key] ?? 'Another item of the count', value, shown: shownValue(key, value) }));
}

/**
 * The §15.3 ranges, best first, by their lowest total (shared/data/victory.ts holds the thresholds): the
 * rulebook's name where it prints one, and what the peace means, in our own words.
 */
const RANGES: Readonly<Record<number, { readonly name?: string; readonly meaning: string }>> = {
  65: { name: 'Weltgeschichtlicher Sieg', meaning: 'the Reich is twice its size, France and Russia are ruined, and German trade rules Europe and Central Africa' },
  60: { meaning: 'large annexations: Germany steers the economy of Central Europe and takes most of Africa' },
  50: { meaning: 'the Kaiser keeps his throne and Germany gains a little land in Europe and overseas; Austria-Hungary tries a federal state' },
  40: { meaning: 'one or two colonies stay German and Poland makes up for what France takes back; Austria-Hungary breaks apart' },
  30: { meaning: 'every colony is gone and Alsace-Lorraine with them, Poland stays in dispute, and Austria-Hungary breaks apart' },
  20: { name: 'Peace without honor', meaning: 'a shaky, vengeful government keeps Germany together by force while Austria-Hungary breaks apart' },
  [-999]: { name: 'Collapse', meaning: 'the government falls apart during the peace talks, civil war follows, and Austria-Hungary goes down too' },
};

/** "20 to 29" for a range, from the thresholds in shared/data. */
function rangeText(i: number): string {
  const min = RESULT_BANDS[i].min;
  const above = RESULT_BANDS[i - 1]?.min;
  if (above === undefined) return `${min} or more`;
  if (i === RESULT_BANDS.length - 1) return `${above - 1} or less`;
  return `${min} to ${above - 1}`;
}

/** The §15.3 range of a total: "§15.3, 20 to 29 VP — Peace without honor: a shaky, vengeful government…". */
export function vpRangeWords(vp: number): string {
  const i = Math.max(0, RESULT_BANDS.findIndex((b) => vp >= b.min));
  const r = RANGES[RESULT_BANDS[i].min];
  const meaning = r?.meaning ?? 'the rulebook describes this peace in §15.3';
  return `§15.3, ${rangeText(i)} VP${r?.name ? ` — ${r.name}` : ''}: ${meaning}.`;
}

/** The short form for a list or a banner: "§15.3: 20 to 29, Peace without honor". */
export function vpRangeShort(vp: number): string {
  const i = Math.max(0, RESULT_BANDS.findIndex((b) => vp >= b.min));
  const name = RANGES[RESULT_BANDS[i].min]?.name;
  return `§15.3: ${rangeText(i)}${name ? `, ${name}` : ''}`;
}

/** The Defeat's sentence (§15.2): the front that broke, by its printed name. */
export function defeatWords(over: Pick<GameOver, 'turn' | 'front'>): string {
  const front = over.front ? COUNTRY_BY_ID[over.front]?.name : undefined;
  return front ? `The front in ${front} collapsed on turn ${over.turn}, and the home front with it.` : `The home front collapsed on turn ${over.turn}.`;
}
