// The part of the renderer the first screen needs: side panel, DOM screens, settings, the toast, and the
// game API's pushes. It has no Pixi in it, so the title screen shows while Pixi and the board still load
// (app/board-app.ts, its own chunk); `attach` hands over the board once it is up. Anything that needs the
// board before then (a campaign started, an update pushed, a key) waits for it, in the order it came.
import type { CampaignTaken, CampaignUpdate, GameApi, MenuCommand, PlayerSettings } from '../../shared/ipc.js';
import { SoundBoard } from '../audio/sound-board.js';
import { SidePanel, type SideMenuCommand } from '../screens/side-panel.js';
import { fitWrapper, setLayoutTextSize } from './fit-stage.js';
import { PanelDrawer } from './panel-drawer.js';
import { Screens } from '../screens/screens.js';
import { NoticeBox } from '../screens/notice.js';
import { ShortcutsOverlay } from '../screens/shortcuts-overlay.js';
import { commandFor } from '../ui/shortcuts.js';
import { applyTextSize } from '../ui/text-size.js';
import { applyTheme } from '../ui/theme.js';
import type { ChartId } from '../charts/chart-model.js';
import type { BoardView } from '../../shared/engine/index.js';
import { GuideCard } from '../ui/guide-card.js';
import { loadMapImage } from '../board/map-image.js';
import { paletteFor } from '../board/palettes.js';

/** What the shell asks of the board (app/game-controller.ts). */
export interface BoardPart {
  /** The campaign in play (CampaignView.id), or null on the title screen. */
  readonly campaignId: string | null;
  /** The board of the campaign in play, or null. */
  readonly view: BoardView | null;
  apply(u: CampaignUpdate): void;
  /** The campaign in play was deleted: let go of it (main already has). */
  forget(): void;
  /** Campaign `id` was renamed: if it is in play, its header and title follow. */
  renamed(id: string, name: string): void;
  applySettings(s: PlayerSettings): void;
  key(e: KeyboardEvent): void;
  /** Edit ▸ Undo: takes the last move back, or says why it cannot. */
  undo(): void;
  /** The History screen of campaign `id`: where it stands, or at its start (for a replay), or at a step (a number). */
  openHistory(id: string, atStart: boolean | number): void;
  /** The Charts panel for the position on the board, open at `focus` (else the pending decision's chart). */
  openCharts(focus: ChartId | null): void;
  /** "Ask the General Staff" about the pending decision (issue #15). */
  askAdvisor(): void;
}

/** Where earlier versions kept palette and mute; moved into main's settings once, then removed. */
const OLD_PREFS_KEY = 'kk.renderer.prefs';

/** The palette and mute an earlier version stored in this browser, if any. */
function takeOldPrefs(): Partial<PlayerSettings> | null {
  try {
    const text = localStorage.getItem(OLD_PREFS_KEY);
    if (text === null) return null;
    localStorage.removeItem(OLD_PREFS_KEY);
    const raw = JSON.parse(text) as { palette?: unknown; muted?: unknown };
    return { colourBlind: raw.palette === 'colour-blind', muted: raw.muted === true };
  } catch {
    return null; // storage blocked or garbage: the defaults are fine
  }
}

export function showToast(message: string): void {
  const box = document.getElementById('toast');
  if (!box) return;
  box.textContent = message;
  box.style.display = '';
  window.setTimeout(() => { box.style.display = 'none'; }, 6000);
}

export class Shell {
  readonly side: SidePanel;
  readonly screens: Screens;
  /** A rules correction and the like: stays until the player dismisses it. */
  readonly notice = new NoticeBox();
  /** The keyboard shortcuts (`?`), listed from the table the key handlers use. */
  readonly shortcuts = new ShortcutsOverlay();
  /** The guided first turn's card (issue #14): chosen on New campaign or from the Rules help tab. */
  readonly guide = new GuideCard();
  readonly sounds: SoundBoard | null;
  /** The side panel's button and key (issue #33): a drawer in a small window. */
  readonly drawer: PanelDrawer;
  /** Lays the window out again: the stage's DOM parts; once the board is up, the board too (app/board-app.ts). */
  relayout: () => void = () => {
    const stage = document.getElementById('stage');
    if (stage) fitWrapper(stage);
  };
  private board: BoardPart | null = null;
  private settings: PlayerSettings | null = null;
  private readonly ready: Promise<BoardPart>;
  private resolveReady: (b: BoardPart) => void = () => undefined;
  /** Resolves when the first campaign (new or resumed) has been applied to the board. */
  readonly firstCampaignShown: Promise<void>;
  private resolveFirstShown: () => void = () => undefined;
  private shownOnce = false;

  constructor(private readonly api: GameApi, withSound: boolean) {
    this.ready = new Promise((resolve) => { this.resolveReady = resolve; });
    this.firstCampaignShown = new Promise((resolve) => { this.resolveFirstShown = resolve; });
    this.sounds = withSound ? new SoundBoard() : null;
    this.side = new SidePanel({ onMenu: (c) => this.menu(c), onChart: (id) => this.openCharts(id), onGuide: () => this.guideThisTurn() });
    this.guide.dockInto(this.side.guideSlot);
    this.drawer = new PanelDrawer(this.side.root, () => {
      this.relayout();
      this.guide.place(); // docked in the panel, or over a board that changed size
    });
    this.side.onReveal = () => this.drawer.reveal();
    this.guide.openDock = () => this.drawer.revealForGuide();
    this.screens = new Screens({
      api,
      // The call's own update shows the campaign (no extra current() round trip); the same update pushed
      // through onEvents is applied once only (GameController.apply), by whichever comes first. Applying a
      // new or loaded campaign closes the screens (and opens the end screen of a finished one), so nothing
      // is closed here: main pushes before it answers, and a screen the player opened in between (C for
      // the charts) must not be closed by the late answer.
      onPlaying: (u) => this.show(u),
      onSettings: (s) => this.applySettings(s),
      showError: showToast,
      campaignId: () => this.board?.campaignId ?? null,
      onClosed: () => this.board?.forget(),
      onRenamed: (id, name) => this.board?.renamed(id, name),
      openHistory: (id, atStart) => this.withBoard((b) => b.openHistory(id, atStart)),
      guide: {
        wanted: () => this.settings?.guideFirstTurn ?? false,
        chosen: (on, update) => this.guideChosen(on, update),
      },
    });
    // Subscribed at once: a push that comes before the board is up is applied, in order, when it is.
    api.onEvents((u) => this.show(u));
    api.onMenuCommand((c) => this.menuCommand(c));
    api.onTaken((t) => this.taken(t));
  }

  /** Another tab or window took this one's campaign over: its board is left for the title, with main's sentence. */
  private taken(t: CampaignTaken): void {
    if (this.board?.campaignId !== t.campaignId) return;
    this.board.forget();
    showToast(t.message);
    void this.screens.title();
  }

  /** Settings, then the title screen (resolves when the title is in the page). */
  async start(): Promise<void> {
    // The title card comes once the settings are in (issue #33): its first paint is in the kept theme, never in
    // daylight for a moment. Both answers were asked for at boot (app/early-calls.ts): no round trip is added.
    try {
      this.applySettings(await this.api.getSettings());
    } catch {
      // Defaults are fine when settings cannot be read.
    }
    await this.screens.title();
  }

  /** Moves the palette and mute an earlier version kept in this browser into the settings, once. */
  takeOldPrefs(): void {
    const old = takeOldPrefs();
    if (old) this.api.setSettings(old).then((s) => this.applySettings(s), () => undefined);
  }

  /** The board is up: it takes the settings, and everything that waited for it runs. */
  attach(board: BoardPart): void {
    this.board = board;
    if (this.settings) board.applySettings(this.settings);
    this.resolveReady(board);
  }

  private withBoard(f: (b: BoardPart) => void): void {
    void this.ready.then(f);
  }

  /** An update, pushed or answered (the board applies each once: GameController.apply). */
  private show(u: CampaignUpdate): void {
    const first = !this.shownOnce;
    this.shownOnce = true;
    // The launch's timeline (bench:web prints the kk: marks): when the first campaign came, when it was applied.
    if (first) performance.mark('kk:campaign-came');
    this.showNotice(u);
    this.withBoard((b) => {
      b.apply(u);
      if (!first) return;
      performance.mark('kk:campaign-shown');
      this.resolveFirstShown();
    });
  }

  /** New campaign's guide box: remembered in the settings, and the guide follows the new campaign or not. */
  private guideChosen(on: boolean, u: CampaignUpdate): void {
    if (this.settings && this.settings.guideFirstTurn !== on) {
      this.api.setSettings({ guideFirstTurn: on }).then((s) => this.applySettings(s), () => undefined);
    }
    if (on) {
      this.guide.start(u.campaign.id, u.campaign.board.turn);
      // The board may have shown this campaign already (its update is also pushed): the card comes now.
      if (this.board?.campaignId === u.campaign.id) this.guide.update(this.board.view, u.campaign.id);
    } else this.guide.stop();
  }

  /** The Rules help tab's "Guide me through this turn": the guide from the step in play to the turn's end. */
  private guideThisTurn(): void {
    const b = this.board;
    if (b?.campaignId == null || b.view === null || b.view.over !== null) {
      showToast('Start or resume a campaign first: the guide walks through the turn in play.');
      return;
    }
    this.guide.start(b.campaignId, b.view.turn);
    this.guide.update(b.view, b.campaignId);
  }

  private showNotice(u: CampaignUpdate): void {
    if (u.notice) this.notice.show(u.notice);
  }

  private applySettings(s: PlayerSettings): void {
    this.settings = s;
    const palette = paletteFor(s.colourBlind, s.theme); // main.ts asked for the standard map's picture already
    if (palette !== 'standard') void loadMapImage(palette);
    this.sounds?.setVolume(s.volume);
    this.sounds?.setMuted(s.muted);
    const stage = document.getElementById('stage');
    if (stage) applyTextSize(stage, s.textSize);
    applyTheme(document.documentElement, s.theme);
    this.board?.applySettings(s);
    // A larger text size makes the prompt bar taller (issue #33): the window is laid out again when it changes.
    if (setLayoutTextSize(s.textSize)) this.relayout();
  }

  key(e: KeyboardEvent): void {
    const does = commandFor(e, 'anywhere');
    // A "?" typed into a field (a bookmark's name) is text, not the shortcut.
    if (does === 'shortcuts' && !(e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement)) {
      e.preventDefault();
      this.shortcuts.toggle();
      return;
    }
    if (this.shortcuts.isOpen) {
      // The list is over the board: Esc closes it, and no other key reaches the board meanwhile.
      if (does === 'close-shortcuts') this.shortcuts.close();
      return;
    }
    // Issue #33: Esc in the side panel's drawer closes it; P opens or closes the panel wherever the board is seen.
    const onBoard = commandFor(e, 'board');
    if (onBoard === 'close-chooser' && this.drawer.escape(e.target)) {
      e.preventDefault();
      return;
    }
    const typing = e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement || e.target instanceof HTMLSelectElement;
    if (onBoard === 'side-panel' && !this.screens.open && !typing) {
      e.preventDefault();
      this.drawer.toggle();
      return;
    }
    // The General Staff answers in the panel: a closed drawer opens to show it.
    if (onBoard === 'advise' && !this.screens.open && !typing && this.board?.campaignId != null) this.drawer.reveal();
    if (this.board) this.board.key(e);
  }

  private openCharts(focus: ChartId | null): void {
    if (this.board?.campaignId != null) this.board.openCharts(focus);
    else showToast('Start or resume a campaign first: the charts mark what applies in the campaign in play.');
  }

  private menu(c: SideMenuCommand): void {
    if (c === 'shortcuts') {
      this.shortcuts.open();
      return;
    }
    const id = this.board?.campaignId ?? null;
    if (c === 'charts') {
      this.openCharts(null);
      return;
    }
    if (c === 'advisor') {
      if (this.board?.campaignId != null) this.board.askAdvisor();
      else showToast('Start or resume a campaign first: the General Staff advises on the decision in play.');
      return;
    }
    if (c === 'history') {
      if (id !== null) this.board?.openHistory(id, false);
      else void this.screens.campaigns();
    } else if (c === 'bookmark') {
      if (id !== null) this.screens.bookmark(id);
      else showToast('Start or resume a campaign first: a bookmark marks a moment of the campaign in play.');
    } else if (c === 'notes') {
      if (id !== null) void this.screens.notes(id);
      else showToast('Start or resume a campaign first: its notes are kept with it (the Campaigns screen opens any campaign’s).');
    } else if (c === 'campaigns') void this.screens.campaigns();
    else if (c === 'settings') void this.screens.settings(id === null);
    else if (c === 'about') void this.screens.about();
    else void this.screens.title();
  }

  private menuCommand(c: MenuCommand): void {
    const inPlay = this.board?.campaignId != null;
    if (c === 'rules') {
      this.drawer.reveal();
      this.side.showTab('rules');
    }
    else if (c === 'undo') { if (!this.screens.open) this.board?.undo(); }
    else if (c === 'title') void this.screens.title();
    else if (c === 'new-campaign') void this.screens.newCampaignFromMenu();
    else if (c === 'campaigns' || c === 'settings' || c === 'about') this.menu(c);
    // Bookmark needs a campaign in play; without one the Campaigns screen is the place to start.
    else if (c === 'bookmark') this.menu(inPlay ? 'bookmark' : 'campaigns');
    // Import and Export live on the Campaigns and Bookmark screens (a file picker needs a click in the page).
    else if (c === 'import') this.menu('campaigns');
    else if (c === 'export') this.menu(inPlay ? 'bookmark' : 'campaigns');
  }
}
