// The Notes screen (issue 31): the player's notepad for one campaign — plain text kept in its record, shown in
// History and searched from the Campaigns screen — and a note for each of its bookmarks, written or changed here
// too. Opened from the side panel for the campaign in play, or from a row of the Campaigns screen.
import type { Bookmark, CampaignSummary, GameApi } from '../../shared/ipc.js';
import { BOOKMARK_NOTE_MAX, NOTES_MAX, tidyNotes } from '../../shared/campaign-notes.js';
import { localNumber } from '../../shared/local-dates.js';

/** What the Notes screen needs of the screens that show it (a part of campaigns-screen.ts's ScreenContext). */
export interface NotesContext {
  readonly api: Pick<GameApi, 'listCampaigns' | 'setNotes' | 'setBookmarkNote'>;
  show(id: string, ...children: (Node | null)[]): HTMLElement;
  showError(message: string): void;
  back(): void;
}
import { button, el } from '../ui/dom.js';

/** How many characters are left, in words; a sentence saying they are too many when they are. */
export function notesRoomInWords(typed: string): string {
  const tidy = tidyNotes(typed);
  if (!tidy.ok) return tidy.reason;
  const left = NOTES_MAX - [...tidy.text].length;
  return left === 1 ? '1 character left.' : `${localNumber(left)} characters left.`;
}

/** Campaign `id`'s notes; `back` leaves (to the board, or to the Campaigns screen it came from). */
export async function showNotes(ctx: NotesContext, id: string, back: () => void = () => ctx.back()): Promise<void> {
  let campaign: CampaignSummary | undefined;
  try {
    campaign = (await ctx.api.listCampaigns()).campaigns.find((c) => c.id === id && c.problem === null);
  } catch (e) {
    ctx.showError((e as Error).message);
    return;
  }
  if (campaign === undefined) {
    ctx.showError('That campaign is no longer in your library, so it has no notes to show.');
    return;
  }
  const text = el('textarea', { id: 'campaign-notes' });
  text.value = campaign.notes;
  text.rows = 12;
  text.spellcheck = true;
  text.setAttribute('aria-label', `Notes on ${campaign.name}`);
  text.placeholder = 'Your plans, what happened, what to try next time…';
  const room = el('p', { class: 'fine', id: 'notes-room', text: notesRoomInWords(text.value) });
  const status = el('p', { class: 'confirmation', id: 'notes-status' });
  status.setAttribute('role', 'status');
  text.addEventListener('input', () => { room.textContent = notesRoomInWords(text.value); });
  let saving = false;
  const save = (): void => {
    if (saving) return;
    saving = true;
    ctx.api.setNotes(id, text.value).then(
      (s) => {
        text.value = s.notes;
        room.textContent = notesRoomInWords(s.notes);
        status.textContent = s.notes === '' ? `“${s.name}” has no notes now.` : `Notes on “${s.name}” saved.`;
      },
      (e: Error) => { status.textContent = e.message; },
    ).finally(() => { saving = false; });
  };
  const marks = campaign.bookmarks;
  ctx.show('notes-screen',
    el('h2', { text: `Notes on ${campaign.name}` }),
    el('p', { class: 'sub', text: 'Your notepad for this campaign: it is kept with the campaign (exported with it too), shown in History, and the Campaigns screen’s search finds it.' }),
    text,
    room,
    status,
    marks.length > 0 ? el('div', { class: 'bookmark-notes', id: 'notes-bookmarks' }, [
      el('h3', { text: 'Notes on bookmarks' }),
      el('ul', {}, marks.map((b, i) => bookmarkNoteRow(ctx, id, b, i))),
    ]) : null,
    el('div', { class: 'row' }, [
      button('Save notes', save, 'btn big'),
      button('Back', back),
    ]),
  );
  text.focus();
}

/** A bookmark's note, editable: its field (`bookmark-note-<index>`) and Save note, with a line saying what happened. */
function bookmarkNoteRow(ctx: NotesContext, id: string, b: Bookmark, index: number): HTMLElement {
  const note = el('textarea', { id: `bookmark-note-${index}`, class: 'bookmark-note-field' });
  note.value = b.note ?? '';
  note.rows = 2;
  note.maxLength = BOOKMARK_NOTE_MAX;
  note.setAttribute('aria-label', `Note on the bookmark ${b.name}`);
  const said = el('span', { class: 'fine', id: `bookmark-note-status-${index}` });
  said.setAttribute('role', 'status');
  const save = (): void => {
    ctx.api.setBookmarkNote(id, index, note.value).then(
      (s) => {
        const kept = s.bookmarks[index]?.note;
        note.value = kept ?? '';
        said.textContent = kept === undefined ? `“${b.name}” has no note now.` : `Note on “${b.name}” saved.`;
      },
      (e: Error) => { said.textContent = e.message; },
    );
  };
  return el('li', {}, [el('b', { text: `${b.name} (turn ${b.turn})` }), note, button('Save note', save), said]);
}
