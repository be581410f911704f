// The list of keyboard shortcuts (`?` or the side panel's Keys button), drawn from the same table the key
// handlers read (ui/shortcuts.ts). It sits over everything until Esc, `?` or its Close button.
import { button, el } from '../ui/dom.js';
import { shortcutGroups } from '../ui/shortcuts.js';

export class ShortcutsOverlay {
  readonly root = el('div', { class: 'shortcuts', id: 'shortcuts' });

  constructor() {
    this.root.setAttribute('role', 'dialog');
    this.root.setAttribute('aria-label', 'Keyboard shortcuts');
    const groups = shortcutGroups().map((g) => el('section', {}, [
      el('h3', { text: g.place }),
      el('table', {}, g.shortcuts.map((s) => el('tr', {}, [el('th', { text: s.keys }), el('td', { text: s.what })]))),
    ]));
    this.root.append(el('h2', { text: 'Keyboard shortcuts' }), ...groups, button('Close', () => this.close()));
    this.root.style.display = 'none';
  }

  get isOpen(): boolean {
    return this.root.style.display !== 'none';
  }

  open(): void {
    this.root.style.display = '';
  }

  close(): void {
    this.root.style.display = 'none';
  }

  toggle(): void {
    if (this.isOpen) this.close();
    else this.open();
  }
}
