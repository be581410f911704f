// The Sequence of Play: every turn walks the phases in order, and the game ends after Turn 27.
import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { newGame, prompt, act, type GameEvent } from '../../shared/engine/index.js';
import { greedyPolicy } from '../../tools/policy.js';
import { LAST_TURN } from '../../shared/data/calendar.js';

const GOLDEN_ARMISTICE = JSON.parse(readFileSync(new URL('../golden/armistice-standard.json', import.meta.url), 'utf8')) as { seed: number };

/** Plays a whole greedy campaign through the public act(), collecting every event. */
function campaign(seed: number): { events: GameEvent[]; over: ReturnType<typeof newGame>['over'] } {
  let st = newGame({ seed });
  const policy = greedyPolicy(seed);
  const events: GameEvent[] = [];
  for (let p = prompt(st); p !== null; p = prompt(st)) {
    const r = act(st, policy(st, p));
    st = r.state;
    events.push(...r.events);
  }
  return { events, over: st.over };
}

const ORDER = ['chit-draw', 'turn-start', 'entente-attack', 'tageblatt', 'alliances', 'naval-air', 'cp-attack', 'near-east', 'industrial', 'turn-end'];

describe('Sequence of Play', () => {
  // The seed of the golden Armistice campaign (tests/golden/armistice-standard.json, picked by tools/golden.ts).
  const { events, over } = campaign(GOLDEN_ARMISTICE.seed);
  const phases = events.filter((e) => e.type === 'phase');

  it('§4.0 §5.0 §6.0 §7.0 §8.0 §9.0 §10.0 §12.0 §13.0 §14.0 every turn walks the ten phases in order', () => {
    const byTurn = new Map<number, string[]>();
    for (const e of phases) if (e.type === 'phase') byTurn.set(e.turn, [...(byTurn.get(e.turn) ?? []), e.phase]);
    // Turn 1 is entered by newGame before act() starts recording; every later turn is complete.
    for (let turn = 2; turn <= LAST_TURN; turn++) expect(byTurn.get(turn), `turn ${turn}`).toEqual(ORDER);
  });

  it('§14.5 §15.0 the turns follow one another up to Turn 27, then Armistice Day ends the game (§15.3)', () => {
    const turns = phases.map((e) => (e.type === 'phase' ? e.turn : 0));
    for (let i = 1; i < turns.length; i++) expect(turns[i] - turns[i - 1]).toBeGreaterThanOrEqual(0);
    expect(turns[turns.length - 1]).toBe(LAST_TURN);
    expect(over?.result).toBe('armistice');
    expect(events[events.length - 1]).toMatchObject({ type: 'game-over', rule: '§15.3', result: 'armistice' });
  });
});
