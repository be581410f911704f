// Issue #14: the stack fan from the keyboard. F spreads out the box under the pointer first, then each
// stack in the board's order; Shift+F goes back; neither wraps round.
import { describe, expect, it } from 'vitest';
import { nextStack } from '../../renderer/board/stack-order.js';

const STACKS = ['belgium', 'france', 'germany'];

describe('the next stack to spread out', () => {
  it('is the hovered box when nothing is open and it is a stack', () => {
    expect(nextStack(STACKS, null, 'france', 1)).toBe('france');
    expect(nextStack(STACKS, null, 'france', -1)).toBe('france');
  });
  it('is the first (or last) stack when the pointer is on no stack', () => {
    expect(nextStack(STACKS, null, null, 1)).toBe('belgium');
    expect(nextStack(STACKS, null, 'italy', 1)).toBe('belgium');
    expect(nextStack(STACKS, null, null, -1)).toBe('germany');
  });
  it('goes on from the open one, whatever the pointer is on', () => {
    expect(nextStack(STACKS, 'belgium', 'belgium', 1)).toBe('france');
    expect(nextStack(STACKS, 'france', null, -1)).toBe('belgium');
  });
  it('stops at either end, and finds nothing on a board without stacks', () => {
    expect(nextStack(STACKS, 'germany', null, 1)).toBeNull();
    expect(nextStack(STACKS, 'belgium', null, -1)).toBeNull();
    expect(nextStack([], null, 'france', 1)).toBeNull();
  });
  it('starts afresh when the open box is no longer a stack', () => {
    expect(nextStack(STACKS, 'italy', null, 1)).toBe('belgium');
  });
});
