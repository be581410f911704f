// §9.1 Blockade Runners, the High Seas Fleet, the Major Naval Battle, the haul and the Turkish smugglers.
import { describe, it, expect } from 'vitest';
import { runPhase, pending, play, at } from './helpers.js';
import { navalOnly as naval } from './positions.js';
import { lira, rm } from '../../shared/engine/core/board.js';
import type { GameState } from '../../shared/engine/core/state.js';
import { logEntriesOf } from '../../shared/engine/core/log-entry.js';

function place(st: GameState, ...areas: string[]): void {
  for (const area of areas) play(st, { type: 'place-runner', area });
}

describe('§9.1 Blockade Runners', () => {
  it('§9.1.1 offers the lowest unplaced runner in every free sea area, one area each', () => {
    const st = naval({ runners: 2 });
    runPhase(st, 'naval-air');
    const p = pending(st);
    expect(p?.kind).toBe('runner-placement');
    expect(p?.actions).toHaveLength(7);
    expect(p?.actions.every((a) => a.runner === 'blockade-runner-1')).toBe(true);
    play(st, { type: 'place-runner', area: '3' });
    const next = pending(st);
    expect(next?.actions.map((a) => a.area)).not.toContain('3');
    expect(next?.actions.every((a) => a.runner === 'blockade-runner-2')).toBe(true);
    expect(at(st, 'sea:3')).toEqual(['blockade-runner-1']);
  });

  it('§9.1.1 with no runner available there is nothing to place', () => {
    const st = naval({ runners: 0 });
    runPhase(st, 'naval-air', [1, 1]);
    expect(pending(st)).toBeNull();
    expect(at(st, 'sea:2a')).toEqual(['cruiser-1']);
  });

  it('§9.1.2 the Cruisers roll is logged with the number of Cruisers in words (1 Cruiser, 2 Cruisers)', () => {
    for (const [cruisers, words] of [[1, '1 Cruiser'], [2, '2 Cruisers']] as const) {
      const st = naval({ runners: 0, cruisers });
      const events = runPhase(st, 'naval-air', [1, 1]);
      const roll = events.find((e) => e.type === 'dice' && e.rule === '§9.1.2');
      expect(roll && 'why' in roll ? roll.why : undefined).toBe(`British Cruisers Table (${words})`);
    }
  });

  it('§9.1.2 the rulebook example: 3 Cruisers on 11 go to 2a, 2c, 3; only 1b earns 1 RM', () => {
    const st = naval({ runners: 3, cruisers: 3 });
    runPhase(st, 'naval-air', [5, 6]);
    place(st, '3', '2c', '1b');
    expect(pending(st)?.kind).toBe('hsf-placement');
    play(st, { type: 'decline' });
    expect(at(st, 'sea:2a')).toEqual(['cruiser-1']);
    expect(at(st, 'sea:2c')).toEqual(['cruiser-2', 'blockade-runner-2']);
    expect(at(st, 'sea:3')).toEqual(['cruiser-3', 'blockade-runner-1']);
    expect(rm(st)).toBe(1);
    expect(at(st, 'neutral-ports')).toEqual(['blockade-runner-4']);
    expect(pending(st)).toBeNull();
  });

  it('§9.1.2 a runner stopped but not sunk is logged under §9.1.2 (R22 is about the sunk)', () => {
    const st = naval({ runners: 3, cruisers: 3 });
    runPhase(st, 'naval-air', [5, 6]);
    place(st, '3', '2c', '1b');
    const events = play(st, { type: 'decline' });
    const caught = events.filter((e) => e.type === 'runner-caught');
    expect(caught.map((e) => e.rule)).toEqual(['§9.1.2', '§9.1.2']);
    const lines = logEntriesOf(events).filter((l) => l.text.includes('is stopped in'));
    expect(lines.map((l) => l.rule)).toEqual(['§9.1.2', '§9.1.2']);
  });

  it('§9.1.2 ✚ with every Cruiser in the cup there is no roll and every runner earns', () => {
    const st = naval({ runners: 2, cruisers: 0 });
    runPhase(st, 'naval-air');
    place(st, '4', '1a');
    play(st, { type: 'decline' });
    expect(rm(st)).toBe(5);
    expect(st.randomCount).toBe(0);
  });

  it('§9.1.3 a bracketed result sinks the runner there into Neutral Ports', () => {
    const st = naval({ runners: 2, cruisers: 2 });
    runPhase(st, 'naval-air', [1, 2]); // 3, two Cruisers: [2a, 2a]
    place(st, '2a', '1a');
    expect(st.loc['blockade-runner-1']).toBe('neutral-ports');
    expect(at(st, 'sea:2a')).toEqual(['cruiser-1', 'cruiser-2']);
    expect(st.f.sunkAreas).toEqual(['2a']);
    expect(rm(st)).toBe(1);
  });

  it('§9.1.3 R22 a runner sunk beside the HSF earns nothing; the battle is fought with two dice, lower kept', () => {
    const st = naval({ runners: 1, cruisers: 2 });
    runPhase(st, 'naval-air', [1, 1, 4, 6]); // 2, two Cruisers: [2b, 2b]; battle 4 and 6 → 4 Skirmish
    place(st, '2b');
    play(st, { type: 'place-hsf', area: '2b' });
    expect(st.loc['blockade-runner-1']).toBe('neutral-ports');
    expect(rm(st)).toBe(0);
    expect(st.loc['high-seas-fleet']).toBe('germany');
    expect(at(st, 'sea:2b')).toEqual(['cruiser-1', 'cruiser-2']);
  });

  it('§9.1.4 R21 the HSF may only join a runner in a North Sea area', () => {
    const st = naval({ runners: 2 });
    runPhase(st, 'naval-air');
    place(st, '1a', '4');
    expect(pending(st)?.actions).toEqual([{ type: 'place-hsf', area: '4' }, { type: 'decline' }]);
  });

  it('§9.1.4 no HSF offer when no runner sails in the North Sea', () => {
    const st = naval({ runners: 1 });
    runPhase(st, 'naval-air', [1, 1]);
    place(st, '1b');
    expect(pending(st)).toBeNull();
  });

  it('§9.1.4 the HSF lets its runner earn despite a Cruiser (Skirmish), then returns to Germany', () => {
    const st = naval({ runners: 1, cruisers: 1 });
    runPhase(st, 'naval-air', [3, 4, 4]); // 7, one Cruiser: 4; battle 4 = Skirmish
    place(st, '4');
    play(st, { type: 'place-hsf', area: '4' });
    expect(st.loc['cruiser-1']).toBe('sea:4');
    expect(rm(st)).toBe(4);
    expect(st.loc['high-seas-fleet']).toBe('germany');
  });

  /** Turn 1: runner and HSF in area 4, one Cruiser rolled into 4, then the battle die. */
  function battle(die: number): GameState {
    const st = naval({ runners: 1, cruisers: 1 });
    runPhase(st, 'naval-air', [3, 4, die]); // 7 → Cruiser in 4
    place(st, '4');
    play(st, { type: 'place-hsf', area: '4' });
    return st;
  }

  it('§9.1.5 R23 a 1 is a British Victory: the HSF is discarded', () => {
    const st = battle(1);
    expect(st.loc['high-seas-fleet']).toBe('discarded');
  });

  it('§9.1.5 R23 a 2 sends the HSF three turns ahead', () => {
    const st = battle(2);
    expect(st.loc['high-seas-fleet']).toBe('calendar:4');
  });

  it('§9.1.5 R23 a 3 sends the HSF two turns ahead', () => {
    const st = battle(3);
    expect(st.loc['high-seas-fleet']).toBe('calendar:3');
  });

  it('§9.1.5 R23 a 5 sends the Cruiser two turns ahead and the runner earns', () => {
    const st = battle(5);
    expect(st.loc['cruiser-1']).toBe('calendar:3');
    expect(rm(st)).toBe(4);
    expect(st.loc['high-seas-fleet']).toBe('germany');
  });

  it('§9.1.5 R23 a 6 puts the Cruiser into the chit cup', () => {
    const st = battle(6);
    expect(st.loc['cruiser-1']).toBe('chit-cup');
    expect(rm(st)).toBe(4);
  });

  it('§9.1.5 R5 an HSF sent past Turn 27 is discarded', () => {
    const st = naval({ runners: 1, cruisers: 1 }, { turn: 26, tiles: { 'air-superiority': 'air:4' } }); // 1918, khaki: no air roll
    runPhase(st, 'naval-air', [3, 4, 2]);
    place(st, '4');
    play(st, { type: 'place-hsf', area: '4' });
    expect(st.loc['high-seas-fleet']).toBe('discarded');
  });

  it('§9.1.6 the haul moves the RM coin right, and R4 stops it at 12', () => {
    const st = naval({ runners: 2, cruisers: 1 }, { tracks: { 'rm-coin': 10 } });
    runPhase(st, 'naval-air', [1, 1]); // 2 → 2a
    place(st, '4', '3');
    play(st, { type: 'decline' });
    expect(rm(st)).toBe(12);
  });

  it('§9.1.7 with Turkey at war the Aegean runner may send its haul to Turkey as 1 Lira', () => {
    const st = naval({ runners: 2, cruisers: 1 }, { tiles: { 'neutral-ottoman': 'counter-tray' } });
    runPhase(st, 'naval-air', [1, 1]); // 2a
    place(st, '1b', '1a');
    expect(pending(st)?.kind).toBe('turkish-smugglers');
    expect(rm(st)).toBe(1); // 1a already counted
    play(st, { type: 'haul-to-turkey' });
    expect(lira(st)).toBe(1);
    expect(rm(st)).toBe(1);
  });

  it('§9.1.7 the player may keep the Aegean haul for Germany', () => {
    const st = naval({ runners: 1, cruisers: 1 }, { tiles: { 'neutral-ottoman': 'counter-tray' } });
    runPhase(st, 'naval-air', [1, 1]);
    place(st, '1b');
    play(st, { type: 'haul-to-germany' });
    expect(rm(st)).toBe(1);
    expect(lira(st)).toBe(0);
  });

  it('§9.1.7 no smugglers while Turkey is neutral, nor for a blocked Aegean runner', () => {
    const st = naval({ runners: 1, cruisers: 1 });
    runPhase(st, 'naval-air', [1, 1]);
    place(st, '1b');
    expect(pending(st)).toBeNull();
    expect(rm(st)).toBe(1);

    const st2 = naval({ runners: 1, cruisers: 4 }, { tiles: { 'neutral-ottoman': 'counter-tray' } });
    runPhase(st2, 'naval-air', [5, 6]); // 11, four Cruisers: 1b, 2a, 2b, 3
    place(st2, '1b');
    expect(pending(st2)).toBeNull();
    expect(rm(st2)).toBe(0);
    expect(lira(st2)).toBe(0);
  });
});

describe('R22 (amended): the runner the HSF sailed with earns, whatever the battle does to the fleet', () => {
  /** Turn 1: runner and HSF in area 4, one Cruiser rolled into 4 (7), then the battle die. */
  function battleIn4(die: number): GameState {
    const st = naval({ runners: 1, cruisers: 1 });
    runPhase(st, 'naval-air', [3, 4, die]);
    place(st, '4');
    play(st, { type: 'place-hsf', area: '4' });
    return st;
  }

  it('R22 (amended): a British Victory discards the HSF, yet its runner brings home the haul of area 4', () => {
    const st = battleIn4(1);
    expect(st.loc['high-seas-fleet']).toBe('discarded');
    expect(st.loc['cruiser-1']).toBe('sea:4');
    expect(rm(st)).toBe(4);
  });

  it('R22 (amended): an HSF sent ahead on the Calendar (2 or 3) still lets its runner earn', () => {
    for (const [die, box] of [[2, 'calendar:4'], [3, 'calendar:3']] as const) {
      const st = battleIn4(die);
      expect(st.loc['high-seas-fleet'], `die ${die}`).toBe(box);
      expect(rm(st), `die ${die}`).toBe(4);
    }
  });

  it('R22 (amended): only the HSF\'s own area: a runner blocked by a Cruiser elsewhere earns nothing', () => {
    const st = naval({ runners: 2, cruisers: 2 });
    runPhase(st, 'naval-air', [3, 4, 1]); // 7 with two Cruisers: 2b and 4; the battle in 4 rolls a 1
    place(st, '4', '2b');
    play(st, { type: 'place-hsf', area: '4' });
    expect(st.loc['high-seas-fleet']).toBe('discarded');
    expect(st.loc['blockade-runner-2']).toBe('sea:2b'); // blocked, not sunk
    expect(rm(st)).toBe(4); // area 4's haul only
  });

  it('R22 (amended): a runner sunk where the HSF was placed still earns nothing, whatever the battle', () => {
    const st = naval({ runners: 1, cruisers: 2 });
    runPhase(st, 'naval-air', [1, 1, 1, 1]); // 2, two Cruisers: [2b, 2b] sink the runner; battle 1 and 1 → HSF discarded
    place(st, '2b');
    play(st, { type: 'place-hsf', area: '2b' });
    expect(st.loc['blockade-runner-1']).toBe('neutral-ports');
    expect(st.loc['high-seas-fleet']).toBe('discarded');
    expect(rm(st)).toBe(0);
  });
});
