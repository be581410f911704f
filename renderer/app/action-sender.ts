// Sends the player's actions and Undos to main, one at a time. Each action carries the board it was chosen
// on (`seen`: main refuses it if the campaign moved on meanwhile); main's refusal is shown as its sentence.
import type { CampaignUpdate, CampaignView, GameApi } from '../../shared/ipc.js';
import { undoBlockedMessage } from '../ui/undo-blocked.js';

export interface ActionSenderDeps {
  readonly api: GameApi;
  /** The campaign in play, or null. */
  campaign(): CampaignView | null;
  /** The History screen is open: it shows another moment, nothing is played from it. */
  historyActive(): boolean;
  /** The board still plays the last update's events. */
  moving(): boolean;
  /** An action is about to go: close what it may make untrue (chooser, hover text), the click's sound. */
  beforeAction(): void;
  /** The answer: the update the action or Undo made (applied once; its push is the same update). */
  apply(u: CampaignUpdate): void;
  showError(message: string): void;
}

export class ActionSender {
  private sending = false;
  /** The events of the last action played in this window (null after a load, a new campaign or an Undo):
   *  they say why Undo is blocked. */
  private lastEvents: CampaignUpdate['events'] | null = null;

  constructor(private readonly d: ActionSenderDeps) {}

  /** A call to main is under way. */
  get busy(): boolean {
    return this.sending;
  }

  /** Every update applied: the last action's events, for the Undo floor's sentence. */
  heard(u: CampaignUpdate): void {
    this.lastEvents = u.reason === 'act' ? u.events : null;
  }

  /** Plays the pending decision's action `index`. */
  async send(index: number): Promise<void> {
    if (this.d.historyActive()) return;
    const c = this.d.campaign();
    const action = c?.board.prompt?.actions[index];
    if (!action || this.sending || this.d.moving()) return;
    this.d.beforeAction();
    this.sending = true;
    try {
      // The board the click was made on: main refuses it if the campaign moved on meanwhile.
      const seen = { campaignId: c?.id ?? '', version: c?.version ?? '' };
      this.d.apply(await this.d.api.act(action, seen));
    } catch (e) {
      this.d.showError((e as Error).message);
    } finally {
      this.sending = false;
    }
  }

  /** Takes the last move back, or says why the engine's undo floor refuses it. */
  async undo(): Promise<void> {
    const c = this.d.campaign();
    if (!c || this.sending || this.d.historyActive() || this.d.moving()) return;
    if (!c.board.canUndo) {
      this.d.showError(undoBlockedMessage(c.actionCount, this.lastEvents));
      return;
    }
    this.sending = true;
    try {
      this.d.apply(await this.d.api.undo());
    } catch (e) {
      this.d.showError((e as Error).message);
    } finally {
      this.sending = false;
    }
  }
}
