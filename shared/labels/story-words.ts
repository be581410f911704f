// A finished campaign told in a few plain sentences for its end screen (issue 14): how long it lasted,
// which Countries surrendered and when, the USA's entry and the Defeat checks the home front survived.
// Everything comes from the campaign's story (main/library/campaign-story.ts), which reads the engine.
import type { CampaignStory } from '../campaign-story.js';
import { turnDef } from '../data/calendar.js';
import { POWER_NAMES } from '../data/names.js';

/** "turn 10 (July–August 1915)": a turn with its months, as the calendar prints them. */
export function whenWords(turn: number): string {
  const def = turnDef(turn);
  return `turn ${turn} (${def.months.replace('-', '–')} ${def.year})`;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The campaign's story in sentences, in the order things happened. */
export function storyLines(story: CampaignStory): string[] {
  const last = story.turns.at(-1)?.turn ?? 1;
  const lines = [`${plural(story.turns.length, 'turn', 'turns')} played, to ${whenWords(last)}, in ${plural(story.moves, 'move', 'moves')}.`];
  if (story.surrenders.length === 0) lines.push('No Country surrendered.');
  for (const s of story.surrenders) lines.push(`${capital(POWER_NAMES[s.country])} surrendered on ${whenWords(s.turn)}.`);
  lines.push(story.usaAtWar === null ? 'The USA never entered the war.' : `The USA declared war on ${whenWords(story.usaAtWar)} (§8.6).`);
  if (story.defeatChecksSurvived > 0) {
    lines.push(`The home front held through ${plural(story.defeatChecksSurvived, 'Defeat check', 'Defeat checks')} (§15.2).`);
  }
  return lines;
}
