// Whether a screen or dialog stands over the board (issue 14): a hover text or the chooser must not show through
// it, and closes as it opens. Screens (#screen), the in-page confirm, the notice and the shortcuts list all say
// what they are (an id, or role="dialog"/"alertdialog"), so one query finds any of them.
const DIALOGS = '#screen, [role="dialog"], [role="alertdialog"]';

/** True when any screen or dialog is shown in the page. */
export function dialogOpen(root: ParentNode = document): boolean {
  for (const d of root.querySelectorAll<HTMLElement>(DIALOGS)) if (d.getClientRects().length > 0) return true;
  return false;
}

/** The parts of a MutationRecord the watch reads (a plain object in the unit test). */
export interface DialogMutation {
  readonly type: string;
  readonly target: Node;
  readonly addedNodes: ArrayLike<Node>;
  readonly removedNodes: ArrayLike<Node>;
}

/** A node that is a screen or dialog, or holds one. */
function holdsDialog(n: Node): boolean {
  const e = n as Partial<Element>;
  return typeof e.matches === 'function' && (e.matches(DIALOGS) || e.querySelector?.(DIALOGS) != null);
}

/**
 * Whether a batch of page changes can have shown or hidden a screen or dialog: one was added or removed, or
 * the style of one (or of an element holding one) changed. Only then is the page measured: a log line or
 * a button drawn at launch must not force a layout of its own (issue #14, launch time).
 */
export function mayMoveDialogs(records: readonly DialogMutation[]): boolean {
  return records.some((r) => (r.type === 'attributes'
    ? holdsDialog(r.target)
    : Array.from(r.addedNodes).some(holdsDialog) || Array.from(r.removedNodes).some(holdsDialog)));
}

/**
 * Calls `opened` each time a screen or dialog appears (it was not shown before a change to the page, it is now).
 * Watches only the page's structure and the style attributes that show or hide them.
 */
export function watchDialogs(opened: () => void, root: HTMLElement = document.body): MutationObserver {
  let wasOpen = dialogOpen(root);
  const observer = new MutationObserver((records) => {
    if (!mayMoveDialogs(records)) return;
    const open = dialogOpen(root);
    if (open && !wasOpen) opened();
    wasOpen = open;
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden', 'class'] });
  return observer;
}
