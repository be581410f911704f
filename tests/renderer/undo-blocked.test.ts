// The message for an Undo the engine refuses (renderer/ui/undo-blocked.ts): the cause is read from the
// events of the last action, as the engine's undo floor rises on a roll, a draw or a phase change.
import { describe, expect, it } from 'vitest';
import { undoBlockedMessage, UNDO_BLOCKED } from '../../renderer/ui/undo-blocked.js';
import { act, canUndo, legalActions, startGame, type GameEvent } from '../../shared/engine/index.js';

describe('undo blocked message', () => {
  it('names a roll, a draw, a new phase and the end of the war', () => {
    const dice: GameEvent = { type: 'dice', rule: '§6', dice: [4], why: 'attack', forced: false };
    const two: GameEvent = { type: 'dice', rule: '§15', dice: [2, 5], why: 'defeat', forced: false };
    const draw: GameEvent = { type: 'draw', rule: '§4', cup: 'chits', tile: 'x' };
    const phase: GameEvent = { type: 'phase', rule: '§9', turn: 1, phase: 'naval-air', name: 'Naval/Air Warfare' };
    expect(undoBlockedMessage(3, [dice])).toBe(`${UNDO_BLOCKED} (your last move rolled a die).`);
    expect(undoBlockedMessage(3, [two])).toBe(`${UNDO_BLOCKED} (your last move rolled 2 dice).`);
    expect(undoBlockedMessage(3, [draw])).toContain('drew a chit');
    expect(undoBlockedMessage(3, [phase])).toContain('Naval/Air Warfare phase');
    expect(undoBlockedMessage(3, [phase])).not.toContain('naval-air');
    // The first cause in the action's own order is the one named.
    expect(undoBlockedMessage(3, [draw, dice])).toContain('drew a chit');
    expect(undoBlockedMessage(0, null)).toMatch(/nothing|no move/i);
    expect(undoBlockedMessage(5, null)).toContain(UNDO_BLOCKED);
  });

  it('explains every refusal of a real seeded campaign in words, from its own events', () => {
    let { state } = startGame({ seed: 1914 });
    let blocked = 0;
    for (let i = 0; i < 60 && state.over === null; i++) {
      const actions = legalActions(state);
      if (actions.length === 0) break;
      const r = act(state, actions[i % actions.length]);
      state = r.state;
      if (!canUndo(state)) {
        blocked++;
        const m = undoBlockedMessage(state.actionCount, r.events);
        // A refusal always has a cause among the action's events (docs/architecture.md "The engine": Undo), so never the fallback.
        expect(m).toMatch(/rolled (a die|\d dice)\)|drew a chit|phase since your last move|war is over/);
      }
    }
    expect(blocked).toBeGreaterThan(0);
  });
});
