// A question in the page itself (never window.confirm, which Electron and tests handle badly): a small
// card over the open screen with two buttons. The safe answer has the focus; Esc gives it too.
import { button, el } from '../ui/dom.js';

export interface ConfirmWords {
  readonly question: string;
  /** What the player is told will happen, under the question. */
  readonly detail?: string;
  readonly yes: string;
  readonly no: string;
}

/** Asks over `over` (a screen's root) and answers true for `yes`. Only one question at a time. */
export function confirmInPage(over: HTMLElement, words: ConfirmWords): Promise<boolean> {
  over.querySelector('#confirm-dialog')?.parentElement?.remove();
  return new Promise((resolve) => {
    const answer = (yes: boolean): void => {
      backdrop.remove();
      resolve(yes);
    };
    const no = button(words.no, () => answer(false));
    const card = el('div', { class: 'dialog', id: 'confirm-dialog' }, [
      el('p', { class: 'question', text: words.question }),
      words.detail ? el('p', { class: 'fine', text: words.detail }) : null,
      el('div', { class: 'row' }, [button(words.yes, () => answer(true), 'btn danger'), no]),
    ]);
    card.setAttribute('role', 'alertdialog');
    card.setAttribute('aria-modal', 'true');
    card.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation(); // the screen under it stays open
      answer(false);
    });
    const backdrop = el('div', { class: 'dialog-backdrop' }, [card]);
    over.appendChild(backdrop);
    no.focus();
  });
}
