// Moves the disk refused are kept in memory only; going to another campaign (or quitting) would drop them.
// Main refuses such a step with this sentence until the player says to drop them (GameApi.discardUnsaved).
// An error crosses IPC and the WebSocket as its message alone, so the renderer and `kk play` know the
// refusal by its closing words, which only this module writes.

const closing = (them: string): string => `Export the campaign to keep ${them}; going on without ${them} drops ${them}.`;
const CLOSINGS = [closing('it'), closing('them')];

export interface UnsavedFacts {
  /** Moves played or taken back since the last save that reached the disk. */
  readonly moves: number;
  /** A bookmark made since then. */
  readonly bookmark: boolean;
  readonly seed: number;
  readonly turn: number;
  /** Why the disk refused, without a full stop ("the disk is full"). */
  readonly reason: string;
}

/** What would be lost, of which campaign, why, and what keeps it: one plain paragraph. */
export function unsavedSentence(f: UnsavedFacts): string {
  const moves = f.moves === 1 ? 'your last move' : f.moves > 1 ? `your last ${f.moves} moves` : '';
  const what = [moves, f.bookmark ? 'a bookmark' : ''].filter((x) => x !== '').join(' and ') || 'your latest changes';
  const whatCapital = what.charAt(0).toUpperCase() + what.slice(1);
  const one = what === 'your last move' || what === 'a bookmark';
  return `${whatCapital} in the campaign with seed ${f.seed} (turn ${f.turn}) could not be saved: ${f.reason}. ${closing(one ? 'it' : 'them')}`;
}

/** Whether an error's message is main's refusal to drop unsaved moves (Electron prefixes its own words). */
export function isUnsavedRefusal(message: string): boolean {
  return CLOSINGS.some((c) => message.includes(c));
}

/** The refusal's sentence alone, without anything Electron put before it. */
export function unsavedRefusalText(message: string): string {
  const start = message.search(/(Your|A bookmark) [^:]* in the campaign with seed /);
  return start > 0 ? message.slice(start) : message;
}
