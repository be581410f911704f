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
  /** Issue 32: a die face typed while the die before it was on its way (two dice typed in one go, "3" then "5"),
   *  for the next question if it asks for a die of the same roll. */
  private typed: { readonly face: number; readonly rule: string } | null = null;

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
    if (!action) return;
    if (this.sending || this.d.moving()) {
      if (action.type === 'enter-die') this.typeAhead(action.face); // the second die of a pair (issue 32)
      return;
    }
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
    // The update may have come first as a push and its question been shown while this call was still open.
    if (this.typed !== null && !this.d.moving()) this.decisionShown();
  }

  /**
   * A face key pressed while no question is shown (the entry before it is on its way or its steps still play):
   * kept for the next question, so a pair typed in one go loses neither die. True when it was kept.
   */
  typeAhead(face: number): boolean {
    const p = this.d.campaign()?.board.prompt;
    if (!(this.sending || this.d.moving()) || p?.kind !== 'enter-dice' || this.d.historyActive()) return false;
    this.typed = { face, rule: p.rule };
    return true;
  }

  /** A decision is shown: a face typed ahead is entered when it asks for a die of the same roll, else forgotten. */
  decisionShown(): void {
    const t = this.typed;
    this.typed = null;
    const p = this.d.campaign()?.board.prompt;
    if (t === null || p?.kind !== 'enter-dice' || p.rule !== t.rule) return;
    const index = p.actions.findIndex((a) => a.type === 'enter-die' && a.face === t.face);
    // Once the call that showed this question has ended, and only if the question is still the one shown.
    if (index >= 0) void Promise.resolve().then(() => { if (this.d.campaign()?.board.prompt === p) void this.send(index); });
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
