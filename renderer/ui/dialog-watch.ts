// Whether a screen or dialog stands over the board (issue 14): a hover text or the chooser must not show through
// it, and closes as it opens. Screens (#screen), the in-page confirm, the notice and the shortcuts list all say
// what they are (an id, or role="dialog"/"alertdialog"), so one query finds any of them.
const DIALOGS = '#screen, [role="dialog"], [role="alertdialog"]';

/** True when any screen or dialog is shown in the page. */
export function dialogOpen(root: ParentNode = document): boolean {
  for (const d of root.querySelectorAll<HTMLElement>(DIALOGS)) if (d.getClientRects().length > 0) return true;
  return false;
}

/**
 * Calls `opened` each time a screen or dialog appears (it was not shown before a change to the page, it is now).
 * Watches only the page's structure and the style attributes that show or hide them.
 */
export function watchDialogs(opened: () => void, root: HTMLElement = document.body): MutationObserver {
  let wasOpen = dialogOpen(root);
  const observer = new MutationObserver(() => {
    const open = dialogOpen(root);
    if (open && !wasOpen) opened();
    wasOpen = open;
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden', 'class'] });
  return observer;
}
