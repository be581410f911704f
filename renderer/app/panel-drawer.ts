// The side panel as a drawer (issue #33): a "Side panel" button among the board's tools (the column's top right,
// beside zoom −/+/Fit) and the P key open and close it. Where the panel would cost the board more than a tenth
// of its size (app/window-layout.ts: 960×600, 1024×600, a small browser window) it starts closed and the board
// takes the window; opened, it stands beside (or below) the board as in a wide window, where it starts open
// and the player may close it. Opening puts the keyboard focus in the panel, closing puts it back on the
// button; Esc in the panel closes it where it started closed. The choice lasts for this page only.
import { panelStartsShown } from './window-layout.js';
import { choosePanel, currentLayout } from './fit-stage.js';

export class PanelDrawer {
  /** The board's tools: this button first, the zoom buttons after it (app/board-app.ts). */
  readonly tools: HTMLElement;
  readonly button: HTMLButtonElement;
  /** The player closed the panel (button, P, Esc) this page: the guide does not open it again. */
  private closedByPlayer = false;

  /** `relayout`: lays the window out again with the panel's new state (the stage, the board, the prompt bar). */
  constructor(private readonly panel: HTMLElement, private readonly relayout: () => void) {
    this.tools = document.createElement('div');
    this.tools.className = 'board-tools';
    this.button = document.createElement('button');
    this.button.type = 'button';
    this.button.id = 'side-panel-toggle';
    this.button.className = 'panel-toggle';
    this.button.textContent = 'Side panel';
    this.button.title = 'Show or hide the side panel: menu, log, Entente turn, rules help (P)';
    this.button.setAttribute('aria-controls', panel.id);
    this.button.addEventListener('click', () => this.toggle());
    this.tools.append(this.button);
    this.sync();
  }

  get isOpen(): boolean {
    return currentLayout().panelShown;
  }

  /** Whether the panel is a drawer here: the window starts it closed, so Esc closes it again. */
  private get isDrawer(): boolean {
    return !panelStartsShown(window.innerWidth, window.innerHeight);
  }

  toggle(): void {
    if (this.isOpen) this.close();
    else this.open();
  }

  /** Shows the panel and puts the keyboard focus on its first control. */
  open(): void {
    this.closedByPlayer = false;
    this.set(true);
    this.panel.querySelector<HTMLElement>('button, [tabindex="0"]')?.focus();
  }

  /** Shows the panel where the focus is (a rule opened from the Decision region, the General Staff asked with
   *  A): what comes there must be seen. */
  reveal(): void {
    if (!this.isOpen) this.set(true);
  }

  /** The first-turn guide has no room on the board and would dock in the panel: a drawer closed as the window
   *  started it opens for it, one the player closed stays closed. Whether the panel is shown now. */
  revealForGuide(): boolean {
    if (!this.isOpen && !this.closedByPlayer) this.set(true);
    return this.isOpen;
  }

  /** Hides the panel and puts the keyboard focus back on the button. */
  close(): void {
    this.closedByPlayer = true;
    this.set(false);
    this.button.focus();
  }

  /** Esc from inside an open drawer closes it (true); elsewhere, or where the panel belongs beside the board, not. */
  escape(target: EventTarget | null): boolean {
    if (!this.isOpen || !this.isDrawer || !(target instanceof Node) || !this.panel.contains(target)) return false;
    this.close();
    return true;
  }

  /** The button says whether the panel is open (after a resize too: the window may have opened or closed it). */
  sync(): void {
    this.button.setAttribute('aria-expanded', String(this.isOpen));
    // Focus in a panel the window just hid would fall to the page: it goes to the button instead.
    if (!this.isOpen && document.activeElement instanceof Node && this.panel.contains(document.activeElement)) this.button.focus();
  }

  private set(shown: boolean): void {
    choosePanel({ shown, startsShown: panelStartsShown(window.innerWidth, window.innerHeight) });
    this.relayout();
    this.sync();
  }
}
