// Glue between the game API and the board: applies updates, plays their events, turns clicks and
// keys into actions. It never decides a rule: legality comes from the prompt's list of actions.
import type { Application } from 'pixi.js';
import type { CampaignUpdate, CampaignView, GameApi, PlayerSettings } from '../../shared/ipc.js';
import type { BoardView } from '../../shared/engine/index.js';
import { BoardScene } from '../board/board-scene.js';
import { LAYOUT_BY_ID, TILE_SIZE, type Point } from '../board/layout.js';
import { uiColours, type Palette } from '../board/tile-look.js';
import { EventPlayer } from '../animation/player.js';
import { busyLine } from '../board/shown-moment.js';
import type { SoundBoard } from '../audio/sound-board.js';
import { actionsByRef, continueIndex, refKey, withOdds, type BoardRef } from '../ui/action-labels.js';
import { choiceLabels } from '../../shared/labels/index.js';
import { placeName } from '../../shared/data/names.js';
import { Banner, Chooser, DiceTray, Tooltip } from '../ui/overlays.js';
import { dialogOpen, watchDialogs } from '../ui/dialog-watch.js';
import type { Rect } from '../ui/tooltip-place.js';
import { PromptBar, type PromptButtonPlace } from '../ui/prompt-bar.js';
import { boxTooltip, tileTooltip } from '../ui/tooltip-text.js';
import type { SidePanel } from '../screens/side-panel.js';
import { NO_ENTENTE_TURN, chitsOnBoard, laterLines, nextEntenteTurn, type EntenteTurn, type LaterLine } from '../screens/entente-turn.js';
import type { Screens } from '../screens/screens.js';
import type { BoardPart } from './shell.js';
import { HistoryMode } from './history-mode.js';
import { commandFor } from '../ui/shortcuts.js';
import { undoBlockedMessage } from '../ui/undo-blocked.js';
import { animationSpeedFor, motionReduced } from '../ui/reduced-motion.js';
import { TEXT_SCALE } from '../ui/text-size.js';
import { nextStack } from '../board/stack-order.js';
import { setOverlayRoom } from '../ui/overlays.js';
import type { WindowLayout } from './window-layout.js';
import { chartsForRule, type ChartId } from '../charts/chart-model.js';
import { AdvisorPanel } from '../advisor/advisor-panel.js';
import { DecisionMirror } from '../ui/decision-mirror.js';

interface Bounds {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** The shell's DOM parts the board works with (app/shell.ts makes them before Pixi loads). */
export interface ShellParts {
  readonly side: SidePanel;
  readonly screens: Screens;
  readonly sounds: SoundBoard | null;
  showError(message: string): void;
}

export class GameController implements BoardPart {
  readonly scene: BoardScene;
  readonly bar: PromptBar;
  /** The decision and header in the page's DOM for screen readers, and the announcements (issue #33). */
  readonly mirror: DecisionMirror;
  readonly player: EventPlayer;
  readonly side: SidePanel;
  readonly screens: Screens;
  private readonly tooltip = new Tooltip();
  private readonly chooser = new Chooser();
  private readonly dice = new DiceTray();
  private readonly banner = new Banner();
  private readonly sounds: SoundBoard | null;
  private readonly showError: (message: string) => void;
  private campaign: CampaignView | null = null;
  private targets = new Map<string, { ref: BoardRef; indexes: number[] }>();
  /** The last update applied (CampaignUpdate.seq): the act() reply and its push are the same update. */
  private lastSeq = 0;
  private sending = false;
  /** The events of the last action played in this window (null after a load, a new campaign or an Undo):
   *  they say why Undo is blocked. */
  private lastEvents: CampaignUpdate['events'] | null = null;
  private palette: Palette = 'standard';
  /** The box under the pointer (a tile's box for a tile), or null: the F key spreads it out first. */
  private hoveredBox: string | null = null;
  private settings: PlayerSettings | null = null;
  /** The computer's "reduce motion" preference; followed while the setting says "system". */
  private readonly systemReducesMotion = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;
  private shownEnd = false;
  /** The Entente's turn in play (§4–§6), kept until the next one begins (issue 14), and the action count it began at. */
  private ententeTurn: EntenteTurn = NO_ENTENTE_TURN;
  private ententeTurnFrom = 0;
  /** What came after it since the player's last decision (the Tageblatt, the player's own phases…). */
  private sinceDecision: LaterLine[] = [];
  /** Set by the render loop: the board needs drawing again. */
  requestRender: () => void = () => undefined;
  /** Set by the board's zoom (app/board-zoom.ts): false when the press now released was a pan, not a click. */
  isTap: () => boolean = () => true;
  /** Set by the board's zoom: keys + − 0; true when the key was the zoom's. */
  zoomKey: (e: KeyboardEvent) => boolean = () => false;
  /** Set by the board's zoom: pans so that a board rectangle is in view. */
  showOnBoard: (r: Rect) => void = () => undefined;
  /** Set by the guided first turn (app/guide-wiring.ts): a decision is shown (null: no live board to explain). */
  onDecision: (view: BoardView | null, campaignId: string | null) => void = () => undefined;
  /** Set by the guided first turn: the board moved or the chooser opened, so the guide card finds its place again. */
  onOverlayMoved: () => void = () => undefined;
  /** The History screen: the board and log of any step of a campaign (app/history-mode.ts). */
  readonly history: HistoryMode;
  /** "Ask the General Staff" (issue #15): its answer, in the side panel under the menu. */
  readonly advisor: AdvisorPanel;

  constructor(app: Application, private readonly api: GameApi, parts: ShellParts) {
    this.side = parts.side;
    this.screens = parts.screens;
    this.sounds = parts.sounds;
    this.showError = parts.showError;
    this.scene = new BoardScene({
      onClick: (ref, at) => this.clickBoard(ref, at),
      onHover: (ref, at) => this.hover(ref, at),
      isTap: () => this.isTap(),
    });
    this.mirror = new DecisionMirror({
      choose: (i) => void this.send(i), undo: () => void this.undo(), view: () => this.view,
      moment: () => `${this.campaign?.id ?? ''}:${this.campaign?.actionCount ?? ''}`,
    });
    this.bar = new PromptBar({ onAction: (i) => void this.send(i), onUndo: () => void this.undo(), onShown: (s) => this.mirror.show(s) });
    const { dice, banner } = this;
    this.player = new EventPlayer({
      scene: this.scene, dice, banner, sounds: this.sounds, palette: () => this.palette,
      onPhase: (p) => { this.bar.showBusy(busyLine(p.phase)); this.requestRender(); },
    });
    app.stage.addChild(this.scene, this.bar, dice, banner, this.chooser, this.tooltip);
    this.chooser.visible = false;
    // A click anywhere while the war moves skips to the end; a pan of the board (not a tap) lets it play on.
    app.stage.eventMode = 'static';
    app.stage.on('pointerup', () => { if (!this.player.queue.idle && this.isTap()) this.skip(); });
    this.history = new HistoryMode({
      api,
      scene: this.scene,
      player: this.player,
      side: this.side,
      screens: this.screens,
      live: () => this.campaign,
      enter: () => {
        this.dropAdvice();
        this.chooser.close();
        this.targets = new Map();
        this.scene.setHighlights([]);
        this.bar.show(null, false, false);
        this.onDecision(null, null);
        this.requestRender();
      },
      restore: () => this.backToLive(),
      // Applying the loaded campaign closes the screens; the pushed copy may have come first (see Shell).
      onPlaying: (u) => this.apply(u),
      showError: (m) => this.showError(m),
      requestRender: () => this.requestRender(),
    });
    document.getElementById('stage')?.append(this.history.bar.root);
    document.getElementById('stage')?.prepend(this.mirror.root); // first in reading order: what to decide
    this.advisor = new AdvisorPanel({
      onCancel: () => this.cancelAdvisor(),
      onClose: () => this.dropAdvice(),
      onPickRow: (i) => { this.bar.markAction(i); this.requestRender(); },
    });
    this.side.advisorSlot.append(this.advisor.root);
    api.onAdvice((u) => {
      // An answer belongs to one position: an update about another board is not shown.
      if (u.campaignId === this.campaign?.id && u.actionCount === this.campaign.actionCount) this.advisor.show(u, this.labels());
    });
    this.systemReducesMotion?.addEventListener('change', () => { if (this.settings) this.applySettings(this.settings); });
    // A screen or dialog coming up closes the hover text: it must never show through one (issue 14).
    watchDialogs(() => { this.tooltip.hide(); this.requestRender(); });
  }

  /** The board was panned or zoomed: a tooltip or chooser would point at the old place. */
  /** The window changed shape: the prompt bar and the overlays take their new places. */
  layout(l: WindowLayout): void {
    this.bar.place(l.promptBar);
    setOverlayRoom({ board: l.boardArea, column: l.column });
    this.tooltip.hide();
    this.chooser.close();
  }

  viewMoved(): void {
    this.tooltip.hide();
    this.chooser.close();
    this.onOverlayMoved();
    this.requestRender();
  }

  /** Opens a campaign's History screen (where it stands, or at its start for a replay). */
  openHistory(id: string, atStart: boolean): void {
    void this.history.open(id, atStart);
  }

  /** The Charts panel for the position on the board, open at `focus`, else at the pending decision's chart. */
  openCharts(focus: ChartId | null): void {
    const v = this.view;
    if (!v) return;
    this.chooser.close();
    this.screens.charts(v, focus ?? chartsForRule(v.prompt?.rule ?? '')[0] ?? null);
  }

  /** "Ask the General Staff" (issue #15): estimates for the pending decision stream into the panel. */
  askAdvisor(): void {
    const v = this.view;
    if (!v?.prompt || v.over !== null || this.history.active) {
      this.showError(v?.over ? 'The war is over: there is no decision left to advise on.' : 'There is no decision to advise on just now.');
      return;
    }
    this.advisor.start();
    this.api.askAdvisor().then(
      (final) => { if (final.campaignId === this.campaign?.id && final.actionCount === this.campaign.actionCount) this.advisor.show(final, this.labels()); },
      (e: Error) => this.advisor.failed(e.message),
    );
  }

  private cancelAdvisor(): void {
    if (!this.advisor.running) return;
    void this.api.cancelAdvisor().catch(() => undefined);
  }

  /** The answer is no longer wanted: stop it if it runs, close the panel, unmark the prompt button. */
  private dropAdvice(): void {
    if (!this.advisor.open) return;
    this.cancelAdvisor();
    this.advisor.clear();
    this.bar.markAction(null);
    this.requestRender();
  }

  /** After the History screen: the campaign in play as it stands, or the title screen without one. */
  private backToLive(): void {
    const c = this.campaign;
    if (c === null) {
      void this.screens.title();
      return;
    }
    this.player.queue.skip();
    this.scene.showView(c.board);
    this.showDecision();
  }

  get view(): BoardView | null {
    return this.campaign?.board ?? null;
  }

  get idle(): boolean {
    return this.player.queue.idle && !this.sending;
  }

  get campaignId(): string | null {
    return this.campaign?.id ?? null;
  }

  /** The campaign in play was deleted (main has closed it): no campaign is shown or sent to any more. */
  forget(): void {
    this.dropAdvice();
    this.campaign = null;
    this.player.queue.skip();
    this.chooser.close();
    this.targets = new Map();
    this.scene.setHighlights([]);
    this.bar.show(null, false, false);
    this.onDecision(null, null);
    this.requestRender();
  }

  /** Settings live in main (getSettings/setSettings); the board only follows them (the shell: sound). */
  applySettings(s: PlayerSettings): void {
    this.settings = s;
    this.player.queue.speed = animationSpeedFor(s, this.systemReducesMotion?.matches ?? false);
    // The DOM's own movements (the advisor's progress bar) follow the same setting.
    document.getElementById('stage')?.classList.toggle('reduce-motion', motionReduced(s.reducedMotion, this.systemReducesMotion?.matches ?? false));
    this.bar.setTextScale(TEXT_SCALE[s.textSize]);
    this.tooltip.setTextScale(TEXT_SCALE[s.textSize]);
    this.scene.setTextScale(TEXT_SCALE[s.textSize]); // the board's own words: titles, faces, counts, header
    this.requestRender();
    const palette: Palette = s.colourBlind ? 'colour-blind' : 'standard';
    if (palette !== this.palette) {
      this.palette = palette;
      this.scene.setPalette(palette, this.view);
      this.showDecision();
    }
  }

  /** Shows the campaign in play as it stands (after a load, a new game, or a reconnect). */
  async refresh(): Promise<void> {
    const c = await this.api.current();
    if (c) this.showCampaign(c, true);
  }

  private showCampaign(c: CampaignView, fresh: boolean): void {
    this.campaign = c;
    if (fresh) {
      this.player.queue.skip();
      this.scene.showView(c.board);
      this.shownEnd = false;
    }
    this.showDecision();
  }

  /** Applies an update once (act() answers it and onEvents pushes the same one). */
  apply(u: CampaignUpdate): void {
    if (u.seq <= this.lastSeq) return;
    this.lastSeq = u.seq;
    // A move, an Undo or a load: the answer was about the board before it (main has stopped it).
    this.dropAdvice();
    // Any update can change what a hover text says (a tile moved, a cost changed): it closes until the next hover.
    this.tooltip.hide();
    // The campaign moved on (a new one, a move from the menu): the History screen gives way to it.
    if (this.history.active) this.history.leave();
    if (!u.save.ok) this.showError(u.save.message);
    const fresh = u.reason === 'new' || u.reason === 'load';
    if (fresh) this.sinceDecision = [];
    this.followEntenteTurn(u, fresh);
    this.lastEvents = u.reason === 'act' ? u.events : null;
    // The update says where its lines go: 0 for a whole log (new, resumed), the end for an action, and an
    // Undo cuts the lines of what it took back. Updates arrive in order, so the start is never past the end.
    this.side.setLog(Math.min(u.logStart, this.side.log.length), u.log, u.logRefs);
    this.mirror.announcer.heard(u);
    this.showEntenteTurn(u.campaign);
    if (u.reason !== 'act') {
      this.screens.hide();
      this.showCampaign(u.campaign, true);
      return;
    }
    // Until a phase banner says otherwise, the events play out the decision just taken, in its own phase.
    const actedIn = this.campaign?.board.phase ?? null;
    this.campaign = u.campaign;
    this.requestRender();
    this.bar.show(null, false, busyLine(actedIn));
    this.scene.setHighlights([]);
    this.player.play(u.events);
    void this.player.queue.whenIdle().then(() => {
      if (this.campaign !== u.campaign) return;
      this.scene.showView(u.campaign.board);
      this.showDecision();
    });
  }

  /** The Entente turn tab follows an update: a new campaign or an action adds its events; a load knows none; an
   *  Undo back past the action that began the Entente's turn forgets it. Lines and events match one to one. */
  private followEntenteTurn(u: CampaignUpdate, fresh: boolean): void {
    const before = fresh || (u.reason === 'undo' && u.campaign.actionCount < this.ententeTurnFrom) ? NO_ENTENTE_TURN : this.ententeTurn;
    if (u.events.length !== u.log.length) {
      this.ententeTurn = before;
      return;
    }
    this.ententeTurn = nextEntenteTurn(before, u.events, u.log);
    if (this.ententeTurn.turn !== before.turn) this.ententeTurnFrom = u.campaign.actionCount;
    this.sinceDecision.push(...laterLines(u.events, u.log, before.open));
  }

  private showEntenteTurn(c: CampaignView): void {
    const t = this.ententeTurn;
    const chits = t.chits.length > 0 ? t.chits : chitsOnBoard(c.board.boxes, t.turn ?? c.board.turn);
    this.side.showEntenteTurn({ turn: t, chits, later: this.sinceDecision });
  }

  private showDecision(): void {
    const v = this.view;
    this.requestRender();
    if (!v) return;
    this.bar.show(v.prompt, v.canUndo, false, this.labels());
    this.targets = actionsByRef(v.prompt?.actions ?? []);
    this.scene.setHighlights(this.targets.keys());
    this.side.showRules(v.prompt?.rule ?? null);
    if (v.over && !this.shownEnd) {
      this.shownEnd = true;
      this.screens.end(v.over, this.campaign?.id ?? null);
    }
    this.onDecision(v, this.campaign?.id ?? null);
  }

  private async send(index: number): Promise<void> {
    if (this.history.active) return; // the History screen shows another moment: nothing is played from it
    const v = this.view;
    const action = v?.prompt?.actions[index];
    if (!action || this.sending || !this.player.queue.idle) return;
    this.chooser.close();
    this.tooltip.hide(); // any action closes the hover text: what it said may no longer hold
    this.sending = true;
    this.sinceDecision = [];
    this.sounds?.play('click');
    try {
      // The board the click was made on: main refuses it if the campaign moved on meanwhile.
      const seen = { campaignId: this.campaign?.id ?? '', version: this.campaign?.version ?? '' };
      this.apply(await this.api.act(action, seen));
    } catch (e) {
      this.showError((e as Error).message);
    } finally {
      this.sending = false;
    }
  }

  async undo(): Promise<void> {
    const v = this.view;
    if (!v || this.sending || this.history.active || !this.player.queue.idle) return;
    if (!v.canUndo) {
      // The engine's undo floor: say why, rather than doing nothing.
      this.showError(undoBlockedMessage(this.campaign?.actionCount ?? 0, this.lastEvents));
      return;
    }
    this.sending = true;
    try {
      this.apply(await this.api.undo());
    } catch (e) {
      this.showError((e as Error).message);
    } finally {
      this.sending = false;
    }
  }

  skip(): void {
    this.player.queue.skip();
  }

  /** Tests and the benchmark: plays events as an update would, then draws the board from the view again. */
  replay(events: Parameters<EventPlayer['play']>[0]): void {
    const campaign = this.campaign;
    this.player.play(events);
    void this.player.queue.whenIdle().then(() => {
      if (campaign && this.campaign === campaign) this.scene.showView(campaign.board);
      this.requestRender();
    });
  }

  private clickBoard(ref: BoardRef, at: Point): void {
    if (!this.player.queue.idle) return; // the stage handler skips
    if (!this.isTap()) return; // the press panned the board: what it started on is not clicked
    let entry = this.targets.get(refKey(ref));
    if (!entry && ref.kind === 'box') {
      // A legal tile hidden in a cup or the tray: the box stands for it.
      entry = [...this.targets.values()].find((t) => t.ref.kind === 'tile' && this.scene.where(t.ref.id) === ref.id);
    }
    if (!entry) {
      // Not a move: a click on a stack spreads its tiles out to be read (issue #14).
      const loc = ref.kind === 'box' ? ref.id : this.scene.where(ref.id);
      if (loc !== undefined && this.scene.openFan(loc)) {
        this.tooltip.hide(); // it would lie over the spread-out tiles
        this.requestRender();
      }
      return;
    }
    this.pick(entry.indexes, at);
  }

  /** The pending decision's button labels, from the board as shown (shared/labels), each roll's odds after it (issue 15). */
  private labels(): string[] {
    const v = this.view;
    return v?.prompt ? choiceLabels(v.prompt, v).map((label, i) => withOdds(label, v.odds[i] ?? null)) : [];
  }

  private pick(indexes: readonly number[], at: Point): void {
    const labels = this.labels();
    if (indexes.length === 1) {
      void this.send(indexes[0]);
      return;
    }
    this.requestRender();
    this.tooltip.hide(); // hovering again places it clear of the chooser
    this.chooser.open(indexes.map((i) => ({ index: i, label: labels[i] ?? 'Choose' })), at, (i) => void this.send(i));
    this.onOverlayMoved();
  }

  /** The chooser's rectangle on the stage while it is open (the guide card keeps clear of it), else null. */
  chooserBounds(): Bounds | null {
    if (!this.chooser.visible) return null;
    const b = this.chooser.getBounds();
    return { x: b.x, y: b.y, w: b.width, h: b.height };
  }

  private hover(ref: BoardRef | null, at: Point): void {
    this.requestRender();
    this.hoveredBox = ref === null ? null : ref.kind === 'box' ? ref.id : this.scene.where(ref.id) ?? null;
    // No hover text through a screen or dialog, nor while the war moves (the dice and banners come and go).
    if (ref === null || dialogOpen() || !this.player.queue.idle) {
      this.tooltip.hide();
      return;
    }
    const v = this.view;
    const base = ref.kind === 'tile' ? tileTooltip(ref.id, this.scene.where(ref.id) ?? '', v ?? undefined) : boxTooltip(ref.id, v?.boxes[ref.id]?.length ?? 0);
    this.tooltip.show(base + this.oddsLines(ref), at, this.overlayRects());
  }

  /** What a hover text must keep clear of: the chooser, the dice and the banner, where shown. */
  private overlayRects(): Rect[] {
    return [this.chooser.rect(), this.dice.rect(), this.banner.rect()].filter((r): r is Rect => r !== null);
  }

  /** The overlays' rectangles on the stage (e2e: a tooltip never covers the others). */
  testOverlays(): { tooltip: Rect | null; chooser: Rect | null; dice: Rect | null; banner: Rect | null } {
    return { tooltip: this.tooltip.rect(), chooser: this.chooser.rect(), dice: this.dice.rect(), banner: this.banner.rect() };
  }

  /** Issue 15: the odds of each choice about this board thing, every modifier by source and rule. */
  private oddsLines(ref: BoardRef): string {
    const v = this.view;
    const entry = this.targets.get(refKey(ref));
    if (!v?.prompt || !entry) return '';
    const labels = choiceLabels(v.prompt, v);
    const lines = new Map<string, string>(); // paying with RM or Krupp: the same odds once
    for (const i of entry.indexes) {
      const o = v.odds[i];
      if (o) lines.set(o.text, `${(labels[i] ?? '').split(' (')[0]}: ${o.text}`);
    }
    return lines.size === 0 ? '' : `\n\nOdds:\n${[...lines.values()].join('\n')}`;
  }

  /**
   * Issue #14: the stack fan from the keyboard. F spreads out the box under the pointer, or the next stack;
   * Shift+F the one before; Esc closes an open fan before it does anything else. True when the key was used.
   */
  private stackKey(e: KeyboardEvent): boolean {
    const does = commandFor(e, 'stacks');
    if (does === null) return false;
    if (does === 'close-spread') {
      if (this.scene.fanOpenFor === null) return false; // Esc goes on to its other meanings
      this.scene.closeFan();
    } else if (does === 'play-spread') {
      // Enter on a focused button or field is that control's own.
      if (e.target instanceof Element && e.target.closest('button, input, select, textarea, summary, a')) return false;
      if (!this.playSpread()) return false;
    } else {
      if (!this.player.queue.idle) return false; // the fan shows the board at rest
      const loc = nextStack(this.scene.stacks(), this.scene.fanOpenFor, this.hoveredBox, does === 'spread-next' ? 1 : -1);
      if (loc !== null && this.scene.openFan(loc)) {
        this.tooltip.hide(); // it would lie over the spread-out tiles
        this.showOnBoard(LAYOUT_BY_ID[loc]); // zoomed in, the next stack may be out of view
      }
    }
    e.preventDefault();
    this.requestRender();
    return true;
  }

  /**
   * Enter on a spread-out stack (issue #14, the keyboard's "click"): the box's moves, the box itself or a tile in
   * it, as a click there would play them (several open the chooser beside the box). False when no stack is
   * spread out, on the History screen, or while the board moves; a box without a move says so.
   */
  private playSpread(): boolean {
    const loc = this.scene.fanOpenFor;
    if (loc === null || this.history.active || !this.player.queue.idle) return false;
    const indexes = new Set<number>();
    for (const t of this.targets.values()) {
      const inBox = t.ref.kind === 'box' ? t.ref.id === loc : this.scene.where(t.ref.id) === loc;
      if (inBox) for (const i of t.indexes) indexes.add(i);
    }
    if (indexes.size === 0) {
      this.showError(`The decision in play has no move in ${placeName(loc)}: F goes on to the next stack.`);
      return true;
    }
    this.scene.closeFan();
    const b = LAYOUT_BY_ID[loc];
    const centre = b ? { x: b.x + b.w / 2, y: b.y + b.h / 2 } : { x: 0, y: 0 };
    this.pick([...indexes].sort((x, y) => x - y), this.scene.toGlobal(centre));
    return true;
  }

  /** Keyboard: what each key does comes from the shortcut table (ui/shortcuts.ts), which `?` lists. */
  key(e: KeyboardEvent): void {
    this.requestRender();
    if (!this.screens.open && this.zoomKey(e)) return; // + − 0 zoom, the History screen's board too
    if (!this.screens.open && this.stackKey(e)) return; // F, Shift+F, Esc: in the History screen too
    if (!this.screens.open && this.history.key(e)) return;
    const does = commandFor(e, 'board');
    if (this.screens.open) {
      if (does === 'close-chooser' && this.campaign) this.screens.hide();
      else if (does === 'charts' && this.screens.showing === 'charts-screen') this.screens.hide();
      return;
    }
    if (does === 'undo' || does === 'go-on') e.preventDefault();
    if (does === 'undo') void this.undo();
    else if (does === 'go-on') {
      if (!this.player.queue.idle) { this.skip(); return; }
      const i = continueIndex(this.view?.prompt?.actions ?? []);
      if (i >= 0) void this.send(i);
    } else if (does === 'close-chooser') {
      this.cancelAdvisor();
      this.chooser.close();
      this.scene.closeFan();
      this.requestRender();
    }
    else if (does === 'charts') this.openCharts(null);
    else if (does === 'advise') this.askAdvisor();
    else if (does === 'next-page') this.bar.turnPage(1);
    else if (does === 'previous-page') this.bar.turnPage(-1);
    else if (does === 'pick') {
      const n = Number(e.key);
      const index = this.chooser.isOpen ? this.chooser.itemIndex(n - 1) : this.bar.visibleIndexes()[n - 1];
      if (index !== null && index !== undefined) void this.send(index);
    }
  }

  /** For the e2e tests and the benchmark: where to click, and the outline a highlight ring follows. */
  testTargets(): { key: string; indexes: number[]; centre: Point | null; bounds: Bounds | null }[] {
    return [...this.targets.entries()].map(([key, t]) => ({ key, indexes: t.indexes, centre: this.scene.refCentre(t.ref), bounds: this.boundsOf(t.ref) }));
  }

  /** A visible tile's or a box's rectangle in board coordinates; null for a tile hidden in a cup. */
  private boundsOf(ref: BoardRef): Bounds | null {
    if (ref.kind === 'box') {
      const b = LAYOUT_BY_ID[ref.id];
      return b ? { x: b.x, y: b.y, w: b.w, h: b.h } : null;
    }
    const t = this.scene.tileView(ref.id);
    if (!t?.visible) return null;
    const size = TILE_SIZE[t.mode];
    return { x: t.x, y: t.y, w: size.w, h: size.h };
  }

  /** The hover text shown now, or null (e2e). */
  testFan(): { box: string; tiles: { id: string; x: number; y: number }[] } | null {
    return this.scene.fanForTest();
  }

  testTooltip(): string | null {
    return this.tooltip.shownText();
  }

  testLegalColour(): number {
    return uiColours(this.palette).legal;
  }

  /** How many actions the campaign in play holds (grows by one with every accepted action). */
  testActionCount(): number | null {
    return this.campaign?.actionCount ?? null;
  }

  /** Font sizes of the board's words: the prompt's question and the tooltip (the text-size setting). */
  testTextSizes(): { prompt: number; tooltip: number; board: number; header: number } {
    return { prompt: this.bar.fontSize(), tooltip: this.tooltip.fontSize(), board: this.scene.boardTextScale, header: this.scene.headerFontSize() };
  }

  testButtons(): PromptButtonPlace[] {
    return this.bar.buttonsForTest();
  }

  testUndoButton(): Point | null {
    return this.bar.undoForTest();
  }

  testChooser(): { index: number; label: string; centre: Point }[] {
    return this.chooser.itemsForTest();
  }

  soundState(): { loaded: number; context: string } | null {
    return this.sounds?.state() ?? null;
  }
}
