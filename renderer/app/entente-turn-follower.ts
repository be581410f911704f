// The Entente turn tab's memory (issue 14): the Entente's turn in play, kept until the next one begins, and
// what came after it since the player's last decision (the Tageblatt, the player's own phases…). It follows
// each update and hands the side panel what to show; it draws nothing itself.
import type { CampaignUpdate, CampaignView } from '../../shared/ipc.js';
import { NO_ENTENTE_TURN, chitsOnBoard, laterLines, nextEntenteTurn, type EntenteTurn, type LaterLine } from '../screens/entente-turn.js';
import type { SidePanel } from '../screens/side-panel.js';

export class EntenteTurnFollower {
  /** The Entente's turn in play and the action count it began at. */
  private ententeTurn: EntenteTurn = NO_ENTENTE_TURN;
  private ententeTurnFrom = 0;
  private sinceDecision: LaterLine[] = [];

  /** The player decided: what comes next is "since the decision". */
  decisionTaken(): void {
    this.sinceDecision = [];
  }

  /** A new campaign or an action adds its events; a load knows none; an Undo back past the action that began
   *  the Entente's turn forgets it. Log entries and events match one to one (entry i is events[i]'s). */
  follow(u: CampaignUpdate, fresh: boolean): void {
    if (fresh) this.sinceDecision = [];
    const before = fresh || (u.reason === 'undo' && u.campaign.actionCount < this.ententeTurnFrom) ? NO_ENTENTE_TURN : this.ententeTurn;
    if (u.events.length !== u.log.length) {
      this.ententeTurn = before;
      return;
    }
    this.ententeTurn = nextEntenteTurn(before, u.events, u.log);
    if (this.ententeTurn.turn !== before.turn) this.ententeTurnFrom = u.campaign.actionCount;
    this.sinceDecision.push(...laterLines(u.events, u.log, before.open));
  }

  /** The Entente turn tab for campaign `c` (its chits on the board when the turn's events named none). */
  show(side: SidePanel, c: CampaignView): void {
    const t = this.ententeTurn;
    const chits = t.chits.length > 0 ? t.chits : chitsOnBoard(c.board.boxes, t.turn ?? c.board.turn);
    side.showEntenteTurn({ turn: t, chits, later: this.sinceDecision });
  }
}
