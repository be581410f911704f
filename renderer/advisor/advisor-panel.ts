// "Ask the General Staff" (issue #15): a block of the side panel, so it never lies over the prompt bar or the
// chooser on the board. It only draws what advice-view.ts worded; the controller asks, cancels and clears.
import { button, el } from '../ui/dom.js';
import { ADVICE_METHOD, adviceShown, RANKING_EXPLAINED } from './advice-view.js';
import type { AdviceUpdate } from '../../shared/ipc.js';

export interface AdvisorPanelHandlers {
  onCancel(): void;
  onClose(): void;
  /** A row was clicked: the matching prompt button is marked (never played). */
  onPickRow(index: number): void;
}

export class AdvisorPanel {
  readonly root = el('section', { class: 'advisor', id: 'advisor' });
  private readonly status = el('p', { class: 'advisor-status', id: 'advisor-status' });
  private readonly fill = el('div', { class: 'advisor-fill' });
  private readonly bar = el('div', { class: 'advisor-bar', id: 'advisor-progress' }, [this.fill]);
  private readonly list = el('ol', { class: 'advisor-rows', id: 'advisor-rows' });
  private readonly why = el('p', { class: 'advisor-why', id: 'advisor-why' });
  /** Issue #33: what a screen reader is told, politely, once: the ask, and the answer when it stops (the
   *  status line itself changes with every update, too often to be spoken). Out of sight. */
  private readonly said = el('p', { class: 'advisor-said' });
  private readonly cancel: HTMLButtonElement;
  /** The ask this panel shows (AdviceUpdate.askId); updates of any other are ignored. */
  private askId: number | null = null;
  /** The newest ask any update came from: a new ask adopts only a newer one (a late word of the old one is not it). */
  private newestSeen = -1;
  private adoptFrom = 0;
  private picked: number | null = null;

  constructor(private readonly handlers: AdvisorPanelHandlers) {
    this.cancel = button('Cancel', () => handlers.onCancel(), 'btn advisor-cancel');
    const close = button('Close', () => handlers.onClose(), 'btn advisor-close');
    this.bar.setAttribute('role', 'progressbar');
    this.bar.setAttribute('aria-valuemin', '0');
    this.bar.setAttribute('aria-valuemax', '100');
    this.bar.setAttribute('aria-label', 'Wars played so far');
    this.said.setAttribute('role', 'status');
    this.said.style.cssText = 'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap';
    this.root.setAttribute('aria-labelledby', 'advisor-title');
    this.root.append(
      el('h4', { text: 'The General Staff’s estimate', id: 'advisor-title' }),
      this.said,
      this.bar,
      this.status,
      el('div', { class: 'advisor-buttons' }, [this.cancel, close]),
      this.list,
      this.why,
      el('p', { class: 'advisor-explained', text: RANKING_EXPLAINED }),
      el('p', { class: 'advisor-method', text: ADVICE_METHOD }),
    );
    this.root.style.display = 'none';
  }

  get open(): boolean {
    return this.root.style.display !== 'none';
  }

  get running(): boolean {
    return this.open && this.root.dataset.status === 'running';
  }

  /** An ask was sent: the panel opens empty, waiting for its first update. */
  start(): void {
    this.askId = null;
    this.adoptFrom = this.newestSeen + 1;
    this.picked = null;
    this.list.replaceChildren();
    this.why.textContent = '';
    this.setProgress(0);
    this.status.textContent = 'Asking the General Staff…';
    this.said.textContent = 'Asking the General Staff…';
    this.cancel.style.display = '';
    this.root.style.display = '';
    this.root.dataset.status = 'running';
  }

  /** An update of the advisor: shown when it is the ask in view (the first one after start() adopts its id). */
  show(u: AdviceUpdate, labels: readonly string[]): void {
    this.newestSeen = Math.max(this.newestSeen, u.askId);
    if (!this.open) return;
    if (this.askId === null && this.root.dataset.status === 'running' && u.askId >= this.adoptFrom) this.askId = u.askId;
    if (u.askId !== this.askId) return;
    const shown = adviceShown(u, labels);
    this.setProgress(shown.progress);
    this.status.textContent = shown.status;
    this.why.textContent = shown.why ?? '';
    this.root.dataset.status = u.status;
    this.cancel.style.display = u.status === 'running' ? '' : 'none';
    const best = shown.rows.find((r) => r.best);
    if (u.status !== 'running') this.said.textContent = [shown.status, best ? `Best: ${best.label}, Armistice ${best.armistice}.` : '', shown.why ?? ''].filter((x) => x !== '').join(' ');
    this.list.replaceChildren(...shown.rows.map((r) => {
      const li = el('li', { class: `advisor-row${r.best ? ' best' : ''}${r.index === this.picked ? ' picked' : ''}` }, [
        // the line of a place several choices share stands over its first row (a part of it, so the list keeps one li per action)
        ...(r.group === null ? [] : [el('span', { class: 'advisor-group', text: r.group })]),
        el('span', { class: 'advisor-rank', text: `${r.rank}.` }),
        el('span', { class: 'advisor-label', text: r.label }),
        el('span', { class: 'advisor-odds', text: `Armistice ${r.armistice}` }),
        el('span', { class: 'advisor-gap', text: r.gap }),
        el('span', { class: 'advisor-vp', text: r.vp }),
        el('span', { class: 'advisor-count', text: r.rollouts }),
      ]);
      li.dataset.index = String(r.index);
      li.tabIndex = 0;
      li.title = r.best ? 'The best estimate so far. Click to mark its button in the prompt.' : 'Click to mark its button in the prompt.';
      const pick = (): void => {
        this.picked = r.index;
        for (const row of this.list.children) row.classList.toggle('picked', row === li);
        this.handlers.onPickRow(r.index);
      };
      li.addEventListener('click', pick);
      // The keyboard marks it as a click does (issue #33); the board's Space would "go on" instead.
      li.addEventListener('keydown', (e) => {
        if (e.key !== 'Enter' && e.key !== ' ') return;
        e.preventDefault();
        e.stopPropagation();
        pick();
      });
      return li;
    }));
  }

  /** The answer stopped without an update saying so (refused, or the host went away). */
  failed(message: string): void {
    this.status.textContent = message;
    this.said.textContent = message;
    this.cancel.style.display = 'none';
    this.root.dataset.status = 'cancelled';
  }

  /** A move, an undo or leaving the game: the old answer is for a position no longer on the board. */
  clear(): void {
    this.askId = null;
    this.picked = null;
    this.list.replaceChildren();
    this.why.textContent = '';
    this.said.textContent = '';
    this.root.style.display = 'none';
    delete this.root.dataset.status;
  }

  private setProgress(share: number): void {
    this.fill.style.width = `${(share * 100).toFixed(1)}%`;
    this.bar.setAttribute('aria-valuenow', String(Math.round(share * 100)));
  }
}
