// What the app writes its after-action report from (issue #34): the campaign's History (its log by step), its
// story (where it stood by turn, how it ended), its name and dates, the General Staff's review kept with it
// (when one is kept, under this rules edition and General Staff), and at each turning point the
// board then: the choices' words, and its picture when the board can draw one.
import { MAX_SAVE_TEXT, type GameApi } from '../../shared/ipc.js';
import { choiceLabels } from '../../shared/labels/index.js';
import { afterActionReport, type ReportInput, type ReportReview } from '../../shared/review/report/index.js';
import type { BoardPictures } from './board-pictures.js';
import { reportedReview } from './kept-review-words.js';

/** At most this many pictures of the board (the turning points that cost most): the file stays a few MB. */
export const MAX_PICTURES = 8;

/** The turning points to draw: those that cost most first, at most MAX_PICTURES. */
function drawnSteps(review: ReportReview | null): Set<number> {
  const turning = review?.decisions.filter((d) => d.turningPoint) ?? [];
  return new Set([...turning].sort((a, b) => (a.gap?.mean ?? 0) - (b.gap?.mean ?? 0)).slice(0, MAX_PICTURES).map((d) => d.step));
}

/** Everything the report of campaign `id` is written from. */
export async function reportInputOf(api: GameApi, id: string, draw: BoardPictures | null): Promise<ReportInput> {
  const [history, story, list, settings, kept] = await Promise.all([api.history(id), api.campaignStory(id), api.listCampaigns(), api.getSettings(), api.reviewStatus(id).then(reportedReview)]);
  const summary = list.campaigns.find((c) => c.id === id);
  const choiceWords = new Map<number, readonly string[]>();
  const pictures = new Map<number, string>();
  const drawn = drawnSteps(kept.review);
  for (const d of kept.review?.decisions ?? []) {
    if (!d.turningPoint) continue;
    const { board } = await api.historyAt(id, d.step);
    if (board.prompt !== null) choiceWords.set(d.step, choiceLabels(board.prompt, board));
    if (draw !== null && drawn.has(d.step)) pictures.set(d.step, await draw(board, settings.colourBlind ? 'colour-blind' : 'standard'));
  }
  return {
    name: summary?.name ?? 'A campaign of Kaiserkrieg!', started: summary?.started ?? null, lastPlayed: summary?.lastPlayed ?? null,
    over: story.over, turns: story.turns, history, review: kept.review, reviewNote: kept.note, choiceWords, pictures,
  };
}

/** The report's HTML; without its pictures if they would make it larger than a file main takes. */
export function reportHtml(input: ReportInput): string {
  const html = afterActionReport(input);
  return html.length <= MAX_SAVE_TEXT ? html : afterActionReport({ ...input, pictures: new Map() });
}
