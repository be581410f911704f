// Every keyboard shortcut of the app in one table: the key handlers (shell, board, History screen) ask it
// what a key press means, and the shortcuts overlay (`?`) lists it, so the list cannot drift from the keys.
// Pure (no DOM): a key press is read through the few KeyboardEvent fields it needs.
import type { HistoryMove } from '../../shared/history-steps.js';

/** The fields of a KeyboardEvent a shortcut looks at. */
export interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey?: boolean;
}

/** What a key can do, by where it works. */
export interface ShortcutDoes {
  readonly anywhere: 'shortcuts' | 'close-shortcuts';
  readonly board: 'pick' | 'go-on' | 'undo' | 'close-chooser' | 'next-page' | 'previous-page' | 'charts' | 'advise' | 'rules-help' | 'to-boxes' | 'to-decision' | 'side-panel';
  readonly history: HistoryMove | 'leave' | 'replay';
  readonly zoom: 'zoom-in' | 'zoom-out' | 'fit';
  readonly stacks: 'spread-next' | 'spread-previous' | 'close-spread' | 'play-spread';
}
type Where = keyof ShortcutDoes;
export type ShortcutCommand = { readonly [W in Where]: { readonly where: W; readonly does: ShortcutDoes[W] } }[Where];

export interface Shortcut {
  /** The keys as the player reads them ("Ctrl+Z", "1 – 9"). */
  readonly keys: string;
  /** What they do, in plain words. */
  readonly what: string;
  readonly command: ShortcutCommand;
  matches(k: KeyPress): boolean;
}

/** Where a group of shortcuts works, as the overlay heads it. */
export const SHORTCUT_PLACES: Readonly<Record<Where, string>> = {
  anywhere: 'Anywhere',
  board: 'On the board',
  history: 'On the History screen',
  zoom: 'Zoom (the board in play and the History screen)',
  stacks: 'Stacks of tiles (the board in play and the History screen)',
};

const plain = (k: KeyPress): boolean => !k.ctrlKey && !k.metaKey && !k.altKey;
const is = (key: string) => (k: KeyPress): boolean => plain(k) && k.key === key;
const board = (does: ShortcutDoes['board']): ShortcutCommand => ({ where: 'board', does });
const history = (does: ShortcutDoes['history']): ShortcutCommand => ({ where: 'history', does });
const zoom = (does: ShortcutDoes['zoom']): ShortcutCommand => ({ where: 'zoom', does });
const stacks = (does: ShortcutDoes['stacks']): ShortcutCommand => ({ where: 'stacks', does });
const letter = (l: string, shift: boolean) => (k: KeyPress): boolean => plain(k) && k.key.toLowerCase() === l && (k.key !== k.key.toLowerCase()) === shift;

export const SHORTCUTS: readonly Shortcut[] = [
  { keys: '?', what: 'Show or hide this list of shortcuts', command: { where: 'anywhere', does: 'shortcuts' }, matches: (k) => !k.ctrlKey && !k.metaKey && k.key === '?' },
  { keys: 'Esc', what: 'Close this list of shortcuts', command: { where: 'anywhere', does: 'close-shortcuts' }, matches: is('Escape') },
  { keys: '1 – 9', what: 'Choose the action with that number (in the prompt bar, or in an open chooser)', command: board('pick'), matches: (k) => plain(k) && /^[1-9]$/.test(k.key) },
  { keys: 'Space', what: 'Go on (the action that continues the turn), or skip the animation under way', command: board('go-on'), matches: is(' ') },
  { keys: 'Ctrl+Z', what: 'Undo the last move (not once dice were rolled, a chit drawn or the Entente has moved)', command: board('undo'), matches: (k) => (k.ctrlKey || k.metaKey) && !k.altKey && k.key.toLowerCase() === 'z' },
  { keys: 'Page Down', what: 'Show the next page of actions in the prompt bar', command: board('next-page'), matches: is('PageDown') },
  { keys: 'Page Up', what: 'Show the previous page of actions in the prompt bar', command: board('previous-page'), matches: is('PageUp') },
  { keys: 'Esc', what: 'Close the chooser or the spread-out stack on the board, or the screen over a campaign in play; stop the General Staff\'s estimate; in the side panel of a small window, hide the panel', command: board('close-chooser'), matches: is('Escape') },
  { keys: 'C', what: 'Open the charts (the tables of the card, what applies now marked); C again closes them', command: board('charts'), matches: (k) => plain(k) && k.key.toLowerCase() === 'c' },
  { keys: 'R', what: 'Open Rules help at the rule of the decision in play (a rule number in the log opens its own rule)', command: board('rules-help'), matches: (k) => plain(k) && k.key.toLowerCase() === 'r' },
  { keys: 'A', what: 'Ask the General Staff: each choice\'s chance of the Armistice and its VP, estimated', command: board('advise'), matches: (k) => plain(k) && k.key.toLowerCase() === 'a' },
  { keys: 'B', what: 'Keyboard focus to the board\'s boxes, read in words (the Board list), on the decision\'s first box with a move: Up and Down walk the boxes, Enter goes to a box\'s moves', command: board('to-boxes'), matches: (k) => plain(k) && k.key.toLowerCase() === 'b' },
  { keys: 'D', what: 'Keyboard focus to the decision\'s choices, every one a button (the Decision list)', command: board('to-decision'), matches: (k) => plain(k) && k.key.toLowerCase() === 'd' },
  { keys: 'P', what: 'Show or hide the side panel (menu, log, Entente turn, rules help): the keyboard focus goes into it, and back to its button when it closes. In a small window it starts hidden and the board takes the window; there Esc in the panel hides it again', command: board('side-panel'), matches: (k) => plain(k) && k.key.toLowerCase() === 'p' },
  { keys: 'Left arrow', what: 'One action back', command: history('previous'), matches: is('ArrowLeft') },
  { keys: 'Right arrow', what: 'One action on', command: history('next'), matches: is('ArrowRight') },
  { keys: 'Up arrow', what: 'Back to the start of the phase', command: history('previous-phase'), matches: is('ArrowUp') },
  { keys: 'Down arrow', what: 'On to the next phase', command: history('next-phase'), matches: is('ArrowDown') },
  { keys: 'Page Up', what: 'Back to the start of the turn', command: history('previous-turn'), matches: is('PageUp') },
  { keys: 'Page Down', what: 'On to the next turn', command: history('next-turn'), matches: is('PageDown') },
  { keys: 'Home', what: 'The start of the campaign', command: history('first'), matches: is('Home') },
  { keys: 'End', what: 'Where the campaign stands', command: history('last'), matches: is('End') },
  { keys: 'Space', what: 'Start or stop the replay', command: history('replay'), matches: is(' ') },
  { keys: 'Esc', what: 'Leave the History screen', command: history('leave'), matches: is('Escape') },
  { keys: '+', what: 'Zoom in on the board', command: zoom('zoom-in'), matches: (k) => plain(k) && (k.key === '+' || k.key === '=') },
  { keys: '−', what: 'Zoom out from the board', command: zoom('zoom-out'), matches: (k) => plain(k) && (k.key === '-' || k.key === '_') },
  { keys: '0', what: 'Fit the whole board in the window', command: zoom('fit'), matches: is('0') },
  { keys: 'F', what: 'Spread out the stack under the pointer at full size, the board dimmed behind; again: the next box holding two or more tiles', command: stacks('spread-next'), matches: letter('f', false) },
  { keys: 'Shift+F', what: 'Spread out the previous box holding two or more tiles (in the same order as F)', command: stacks('spread-previous'), matches: letter('f', true) },
  { keys: 'Esc', what: 'Close the spread-out stack (before anything else Esc does)', command: stacks('close-spread'), matches: is('Escape') },
  { keys: 'Enter', what: 'Play the spread-out box\'s move, as a click on it would: one move at once, several in the chooser (1 – 9 picks)', command: stacks('play-spread'), matches: is('Enter') },
];

/** What `k` does at `where` (its first shortcut there in the table), or null for a key with no shortcut. */
export function commandFor<W extends Where>(k: KeyPress, where: W): ShortcutDoes[W] | null {
  const found = SHORTCUTS.find((s) => s.command.where === where && s.matches(k));
  return found ? (found.command.does as ShortcutDoes[W]) : null;
}

/** The shortcuts grouped by where they work, in table order (the overlay's sections). */
export function shortcutGroups(): { place: string; shortcuts: Shortcut[] }[] {
  return (Object.keys(SHORTCUT_PLACES) as Where[]).map((where) => ({
    place: SHORTCUT_PLACES[where],
    shortcuts: SHORTCUTS.filter((s) => s.command.where === where),
  }));
}
