// The board in play, put together: the scene, the prompt bar, the event player and the overlays, each job in
// a module of its own (decision-targets, board-keys, action-sender, advisor-wiring, entente-turn-follower,
// event-pacing). It never decides a rule: legality comes from the prompt's list of actions.
//
// An update takes one path: `apply` (a push from main and the answer to act() or undo() alike) takes each
// update once by its seq, closes what belonged to the board before it, brings the side panel up to date (log,
// Entente turn) and tells the `onUpdateApplied` listeners. Then the board follows: a new, loaded or undone
// campaign is drawn at once, an action's events play first (event-pacing) and the board and its decision are
// drawn when they end — both through `showDecision`.
import type { Application } from 'pixi.js';
import type { CampaignUpdate, CampaignView, GameApi, PlayerSettings } from '../../shared/ipc.js';
import type { BoardView } from '../../shared/engine/index.js';
import { BoardScene } from '../board/board-scene.js';
import type { Point } from '../board/layout.js';
import { uiColours, type Palette } from '../board/tile-look.js';
import { paletteFor } from '../board/palettes.js';
import { EventPlayer } from '../animation/player.js';
import { busyLine } from '../board/shown-moment.js';
import type { SoundBoard } from '../audio/sound-board.js';
import { Banner, Chooser, DiceTray, Tooltip } from '../ui/overlays.js';
import { watchDialogs } from '../ui/dialog-watch.js';
import { intersects, type Rect } from '../ui/tooltip-place.js';
import { PromptBar, type PromptButtonPlace } from '../ui/prompt-bar.js';
import type { SidePanel } from '../screens/side-panel.js';
import type { Screens } from '../screens/screens.js';
import type { BoardPart } from './shell.js';
import { HistoryMode } from './history-mode.js';
import { animationSpeedFor, motionReduced } from '../ui/reduced-motion.js';
import { TEXT_SCALE } from '../ui/text-size.js';
import { setOverlayRoom } from '../ui/overlays.js';
import type { WindowLayout } from './window-layout.js';
import { chartsForRule, type ChartId } from '../charts/chart-model.js';
import type { AdvisorPanel } from '../advisor/advisor-panel.js';
import { AdvisorWiring } from './advisor-wiring.js';
import { ActionSender } from './action-sender.js';
import { BoardKeys } from './board-keys.js';
import { DecisionTargets, promptLabels, type Bounds } from './decision-targets.js';
import { EntenteTurnFollower } from './entente-turn-follower.js';
import { playThen } from './event-pacing.js';
import { DecisionMirror } from '../ui/decision-mirror.js';
import { BoardWalk } from '../ui/board-walk.js';
import { showCampaignTitle } from './campaign-title.js';
import { LastDiceText } from '../ui/last-dice-text.js';

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
  /** The board as a list of boxes for screen readers and the keyboard, each box's moves playable (issue #33). */
  readonly walk: BoardWalk;
  /** The last roll and what it decided, for a screen reader too (issue 32), until the next decision. */
  readonly lastDice = new LastDiceText();
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
  /** The last update applied (CampaignUpdate.seq): the act() reply and its push are the same update. */
  private lastSeq = 0;
  private palette: Palette = 'standard';
  private settings: PlayerSettings | null = null;
  /** The computer's "reduce motion" preference; followed while the setting says "system". */
  private readonly systemReducesMotion = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;
  private shownEnd = false;
  /** How many of the pending companion question's steps (CampaignUpdate.entrySteps) the board has played (issue 32). */
  private entryStepsShown = 0;
  private readonly entente = new EntenteTurnFollower();
  private readonly targets: DecisionTargets;
  private readonly actions: ActionSender;
  private readonly keys: BoardKeys;
  private readonly advice: AdvisorWiring;
  /** Told of every update once, after the side panel has followed it and before the board does (`apply`). */
  readonly onUpdateApplied: ((u: CampaignUpdate) => void)[] = [];
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
  /** Set by the guided first turn: the page's things over the board (its floating card), which hover texts keep clear of (issue #33). */
  coverRects: () => Rect[] = () => [];
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
      onClick: (ref, at) => this.targets.click(ref, at),
      onHover: (ref, at) => this.targets.hover(ref, at),
      isTap: () => this.isTap(),
    });
    this.mirror = new DecisionMirror({
      choose: (i) => void this.send(i), undo: () => void this.undo(), view: () => this.view,
      moment: () => `${this.campaign?.id ?? ''}:${this.campaign?.actionCount ?? ''}`,
      openRule: (rule) => this.side.openRule(rule),
    });
    this.walk = new BoardWalk({
      choose: (i) => void this.send(i), focusDecision: () => this.mirror.focus(), say: (line) => this.mirror.announcer.say([line]),
    });
    this.bar = new PromptBar({
      onAction: (i) => void this.send(i), onUndo: () => void this.undo(), onShown: (s) => this.mirror.show(s),
      onRule: (rule) => this.side.openRule(rule), // issue 32: the question's rule opens Rules help there
    });
    const { dice, banner } = this;
    this.player = new EventPlayer({
      scene: this.scene, dice, banner, sounds: this.sounds, palette: () => this.palette,
      onPhase: (p) => { this.bar.showBusy(busyLine(p.phase)); this.requestRender(); },
      onDiceSaid: (text) => this.lastDice.say(text),
      onRollWaiting: (text) => { this.bar.showBusy(text); this.lastDice.say(text); this.requestRender(); },
    });
    const moving = (): boolean => !this.player.queue.idle;
    this.targets = new DecisionTargets({
      scene: this.scene, chooser: this.chooser, tooltip: this.tooltip,
      view: () => this.view, moving, isTap: () => this.isTap(), historyActive: () => this.history.active,
      send: (i) => void this.send(i), overlayRects: () => this.overlayRects(), coverRects: () => this.coverRects(),
      requestRender: () => this.requestRender(), onOverlayMoved: () => this.onOverlayMoved(), showError: (m) => this.showError(m),
    });
    this.actions = new ActionSender({
      api, campaign: () => this.campaign, historyActive: () => this.history.active, moving,
      beforeAction: () => {
        this.chooser.close();
        this.tooltip.hide(); // any action closes the hover text: what it said may no longer hold
        this.entente.decisionTaken();
        this.player.clearDice(); // the last dice stay until the next decision (issue 32)
        this.sounds?.play('click');
      },
      apply: (u) => this.apply(u),
      showError: (m) => this.showError(m),
    });
    this.keys = new BoardKeys({
      scene: this.scene, screens: this.screens, bar: this.bar, chooser: this.chooser, tooltip: this.tooltip, targets: this.targets,
      zoomKey: (e) => this.zoomKey(e), historyKey: (e) => this.history.key(e), showOnBoard: (r) => this.showOnBoard(r),
      view: () => this.view, moving, skip: () => this.skip(), undo: () => void this.undo(), send: (i) => void this.send(i),
      typeAhead: (face) => this.actions.typeAhead(face),
      cancelAdvisor: () => this.advice.cancel(), openCharts: () => this.openCharts(null), askAdvisor: () => this.askAdvisor(),
      openRules: () => { const rule = this.view?.prompt?.rule; if (rule) this.side.openRule(rule); },
      focusBoxes: () => this.walk.focus(), focusDecision: () => this.mirror.focus(),
      requestRender: () => this.requestRender(),
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
        this.advice.drop();
        this.player.clearDice();
        this.chooser.close();
        this.targets.clear();
        this.bar.show(null, false, false);
        this.walk.show(null, [], '');
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
    // First in reading order: what to decide, then what the last dice decided, then the board.
    document.getElementById('stage')?.prepend(this.mirror.root, this.lastDice.root, this.walk.root);
    // Each update's new log lines are said to a screen reader (polite), once the side panel has them.
    this.onUpdateApplied.push((u) => this.mirror.announcer.heard(u));
    this.advice = new AdvisorWiring({
      api, bar: this.bar, slot: this.side.advisorSlot, campaign: () => this.campaign, historyActive: () => this.history.active,
      labels: () => promptLabels(this.view), showError: (m) => this.showError(m), requestRender: () => this.requestRender(),
    });
    this.advisor = this.advice.panel;
    this.systemReducesMotion?.addEventListener('change', () => { if (this.settings) this.applySettings(this.settings); });
    // A screen or dialog coming up closes the hover text: it must never show through one (issue 14).
    watchDialogs(() => { this.tooltip.hide(); this.requestRender(); });
  }

  /** The window changed shape: the prompt bar and the overlays take their new places. */
  layout(l: WindowLayout): void {
    this.bar.place(l.promptBar);
    setOverlayRoom({ board: l.boardArea, column: l.column });
    this.dice.placeAgain();
    this.tooltip.hide();
    this.chooser.close();
  }

  /** The board was panned or zoomed: a tooltip or chooser would point at the old place. */
  viewMoved(): void {
    this.tooltip.hide();
    this.chooser.close();
    this.onOverlayMoved();
    this.requestRender();
  }

  /** Opens a campaign's History screen (where it stands, or at its start for a replay, or at a step when a number). */
  openHistory(id: string, atStart: boolean | number): void {
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
    this.advice.ask();
  }

  /** After the History screen: the campaign in play as it stands, or the title screen without one. */
  private backToLive(): void {
    const c = this.campaign;
    if (c === null) {
      void this.screens.title();
      return;
    }
    this.player.queue.skip();
    this.player.clearDice();
    this.scene.showView(c.board);
    this.showDecision();
  }

  get view(): BoardView | null {
    return this.campaign?.board ?? null;
  }

  get idle(): boolean {
    return this.player.queue.idle && !this.actions.busy;
  }

  get campaignId(): string | null {
    return this.campaign?.id ?? null;
  }

  /** The campaign in play was renamed (the Campaigns screen): its name over the side panel and in the title follow (issue 31). */
  renamed(id: string, name: string): void {
    if (this.campaign?.id !== id) return;
    this.campaign = { ...this.campaign, name };
    showCampaignTitle(this.side, this.campaign);
  }

  /** The campaign in play was deleted (main has closed it): no campaign is shown or sent to any more. */
  forget(): void {
    this.advice.drop();
    this.campaign = null;
    showCampaignTitle(this.side, null);
    this.player.queue.skip();
    this.chooser.close();
    this.targets.clear();
    this.bar.show(null, false, false);
    this.walk.show(null, [], '');
    this.onDecision(null, null);
    this.requestRender();
  }

  /** Settings live in main (getSettings/setSettings); the board only follows them (the shell: sound). */
  applySettings(s: PlayerSettings): void {
    this.settings = s;
    this.player.queue.speed = animationSpeedFor(s, this.systemReducesMotion?.matches ?? false);
    this.player.rollInApp = s.rollDiceInApp; // turned off while a roll waits, the roll goes on by itself
    // The DOM's own movements (the advisor's progress bar) follow the same setting.
    document.getElementById('stage')?.classList.toggle('reduce-motion', motionReduced(s.reducedMotion, this.systemReducesMotion?.matches ?? false));
    this.bar.setTextScale(TEXT_SCALE[s.textSize]);
    this.tooltip.setTextScale(TEXT_SCALE[s.textSize]);
    this.scene.setTextScale(TEXT_SCALE[s.textSize]); // the board's own words: titles, faces, counts, header
    this.requestRender();
    const palette: Palette = paletteFor(s.colourBlind, s.theme);
    this.tooltip.setTheme(s.theme);
    if (palette !== this.palette) {
      this.palette = palette;
      this.scene.setPalette(palette, this.view);
      this.showDecision();
    }
  }

  /** Shows the campaign in play as it stands (after a load, a new game, or a reconnect). */
  async refresh(): Promise<void> {
    const c = await this.api.current();
    if (c) this.showCampaign(c);
  }

  /** Applies an update once (act() answers it and onEvents pushes the same one): the one path of an update. */
  apply(u: CampaignUpdate): void {
    if (u.seq <= this.lastSeq) return;
    this.lastSeq = u.seq;
    this.leaveBoardBefore(u);
    this.followInSidePanel(u);
    for (const listener of this.onUpdateApplied) listener(u);
    if (u.reason !== 'act') {
      this.screens.hide();
      this.showCampaign(u.campaign);
      this.showEntrySteps(u);
    } else this.playAction(u);
  }

  /** What belonged to the board before the update closes. */
  private leaveBoardBefore(u: CampaignUpdate): void {
    // A move, an Undo or a load: the answer was about the board before it (main has stopped it).
    this.advice.drop();
    // Any update can change what a hover text says (a tile moved, a cost changed): it closes until the next hover.
    this.tooltip.hide();
    // The campaign moved on (a new one, a move from the menu): the History screen gives way to it.
    if (this.history.active) this.history.leave();
    if (!u.save.ok) this.showError(u.save.message);
  }

  /** The side panel follows the update: the Entente turn tab and the log. */
  private followInSidePanel(u: CampaignUpdate): void {
    this.entente.follow(u, u.reason === 'new' || u.reason === 'load');
    this.actions.heard(u);
    // The update says where its lines go: 0 for a whole log (new, resumed), the end for an action, and an
    // Undo cuts the lines of what it took back. Updates arrive in order, so the start is never past the end.
    this.side.setLog(Math.min(u.logStart, this.side.log.length), u.log);
    // Issue 32: while the companion's question is pending, the log shows its action's lines so far; the next
    // update's lines replace them from the same place (its logStart), as the campaign's own.
    if (u.entrySteps) this.side.setLog(this.side.log.length, u.entrySteps.log);
    this.entente.show(this.side, u.campaign);
  }

  /** A new, loaded or undone campaign (or one shown afresh): drawn at once, anything still playing cut short. */
  private showCampaign(c: CampaignView): void {
    this.campaign = c;
    showCampaignTitle(this.side, c);
    this.player.queue.skip();
    this.player.clearDice();
    this.scene.showView(c.board);
    this.entryStepsShown = 0;
    this.shownEnd = false;
    this.showDecision();
  }

  /** A loaded or undone campaign with the companion's question pending: the board at once where its steps left it. */
  private showEntrySteps(u: CampaignUpdate): void {
    if (!u.entrySteps) return;
    this.player.play(u.entrySteps.events, { log: u.entrySteps.log });
    this.player.queue.skip();
    this.entryStepsShown = u.entrySteps.events.length;
  }

  /** An action's update: its events play out first, then the board and its decision are drawn from the view. */
  private playAction(u: CampaignUpdate): void {
    // Until a phase banner says otherwise, the events play out the decision just taken, in its own phase.
    const actedIn = this.campaign?.board.phase ?? null;
    this.campaign = u.campaign;
    showCampaignTitle(this.side, u.campaign);
    this.requestRender();
    this.bar.show(null, false, busyLine(actedIn));
    this.walk.freeze();
    this.scene.setHighlights([]);
    // Issue 32: with the companion's question pending, the board plays its action's steps up to the roll asked
    // for and stays there (the view is still the position before the action); steps played for an earlier entry
    // of the same action are not played again, when the question is answered either.
    const steps = u.entrySteps;
    const events = steps ? steps.events : u.events;
    const log = steps ? steps.log : u.log;
    const from = this.entryStepsShown <= events.length ? this.entryStepsShown : 0;
    this.entryStepsShown = steps ? events.length : 0;
    playThen(this.player, events.slice(from), () => this.campaign === u.campaign, () => {
      if (!steps) this.scene.showView(u.campaign.board);
      this.showDecision();
    }, { log: log.length === events.length ? log.slice(from) : [], holdRolls: true });
  }

  /** The decision of the campaign in play: prompt bar, legal targets, its rules, the end screen once, the guide. */
  private showDecision(): void {
    const v = this.view;
    this.requestRender();
    if (!v) return;
    this.bar.show(v.prompt, v.canUndo, false, promptLabels(v));
    this.walk.show(v, promptLabels(v), `${this.campaign?.id ?? ''}:${this.campaign?.actionCount ?? ''}`);
    this.targets.show(v);
    this.side.showRules(v.prompt?.rule ?? null);
    if (v.over && !this.shownEnd) {
      this.shownEnd = true;
      this.screens.end(v.over, this.campaign?.id ?? null);
    }
    this.onDecision(v, this.campaign?.id ?? null);
    this.actions.decisionShown(); // a die typed ahead is entered now (issue 32)
  }

  private send(index: number): Promise<void> {
    return this.actions.send(index);
  }

  /** Edit ▸ Undo, the Undo button and its key: takes the last move back, or says why it cannot. */
  undo(): Promise<void> {
    return this.actions.undo();
  }

  /** A click or Space while the war moves: a roll waiting for the player is thrown (issue 32), else the moves
   *  up to the next such roll jump to their end (never past it: each roll is the player's to throw). */
  skip(): void {
    const queue = this.player.queue;
    if (queue.held) queue.go();
    else queue.skipToHold();
  }

  /** Tests and the benchmark: plays events as an update would, then draws the board from the view again. */
  replay(events: Parameters<EventPlayer['play']>[0]): void {
    const campaign = this.campaign;
    playThen(this.player, events, () => true, () => {
      if (campaign && this.campaign === campaign) this.scene.showView(campaign.board);
      this.requestRender();
    });
  }

  /** Keyboard: what each key does comes from the shortcut table (app/board-keys.ts). */
  key(e: KeyboardEvent): void {
    this.keys.key(e);
  }

  /** The chooser's rectangle on the stage while it is open (the guide card keeps clear of it), else null. */
  chooserBounds(): Bounds | null {
    if (!this.chooser.visible) return null;
    const b = this.chooser.getBounds();
    return { x: b.x, y: b.y, w: b.width, h: b.height };
  }

  /** The last dice and their words while they stay on the board (issue 32: read, so the guide card keeps off them), else null. */
  diceBounds(): Rect | null {
    return this.dice.rect();
  }

  /** The decision's boxes and tiles in board coordinates (the guide card keeps off them, issue #33). */
  decisionBoxes(): Bounds[] {
    return this.targets.bounds();
  }

  /** Something over the board moved (the guide card): a hover text it now lies on closes (issue #33). */
  coversMoved(): void {
    const shown = this.tooltip.rect();
    if (shown && this.coverRects().some((r) => intersects(r, shown))) {
      this.tooltip.hide();
      this.requestRender();
    }
  }

  /** What a hover text must keep clear of: the chooser, the dice and the banner, where shown. */
  private overlayRects(): Rect[] {
    return [this.chooser.rect(), this.dice.rect(), this.banner.rect()].filter((r): r is Rect => r !== null);
  }

  // The test hook's windows on the board (app/test-hook.ts: e2e tests and the benchmark).

  /** The overlays' rectangles on the stage (e2e: a tooltip never covers the others). */
  testOverlays(): { tooltip: Rect | null; chooser: Rect | null; dice: Rect | null; banner: Rect | null } {
    return { tooltip: this.tooltip.rect(), chooser: this.chooser.rect(), dice: this.dice.rect(), banner: this.banner.rect() };
  }

  /** Where to click, and the outline a highlight ring follows. */
  testTargets(): { key: string; indexes: number[]; centre: Point | null; bounds: Bounds | null }[] {
    return this.targets.testTargets();
  }

  /** The spread-out stack, or null. */
  testFan(): { box: string; tiles: { id: string; x: number; y: number }[] } | null {
    return this.scene.fanForTest();
  }

  /** The hover text shown now, or null. */
  testTooltip(): string | null {
    return this.tooltip.shownText();
  }

  testRingColour(key: string): number {
    return this.scene.ringColourOf(key);
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
