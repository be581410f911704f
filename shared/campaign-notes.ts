// A campaign's notepad and a bookmark's note (issue 31): plain text the player keeps with a campaign, checked
// the same way by main (before it is written) and the renderer (before it is sent), and the Campaigns screen's
// search over names and notes. Pure: main, the renderer and the tools share it.

/** The most a campaign's notes may hold: pages of text, far below anything that strains a campaign file. */
export const NOTES_MAX = 10_000;
/** The most a bookmark's note may hold. */
export const BOOKMARK_NOTE_MAX = 1_000;

/**
 * Notes as typed, tidied: line ends made "\n", trailing space off each line and blank lines off both ends.
 * Answers the text ('' for none), or a sentence saying why it cannot be kept (too long, control characters).
 */
export function tidyNotes(typed: string, max: number = NOTES_MAX): { ok: true; text: string } | { ok: false; reason: string } {
  const text = typed.replace(/\r\n?/g, '\n').split('\n').map((line) => line.trimEnd()).join('\n').replace(/^\n+|\n+$/g, '');
  const length = [...text].length;
  if (length > max) {
    return { ok: false, reason: `Notes are at most ${max.toLocaleString('en')} characters; these are ${length.toLocaleString('en')}. Shorten them and save again.` };
  }
  // Tabs and line breaks are text; any other control character is not (it would not show).
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b-\u001f\u007f]/.test(text)) return { ok: false, reason: 'Notes cannot hold control characters.' };
  return { ok: true, text };
}

/** The first line of some notes, cut to `room` characters with "…" (a row's glimpse of them); '' for none. */
export function firstLineOf(notes: string | null | undefined, room = 60): string {
  const line = (notes ?? '').split('\n').find((l) => l.trim() !== '')?.trim() ?? '';
  const chars = [...line];
  return chars.length > room ? `${chars.slice(0, room - 1).join('')}…` : line;
}

/** What the search box searches in a campaign: its name, its notes and its bookmarks' names and notes. */
export interface Searchable {
  readonly name: string;
  readonly notes?: string | null;
  readonly bookmarks: readonly { readonly name: string; readonly note?: string }[];
}

/** Folds letters for search: case and accents ignored ("Marne" finds "marne", "Lüttich" finds "luttich"). */
function folded(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
}

/** Whether a campaign matches what was typed in the search box: every word somewhere in it (empty: all do). */
export function matchesSearch(c: Searchable, query: string): boolean {
  const words = folded(query).split(/\s+/).filter((w) => w !== '');
  if (words.length === 0) return true;
  const text = folded([c.name, c.notes ?? '', ...c.bookmarks.flatMap((b) => [b.name, b.note ?? ''])].join('\n'));
  return words.every((w) => text.includes(w));
}
