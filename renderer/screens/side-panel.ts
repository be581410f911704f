// The right-hand panel: menu buttons, the event log, the Entente's turn summary and rules help.
import { button, el } from '../ui/dom.js';
import { LogList } from './log-list.js';
import type { EntenteTurn, LaterLine } from './entente-turn.js';
import type { LogEntry } from '../../shared/engine/index.js';
import type { HelpEntry } from '../help/rules-help.js';
import { CHART_TITLES, chartsForRule, type ChartId } from '../charts/chart-model.js';

export type SideMenuCommand = 'bookmark' | 'notes' | 'campaigns' | 'settings' | 'about' | 'title' | 'history' | 'charts' | 'shortcuts' | 'advisor';

export interface SidePanelHandlers {
  onMenu(command: SideMenuCommand): void;
  /** A rules help entry's link to its chart (the Charts panel opens at it). */
  onChart(id: ChartId): void;
  /** "Guide me through this turn": the guided turn's card from the step in play (ui/guide-card.ts). */
  onGuide(): void;
}

type Tab = 'log' | 'summary' | 'rules';

type RulesHelp = typeof import('../help/rules-help.js');
/** The rules help texts (32 kB) load with the first decision or the first look at the tab, not with the title. */
let rulesHelp: Promise<RulesHelp> | null = null;
function loadRulesHelp(): Promise<RulesHelp> {
  rulesHelp ??= import('../help/rules-help.js');
  return rulesHelp;
}

/** What the Entente turn tab shows: the Entente's turn in play (kept until the next one), the chits it plays, and
 *  what happened since the player's last decision outside it. */
export interface EntenteTurnShown {
  readonly turn: EntenteTurn;
  /** The chits of the turn in play; from the board when no draw was seen (Turn 1, a resumed campaign). */
  readonly chits: readonly string[];
  readonly later: readonly LaterLine[];
}

export class SidePanel {
  readonly root: HTMLElement;
  /** The whole campaign's log, virtualised (only the rows in view are in the DOM). */
  readonly log = new LogList((rule) => this.openRule(rule));
  /** Where the board puts the "Ask the General Staff" answer (app/game-controller.ts), under the menu. */
  readonly advisorSlot = el('div', { class: 'advisor-slot' });
  /** Where the first-turn guide's card docks when the board has no room for it clear of the decision (issue #33). */
  readonly guideSlot = el('div', { class: 'guide-slot' });
  /** The campaign in play by its name, with "Branch of …" while a branch is in play (issue 31), over the menu. */
  private readonly campaignName = el('p', { class: 'campaign-name', id: 'campaign-name-line' });
  private readonly summary = el('div', { class: 'summary', id: 'summary' });
  private readonly rules = el('div', { class: 'rules', id: 'rules' });
  /** The pending decision's entry and its section, opened, above the sections (built once, filled when opened). */
  private readonly rulesCurrent = el('div', { class: 'rules-current' });
  private readonly ruleGroups: HTMLDetailsElement[] = [];
  private shownRule: string | null | undefined = undefined;
  /** The rule the panel should show (showRules), drawn once the help texts are loaded. */
  private wantedRule: string | null = null;
  private helpWanted = false;
  /** What to do once the texts are drawn (openRule: show the tab and focus the entry). */
  private afterRules: (() => void) | null = null;
  private readonly tabs = new Map<Tab, HTMLButtonElement>();
  /** Shows the panel when it is a closed drawer (app/panel-drawer.ts): something is opened in it for the player. */
  onReveal: () => void = () => undefined;
  private readonly bodies: Record<Tab, HTMLElement>;

  constructor(private readonly handlers: SidePanelHandlers) {
    const menu = el('div', { class: 'menu' }, [
      button('Bookmark', () => handlers.onMenu('bookmark')),
      button('Notes', () => handlers.onMenu('notes')),
      button('History', () => handlers.onMenu('history')),
      button('Charts', () => handlers.onMenu('charts')),
      button('Campaigns', () => handlers.onMenu('campaigns')),
      button('Settings', () => handlers.onMenu('settings')),
      button('About', () => handlers.onMenu('about')),
      button('Title', () => handlers.onMenu('title')),
      button('Keys', () => handlers.onMenu('shortcuts')),
      button('Ask the General Staff', () => handlers.onMenu('advisor'), 'btn ask-advisor'),
    ]);
    const tabBar = el('div', { class: 'tabs' });
    this.bodies = { log: this.log.root, summary: this.summary, rules: this.rules };
    // Issue #33: ARIA tabs, so a screen reader says "tab, 2 of 3, selected"; the arrows go from tab to tab.
    tabBar.setAttribute('role', 'tablist');
    tabBar.setAttribute('aria-label', 'Side panel');
    for (const [tab, label] of [['log', 'Log'], ['summary', 'Entente turn'], ['rules', 'Rules help']] as const) {
      const b = button(label, () => this.showTab(tab), 'tab');
      b.setAttribute('role', 'tab');
      b.setAttribute('aria-controls', this.bodies[tab].id);
      this.tabs.set(tab, b);
      tabBar.appendChild(b);
    }
    for (const [body, label] of [[this.summary, 'Entente turn'], [this.rules, 'Rules help']] as const) {
      body.setAttribute('role', 'tabpanel');
      body.setAttribute('aria-label', label);
      body.tabIndex = 0; // it scrolls: the keyboard can reach it to scroll it
    }
    tabBar.addEventListener('keydown', (e) => {
      const order = [...this.tabs.keys()];
      const at = order.findIndex((t) => this.tabs.get(t) === e.target);
      const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
      if (at < 0 || step === 0) return;
      e.preventDefault();
      e.stopPropagation();
      const next = order[(at + step + order.length) % order.length];
      this.showTab(next);
      this.tabs.get(next)?.focus();
    });
    this.root = el('aside', { class: 'side', id: 'side-panel' }, [this.campaignName, menu, this.guideSlot, this.advisorSlot, tabBar, this.log.root, this.summary, this.rules]);
    this.showTab('log');
    this.setCampaignTitle('');
  }

  /** Names the campaign in play at the panel's top (empty: none, and the line is not shown). */
  setCampaignTitle(text: string): void {
    this.campaignName.textContent = text;
    this.campaignName.hidden = text === '';
  }

  /** The campaign's name as the panel shows it ('' when none: the test hook reads it). */
  campaignTitleText(): string {
    return this.campaignName.hidden ? '' : (this.campaignName.textContent ?? '');
  }

  showTab(tab: Tab): void {
    if (tab === 'rules') this.showRules(this.wantedRule);
    for (const [t, b] of this.tabs) {
      b.classList.toggle('on', t === tab);
      b.setAttribute('aria-selected', String(t === tab));
      b.tabIndex = t === tab ? 0 : -1; // one Tab stop for the tab list; the arrows move in it
    }
    for (const [t, body] of Object.entries(this.bodies)) body.style.display = t === tab ? '' : 'none';
  }

  /** The log from line `start` on becomes `lines` (0: all of it; the current length: an append; less: an
   *  Undo took lines back). The whole campaign's log is kept: nothing is dropped from the top. */
  setLog(start: number, lines: readonly LogEntry[]): void {
    this.log.replaceFrom(start, lines);
  }

  appendLog(lines: readonly LogEntry[]): void {
    this.log.replaceFrom(this.log.length, lines);
  }

  /** The Entente turn tab: the Entente's whole turn (its chits, then each of its phases), then anything since the
   *  player's last decision that came after it, phase by phase. Headings are sentences, shown as written. */
  showEntenteTurn(shown: EntenteTurnShown): void {
    const { turn, chits, later } = shown;
    const parts: HTMLElement[] = [];
    if (turn.turn === null && chits.length === 0) parts.push(el('p', { text: 'The Entente has not played a turn in this window yet.' }));
    else {
      const head = turn.turn === null ? 'The Entente turn in play' : `The Entente's turn ${turn.turn}`;
      parts.push(el('section', { class: 'entente-turn' }, [
        el('h4', { text: head }),
        el('ul', { class: 'chits' }, chits.map((c) => el('li', { text: c }))),
        ...(turn.phases.length === 0
          ? [el('p', { text: 'Its moves were made before this campaign was opened here; the Log tab has them.' })]
          : turn.phases.map((p) => el('section', { class: 'phase' }, [el('h5', { text: p.head }), el('ul', {}, p.lines.map((l) => el('li', { text: l })))]))),
      ]));
    }
    const groups: { head: string | null; items: string[] }[] = [];
    for (const line of later) {
      if (line.phase !== null) groups.push({ head: line.phase, items: [] });
      else {
        if (groups.length === 0) groups.push({ head: null, items: [] });
        groups[groups.length - 1].items.push(line.text);
      }
    }
    if (groups.length > 0) {
      parts.push(el('section', { class: 'later' }, [
        el('h4', { text: 'Since your last decision' }),
        ...groups.map((g) => el('section', { class: 'phase' }, [g.head === null ? null : el('h5', { text: g.head }), el('ul', {}, g.items.map((i) => el('li', { text: i })))])),
      ]));
    }
    this.summary.replaceChildren(...parts);
  }

  /** Rules help: the pending decision's entry (and its section) opened first, then every section collapsed. */
  showRules(rule: string | null, then?: () => void): void {
    this.wantedRule = rule;
    if (then !== undefined) this.afterRules = then;
    if (this.helpWanted) return; // the texts are on their way: the latest rule is drawn when they come
    this.helpWanted = true;
    void loadRulesHelp().then((help) => {
      this.helpWanted = false;
      this.drawRules(help, this.wantedRule);
      const after = this.afterRules;
      this.afterRules = null;
      after?.();
    });
  }

  /** A rule link pressed (a log line's margin, the prompt's rule): the Rules help tab, opened at that rule,
   *  its entry focused so the keyboard goes on from there (issue 32). */
  openRule(rule: string): void {
    this.onReveal(); // a closed drawer opens to show it (issue #33)
    this.showRules(rule, () => {
      this.showTab('rules');
      const head = this.rulesCurrent.querySelector<HTMLElement>('summary') ?? this.rulesCurrent.querySelector<HTMLElement>('p');
      head?.focus();
      head?.scrollIntoView({ block: 'nearest' });
    });
  }

  private drawRules({ helpBySection, entriesShownFor }: RulesHelp, rule: string | null): void {
    if (this.ruleGroups.length === 0) this.buildRuleGroups(helpBySection);
    if (rule === this.shownRule) return;
    this.shownRule = rule;
    const shown = rule ? entriesShownFor(rule) : [];
    // A rule the help has no entry for (a ruling no entry names) says so rather than showing nothing.
    const none = rule !== null && shown.length === 0 ? [el('p', { class: 'current none', text: `Rules help has no entry for ${rule}; the sections are below.` })] : [];
    for (const p of none) p.tabIndex = -1;
    this.rulesCurrent.replaceChildren(...none, ...shown.map((e, i) => this.helpDetails(e, true, i === 0 ? 'current' : '')));
    for (const g of this.ruleGroups) g.open = false;
  }

  private buildRuleGroups(helpBySection: RulesHelp['helpBySection']): void {
    for (const { section, entries } of helpBySection()) {
      const g = el('details', { class: 'group' }, [el('summary', { text: `${section.rule} ${section.title}` })]);
      // The body is made the first time the section is opened: the panel stays a few dozen nodes.
      g.addEventListener('toggle', () => {
        if (!g.open || g.childElementCount > 1) return;
        g.append(el('p', { text: section.text }), ...entries.map((e) => this.helpDetails(e, false)));
      });
      this.ruleGroups.push(g);
    }
    const guide = button('Guide me through this turn', () => this.handlers.onGuide(), 'btn guide-start');
    guide.id = 'guide-start';
    this.rules.replaceChildren(guide, this.rulesCurrent, el('h4', { text: 'All sections' }), ...this.ruleGroups);
  }

  /** A help entry, with a link to each chart its rule uses (runner placement → the Cruisers table). */
  private helpDetails(e: HelpEntry, open: boolean, cls = ''): HTMLDetailsElement {
    const links = chartsForRule(e.rule).map((id) => button(`Chart: ${CHART_TITLES[id]}`, () => this.handlers.onChart(id), 'chart-link'));
    const d = el('details', { class: cls }, [
      el('summary', { text: `${e.rule} ${e.title}` }),
      el('p', { text: e.text }),
      links.length > 0 ? el('p', { class: 'chart-links' }, links) : null,
    ]);
    d.open = open;
    return d;
  }
}
