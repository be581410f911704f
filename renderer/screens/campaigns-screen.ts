// The Campaigns screen: every campaign of the library, in progress and finished, with its bookmarks;
// the deleted ones that can still be restored; what went wrong when one could not be opened, and what
// can be done about it. Rows are `campaign-<id>`, bookmarks `bookmark-<id>-<index>` (for the tests; the
// player never sees an id). Names typed by the player go in as text, never as HTML.
import type { CampaignList, CampaignSummary, CampaignUpdate, GameApi, LoadProblem, LoadResult } from '../../shared/ipc.js';
import { confirmInPage } from './confirm-dialog.js';
import { button, el } from '../ui/dom.js';
import {
  asSentence, familyInWords, campaignTitle, cannotOpen, dateInWords, datesInWords, keptUntil, standingInWords,
} from './plain-words.js';
import { exportCampaign, importButton, openFolderButton, type SaveFileHandlers } from './save-files.js';
import { renameField } from './rename-field.js';
import { showNotes } from './notes-screen.js';
import { firstLineOf, matchesSearch } from '../../shared/campaign-notes.js';
import { diceChoiceField } from './dice-choice.js';

/** What a screen module needs from the Screens that shows it. */
export interface ScreenContext {
  readonly api: GameApi;
  /** Shows a card with this id (replacing the open screen) and answers the screen's root. */
  show(id: string, ...children: (Node | null)[]): HTMLElement;
  /** A campaign was started or resumed: close the screens and show it. */
  onPlaying(update: CampaignUpdate): void;
  showError(message: string): void;
  /** The campaign in play, or null. */
  campaignId(): string | null;
  /** The campaign in play was deleted: main has let go of it, so must the board. */
  onClosed(): void;
  /** A campaign was renamed: the one in play has its header and title follow. */
  onRenamed(id: string, name: string): void;
  /** Leaves the screen: to the board when a campaign is in play, else to the title. */
  back(): void;
  /** The History screen of a campaign: where it stands, or at its start (Replay), or at a step (a number: the Review screen's turning points). */
  openHistory(id: string, atStart: boolean | number): void;
}

export interface CampaignsScreenOptions {
  /** A line for the player (what just happened). */
  readonly message?: string;
  /** A campaign that could not be opened, and what can be done. */
  readonly problem?: LoadProblem | null;
  /** Where the list was scrolled and whether Deleted campaigns was open (kept when the list is redrawn). */
  readonly scrollTop?: number;
  readonly deletedOpen?: boolean;
}

/** The campaign a campaign came from (a branch's, a copy's, an import's of a campaign here), listed above it; null for a new one. */
function sourceOf(c: CampaignSummary): string | null {
  if (c.origin !== null) return c.origin.kind === 'new' ? null : c.origin.of;
  return c.parent?.id ?? null;
}

/** Opens the Campaigns screen (again), with a message or a problem at the top. */
export async function showCampaigns(ctx: ScreenContext, options: CampaignsScreenOptions = {}): Promise<void> {
  let list: CampaignList;
  try {
    list = await ctx.api.listCampaigns();
  } catch (e) {
    ctx.showError((e as Error).message);
    return;
  }
  new CampaignsScreen(ctx, list, options).render();
}

class CampaignsScreen {
  private readonly status = el('p', { class: 'fine', id: 'files-status' });
  private readonly files: SaveFileHandlers;
  private root: HTMLElement | null = null;

  constructor(private readonly ctx: ScreenContext, private readonly list: CampaignList, private readonly options: CampaignsScreenOptions) {
    this.status.setAttribute('role', 'status');
    this.status.textContent = options.message ?? '';
    this.files = { api: ctx.api, say: (m) => { this.status.textContent = m; }, showError: ctx.showError };
  }

  render(): void {
    const { campaigns, deleted, problems } = this.list;
    const readable = campaigns.filter((c) => c.problem === null);
    const inProgress = readable.filter((c) => c.result === null);
    const finished = readable.filter((c) => c.result !== null);
    const damaged = campaigns.filter((c) => c.problem !== null);
    const body: (Node | null)[] = [];
    if (campaigns.length === 0) body.push(el('p', { class: 'empty', text: 'No campaigns yet: start one from the title screen.' }));
    // A branch is listed under the campaign it left (whatever its state), the others in their section.
    const listed = new Set(readable.map((c) => c.id));
    const top = (c: CampaignSummary): boolean => { const from = sourceOf(c); return from === null || !listed.has(from) || from === c.id; };
    const topInProgress = inProgress.filter(top);
    const topFinished = finished.filter(top);
    if (topInProgress.length > 0) body.push(el('h3', { text: 'In progress' }), ...topInProgress.flatMap((c) => this.tree(c, readable, new Set())));
    if (topFinished.length > 0) body.push(el('h3', { text: 'Finished' }), ...topFinished.flatMap((c) => this.tree(c, readable, new Set())));
    if (damaged.length > 0) body.push(el('h3', { text: 'Files that cannot be read' }), ...damaged.map((c) => this.damagedRow(c)));
    if (deleted.length > 0) body.push(this.deletedSection(deleted));
    // Long lists scroll inside the fixed-size stage; the buttons below stay put.
    const scroller = el('div', { class: 'campaign-list', id: 'campaigns-list' }, body);
    const deletedBox = scroller.querySelector<HTMLDetailsElement>('#deleted-campaigns');
    if (deletedBox && this.options.deletedOpen) deletedBox.open = true;
    const problemBox = this.options.problem ? this.problemBox(this.options.problem) : null;
    const libraryProblems = problems.length > 0
      ? el('div', { class: 'problems', id: 'library-problems' }, problems.map((p) => el('p', { text: asSentence(p) })))
      : null;
    this.root = this.ctx.show('campaigns-screen',
      el('h2', { text: 'Campaigns' }),
      problemBox,
      libraryProblems,
      readable.length > 0 ? this.searchBox(scroller, readable) : null,
      scroller,
      this.status,
      el('div', { class: 'row' }, [
        importButton(this.files, (s) => void this.again(`Imported “${s.name}”, at turn ${s.turn}.`)),
        openFolderButton(this.files),
        button('Back', () => this.ctx.back()),
      ]),
    );
    if (this.options.scrollTop) scroller.scrollTop = this.options.scrollTop;
  }

  /**
   * The search box (issue 31): rows whose name, notes and bookmarks hold every word typed stay, the others are
   * hidden; a campaign listed under another that matches keeps its war's row in sight, and a line says how many match.
   */
  private searchBox(scroller: HTMLElement, readable: readonly CampaignSummary[]): HTMLElement {
    const input = el('input', { id: 'campaigns-search', class: 'search-input' });
    input.type = 'search';
    input.placeholder = 'Search names and notes';
    input.autocomplete = 'off';
    input.setAttribute('aria-label', 'Search the campaigns’ names and notes');
    const said = el('span', { class: 'fine', id: 'campaigns-search-count' });
    said.setAttribute('role', 'status');
    input.addEventListener('input', () => {
      const query = input.value;
      const matching = new Set(readable.filter((c) => matchesSearch(c, query)).map((c) => c.id));
      const searching = query.trim() !== '';
      // Every row: a damaged or deleted one is out of sight while searching (it has no name or notes to match).
      for (const row of scroller.querySelectorAll<HTMLElement>('.campaign')) {
        const id = row.id.slice('campaign-'.length);
        // A war stays in sight while one of its branches or copies matches, so the match reads with its family.
        const under = scroller.querySelector(`#branches-${id}`);
        const childMatches = under !== null && [...under.querySelectorAll<HTMLElement>('.campaign')].some((r) => matching.has(r.id.slice('campaign-'.length)));
        row.hidden = searching && !matching.has(id) && !childMatches;
      }
      for (const h of scroller.querySelectorAll<HTMLElement>('h3, .deleted-campaigns')) h.hidden = searching;
      said.textContent = !searching ? '' : matching.size === 0 ? 'No campaign matches.' : `${matching.size} of ${readable.length} campaigns match.`;
    });
    return el('div', { class: 'row search-row' }, [input, said]);
  }

  /** Lists the library again (after a change), with a line for the player. */
  private again(message = '', problem: LoadProblem | null = null): Promise<void> {
    const list = this.root?.querySelector('#campaigns-list');
    const deletedOpen = this.root?.querySelector<HTMLDetailsElement>('#deleted-campaigns')?.open ?? false;
    // A problem is shown at the top: the list starts there too, so the player sees it.
    return showCampaigns(this.ctx, { message, problem, scrollTop: problem ? 0 : list?.scrollTop ?? 0, deletedOpen });
  }

  /** Plays a resumed campaign, or shows why it cannot be and what the player can do. */
  private open(call: Promise<LoadResult>): void {
    call.then((r) => {
      if (r.ok) this.ctx.onPlaying(r.update);
      else void this.again('', r.problem);
    }, (e: Error) => this.ctx.showError(e.message));
  }

  /**
   * A campaign's row, then its branches, copies and imports listed under it (`branches-<id>`), each with theirs;
   * the row keeps only its own buttons. `seen` guards against a loop of parents.
   */
  private tree(s: CampaignSummary, all: readonly CampaignSummary[], seen: Set<string>): HTMLElement[] {
    seen.add(s.id);
    const children = all.filter((c) => sourceOf(c) === s.id && !seen.has(c.id));
    if (children.length === 0) return [this.row(s)];
    return [this.row(s), el('div', { class: 'branches', id: `branches-${s.id}` }, children.flatMap((c) => this.tree(c, all, seen)))];
  }

  private row(s: CampaignSummary): HTMLElement {
    const playing = this.ctx.campaignId() === s.id;
    const family = familyInWords(s, [...this.list.campaigns, ...this.list.deleted]);
    const title = el('b', { class: 'campaign-title', text: s.name });
    const head = el('div', { class: 'campaign-head' }, [
      title,
      el('span', { class: s.result ? 'standing over' : 'standing', text: standingInWords(s) }),
      playing ? el('span', { class: 'badge', text: s.result ? 'on the board' : 'playing now' }) : null,
    ]);
    const buttons = el('div', { class: 'row-buttons' }, [
      button(s.result ? 'Look at the end' : 'Resume', () => this.open(this.ctx.api.resume(s.id)), 'btn primary'),
      button('History', () => this.ctx.openHistory(s.id, false)),
      s.result ? button('Replay', () => this.ctx.openHistory(s.id, true)) : null,
      button('Rename', () => this.rename(s, title)),
      button('Notes', () => void showNotes(this.ctx, s.id, () => void this.again())),
      button('Duplicate', () => {
        this.ctx.api.duplicate(s.id).then(
          (copy) => void this.again(`Duplicated “${s.name}”: the copy is “${copy.name}”, listed with it.`),
          (e: Error) => this.ctx.showError(e.message),
        );
      }),
      button('Export', () => void exportCampaign(this.files, s.id)),
      button('Delete', () => void this.delete(s)),
    ]);
    return el('div', { class: 'campaign', id: `campaign-${s.id}` }, [
      head,
      el('div', { class: 'fine campaign-seed', text: campaignTitle(s) }),
      family ? el('div', { class: 'fine family', text: family }) : null,
      s.notes !== '' ? el('div', { class: 'fine notes-line', text: `Notes: ${firstLineOf(s.notes)}` }) : null,
      el('div', { class: 'fine', text: datesInWords(s) }),
      buttons,
      s.bookmarks.length > 0 ? this.bookmarks(s) : null,
    ]);
  }

  private bookmarks(s: CampaignSummary): HTMLElement {
    // Where a branch is made, the player chooses its dice and reads what they mean (issue 31).
    const dice = diceChoiceField(s.name, `dice-${s.id}`);
    const list = el('ul', { class: 'bookmarks' }, s.bookmarks.map((b, i) => el('li', { class: 'bookmark', id: `bookmark-${s.id}-${i}` }, [
      el('span', { class: 'bookmark-name', text: b.name }),
      el('span', { class: 'fine', text: `turn ${b.turn}` }),
      b.note !== undefined ? el('span', { class: 'fine bookmark-note', text: b.note }) : null,
      button('Play from here', () => this.open(this.ctx.api.playFrom(s.id, b.actionCount, dice.value()))),
    ])));
    return el('div', { class: 'bookmarks-box' }, [list, el('div', { class: 'branch-dice-row' }, [dice.menu, dice.sentence])]);
  }

  /** The name in the row becomes a field; Save (or Enter) renames, Cancel (or Esc) leaves it as it was. */
  private rename(s: CampaignSummary, title: HTMLElement): void {
    if (title.parentElement === null) return;
    const editor = renameField(s.id, s.name, async (name) => {
      const renamed = await this.ctx.api.renameCampaign(s.id, name);
      this.ctx.onRenamed(s.id, renamed.name);
      await this.again(`Renamed: “${renamed.name}”.`);
    }, () => editor.replaceWith(title));
    title.replaceWith(editor);
    editor.querySelector('input')?.focus();
  }

  private async delete(s: CampaignSummary): Promise<void> {
    if (!this.root) return;
    const playing = this.ctx.campaignId() === s.id;
    const yes = await confirmInPage(this.root, {
      question: `Delete “${s.name}” (${standingInWords(s).replace(/^Turn/, 'turn')})?`,
      detail: `${playing ? 'It is the campaign you are playing: it closes. ' : ''}You can restore it from Deleted campaigns for 30 days; after that it is gone.`,
      yes: 'Delete',
      no: 'Keep it',
    });
    if (!yes) return;
    try {
      await this.ctx.api.deleteCampaign(s.id);
    } catch (e) {
      this.ctx.showError((e as Error).message);
      return;
    }
    if (playing) this.ctx.onClosed();
    await this.again(`Deleted “${s.name}”. It is kept under Deleted campaigns for 30 days.`);
  }

  /** A file the library cannot read: what is wrong, and the backup when there is one. */
  private damagedRow(s: CampaignSummary): HTMLElement {
    return el('div', { class: 'campaign damaged', id: `campaign-${s.id}` }, [
      el('div', { class: 'campaign-head' }, [el('b', { text: 'A campaign that cannot be read' })]),
      el('p', { class: 'problem', text: asSentence(s.problem ?? '') }),
      el('div', { class: 'row-buttons' }, [
        s.hasBackup ? button('Use the backup', () => this.open(this.ctx.api.resumeBackup(s.id)), 'btn primary') : null,
        // Trying to open it sets the damaged file aside (it is never deleted) and says why it failed.
        button('Try to open it', () => this.open(this.ctx.api.resume(s.id))),
      ]),
    ]);
  }

  private deletedSection(deleted: readonly CampaignSummary[]): HTMLElement {
    const rows = deleted.map((s) => el('div', { class: 'campaign deleted', id: `campaign-${s.id}` }, [
      el('div', { class: 'campaign-head' }, [
        el('b', { class: 'campaign-title', text: s.name }),
        el('span', { class: 'standing', text: standingInWords(s) }),
      ]),
      el('div', { class: 'fine campaign-seed', text: campaignTitle(s) }),
      el('div', { class: 'fine', text: `Deleted ${dateInWords(s.deletedAt)} · kept until ${keptUntil(s.deletedAt)}` }),
      el('div', { class: 'row-buttons' }, [
        button('Restore', () => {
          this.ctx.api.restoreCampaign(s.id).then(
            () => void this.again(`Restored “${s.name}”.`),
            (e: Error) => this.ctx.showError(e.message),
          );
        }),
      ]),
    ]));
    return el('details', { class: 'deleted-campaigns', id: 'deleted-campaigns' }, [
      el('summary', { text: `Deleted campaigns (${deleted.length})` }),
      el('p', { class: 'fine', text: 'Deleted campaigns are kept for 30 days, then removed for good. Restore one to play it again.' }),
      ...rows,
    ]);
  }

  /** Why the campaign could not be opened, and the ways on: its backup, or playing on from its last legal move. */
  private problemBox(p: LoadProblem): HTMLElement {
    // Open in another tab or window of this Kaiserkrieg: main's sentence says so and what taking it over does.
    const lines: (Node | null)[] = [el('p', { text: p.openInAnotherTab ? p.reason : cannotOpen(p.reason) })];
    if (p.movedTo !== null) lines.push(el('p', { class: 'fine', text: 'The damaged file was set aside in your save folder; it is never deleted.' }));
    const buttons: HTMLElement[] = [];
    if (p.openInAnotherTab) buttons.push(button('Take it over here', () => this.open(this.ctx.api.takeOver(p.id)), 'btn primary'));
    if (p.backupAvailable) buttons.push(button('Use the backup', () => this.open(this.ctx.api.resumeBackup(p.id)), 'btn primary'));
    if (p.outdated) {
      const n = p.outdated.legalMoves;
      buttons.push(button(`Play on from move ${n}`, () => this.open(this.ctx.api.playOnOutdated(p.id)), 'btn primary'));
      // Main's reason says so today; the player must read it even if that wording changes.
      if (!/original/i.test(p.reason)) lines.push(el('p', { class: 'fine', text: `Playing on starts a new campaign from move ${n}; the original stays in your library as it is.` }));
    }
    const box = el('div', { class: 'problem-box', id: 'campaign-problem' }, [...lines, buttons.length > 0 ? el('div', { class: 'row-buttons' }, buttons) : null]);
    box.setAttribute('role', 'alert');
    return box;
  }
}
