// The end screen's story of a campaign (shared/campaign-story.ts), read off its history: the last position
// of each turn (the last one a step reached before the next turn began) gives VP (the engine's own §15.3 count, as if the war ended then), Unruhe and RM;
// the events of every step give the surrenders, the USA's entry and the Defeat checks that fizzled. No
// rule is worked out again here: everything is the engine's view, its count or its events.
import type { CampaignStory, TurnPoint } from '../../shared/campaign-story.js';
import type { EnginePort } from '../engine-port.js';
import type { CampaignHistory } from './history.js';

export function campaignStory(engine: EnginePort, id: string, history: CampaignHistory): CampaignStory {
  const turns: TurnPoint[] = history.turnEndStates().map(({ turn, state }) => {
    const view = engine.view(state);
    return { turn, vp: engine.victoryPoints(state), unruhe: view.boxes.unruhe?.length ?? 0, rm: view.rm };
  });
  const surrenders: { country: CampaignStory['surrenders'][number]['country']; turn: number }[] = [];
  let usaAtWar: number | null = null;
  let defeatChecksSurvived = 0;
  // The turn an event happened in: the last phase begun before it (an action may run on into the next turn).
  let turn = history.marks[0].turn;
  for (let step = 0; step <= history.length; step++) {
    for (const e of history.eventsOf(step)) {
      if (e.type === 'phase') turn = e.turn;
      else if (e.type === 'surrender') surrenders.push({ country: e.country, turn });
      else if (e.type === 'usa-at-war') usaAtWar = e.turn;
      else if (e.type === 'defeat-check' && !e.success) defeatChecksSurvived++;
    }
  }
  const over = history.stateAt(history.length).over;
  return { id, seed: history.seed, options: history.options, turns, moves: history.length, surrenders, usaAtWar, defeatChecksSurvived, over };
}
