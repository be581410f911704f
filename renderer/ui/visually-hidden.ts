// Out of sight but read by a screen reader (issues 32, 33): the style of the page's regions that mirror what Pixi
// draws — the Decision, the Board list, the Last dice — made by one helper, so the three cannot drift apart.
export const VISUALLY_HIDDEN = 'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap';

/** A landmark region out of sight but read by a screen reader: a section named `label`, of class `className`. */
export function hiddenRegion(label: string, className: string): HTMLElement {
  const root = document.createElement('section');
  root.className = className;
  root.setAttribute('aria-label', label);
  root.style.cssText = VISUALLY_HIDDEN;
  return root;
}
