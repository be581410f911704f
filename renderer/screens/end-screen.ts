// The end screen (issue 14): Defeat or Armistice, the front that broke (§15.2) or each item of the §15.3
// count with its rule, then the campaign told in a few sentences and plotted by turn (VP, Unruhe, RM), with
// "Play this seed again", "Open in the History screen" and "Save an after-action report" (issue #34). The story
// comes from main in one call (campaignStory); the plot and uPlot load only when it has arrived, the report's
// writer only when it is asked for.
import type uPlot from 'uplot';
import type { GameOver } from '../../shared/engine/index.js';
import type { CampaignStory } from '../../shared/campaign-story.js';
import type { TurnPoint } from '../../shared/campaign-story.js';
import { breakdownRows, defeatWords, storyLines, vpRangeWords, whenWords } from '../../shared/labels/index.js';
import type { ScreenContext } from './campaigns-screen.js';
import { button, el } from '../ui/dom.js';
import { download } from './save-files.js';

const PLOT = { width: 560, height: 260 };

export interface EndScreenNav {
  /** Closes the end screen over the board. */
  lookAtBoard(): void;
  title(): void;
  /** The Review screen of the campaign that ended (issue #34). */
  review(campaignId: string): void;
}

/** The plot of the last end screen: destroyed before a new one is drawn (uPlot listens on the window). */
let drawn: uPlot | null = null;

function clearPlot(): void {
  drawn?.destroy();
  drawn = null;
}

/** `campaignId`: the campaign that ended (null: no story, no replay, just the result). */
export function showEnd(ctx: ScreenContext, over: GameOver, campaignId: string | null, nav: EndScreenNav): void {
  clearPlot();
  // Each item of the count by what it counts and its rule (shared/labels), never the engine's key.
  const rows = breakdownRows(over.breakdown).map((r) => el('tr', {}, [el('td', { text: r.label }), el('td', { text: r.shown })]));
  const defeat = over.result === 'defeat';
  const story = el('ul', { class: 'end-story', id: 'end-story' });
  const plot = el('figure', { class: 'end-plot', id: 'end-plot' }, [el('figcaption', { text: 'The campaign by turn' })]);
  const status = el('p', { class: 'fine', id: 'end-status' });
  status.setAttribute('role', 'status');
  const again = button('Play this seed again', () => undefined);
  again.disabled = true;
  ctx.show('end-screen',
    el('h1', { text: defeat ? 'Defeat' : 'Armistice' }),
    el('p', { class: 'sub', text: defeat ? defeatWords(over) : 'The guns fall silent: Germany was not defeated.' }),
    defeat ? el('p', { class: 'end-when', text: `The war was lost on ${whenWords(over.turn)} (§15.2).` }) : null,
    defeat ? null : el('p', { class: 'vp-total', text: `Victory points: ${over.vp}` }),
    defeat ? null : el('p', { class: 'vp-range', text: vpRangeWords(over.vp) }),
    el('div', { class: 'end-columns' }, [
      el('div', { class: 'end-text' }, [rows.length ? el('table', { class: 'vp' }, rows) : null, campaignId ? story : null]),
      campaignId ? plot : null,
    ]),
    status,
    el('div', { class: 'row' }, [
      button('Look at the board', () => { clearPlot(); nav.lookAtBoard(); }),
      campaignId ? again : null,
      campaignId ? button('Review this war', () => { clearPlot(); nav.review(campaignId); }) : null,
      campaignId ? button('Open in the History screen', () => { clearPlot(); ctx.openHistory(campaignId, false); }) : null,
      // Issue #34: the war as one HTML file (with the General Staff's review when one is kept).
      campaignId ? button('Save an after-action report', () => saveReport(ctx, campaignId, status)) : null,
      button('Title', () => { clearPlot(); nav.title(); }, 'btn big'),
    ]),
  );
  if (campaignId !== null) void tellStory(ctx, campaignId, { story, plot, status, again });
}

/** Writes and saves the report (renderer/review/save-report.ts, loaded now); what happened goes in `status`. */
function saveReport(ctx: ScreenContext, id: string, status: HTMLElement): void {
  const say = (m: string): void => { status.textContent = m; };
  import('../review/save-report.js').then(
    ({ saveAfterActionReport }) => saveAfterActionReport({ api: ctx.api, say, showError: (m) => ctx.showError(m), download }, id),
    (e: Error) => ctx.showError(`The after-action report could not be written: ${e.message}`),
  );
}

interface StoryParts {
  readonly story: HTMLElement;
  readonly plot: HTMLElement;
  readonly status: HTMLElement;
  readonly again: HTMLButtonElement;
}

/** The plot's figures as a table for a screen reader (issue #33): the canvas is a picture to it. Out of sight,
 *  in the tree: turn by turn, the same three numbers the plot draws. */
export function plotFigures(turns: readonly TurnPoint[]): HTMLTableElement {
  const table = el('table', { class: 'end-plot-figures' }, [
    el('caption', { text: 'The campaign by turn, in figures' }),
    el('tr', {}, ['Turn', 'Victory Points had the war ended then', 'Cities in Unruhe', 'RM'].map((h) => el('th', { text: h }))),
    ...turns.map((p) => el('tr', {}, [el('th', { text: whenWords(p.turn) }), ...[p.vp, p.unruhe, p.rm].map((n) => el('td', { text: String(n) }))])),
  ]);
  table.style.cssText = 'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap';
  return table;
}

/** Fills in the story, the plot and "Play this seed again" once main has told the campaign. */
async function tellStory(ctx: ScreenContext, id: string, parts: StoryParts): Promise<void> {
  let story: CampaignStory;
  try {
    story = await ctx.api.campaignStory(id);
  } catch (e) {
    parts.status.textContent = `The campaign's story could not be told: ${(e as Error).message}`;
    return;
  }
  if (!parts.story.isConnected) return; // the screen was closed meanwhile
  parts.story.replaceChildren(...storyLines(story).map((line) => el('li', { text: line })));
  parts.plot.append(plotFigures(story.turns));
  parts.again.disabled = false;
  parts.again.addEventListener('click', () => {
    clearPlot();
    ctx.api.newCampaign({ seed: story.seed, options: story.options }).then((u) => ctx.onPlaying(u), (e: Error) => ctx.showError(e.message));
  });
  try {
    const { campaignPlot } = await import('./campaign-plot.js');
    if (!parts.plot.isConnected) return;
    clearPlot();
    drawn = campaignPlot(parts.plot, story.turns, PLOT);
  } catch (e) {
    parts.status.textContent = `The plot could not be drawn: ${(e as Error).message}`;
  }
}
