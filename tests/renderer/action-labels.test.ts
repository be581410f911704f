import { describe, expect, it } from 'vitest';
import { targetsOf, type Action } from '../../shared/engine/index.js';
import { actionsByRef, continueIndex } from '../../renderer/ui/action-labels.js';

describe('the board things of a prompt, and the action Space takes', () => {
  it('finds the board things an action names, but not the means of payment', () => {
    expect(targetsOf({ type: 'attack', target: 'fr-5', pay: 'krupp' })).toEqual([{ kind: 'tile', id: 'fr-5' }]);
    expect(targetsOf({ type: 'build-u-boat', country: 'belgium' })).toEqual([{ kind: 'box', id: 'belgium' }]);
  });

  it('groups by the field that differs between actions (the sea area, not the same runner)', () => {
    const actions: Action[] = [
      { type: 'place-runner', runner: 'blockade-runner-1', area: '1a' },
      { type: 'place-runner', runner: 'blockade-runner-1', area: '2b' },
      { type: 'attack', target: 'fr-5', pay: 'rm' },
      { type: 'attack', target: 'fr-5', pay: 'krupp' },
      { type: 'done' },
    ];
    const groups = actionsByRef(actions);
    expect([...groups.keys()].sort()).toEqual(['box:sea:1a', 'box:sea:2b', 'tile:fr-5']);
    expect(groups.get('tile:fr-5')?.indexes).toEqual([2, 3]);
  });

  it('R39: after a fizzled Defeat, Space stops moving Cities or gives the attack up', () => {
    expect(continueIndex([{ type: 'unrest-another' }, { type: 'stop-unrest' }])).toBe(1);
    expect(continueIndex([{ type: 'attack', target: 'fr-5' }, { type: 'give-up-attack' }])).toBe(1);
  });

  it('Space goes on with done or decline, or the only action', () => {
    expect(continueIndex([{ type: 'attack', target: 'fr-5', pay: 'rm' }, { type: 'done' }])).toBe(1);
    expect(continueIndex([{ type: 'place-hsf', area: '2b' }])).toBe(0);
    expect(continueIndex([{ type: 'place-hsf', area: '2b' }, { type: 'place-hsf', area: '3' }])).toBe(-1);
  });
});
