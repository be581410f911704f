// Something the player must read about the campaign just opened (a rules correction that changed its
// position): a small card over everything that stays until the player dismisses it, unlike the toast.
import { button, el } from '../ui/dom.js';

export class NoticeBox {
  private readonly text = el('div', { class: 'notice-text' });
  readonly root = el('div', { class: 'notice', id: 'notice' }, [
    el('h3', { text: 'Please note' }),
    this.text,
    button('I have read this', () => this.dismiss()),
  ]);

  constructor() {
    this.root.setAttribute('role', 'alertdialog');
    this.root.style.display = 'none';
  }

  get open(): boolean {
    return this.root.style.display !== 'none';
  }

  /** Shows a notice; one already shown is not repeated (the same update comes as a reply and a push). */
  show(message: string): void {
    if ([...this.text.children].some((p) => p.textContent === message)) return;
    this.text.appendChild(el('p', { text: message }));
    this.root.style.display = '';
  }

  dismiss(): void {
    this.root.style.display = 'none';
    this.text.replaceChildren();
  }
}
