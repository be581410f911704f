// The dialog watch measures the page only for changes that can show or hide a screen or dialog (issue #14,
// launch time: a log line added at launch must not force a layout of its own).
import { describe, expect, it } from 'vitest';
import { mayMoveDialogs, type DialogMutation } from '../../renderer/ui/dialog-watch.js';

/** A stand-in element: `isDialog` answers matches(), `holds` answers querySelector(). */
function element(isDialog: boolean, holds = false): Node {
  return { matches: () => isDialog, querySelector: () => (holds ? {} : null) } as unknown as Node;
}
const text = {} as Node; // a text node: no matches()
const plain = element(false);

function added(...nodes: Node[]): DialogMutation {
  return { type: 'childList', target: plain, addedNodes: nodes, removedNodes: [] };
}

describe('mayMoveDialogs', () => {
  it('ignores log lines, buttons and text added to the page', () => {
    expect(mayMoveDialogs([added(plain, text), added(element(false))])).toBe(false);
  });
  it('notices a dialog, or an element holding one, added or removed', () => {
    expect(mayMoveDialogs([added(plain), added(element(true))])).toBe(true);
    expect(mayMoveDialogs([added(element(false, true))])).toBe(true);
    expect(mayMoveDialogs([{ type: 'childList', target: plain, addedNodes: [], removedNodes: [element(true)] }])).toBe(true);
  });
  it('notices a style change on a dialog or on an element around one, not elsewhere', () => {
    const styled = (target: Node): DialogMutation => ({ type: 'attributes', target, addedNodes: [], removedNodes: [] });
    expect(mayMoveDialogs([styled(element(true))])).toBe(true);
    expect(mayMoveDialogs([styled(element(false, true))])).toBe(true);
    expect(mayMoveDialogs([styled(plain)])).toBe(false);
  });
});
