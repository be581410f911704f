// The History screen (issue 12): the board and the log of any campaign at any step, moved through by
// action, phase and turn (buttons and keys), Replay with the animations at a chosen speed, and Play on from
// here. Main answers each step (historyAt); this only draws it. Nothing of the campaign in play changes:
// leaving puts its board and its log back as they were.
import type { LogEntry, BoardView } from '../../shared/engine/index.js';
import type { CampaignUpdate, CampaignView, GameApi, HistoryInfo, HistoryMoment } from '../../shared/ipc.js';
import { stepAfter, type HistoryMove } from '../../shared/history-steps.js';
import type { BoardScene } from '../board/board-scene.js';
import type { EventPlayer } from '../animation/player.js';
import { commandFor } from '../ui/shortcuts.js';
import { HistoryBar, REPLAY_SPEEDS } from '../screens/history-bar.js';
import type { Screens } from '../screens/screens.js';
import type { SidePanel } from '../screens/side-panel.js';

export interface HistoryDeps {
  readonly api: GameApi;
  readonly scene: BoardScene;
  readonly player: EventPlayer;
  readonly side: SidePanel;
  readonly screens: Screens;
  /** The campaign in play, or null. */
  live(): CampaignView | null;
  /** Entering: the board takes no clicks and shows no decision. */
  enter(): void;
  /** Leaving: the board shows the campaign in play again (or the title screen without one). */
  restore(): void;
  /** A branch was started from a step: it becomes the campaign in play. */
  onPlaying(u: CampaignUpdate): void;
  showError(message: string): void;
  requestRender(): void;
}

/** The step in the player's words: turn, season and phase, then the move. */
export function stepInWords(board: BoardView, step: number, length: number): string {
  const when = board.over ? `Turn ${board.turn}: the war is over` : `Turn ${board.turn} (${board.turnLabel}), ${board.phaseName ?? 'between phases'}`;
  return `${when} — move ${step} of ${length}`;
}

export class HistoryMode {
  readonly bar: HistoryBar;
  private info: HistoryInfo | null = null;
  /** The step asked for (moves add up while a step is on its way) and the one drawn. */
  private target = 0;
  private shown = -1;
  private shownBoard: BoardView | null = null;
  private shownLines = 0;
  private loading = false;
  private replaying = false;
  /** The live campaign's log while the history's is shown. */
  private savedLog: LogEntry[] | null = null;

  constructor(private readonly d: HistoryDeps) {
    this.bar = new HistoryBar({
      move: (m) => this.move(m),
      replay: () => void this.toggleReplay(),
      playOn: () => void this.playOn(),
      leave: () => this.leave(),
      review: () => this.review(),
    });
  }

  get active(): boolean {
    return this.info !== null;
  }

  /** The board shown at the step, for the tests. */
  get board(): BoardView | null {
    return this.active ? this.shownBoard : null;
  }

  /** Opens campaign `id`'s history where it stands (or at its start, for a replay; or at a step, a number: the Review screen's turning points). */
  async open(id: string, atStart: boolean | number = false): Promise<void> {
    let info: HistoryInfo;
    try {
      info = await this.d.api.history(id);
    } catch (e) {
      this.d.showError((e as Error).message);
      return;
    }
    this.replaying = false;
    if (this.savedLog === null) this.savedLog = this.d.side.log.entries();
    this.info = info;
    this.shown = -1;
    this.shownLines = this.d.side.log.length;
    this.d.screens.hide();
    this.d.enter();
    this.bar.show(this.d.live() ? 'Back to the game' : 'Close');
    const speed = String(this.d.player.queue.speed);
    this.bar.speed.value = REPLAY_SPEEDS.some(([v]) => String(v) === speed) ? speed : '1';
    this.target = typeof atStart === 'number' ? Math.min(Math.max(0, atStart), info.length) : atStart ? 0 : info.length;
    await this.pump();
  }

  move(m: HistoryMove): void {
    if (!this.info) return;
    this.replaying = false;
    this.target = stepAfter(this.info.marks, this.target, m);
    void this.pump();
  }

  /** Keys while the History screen is open; true when the key was the history's. */
  key(e: KeyboardEvent): boolean {
    if (!this.active) return false;
    // The History screen's keys come from the shortcut table (ui/shortcuts.ts), which `?` lists.
    const does = commandFor(e, 'history');
    if (does === 'leave') this.leave();
    else if (does === 'replay') {
      e.preventDefault();
      void this.toggleReplay();
    } else if (does !== null) {
      e.preventDefault();
      this.move(does);
    }
    return true;
  }

  /** Fetches and draws steps until the one asked for is shown. */
  private async pump(): Promise<void> {
    if (this.loading || !this.info) return;
    this.loading = true;
    this.bar.setBusy(true);
    try {
      while (this.info && this.shown !== this.target) {
        const moment = await this.d.api.historyAt(this.info.id, this.target);
        if (!this.info || moment.id !== this.info.id) break;
        this.draw(moment);
      }
    } catch (e) {
      this.d.showError((e as Error).message);
    } finally {
      this.loading = false;
      this.bar.setBusy(false);
    }
  }

  private draw(m: HistoryMoment): void {
    const info = this.info;
    if (!info) return;
    this.d.player.queue.skip();
    this.d.scene.showView(m.board);
    this.d.scene.setHighlights([]);
    this.cutLog(info.lineCounts[m.step] ?? info.log.length);
    this.shown = m.step;
    this.shownBoard = m.board;
    this.bar.showStep(m.step, info.length, m.board.turn, stepInWords(m.board, m.step, info.length));
    this.bar.showNotes(info.notes, info.bookmarks.findLast((b) => b.actionCount === m.step && b.note !== undefined) ?? null);
    this.d.requestRender();
  }

  /** The log as it stood at the step: lines added going on, cut going back (the panel keeps the rest). */
  private cutLog(count: number): void {
    const info = this.info;
    if (!info) return;
    if (count > this.shownLines) this.d.side.setLog(this.shownLines, info.log.slice(this.shownLines, count));
    else this.d.side.setLog(count, []);
    this.shownLines = count;
  }

  /** Plays the campaign on from the step shown (from its start when at its end), each move with its animations. */
  private async toggleReplay(): Promise<void> {
    const info = this.info;
    if (!info) return;
    if (this.replaying) {
      this.replaying = false;
      this.d.player.queue.skip();
      return;
    }
    await this.pump();
    this.replaying = true;
    this.bar.setReplaying(true);
    const queue = this.d.player.queue;
    const before = queue.speed;
    queue.speed = Number(this.bar.speed.value);
    try {
      if (this.shown >= info.length) {
        this.target = 0;
        this.draw(await this.d.api.historyAt(info.id, 0));
      }
      let next = this.prefetch(info.id, this.shown + 1);
      while (this.replaying && this.info === info && this.shown < info.length) {
        const moment = await next;
        if (!this.replaying || this.info !== info) break;
        // The next step is asked for while this one is animated.
        if (moment.step < info.length) next = this.prefetch(info.id, moment.step + 1);
        this.d.player.play(moment.events);
        this.d.requestRender();
        await queue.whenIdle();
        if (this.info !== info) break;
        // A move asked for meanwhile wins; a Stop ends this move's animation at once, and the board is then this move's.
        if (!this.replaying && this.target !== this.shown) break;
        this.target = moment.step;
        this.draw(moment);
      }
      const over = this.shownBoard?.over;
      if (this.replaying && this.info === info && this.shown === info.length && over) this.d.screens.end(over, info.id);
    } catch (e) {
      this.d.showError((e as Error).message);
    } finally {
      queue.speed = before;
      this.replaying = false;
      this.bar.setReplaying(false);
    }
  }

  /** A step asked for ahead of time; a failure is told when it is awaited, never as an unhandled rejection. */
  private prefetch(id: string, step: number): Promise<HistoryMoment> {
    const p = this.d.api.historyAt(id, step);
    p.catch(() => undefined);
    return p;
  }

  /** A new campaign from the step shown: a branch of this one (the campaign shown stays as it is). */
  private async playOn(): Promise<void> {
    const info = this.info;
    if (!info || this.shown < 0) return;
    this.replaying = false;
    try {
      const r = await this.d.api.playFrom(info.id, this.shown, this.bar.diceChoice());
      if (!r.ok) {
        this.d.showError(r.problem.reason);
        return;
      }
      this.close(true);
      this.d.onPlaying(r.update);
    } catch (e) {
      this.d.showError((e as Error).message);
    }
  }

  /** The Review screen of the campaign shown (issue #34): the History screen closes as Back to the game closes it,
   *  and the Review screen's back button opens it again at the step it showed. */
  private review(): void {
    const info = this.info;
    if (!info) return;
    const step = Math.max(0, this.shown);
    if (this.d.live() !== null) this.leave();
    else this.close(false); // no campaign in play: the review's back button or the title covers the board
    this.d.screens.review(info.id, { backLabel: 'Back to the History screen', back: () => void this.open(info.id, step) });
  }

  /** Back to the campaign in play, its board and log as they were. */
  leave(): void {
    if (!this.active) return;
    this.close(false);
    this.d.restore();
  }

  /** Ends the history; `dropLog`: a new campaign's log comes with its update, so the old one is not put back. */
  private close(dropLog: boolean): void {
    this.replaying = false;
    this.info = null;
    this.shownBoard = null;
    this.d.player.queue.skip();
    this.bar.hide();
    if (!dropLog && this.savedLog !== null) this.d.side.setLog(0, this.savedLog);
    this.savedLog = null;
  }
}
