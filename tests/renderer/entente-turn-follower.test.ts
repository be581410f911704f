// The Entente turn tab's memory across updates (app/entente-turn-follower.ts): kept while the player acts,
// forgotten by a load and by an Undo back past the action that began it, "since the decision" cleared by a decision.
import { describe, expect, it } from 'vitest';
import { act, logEntriesOf, prompt, startGame, view, type GameEvent, type GameState } from '../../shared/engine/index.js';
import type { CampaignUpdate } from '../../shared/ipc.js';
import type { SidePanel } from '../../renderer/screens/side-panel.js';
import { EntenteTurnFollower } from '../../renderer/app/entente-turn-follower.js';

type Shown = Parameters<SidePanel['showEntenteTurn']>[0];

function update(reason: CampaignUpdate['reason'], st: GameState, events: readonly GameEvent[]): CampaignUpdate {
  return { reason, events, log: logEntriesOf(events), campaign: { actionCount: st.actionCount, board: view(st) } } as unknown as CampaignUpdate;
}

function shown(f: EntenteTurnFollower, u: CampaignUpdate): Shown {
  let out: Shown | null = null;
  f.show({ showEntenteTurn: (s: Shown) => { out = s; } } as unknown as SidePanel, u.campaign);
  if (out === null) throw new Error('nothing shown');
  return out;
}

/** Acts (Done or Decline, else the last choice) until an update's events begin Entente turn `n`. */
function playToTurn(f: EntenteTurnFollower, st: GameState, n: number): { st: GameState; u: CampaignUpdate } {
  for (let i = 0; i < 400; i++) {
    const p = prompt(st);
    if (!p) break;
    const r = act(st, p.actions.find((x) => x.type === 'done' || x.type === 'decline') ?? p.actions[p.actions.length - 1]);
    st = r.state;
    const u = update('act', st, r.events);
    f.decisionTaken();
    f.follow(u, false);
    if (r.events.some((e) => e.type === 'phase' && e.phase === 'chit-draw' && e.turn === n)) return { st, u };
  }
  throw new Error('never reached');
}

describe('the Entente turn follower', () => {
  it('keeps the Entente turn until an Undo goes back past the action that began it', () => {
    const f = new EntenteTurnFollower();
    const s = startGame({ seed: 3, options: {} });
    f.follow(update('new', s.state, s.events), true);
    const { st, u } = playToTurn(f, s.state, 3);
    expect(shown(f, u).turn.turn).toBe(3);
    // An Undo that stays within the turn keeps it.
    const within = update('undo', st, []);
    f.follow(within, false);
    expect(shown(f, within).turn.turn).toBe(3);
    // One back past the action that began it forgets it.
    const past = { ...update('undo', st, []), campaign: { actionCount: st.actionCount - 1, board: view(st) } } as unknown as CampaignUpdate;
    f.follow(past, false);
    expect(shown(f, past).turn.turn).toBeNull();
  });

  it('forgets the turn and what came since the decision on a load', () => {
    const f = new EntenteTurnFollower();
    const s = startGame({ seed: 3, options: {} });
    f.follow(update('new', s.state, s.events), true);
    const { st, u } = playToTurn(f, s.state, 3);
    expect(shown(f, u).turn.turn).toBe(3);
    const loaded = update('load', st, []);
    f.follow(loaded, true);
    expect(shown(f, loaded).turn.turn).toBeNull();
    expect(shown(f, loaded).later).toEqual([]);
  });
});
