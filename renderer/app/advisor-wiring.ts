// "Ask the General Staff" (issue #15) on the board in play: asks main for estimates of the pending decision,
// shows the answers that belong to the position on the board, and drops the answer when the board moves on.
import type { CampaignView, GameApi } from '../../shared/ipc.js';
import { AdvisorPanel } from '../advisor/advisor-panel.js';
import type { PromptBar } from '../ui/prompt-bar.js';

export interface AdvisorWiringDeps {
  readonly api: GameApi;
  readonly bar: PromptBar;
  /** Where the panel goes: the side panel, under the menu. */
  readonly slot: HTMLElement;
  /** The campaign in play, or null. */
  campaign(): CampaignView | null;
  historyActive(): boolean;
  /** The pending decision's button labels (the panel's rows name the choices as the buttons do). */
  labels(): string[];
  showError(message: string): void;
  requestRender(): void;
}

export class AdvisorWiring {
  readonly panel: AdvisorPanel;

  constructor(private readonly d: AdvisorWiringDeps) {
    this.panel = new AdvisorPanel({
      onCancel: () => this.cancel(),
      onClose: () => this.drop(),
      onPickRow: (i) => { d.bar.markAction(i); d.requestRender(); },
    });
    d.slot.append(this.panel.root);
    d.api.onAdvice((u) => {
      // An answer belongs to one position: an update about another board is not shown.
      const c = d.campaign();
      if (u.campaignId === c?.id && u.actionCount === c.actionCount) this.panel.show(u, d.labels());
    });
  }

  /** Estimates for the pending decision stream into the panel; without one, a sentence says why not. */
  ask(): void {
    const v = this.d.campaign()?.board ?? null;
    if (!v?.prompt || v.over !== null || this.d.historyActive()) {
      this.d.showError(v?.over ? 'The war is over: there is no decision left to advise on.' : 'There is no decision to advise on just now.');
      return;
    }
    this.panel.start();
    this.d.api.askAdvisor().then(
      (final) => {
        const c = this.d.campaign();
        if (final.campaignId === c?.id && final.actionCount === c.actionCount) this.panel.show(final, this.d.labels());
      },
      (e: Error) => this.panel.failed(e.message),
    );
  }

  /** Stops a running estimate (the panel keeps what it has). */
  cancel(): void {
    if (!this.panel.running) return;
    void this.d.api.cancelAdvisor().catch(() => undefined);
  }

  /** The answer is no longer wanted: stop it if it runs, close the panel, unmark the prompt button. */
  drop(): void {
    if (!this.panel.open) return;
    this.cancel();
    this.panel.clear();
    this.d.bar.markAction(null);
    this.d.requestRender();
  }
}
