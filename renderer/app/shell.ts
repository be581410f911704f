// The part of the renderer the first screen needs: side panel, DOM screens, settings, the toast, and the
// game API's pushes. It has no Pixi in it, so the title screen shows while Pixi and the board still load
// (app/board-app.ts, its own chunk); `attach` hands over the board once it is up. Anything that needs the
// board before then (a campaign started, an update pushed, a key) waits for it, in the order it came.
import type { CampaignUpdate, GameApi, MenuCommand, PlayerSettings } from '../../shared/ipc.js';
import { SoundBoard } from '../audio/sound-board.js';
import { SidePanel } from '../screens/side-panel.js';
import { Screens } from '../screens/screens.js';

/** What the shell asks of the board (app/game-controller.ts). */
export interface BoardPart {
  /** The slot of the campaign in play, or null on the title screen. */
  readonly campaignSlot: string | null;
  apply(u: CampaignUpdate): void;
  applySettings(s: PlayerSettings): void;
  key(e: KeyboardEvent): void;
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
  readonly sounds: SoundBoard | null;
  private board: BoardPart | null = null;
  private settings: PlayerSettings | null = null;
  private readonly ready: Promise<BoardPart>;
  private resolveReady: (b: BoardPart) => void = () => undefined;

  constructor(private readonly api: GameApi, withSound: boolean) {
    this.ready = new Promise((resolve) => { this.resolveReady = resolve; });
    this.sounds = withSound ? new SoundBoard() : null;
    this.side = new SidePanel({ onMenu: (c) => this.menu(c) });
    this.screens = new Screens({
      api,
      // The call's own update shows the campaign (no extra current() round trip) and closes the screens;
      // the same update pushed through onEvents is applied once only (GameController.apply).
      onPlaying: (u) => this.withBoard((b) => b.apply(u)),
      onSettings: (s) => this.applySettings(s),
      showError: showToast,
    });
    // Subscribed at once: a push that comes before the board is up is applied, in order, when it is.
    api.onEvents((u) => this.withBoard((b) => b.apply(u)));
    api.onMenuCommand((c) => this.menuCommand(c));
  }

  /** Settings, then the title screen (resolves when the title is in the page). */
  async start(): Promise<void> {
    const settings = (async () => {
      try {
        const old = takeOldPrefs();
        this.applySettings(old ? await this.api.setSettings(old) : await this.api.getSettings());
      } catch {
        // Defaults are fine when settings cannot be read.
      }
    })();
    await Promise.all([settings, this.screens.title()]);
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

  private applySettings(s: PlayerSettings): void {
    this.settings = s;
    this.sounds?.setVolume(s.volume);
    this.sounds?.setMuted(s.muted);
    this.board?.applySettings(s);
  }

  key(e: KeyboardEvent): void {
    if (this.board) this.board.key(e);
  }

  private menu(c: 'save-as' | 'load' | 'settings' | 'title'): void {
    const slot = this.board?.campaignSlot ?? null;
    if (c === 'save-as') { if (slot !== null) this.screens.saveAs(slot); }
    else if (c === 'load') void this.screens.load();
    else if (c === 'settings') void this.screens.settings(slot === null);
    else void this.screens.title();
  }

  private menuCommand(c: MenuCommand): void {
    if (c === 'rules') this.side.showTab('rules');
    else if (c === 'title' || c === 'new-campaign') void this.screens.title();
    else if (c === 'load' || c === 'save-as' || c === 'settings') this.menu(c);
    // Import and Export live on the Load and Save screens (Export there exports any slot).
    else if (c === 'import') this.menu('load');
    else if (c === 'export') this.menu(this.board?.campaignSlot != null ? 'save-as' : 'load');
  }
}
