// The question before unsaved moves are dropped (issue #28): the sentence from main and three choices. Built
// like confirm-dialog.ts; the safe answer, Stay here, has the focus, and Esc gives it too.
import { button, el } from '../ui/dom.js';

/** The player's three answers: export the campaign (and stay), stay, or drop the unsaved moves. The guard
 * (app/unsaved-guard.ts) acts on them; defined here, with the question, so the screens never import the app. */
export type UnsavedChoice = 'export' | 'stay' | 'drop';

/** Asks over `over` (the stage); one question at a time. */
export function askAboutUnsaved(over: HTMLElement, sentence: string): Promise<UnsavedChoice> {
  over.querySelector('#unsaved-dialog')?.parentElement?.remove();
  return new Promise((resolve) => {
    const answer = (choice: UnsavedChoice): void => {
      backdrop.remove();
      resolve(choice);
    };
    const stay = button('Stay here', () => answer('stay'));
    const card = el('div', { class: 'dialog', id: 'unsaved-dialog' }, [
      el('p', { class: 'question', text: 'Some moves are not saved' }),
      el('p', { text: sentence }),
      el('div', { class: 'row' }, [
        button('Export the campaign', () => answer('export'), 'btn primary'),
        stay,
        button('Drop the unsaved moves and go on', () => answer('drop'), 'btn danger'),
      ]),
    ]);
    card.setAttribute('role', 'alertdialog');
    card.setAttribute('aria-modal', 'true');
    card.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      answer('stay');
    });
    const backdrop = el('div', { class: 'dialog-backdrop' }, [card]);
    over.appendChild(backdrop);
    stay.focus();
  });
}
