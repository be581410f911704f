// The Bookmark screen: names this moment of the campaign in play (any letters, kept exactly as typed) so
// the player can play on from it later (Campaigns ▸ Play from here). It also exports the campaign.
import { BOOKMARK_NAME_MAX } from '../../shared/ipc.js';
import { BOOKMARK_NOTE_MAX } from '../../shared/campaign-notes.js';
import { branchDiceSentence } from '../../shared/branch-dice.js';
import type { ScreenContext } from './campaigns-screen.js';
import { button, el, field } from '../ui/dom.js';
import { textField } from '../ui/text-field.js';
import { exportCampaign, openFolderButton, type SaveFileHandlers } from './save-files.js';

export function showBookmark(ctx: ScreenContext, campaignId: string): void {
  const name = textField({ id: 'bookmark-name', maxLength: BOOKMARK_NAME_MAX, placeholder: 'e.g. Before Verdun' });
  // An optional note on this moment (issue 31), kept with the bookmark and shown wherever it is.
  const note = el('textarea', { id: 'bookmark-note' });
  note.rows = 3;
  note.maxLength = BOOKMARK_NOTE_MAX;
  note.placeholder = 'A note on this moment (optional)';
  const status = el('p', { class: 'confirmation', id: 'bookmark-status' });
  status.setAttribute('role', 'status');
  const files: SaveFileHandlers = { api: ctx.api, say: (m) => { status.textContent = m; }, showError: ctx.showError };
  let saving = false;
  const save = (): void => {
    if (saving) return;
    saving = true;
    ctx.api.bookmark(name.value, note.value).then(
      (b) => {
        status.textContent = `Bookmarked “${b.name}” at turn ${b.turn}${b.note === undefined ? '' : ', with your note'}.`;
        name.value = '';
        note.value = '';
      },
      (e: Error) => { status.textContent = e.message; },
    ).finally(() => { saving = false; });
  };
  name.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    save();
  });
  ctx.show('bookmark-screen',
    el('h2', { text: 'Bookmark this moment' }),
    el('p', { class: 'sub', text: 'Give this moment of your campaign a name. From the Campaigns screen you can later play on from it as a new branch; this campaign goes on as it is.' }),
    field('Name', name),
    field('Note', note),
    el('p', { class: 'fine branch-dice', text: branchDiceSentence(null) }),
    status,
    el('div', { class: 'row' }, [
      button('Save bookmark', save, 'btn big'),
      button('Back to the board', () => ctx.back()),
    ]),
    el('div', { class: 'row' }, [
      // The file holds the campaign as it stands now (every move is saved as it is made).
      button('Export this campaign…', () => void exportCampaign(files, campaignId)),
      openFolderButton(files),
    ]),
  );
  name.focus();
}
