// The decision in the page's accessibility tree (issue #33): Pixi draws the prompt bar and the header, which a
// screen reader cannot see, so this region says the same in DOM, visually hidden. The question with its rule,
// every choice as a real button (all of them: no pages), Undo, and the header in words. A button plays through
// the very handler the prompt bar's button calls, so the board's guards (an idle board, the `seen` version)
// hold alike. Focus never falls to <body> on a rebuild: when it was in the region it goes to the new
// decision's first choice, or stays on the same control while the decision is the same one.
import type { BoardView, Prompt } from '../../shared/engine/index.js';
import { headerLine } from '../../shared/labels/index.js';
import { Announcer } from './announcer.js';
import { isRuleLink, ruleLinkLabel } from '../help/rule-link.js';
import { dialogOpen, mayMoveDialogs } from './dialog-watch.js';
import { hiddenRegion } from './visually-hidden.js';

/** What the prompt bar was told to show (PromptBar.show / showBusy). */
export interface BarState {
  readonly prompt: Prompt | null;
  readonly canUndo: boolean;
  /** The words while the war moves, or false. */
  readonly busy: string | false;
  /** Each action's button label with its odds (the prompt bar's words). */
  readonly labels: readonly string[];
  /** The actions on the bar's page in view, in order: the number keys 1–9 press them (issue #33). */
  readonly page?: readonly number[];
}

export interface DecisionMirrorParts {
  /** Plays action `index` as the prompt bar's button does. */
  choose(index: number): void;
  undo(): void;
  /** The board in play (the header's words), or null. */
  view(): BoardView | null;
  /** Which decision this is (the campaign and its action count): the same one keeps the focus where it is. */
  moment(): string;
  /** Opens Rules help at the question's rule (issue 32). */
  openRule?(rule: string): void;
}


/** "§9.1.1" → "Rule 9.1.1" (a screen reader reads "§" as a symbol name, if at all). */
export function ruleWords(rule: string): string {
  return `Rule ${rule.replace(/§/g, '').trim()}`;
}

/** The question as said: "Rule 9.1.1: Send Blockade Runner 1 to a sea area of its own." */
export function questionWords(s: BarState): string {
  if (s.prompt) return `${ruleWords(s.prompt.rule)}: ${s.prompt.text}`;
  return s.busy !== false ? s.busy : 'No decision pending.';
}

/** A choice's accessible name: its label and odds as the bar shows them, the bar's "·" said as a pause. */
export function choiceName(label: string): string {
  return label.replace(/\s+·\s+/g, ', ');
}

/** The header as the board writes it (shared/labels headerLine), one item a fact: turn and date, season,
 *  phase, the money, the skies. */
export function headerItems(v: BoardView): string[] {
  return headerLine(v)
    .split(/\s{3}·\s{3}/)
    .flatMap((part) => part.split(/\s·\s|\s{2}/))
    .map((s) => s.trim())
    .filter((s) => s !== '')
    // "Turn 1 · August–September 1914" was split above: its date goes back with its turn.
    .reduce<string[]>((out, s, i, all) => {
      if (i > 0 && /^Turn \d+/.test(all[i - 1]) && /\d{4}$/.test(s)) out[out.length - 1] += `, ${s}`;
      else out.push(s);
      return out;
    }, []);
}

/** Focus to the Decision region's question, when a campaign is on the board (a screen closed over it). */
export function focusDecisionQuestion(): void {
  const question = document.querySelector<HTMLElement>('section.decision-mirror h2');
  if (question && !question.closest('[hidden], [inert]')) question.focus({ preventScroll: true });
}

type FocusMark = { kind: 'choice'; index: number } | { kind: 'undo' } | { kind: 'question' } | null;

export class DecisionMirror {
  readonly root: HTMLElement;
  readonly announcer = new Announcer();
  /** The question, choices, Undo and header: out of the tree (hidden) while a screen or dialog stands over the board. */
  private readonly decision: HTMLDivElement;
  private readonly question: HTMLHeadingElement;
  private readonly choices: HTMLUListElement;
  private readonly undoButton: HTMLButtonElement;
  /** The question's rule as a button: Rules help at that rule (issue 32). */
  private readonly ruleButton: HTMLButtonElement;
  private rule: string | null = null;
  private readonly header: HTMLUListElement;
  /** What was last drawn: an identical update leaves the region (and the screen reader) alone. */
  private drawn = '';
  private drawnMoment = '';

  constructor(private readonly parts: DecisionMirrorParts) {
    this.root = hiddenRegion('Decision', 'decision-mirror');
    this.question = document.createElement('h2');
    this.question.tabIndex = -1; // focus rests here while there is nothing to choose
    this.choices = document.createElement('ul');
    this.choices.setAttribute('aria-label', 'Choices');
    this.undoButton = document.createElement('button');
    this.undoButton.type = 'button';
    this.undoButton.addEventListener('click', () => this.parts.undo());
    this.ruleButton = document.createElement('button');
    this.ruleButton.type = 'button';
    this.ruleButton.className = 'rule-link';
    this.ruleButton.addEventListener('click', () => {
      if (this.rule !== null) this.parts.openRule?.(this.rule);
    });
    this.header = document.createElement('ul');
    this.header.setAttribute('aria-label', 'Where the war stands');
    this.decision = document.createElement('div');
    this.decision.append(this.question, this.ruleButton, this.choices, this.undoButton, this.header);
    this.root.append(this.decision, this.announcer.root);
    // A screen (the title, Settings, the end) or a dialog over the board: its choices must not be played
    // from under it, as the prompt bar cannot be clicked under it.
    this.decision.hidden = dialogOpen();
    new MutationObserver((records) => {
      if (mayMoveDialogs(records)) this.decision.hidden = dialogOpen();
    }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden', 'class'] });
    // Space and Enter on one of these buttons press it (the board's Space would "go on" instead); every
    // other key (1–9, Ctrl+Z, Page Down, C, A, Esc…) reaches the board as before.
    this.root.addEventListener('keydown', (e) => {
      if ((e.key === ' ' || e.key === 'Enter') && e.target instanceof HTMLButtonElement) e.stopPropagation();
    });
    this.show({ prompt: null, canUndo: false, busy: false, labels: [] });
  }

  /** Rebuilds the region for what the prompt bar now shows. */
  show(s: BarState): void {
    const v = this.parts.view();
    const moment = this.parts.moment();
    const question = questionWords(s);
    const names = (s.prompt?.actions ?? []).map((_a, i) => choiceName(s.labels[i] ?? 'Choose'));
    const header = v ? headerItems(v) : [];
    const drawn = JSON.stringify([moment, question, names, s.canUndo, header]);
    if (drawn !== this.drawn) this.rebuild(s, { moment, drawn, question, names, header });
    this.markPage(s.page ?? []);
  }

  /** Each choice on the bar's page in view says its number key (a screen reader reads "shortcut 3"); the
   *  others none: the keys press what the bar shows. */
  private markPage(page: readonly number[]): void {
    for (const b of this.choices.querySelectorAll('button')) {
      const key = page.indexOf(Number(b.dataset.index)) + 1;
      if (key > 0) b.setAttribute('aria-keyshortcuts', String(key));
      else b.removeAttribute('aria-keyshortcuts');
    }
  }

  private rebuild(s: BarState, { moment, drawn, question, names, header }: { moment: string; drawn: string; question: string; names: string[]; header: string[] }): void {
    const had = this.focusMark();
    const sameDecision = moment === this.drawnMoment && s.prompt !== null;
    this.drawn = drawn;
    this.drawnMoment = moment;

    this.question.textContent = question;
    this.choices.replaceChildren(...names.map((name, i) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = name;
      b.dataset.index = String(i);
      b.addEventListener('click', () => this.parts.choose(i));
      const li = document.createElement('li');
      li.append(b);
      return li;
    }));
    this.undoButton.textContent = s.canUndo ? 'Undo the last move' : 'Undo (not possible now: press to hear why)';
    this.undoButton.hidden = s.prompt === null;
    this.rule = s.prompt !== null && isRuleLink(s.prompt.rule) ? s.prompt.rule : null;
    this.ruleButton.textContent = this.rule === null ? '' : ruleLinkLabel(this.rule);
    this.ruleButton.hidden = this.rule === null;
    this.header.replaceChildren(...header.map((h) => {
      const li = document.createElement('li');
      li.textContent = h;
      return li;
    }));
    if (had !== null) this.refocus(sameDecision ? had : null);
  }

  /** Where focus is in the region now, or null when it is elsewhere (then a rebuild never takes it). */
  private focusMark(): FocusMark {
    const a = document.activeElement;
    if (!(a instanceof HTMLElement) || !this.root.contains(a)) return null;
    if (a === this.undoButton) return { kind: 'undo' };
    if (a.dataset.index !== undefined) return { kind: 'choice', index: Number(a.dataset.index) };
    return { kind: 'question' };
  }

  /** Focus back on the same control (same decision), else on the first choice, else on the question. */
  private refocus(mark: FocusMark): void {
    const buttons = [...this.choices.querySelectorAll('button')];
    let target: HTMLElement | undefined;
    if (mark?.kind === 'choice') target = buttons[mark.index];
    else if (mark?.kind === 'undo' && !this.undoButton.hidden) target = this.undoButton;
    target ??= buttons[0] ?? this.question;
    target.focus();
  }

  /** Focus to the decision: its first choice, else its question (the Board list hands focus back here). */
  focus(): void {
    (this.choices.querySelector('button') ?? this.question).focus();
  }

  /** The choices' names in order (the test hook). */
  names(): string[] {
    return [...this.choices.querySelectorAll('button')].map((b) => b.textContent ?? '');
  }
}
