import { describe, expect, it } from 'vitest';
import { targetsOf, type Action } from '../../shared/engine/core/actions.js';
import { actionLabel, actionsByRef, continueIndex } from '../../renderer/ui/action-labels.js';

describe('action labels', () => {
  it('names tiles, sea areas and how an attack is paid', () => {
    expect(actionLabel({ type: 'attack', target: 'fr-5', pay: 'rm' })).toBe('Attack French 5th Army (pay with RM)');
    expect(actionLabel({ type: 'place-runner', runner: 'blockade-runner-1', area: '2b' })).toBe('Place runner Blockade Runner 1 → Sea 2b');
    expect(actionLabel({ type: 'done' })).toBe('Done');
    expect(actionLabel({ type: 'bank', keep: 2, railway: true })).toBe('Bank (Keep 2, Railway: yes)');
  });

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

  it('R39 labels the City choices after a fizzled Defeat in plain words; Space stops or gives the attack up', () => {
    expect(actionLabel({ type: 'unrest-another' })).toBe('Move another City into Unruhe');
    expect(actionLabel({ type: 'stop-unrest' })).toBe('Stop: no more Cities');
    expect(actionLabel({ type: 'give-up-attack' })).toBe("Give up this City's attack");
    expect(actionLabel({ type: 'attack', target: 'fr-5' })).toBe('Attack French 5th Army');
    expect(continueIndex([{ type: 'unrest-another' }, { type: 'stop-unrest' }])).toBe(1);
    expect(continueIndex([{ type: 'attack', target: 'fr-5' }, { type: 'give-up-attack' }])).toBe(1);
  });

  it('Space goes on with done or decline, or the only action', () => {
    expect(continueIndex([{ type: 'attack', target: 'fr-5', pay: 'rm' }, { type: 'done' }])).toBe(1);
    expect(continueIndex([{ type: 'place-hsf', area: '2b' }])).toBe(0);
    expect(continueIndex([{ type: 'place-hsf', area: '2b' }, { type: 'place-hsf', area: '3' }])).toBe(-1);
  });
});
