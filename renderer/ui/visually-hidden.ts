// Out of sight but read by a screen reader (issues 32, 33): the style of the page's regions that mirror what Pixi
// draws — the Decision, the Board list, the Last dice.
export const VISUALLY_HIDDEN = 'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap';
