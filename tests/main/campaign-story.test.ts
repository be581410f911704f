// The end screen's story of a campaign (issue 14): VP, Unruhe and RM at the end of each turn equal the
// engine's own replay of the actions up to that moment, the last VP is the Armistice's §15.3 total, and the
// surrenders, the USA's entry and the Defeat checks are the ones the engine's replay reported.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engine } from '../../main/engine-port.js';
import { campaignStory } from '../../main/library/campaign-story.js';
import { CampaignHistory } from '../../main/library/history.js';
import type { GameEvent, PlainAction } from '../../shared/engine/index.js';

interface Golden { readonly seed: number; readonly options: object; readonly actions: PlainAction[] }
const load = (name: string): Golden => JSON.parse(readFileSync(new URL(`../golden/${name}.json`, import.meta.url), 'utf8')) as Golden;

/** How many actions lead to the last position of each turn: stepping the engine one action at a time. */
function turnEndPrefixes(g: Golden): Map<number, number> {
  const options = engine.normaliseOptions(g.options);
  let state = engine.startGame({ seed: g.seed, options }).state;
  const ends = new Map<number, number>([[state.turn, 0]]);
  g.actions.forEach((a, i) => {
    state = engine.act(state, a).state;
    ends.set(state.turn, i + 1);
  });
  return ends;
}

for (const name of ['armistice-standard', 'defeat-standard']) {
  describe(`the story of the golden ${name}`, () => {
    const g = load(name);
    const options = engine.normaliseOptions(g.options);
    const story = campaignStory(engine, 'golden', new CampaignHistory(engine, { seed: g.seed, options, actions: g.actions }));
    const final = engine.replay(g.seed, options, g.actions);

    it('has one point per turn played, each the engine’s replay of the actions up to that turn’s last position', () => {
      const ends = turnEndPrefixes(g);
      expect(story.turns.map((p) => p.turn)).toEqual([...ends.keys()]);
      expect(story.turns.length).toBe(final.turn);
      for (const point of story.turns) {
        const state = engine.replay(g.seed, options, g.actions.slice(0, ends.get(point.turn)));
        const view = engine.view(state);
        expect(point, `turn ${point.turn}`).toEqual({
          turn: point.turn, vp: engine.victoryPoints(state), unruhe: view.boxes.unruhe?.length ?? 0, rm: view.rm,
        });
      }
    });

    it('says how it ended, with the seed and options to play it again', () => {
      expect(story).toMatchObject({ seed: g.seed, options, moves: g.actions.length, over: final.over });
      expect(story.turns.at(-1)?.unruhe).toBe(engine.view(final).boxes.unruhe?.length ?? 0);
    });

    it('lists the surrenders, the USA’s entry and the Defeat checks survived as the engine reported them', () => {
      const events: GameEvent[] = engine.replaySteps(g.seed, options, g.actions).steps.flat();
      const surrendered = events.flatMap((e) => (e.type === 'surrender' ? [e.country] : []));
      expect(story.surrenders.map((s) => s.country)).toEqual(surrendered);
      expect(story.usaAtWar).toBe(events.find((e) => e.type === 'usa-at-war')?.turn ?? null);
      expect(story.defeatChecksSurvived).toBe(events.filter((e) => e.type === 'defeat-check' && !e.success).length);
      for (const s of story.surrenders) expect(s.turn).toBeGreaterThanOrEqual(1);
    });
  });
}

describe('the VP line (§15.3)', () => {
  it('ends at the Armistice’s own total for an Armistice', () => {
    const g = load('armistice-standard');
    const options = engine.normaliseOptions(g.options);
    const story = campaignStory(engine, 'golden', new CampaignHistory(engine, { seed: g.seed, options, actions: g.actions }));
    expect(story.over?.result).toBe('armistice');
    expect(story.turns.at(-1)?.vp).toBe(story.over?.vp);
    // It moved during the war: not one value copied onto every turn.
    expect(new Set(story.turns.map((p) => p.vp)).size).toBeGreaterThan(1);
  });

  it('says which front broke, and when, for a Defeat (§15.2)', () => {
    const g = load('defeat-standard');
    const options = engine.normaliseOptions(g.options);
    const story = campaignStory(engine, 'golden', new CampaignHistory(engine, { seed: g.seed, options, actions: g.actions }));
    expect(story.over).toMatchObject({ result: 'defeat', turn: 27, front: 'italy' });
  });
});
