// Full-screen pages over the board: title, new campaign, settings and the end screen here; the Campaigns
// screen (campaigns-screen.ts) and the Bookmark screen (bookmark-screen.ts) in files of their own.
import { guideBoxTicked } from '../help/guide-wanted.js';
import { REDUCED_MOTION_VALUES, TEXT_SIZE_VALUES, THEME_VALUES, type CampaignUpdate, type GameApi, type PlayerSettings, type TitleInfo } from '../../shared/ipc.js';
import { REDUCED_MOTION_WORDS } from '../ui/reduced-motion.js';
import { TEXT_SIZE_WORDS } from '../ui/text-size.js';
import { THEME_WORDS } from '../ui/theme.js';
import { focusDecisionQuestion } from '../ui/decision-mirror.js';
import type { GameOver, BoardView } from '../../shared/engine/index.js';
import { showAbout } from './about-screen.js';
import { showBookmark } from './bookmark-screen.js';
import { showNotes } from './notes-screen.js';
import { chartsPanel } from './charts-screen.js';
import type { ChartId } from '../charts/chart-model.js';
import { showEnd } from './end-screen.js';
import { showReview, type ReviewNav } from './review-screen.js';
import { showCampaigns, type CampaignsScreenOptions, type ScreenContext } from './campaigns-screen.js';
import { button, el, field } from '../ui/dom.js';
import { textField } from '../ui/text-field.js';
import { asSentence } from './plain-words.js';
import { CAMPAIGN_NAME_MAX } from '../../shared/campaign-names.js';
import { optionFields, optionsFromFields } from './option-fields.js';
export interface ScreenHandlers {
  readonly api: GameApi;
  /** A campaign was started or loaded: close screens and show the board (the call's update shows it). */
  onPlaying(update: CampaignUpdate): void;
  onSettings(s: PlayerSettings): void;
  showError(message: string): void;
  /** The campaign in play, or null (title screen, or it was deleted). */
  campaignId(): string | null;
  /** The campaign in play was deleted from the Campaigns screen. */
  onClosed(): void;
  /** A campaign was renamed from the Campaigns screen (the one in play: its header and title follow). */
  onRenamed(id: string, name: string): void;
  /** The History screen of a campaign (at its start for a replay, at a step when a number). */
  openHistory(id: string, atStart: boolean | number): void;
  /** New campaign's "Guide me through the first turn": its remembered state, and the choice made on Start. */
  readonly guide: {
    wanted(): boolean;
    chosen(on: boolean, update: CampaignUpdate): void;
  };
}

export class Screens {
  readonly root = el('div', { class: 'screen', id: 'screen' });

  constructor(private readonly h: ScreenHandlers) {
    this.hide();
  }

  get open(): boolean {
    return this.root.style.display !== 'none';
  }

  /** The id of the screen shown ('end-screen', 'campaigns-screen', …), or null. */
  get showing(): string | null {
    return this.open ? (this.root.firstElementChild?.id ?? null) : null;
  }

  hide(): void {
    const hadFocus = this.root.contains(document.activeElement);
    this.root.style.display = 'none';
    this.root.replaceChildren();
    standsOver(false);
    // Issue #33: focus does not fall to the page's body: back on the decision's question (a heading, so the
    // board's Space still goes on).
    if (hadFocus) queueMicrotask(focusDecisionQuestion); // after the Decision region has seen the screen go
  }

  private show(id: string, ...children: (Node | null)[]): HTMLElement {
    this.root.replaceChildren(el('div', { class: 'card', id }, children));
    this.root.style.display = '';
    standsOver(true);
    // Issue #33: focus left under the screen (now inert) or on the body goes to the screen's title, so a screen
    // reader says what came up; a screen that focuses a field of its own does so after this.
    const a = document.activeElement;
    if (a === null || a === document.body || !this.root.contains(a)) {
      const title = this.root.querySelector<HTMLElement>('h1, h2');
      if (title) {
        title.tabIndex = -1;
        title.focus({ preventScroll: true });
      }
    }
    return this.root;
  }

  async title(): Promise<void> {
    let info: TitleInfo;
    try {
      info = await this.h.api.title();
    } catch (e) {
      this.h.showError((e as Error).message);
      return;
    }
    const summary = info.continueSummary;
    const problem = info.libraryProblem ? el('p', { class: 'problem', id: 'library-problem', text: asSentence(info.libraryProblem) }) : null;
    problem?.setAttribute('role', 'alert');
    this.show('title-screen',
      el('h1', { text: 'Kaiserkrieg!' }),
      el('p', { class: 'sub', text: 'The Great War 1914–1918 — you hold the Central Powers.' }),
      problem,
      info.continueId !== null ? button(`Continue${summary ? ` “${summary.name}” (turn ${summary.turn})` : ''}`, () => void this.continueLast(), 'btn big') : null,
      button('New campaign', () => this.newCampaign(info), 'btn big'),
      button('Campaigns', () => void this.campaigns(), 'btn big'),
      button('Statistics', () => void this.statistics(), 'btn big'),
      button('Settings', () => void this.settings(true), 'btn big'),
      button('About', () => void this.about()),
      el('p', { class: 'fine', text: `Version ${info.appVersion}` }),
    );
  }

  /** The campaign in progress played last; if it cannot be opened, the Campaigns screen says why and what can be done. */
  private async continueLast(): Promise<void> {
    try {
      const r = await this.h.api.continueLast();
      if (r.ok) this.h.onPlaying(r.update);
      else await this.campaigns({ problem: r.problem });
    } catch (e) {
      this.h.showError((e as Error).message);
    }
  }

  /** The New campaign screen straight away (the app menu's New Campaign…). */
  async newCampaignFromMenu(): Promise<void> {
    try {
      this.newCampaign(await this.h.api.title());
    } catch (e) {
      this.h.showError((e as Error).message);
    }
  }

  newCampaign(info: TitleInfo): void {
    const seed = el('input', { id: 'seed' });
    seed.type = 'number';
    seed.value = String(info.suggestedSeed);
    // Issue 31: a name of the player's own; left empty, the campaign is named by its seed and today's date.
    const name = textField({ id: 'campaign-name', maxLength: CAMPAIGN_NAME_MAX, placeholder: 'e.g. The long war', describedBy: 'campaign-name-note' });
    // One field per optional rule (shared/data/optional-rules.ts), its explanation under it.
    const inputs = new Map<string, HTMLInputElement | HTMLSelectElement>();
    const optionRows = optionFields(info.defaultOptions).flatMap((f) => {
      const input = f.kind === 'checkbox' ? checkbox(f.id, f.initial === true) : el('select', { id: f.id }, f.choices.map((c) => option(c.value, c.word)));
      if (input instanceof HTMLSelectElement) input.value = String(f.initial);
      input.setAttribute('aria-describedby', f.noteId);
      inputs.set(f.id, input);
      return [field(f.label, input), el('p', { class: 'fine option-note', id: f.noteId, text: f.explanation })];
    });
    const guide = checkbox('guide-first-turn', guideBoxTicked(this.h.guide.wanted(), info));
    guide.setAttribute('aria-describedby', 'guide-first-turn-note');
    this.show('new-screen',
      el('h2', { text: 'New campaign' }),
      field('Name', name),
      el('p', { class: 'fine option-note', id: 'campaign-name-note', text: 'Left empty, the campaign is named by its seed and the day you begin it. You can rename it from the Campaigns screen.' }),
      field('Seed', seed),
      ...optionRows,
      field('Guide me through the first turn', guide),
      el('p', { class: 'fine option-note', id: 'guide-first-turn-note', text: 'A card beside the board explains each phase of the first turn, what you are choosing and the rule behind it, and outlines the boxes it talks about. Close it whenever you like.' }),
      el('div', { class: 'row' }, [
        button('Start', () => {
          const options = optionsFromFields((id) => {
            const input = inputs.get(id);
            return input instanceof HTMLInputElement ? input.checked : (input?.value ?? '');
          });
          const typed = name.value.trim();
          this.h.api.newCampaign({ seed: Math.max(0, Math.floor(Number(seed.value) || 0)), options, ...(typed === '' ? {} : { name: typed }) })
            .then((u) => {
              this.h.guide.chosen(guide.checked, u);
              this.h.onPlaying(u);
            }, (e: Error) => this.h.showError(e.message));
        }, 'btn big'),
        button('Back', () => void this.title()),
      ]),
    );
  }

  /** The Campaigns screen (resume, bookmarks, duplicate, export, delete and restore, import). */
  campaigns(options: CampaignsScreenOptions = {}): Promise<void> {
    return showCampaigns(this.context(), options);
  }

  /** The Statistics screen; it and its chart library are loaded only when first opened. */
  async statistics(): Promise<void> {
    try {
      const { showStatistics } = await import('./statistics-screen.js');
      await showStatistics(this.context());
    } catch (e) {
      this.h.showError((e as Error).message);
    }
  }

  /** The About screen: version, rules edition, save folder, terms and third-party licences. */
  async about(): Promise<void> {
    try {
      showAbout(this.context(), await this.h.api.about());
    } catch (e) {
      this.h.showError((e as Error).message);
    }
  }

  /** The Bookmark screen for the campaign in play (also its export). */
  bookmark(campaignId: string): void {
    showBookmark(this.context(), campaignId);
  }

  /** The Notes screen of campaign `id` (issue 31): its notepad, and its bookmarks' notes. */
  notes(campaignId: string): Promise<void> {
    return showNotes(this.context(), campaignId);
  }

  /** The Charts panel (charts-screen.ts) for the position on the board, open at `focus`. */
  charts(view: BoardView, focus: ChartId | null): void {
    this.show('charts-screen', ...chartsPanel(view, focus, () => this.hide()));
  }

  private context(): ScreenContext {
    return {
      api: this.h.api,
      show: (id, ...children) => this.show(id, ...children),
      onPlaying: (u) => this.h.onPlaying(u),
      showError: (m) => this.h.showError(m),
      campaignId: () => this.h.campaignId(),
      onClosed: () => this.h.onClosed(),
      onRenamed: (id, name) => this.h.onRenamed(id, name),
      openHistory: (id, atStart) => this.h.openHistory(id, atStart),
      back: () => { if (this.h.campaignId() !== null) this.hide(); else void this.title(); },
    };
  }

  /** Opened from the title screen (no campaign in play): Apply and Cancel go back to it. */
  async settings(fromTitle = false): Promise<void> {
    const close = (): void => { if (fromTitle) void this.title(); else this.hide(); };
    const s = await this.h.api.getSettings();
    const volume = el('input', { id: 'volume' });
    volume.type = 'range';
    volume.min = '0';
    volume.max = '1';
    volume.step = '0.05';
    volume.value = String(s.volume);
    const mute = checkbox('mute', s.muted);
    const speed = el('select', { id: 'speed' }, [['0', 'Instant'], ['0.5', 'Slow'], ['1', 'Normal'], ['2', 'Fast'], ['4', 'Very fast']].map(([v, l]) => option(v, l)));
    speed.value = String(s.animationSpeed);
    const palette = el('select', { id: 'palette' }, [option('standard', 'Standard'), option('colour-blind', 'Colour-blind safe')]);
    palette.value = s.colourBlind ? 'colour-blind' : 'standard';
    const motion = el('select', { id: 'reduced-motion' }, REDUCED_MOTION_VALUES.map((m) => option(m, REDUCED_MOTION_WORDS[m])));
    motion.value = s.reducedMotion;
    const textSize = el('select', { id: 'text-size' }, TEXT_SIZE_VALUES.map((t) => option(t, TEXT_SIZE_WORDS[t])));
    textSize.value = s.textSize;
    const rollDice = checkbox('roll-dice-in-app', s.rollDiceInApp); // issue 32: each roll waits for a click or Space
    const theme = el('select', { id: 'theme' }, THEME_VALUES.map((t) => option(t, THEME_WORDS[t]))); // issue #33
    theme.value = s.theme;
    this.show('settings-screen',
      el('h2', { text: 'Settings' }),
      field('Volume', volume), field('Mute', mute), field('Animation speed', speed), field('Reduced motion', motion), field('Colours', palette), field('Theme', theme), field('Text size', textSize), field('Roll the dice myself in the app', rollDice),
      el('div', { class: 'row' }, [
        button('Apply', () => {
          const reducedMotion = REDUCED_MOTION_VALUES.find((m) => m === motion.value) ?? 'system';
          const size = TEXT_SIZE_VALUES.find((t) => t === textSize.value) ?? 'normal';
          const look = THEME_VALUES.find((t) => t === theme.value) ?? 'daylight';
          const patch = { volume: Number(volume.value), animationSpeed: Number(speed.value), colourBlind: palette.value === 'colour-blind', muted: mute.checked, reducedMotion, textSize: size, rollDiceInApp: rollDice.checked, theme: look };
          this.h.api.setSettings(patch).then((next) => {
            this.h.onSettings(next);
            close();
          }, (e: Error) => this.h.showError(e.message));
        }, 'btn big'),
        button('Cancel', close),
      ]),
    );
  }

  /** The end screen; `campaignId` (the campaign that ended) brings its story, plot and replays. */
  end(over: GameOver, campaignId: string | null = null): void {
    showEnd(this.context(), over, campaignId, {
      lookAtBoard: () => this.hide(),
      title: () => void this.title(),
      review: (id) => this.review(id, { backLabel: 'Back to the end screen', back: () => this.end(over, id) }),
    });
  }

  /** The Review screen of campaign `id` (issue #34); its back button leads to `nav`, else to the board or the title. */
  review(campaignId: string, nav?: ReviewNav): void {
    const ctx = this.context();
    showReview(ctx, campaignId, nav ?? { backLabel: 'Back', back: () => ctx.back() });
  }
}

function checkbox(id: string, checked: boolean): HTMLInputElement {
  const c = el('input', { id });
  c.type = 'checkbox';
  c.checked = checked;
  return c;
}

/** Issue #33: what a screen stands over (the board with its Decision and Board regions, the side panel) is
 *  inert while it is up: a screen reader neither reads nor tabs into what a mouse cannot click. */
const BEHIND_A_SCREEN = '#side-panel, .decision-mirror, .board-walk, #stage > canvas, .board-tools';

function standsOver(open: boolean): void {
  if (typeof document === 'undefined') return;
  for (const part of document.querySelectorAll(BEHIND_A_SCREEN)) {
    part.toggleAttribute('inert', open);
    // Said twice for tools that read the tree without knowing `inert` (inert already hides it in browsers).
    if (open) part.setAttribute('aria-hidden', 'true');
    else part.removeAttribute('aria-hidden');
  }
}

function option(value: string, label: string): HTMLOptionElement {
  const o = el('option', { text: label });
  o.value = value;
  return o;
}

