// The guided first turn on screen (issue #14): a small card over the board that explains the step in play
// (help/first-turn-guide.ts), outlines the boxes it talks about, and keeps clear of the prompt's buttons and
// the chooser; where the board has no room clear of them and of the decision's boxes it docks in the side
// panel (issue #33). It follows one turn of one campaign, can be closed at any moment, and remembers where it
// stands in this browser so that Continue picks it up again.
import type { BoardView } from '../../shared/engine/index.js';
import { LAYOUT } from '../board/layout.js';
import type { GuideCardContent, GuidePhaseLine, GuideProgress } from '../help/first-turn-guide.js';
import { button, el } from './dom.js';
import { placeOrDock, type Rect } from './guide-placement.js';
import { whenIdle } from './when-idle.js';
import './guide-card.css';

/** What the card needs of the board (app/guide-wiring.ts), all in stage coordinates. */
export interface GuideBoard {
  /** A layout box's rectangle as drawn now (through the zoom), or null if the board has no such box. */
  boxRect(id: string): Rect | null;
  /** What the card must never cover: the prompt's buttons, the chooser, the last dice and their words, the zoom buttons. */
  obstacles(): Rect[];
  /** The boxes and tiles the decision in play is made on (issue #33: never under the card). */
  decisionBoxes(): Rect[];
  /** Where the card may go: the board's part of the stage. */
  area(): Rect;
}

type GuideModel = typeof import('../help/first-turn-guide.js');
/** The steps' words load when a guide is first shown, not with the title (most campaigns have no guide). */
let guideModel: Promise<GuideModel> | null = null;
function loadModel(): Promise<GuideModel> {
  guideModel ??= import('../help/first-turn-guide.js');
  return guideModel;
}

const STORE_KEY = 'kk.guide.progress';
const BOX_IDS: readonly string[] = LAYOUT.map((b) => b.id);
const CARD_WIDTH = 400;

function loadProgress(): GuideProgress | null {
  try {
    const raw = JSON.parse(localStorage.getItem(STORE_KEY) ?? 'null') as GuideProgress | null;
    return raw && typeof raw.campaignId === 'string' && typeof raw.turn === 'number' && Array.isArray(raw.explained) ? raw : null;
  } catch {
    return null; // storage blocked or garbage: no guide to resume
  }
}

function writeProgress(p: GuideProgress | null): void {
  try {
    if (p) localStorage.setItem(STORE_KEY, JSON.stringify(p));
    else localStorage.removeItem(STORE_KEY);
  } catch {
    // Without storage the guide still runs; it just does not survive a reload.
  }
}

/** The latest progress not yet written (undefined: none waiting). */
let unsaved: GuideProgress | null | undefined;

/**
 * Saves in idle time, the latest only, and at the latest when the page goes: the page's storage is
 * synchronous, and its first use costs up to ≈ 0.1 s, which a new campaign's first board must not wait for.
 */
function saveProgress(p: GuideProgress | null): void {
  const scheduled = unsaved !== undefined;
  unsaved = p;
  if (!scheduled) whenIdle(flushProgress, 1000);
}

function flushProgress(): void {
  if (unsaved === undefined) return;
  writeProgress(unsaved);
  unsaved = undefined;
}
window.addEventListener('pagehide', flushProgress);

/** Phases that played out on their own, folded: their names in the summary, what each is for inside. */
function passedList(lines: readonly GuidePhaseLine[], head: string): HTMLElement | null {
  return lines.length === 0 ? null : el('details', { class: 'guide-passed' }, [
    el('summary', { text: `${head}: ${lines.map((l) => `${l.rule} ${l.title}`).join(' · ')}` }),
    el('ul', {}, lines.map((l) => el('li', {}, [el('b', { text: `${l.rule} ${l.title}: ` }), document.createTextNode(l.purpose)]))),
  ]);
}

export class GuideCard {
  /** The layer over the board: the outlines and the card. Clicks pass through all but the card. */
  readonly root = el('div', { class: 'guide-layer', id: 'guide-layer' });
  private readonly card = el('section', { class: 'guide-card', id: 'guide-card' });
  private readonly outlines = el('div', { class: 'guide-outlines' });
  /** Where the guide stands; undefined until read from the page's storage (in idle time, or when needed). */
  private stored: GuideProgress | null | undefined;
  private board: GuideBoard | null = null;
  /** Shows the dock's side panel when it is a closed drawer (app/panel-drawer.ts); whether it is shown now. */
  openDock: () => boolean = () => false;
  /** Where the card docks when the board has no room for it (the side panel's slot), or null. */
  private dock: HTMLElement | null = null;
  /** The boxes outlined now (layout ids). */
  private focus: readonly string[] = [];
  /** The decision the card was last made for: the same one shown again (a push and a reply) keeps its card. */
  private shownFor: string | null = null;
  /** update() calls so far: the card is made for the latest one only. */
  private calls = 0;
  /** Told each time the card has found its place (app/guide-wiring.ts: a hover text it now lies on closes). */
  onPlaced: () => void = () => undefined;

  constructor() {
    this.card.setAttribute('role', 'complementary');
    this.card.setAttribute('aria-label', 'First-turn guide');
    this.root.append(this.outlines, this.card);
    this.hide();
    whenIdle(() => void this.progress, 2000);
  }

  private get progress(): GuideProgress | null {
    if (this.stored === undefined) this.stored = loadProgress(); // null: read, nothing stored
    return this.stored;
  }

  private set progress(p: GuideProgress | null) {
    this.stored = p;
  }

  get isOpen(): boolean {
    return this.root.style.display !== 'none';
  }

  /** The side panel's place for the card when it cannot float over the board (issue #33). */
  dockInto(slot: HTMLElement): void {
    this.dock = slot;
  }

  /** True while the card sits in the side panel rather than over the board. */
  get docked(): boolean {
    return this.card.classList.contains('docked');
  }

  /** The card's rectangle over the board (stage units), or null while it is hidden or docked in the side panel. */
  floatingRect(): Rect | null {
    if (!this.isOpen || this.docked) return null;
    const c = this.card;
    return { x: c.offsetLeft, y: c.offsetTop, w: c.offsetWidth, h: c.offsetHeight };
  }

  /** The board's geometry arrives with the board (Pixi loads after the title screen). */
  attachBoard(board: GuideBoard): void {
    this.board = board;
    this.place();
  }

  /** Walks through the turn `turn` of campaign `campaignId` from the step in play on. */
  start(campaignId: string, turn: number): void {
    this.shownFor = null;
    this.progress = { campaignId, turn, explained: [] };
    saveProgress(this.progress);
  }

  /** Closes the guide for good (the campaign plays on without it). */
  stop(): void {
    this.progress = null;
    saveProgress(null);
    this.hide();
  }

  /** The board shows `view` of campaign `campaignId` (null: no live board — the title, the History screen). */
  update(view: BoardView | null, campaignId: string | null): void {
    const call = ++this.calls;
    if (!this.progress || !view || campaignId !== this.progress.campaignId) {
      this.hide();
      return;
    }
    // Only the latest board is explained: an older one whose words arrive late is dropped.
    void loadModel().then((model) => { if (call === this.calls) this.show(model, view, campaignId); });
  }

  private show({ guideCard, guideEndCard, guideOver }: GuideModel, view: BoardView, campaignId: string): void {
    const p = this.progress;
    if (!p || campaignId !== p.campaignId) return; // closed, or another campaign, while the words loaded
    if (guideOver(p, view)) {
      this.progress = null;
      saveProgress(null);
      this.showEnd(guideEndCard(p));
      return;
    }
    const key = `${campaignId} ${view.turn} ${view.phase} ${view.prompt?.kind} ${view.prompt?.text}`;
    if (key === this.shownFor && this.isOpen) {
      this.place();
      return;
    }
    this.shownFor = key;
    const step = guideCard(p, view, BOX_IDS);
    if (!step) {
      this.hide();
      return;
    }
    this.progress = step.next;
    saveProgress(step.next);
    this.showStep(step.card);
  }

  private showStep(c: GuideCardContent): void {
    const passed = passedList(c.passed, 'Already played this turn, on its own');
    const choice = c.choice === null ? el('p', { class: 'guide-choice', text: 'Nothing to decide in this phase: watch the board, the log tells what happened.' }) : el('div', { class: 'guide-choice' }, [
      el('h4', {}, [document.createTextNode('Your choice now '), el('span', { class: 'guide-rule', text: c.choice.rule })]),
      el('p', { text: c.choice.text }),
    ]);
    this.fill(c.heading, [
      el('h3', {}, [el('span', { class: 'guide-rule', text: c.phase.rule }), document.createTextNode(` ${c.phase.title}`)]),
      el('p', { class: 'guide-purpose', text: c.phase.purpose }),
      passed,
      choice,
      c.focusName ? el('p', { class: 'guide-focus', text: `Outlined on the board: ${c.focusName}.` }) : null,
    ], c.focus);
  }

  private showEnd(end: ReturnType<GuideModel['guideEndCard']>): void {
    this.fill(end.heading, [passedList(end.passed, 'The turn closed with'), el('p', { class: 'guide-purpose', text: end.text })], []);
  }

  /** Puts the card's words in, then shows and places it. */
  private fill(heading: string, body: readonly (Node | null)[], focus: readonly string[]): void {
    this.focus = focus;
    this.card.replaceChildren(
      el('p', { class: 'guide-heading', text: `First-turn guide · ${heading}` }),
      ...body.filter((n): n is Node => n !== null),
      el('div', { class: 'guide-buttons' }, [button('Close the guide', () => this.stop(), 'btn guide-close')]),
    );
    this.root.style.display = '';
    this.card.style.display = '';
    // Opening "Already played" makes the card taller: it finds its place again, clear of what it must not cover.
    for (const d of this.card.querySelectorAll('details')) d.addEventListener('toggle', () => this.place());
    this.place();
  }

  private hide(): void {
    this.shownFor = null;
    this.root.style.display = 'none';
    this.card.style.display = 'none';
    this.focus = [];
    this.outlines.replaceChildren();
  }

  /** Outlines the focus boxes where the board draws them and moves the card clear of what it must not cover. */
  place(): void {
    const b = this.board;
    if (!b || !this.isOpen) return;
    const rects = this.focus.map((id) => b.boxRect(id)).filter((r): r is Rect => r !== null);
    this.outlines.replaceChildren(...rects.map((r) => {
      const o = el('div', { class: 'guide-outline' });
      Object.assign(o.style, { left: `${r.x}px`, top: `${r.y}px`, width: `${r.w}px`, height: `${r.h}px` });
      return o;
    }));
    // Measured as it floats (width fixed), then floated where it covers nothing, or docked.
    this.float();
    this.card.style.width = `${CARD_WIDTH}px`;
    const at = placeOrDock(b.area(), CARD_WIDTH, this.card.offsetHeight, [...b.obstacles(), ...b.decisionBoxes()], rects);
    // A closed side panel (issue #33: a drawer in a small window) opens for it, unless the player closed it.
    if (at === null && this.dock && (this.dock.offsetParent !== null || this.openDock())) {
      this.card.classList.add('docked');
      this.card.style.width = this.card.style.left = this.card.style.top = '';
      this.dock.append(this.card);
    } else {
      const place = at ?? { x: b.area().x, y: b.area().y };
      this.card.style.left = `${place.x}px`;
      this.card.style.top = `${place.y}px`;
    }
    this.onPlaced();
  }

  /** The card back over the board (from the side panel's dock). */
  private float(): void {
    if (this.card.parentElement === this.root) return;
    this.card.classList.remove('docked');
    this.root.append(this.card);
  }
}
