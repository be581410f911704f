// The end screen's story in words (issue 14): every sentence of the golden campaigns' stories is plain
// (no id, nothing undefined), names each surrender's Country and the calendar's months for its turn, and
// the counts read right in the singular and the plural.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engine } from '../../main/engine-port.js';
import { campaignStory } from '../../main/library/campaign-story.js';
import { CampaignHistory } from '../../main/library/history.js';
import type { CampaignStory } from '../../shared/campaign-story.js';
import type { PlainAction } from '../../shared/engine/index.js';
import { storyLines, whenWords } from '../../shared/labels/index.js';
import { leaks } from './leaks.js';

function goldenStory(name: string): CampaignStory {
  const g = JSON.parse(readFileSync(new URL(`../golden/${name}.json`, import.meta.url), 'utf8')) as { seed: number; options: object; actions: PlainAction[] };
  const options = engine.normaliseOptions(g.options);
  return campaignStory(engine, 'golden', new CampaignHistory(engine, { seed: g.seed, options, actions: g.actions }));
}

describe('storyLines', () => {
  it('tells the golden campaigns in plain words', () => {
    for (const name of ['armistice-standard', 'defeat-standard']) {
      const story = goldenStory(name);
      const lines = storyLines(story);
      expect(leaks(name, lines)).toEqual([]);
      expect(lines[0]).toBe(`${story.turns.length} turns played, to ${whenWords(story.turns.at(-1)?.turn ?? 0)}, in ${story.moves} moves.`);
      for (const s of story.surrenders) expect(lines.some((l) => l.startsWith('The Ottoman Empire surrendered on turn ') && l.includes(whenWords(s.turn)))).toBe(true);
    }
  });

  it('says the months of a turn as the calendar prints them', () => {
    expect(whenWords(1)).toBe('turn 1 (August 1914)');
    expect(whenWords(27)).toMatch(/^turn 27 \([A-Z][a-z]+–[A-Z][a-z]+ 1918\)$/);
  });

  it('counts in the singular and the plural, and says what did not happen', () => {
    const base: CampaignStory = {
      id: 'x', seed: 1, options: engine.normaliseOptions({}), turns: [{ turn: 1, vp: 40, unruhe: 0, rm: 2 }], moves: 1,
      surrenders: [], usaAtWar: null, defeatChecksSurvived: 1, over: null,
    };
    expect(storyLines(base)).toEqual([
      '1 turn played, to turn 1 (August 1914), in 1 move.',
      'No Country surrendered.',
      'The USA never entered the war.',
      'The home front held through 1 Defeat check (§15.2).',
    ]);
    const more = storyLines({ ...base, surrenders: [{ country: 'russia', turn: 1 }], usaAtWar: 1, defeatChecksSurvived: 0 });
    expect(more).toEqual(['1 turn played, to turn 1 (August 1914), in 1 move.', 'Russia surrendered on turn 1 (August 1914).', 'The USA declared war on turn 1 (August 1914) (§8.6).']);
  });
});
