// `kk review ID|FILE --report FILE` (issue #34): the after-action report (shared/review/report) written from the
// terminal. The diary and the figures come from the campaign's history, as the History screen and the end
// screen read it; the board pictures of the turning points are drawn only by the app (they need its window),
// so this report has none.
import { writeFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { choiceLabels } from '../shared/labels/index.js';
import { afterActionReport, type ReportInput } from '../shared/review/report/index.js';
import type { Review } from '../shared/review/index.js';
import type { NewGameInput } from '../shared/engine/index.js';
import { engine } from '../main/engine-port.js';
import { campaignStory } from '../main/library/campaign-story.js';
import { CampaignHistory } from '../main/library/history.js';
import { openService, userDataFrom } from './kk-library.js';
import { campaignIn } from './kk-replay.js';
import type { ReadArgs } from './kk-args.js';

/** What the report reads off a campaign's history: the log by step, where it stood by turn, the choices' words. */
export function historyReportParts(history: CampaignHistory, review: Review | null): Pick<ReportInput, 'over' | 'turns' | 'history' | 'choiceWords'> {
  const story = campaignStory(engine, '', history);
  const choiceWords = new Map<number, readonly string[]>();
  for (const d of review?.decisions ?? []) {
    if (!d.turningPoint) continue;
    const board = engine.view(history.stateAt(d.step));
    if (board.prompt !== null) choiceWords.set(d.step, choiceLabels(board.prompt, board));
  }
  return {
    over: story.over,
    turns: story.turns,
    history: { log: history.logUpTo(history.length), lineCounts: history.marks.map((_, step) => history.lineCountAt(step)), marks: history.marks },
    choiceWords,
  };
}

/** The report of a library campaign (named and dated as the Campaigns screen shows it) or a campaign file. */
async function reportInput(read: ReadArgs, idOrFile: string, review: Review, isFile: boolean): Promise<ReportInput> {
  if (isFile) {
    const { seed, options, actions, newDice } = campaignIn(idOrFile);
    const history = new CampaignHistory(engine, {
      seed, options: engine.normaliseOptions(options as NewGameInput['options']), actions: actions as never[], newDice: newDice as NewGameInput['newDice'],
    });
    return { name: basename(idOrFile, extname(idOrFile)), started: null, lastPlayed: null, review, ...historyReportParts(history, review) };
  }
  const service = await openService(userDataFrom(read));
  try {
    const summary = (await service.listCampaigns()).campaigns.find((c) => c.id === idOrFile);
    const history = await service.historyOf(idOrFile);
    return { name: summary?.name ?? idOrFile, started: summary?.started ?? null, lastPlayed: summary?.lastPlayed ?? null, review, ...historyReportParts(history, review) };
  } finally {
    await service.close();
  }
}

/** Writes the report to `file`; says where, and that the pictures are the app's. */
export async function writeReport(read: ReadArgs, idOrFile: string, review: Review, isFile: boolean, file: string): Promise<string> {
  writeFileSync(file, afterActionReport(await reportInput(read, idOrFile, review, isFile)), 'utf8');
  return `The after-action report was written to ${file} (without pictures of the board: the game draws those when it saves the report).`;
}
