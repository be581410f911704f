// One entry per API method: the schema of its arguments and the GameService call. IPC (main/ipc.ts)
// and the web host (main/web-host.ts) both go through callApi, so both validate the same way.
import * as v from 'valibot';
import type { PlainAction } from '../shared/engine/index.js';
import { API_METHODS, type ApiMethod, type ImportRequest, type NewCampaignRequest, type PlayerSettings, type SeenBoard } from '../shared/ipc.js';
import type { GameService } from './game-service.js';
import { DICE_CHOICES, type DiceChoice } from '../shared/branch-dice.js';
import { withoutPaths } from './without-paths.js';
import { actionSchema, bookmarkNameArgSchema, campaignNameArgSchema, notesArgSchema, reportHtmlSchema, seenBoardSchema, campaignIdSchema, firstIssue, importSchema, newCampaignSchema, NOT_A_CAMPAIGN, settingsPatchSchema } from './schemas.js';

const none = v.strictTuple([]);
const oneId = v.strictTuple([campaignIdSchema]);
const bookmarkIndexSchema = v.pipe(v.number('A bookmark is told by its place in the list'), v.integer('A bookmark’s place is a whole number'), v.minValue(0), v.maxValue(10_000));
const diceChoiceSchema = v.picklist(DICE_CHOICES.map(([c]) => c), 'The dice of a branch are "same" or "new"');
const actionCountSchema = v.pipe(v.number('A move number must be a number'), v.integer('A move number must be whole'), v.minValue(0), v.maxValue(1_000_000));

interface Handler {
  readonly args: v.GenericSchema<unknown, readonly unknown[]>;
  run(service: GameService, args: readonly unknown[]): Promise<unknown>;
}

const HANDLERS: Readonly<Record<ApiMethod, Handler>> = {
  title: { args: none, run: (s) => s.title() },
  newCampaign: { args: v.strictTuple([newCampaignSchema]), run: (s, [req]) => s.newCampaign(req as NewCampaignRequest) },
  continueLast: { args: none, run: (s) => s.continueLast() },
  current: { args: none, run: (s) => s.current() },
  act: { args: v.strictTuple([actionSchema, seenBoardSchema]), run: (s, [action, seen]) => s.act(action as PlainAction, seen as SeenBoard) },
  undo: { args: none, run: (s) => s.undo() },
  listCampaigns: { args: none, run: (s) => s.listCampaigns() },
  resume: { args: oneId, run: (s, [id]) => s.resume(id as string) },
  takeOver: { args: oneId, run: (s, [id]) => s.takeOver(id as string) },
  resumeBackup: { args: oneId, run: (s, [id]) => s.resumeBackup(id as string) },
  playOnOutdated: { args: oneId, run: (s, [id]) => s.playOnOutdated(id as string) },
  // The dice are optional (issue 31): older callers send the moment alone, a branch with the same dice.
  playFrom: {
    args: v.union([v.strictTuple([campaignIdSchema, actionCountSchema]), v.strictTuple([campaignIdSchema, actionCountSchema, diceChoiceSchema])]),
    run: (s, [id, n, dice]) => s.playFrom(id as string, n as number, (dice as DiceChoice | undefined) ?? 'same'),
  },
  // A bookmark's note is optional (issue 31): older callers send the name alone.
  bookmark: {
    args: v.union([v.strictTuple([bookmarkNameArgSchema]), v.strictTuple([bookmarkNameArgSchema, notesArgSchema])]),
    run: (s, [name, note]) => s.bookmark(name as string, (note as string | undefined) ?? ''),
  },
  setNotes: { args: v.strictTuple([campaignIdSchema, notesArgSchema]), run: (s, [id, text]) => s.setNotes(id as string, text as string) },
  setBookmarkNote: {
    args: v.strictTuple([campaignIdSchema, bookmarkIndexSchema, notesArgSchema]),
    run: (s, [id, index, text]) => s.setBookmarkNote(id as string, index as number, text as string),
  },
  renameCampaign: { args: v.strictTuple([campaignIdSchema, campaignNameArgSchema]), run: (s, [id, name]) => s.renameCampaign(id as string, name as string) },
  duplicate: { args: oneId, run: (s, [id]) => s.duplicate(id as string) },
  deleteCampaign: { args: oneId, run: (s, [id]) => s.deleteCampaign(id as string) },
  restoreCampaign: { args: oneId, run: (s, [id]) => s.restoreCampaign(id as string) },
  exportCampaign: { args: oneId, run: (s, [id]) => s.exportCampaign(id as string) },
  importCampaign: { args: v.strictTuple([importSchema]), run: (s, [req]) => s.importCampaign(req as ImportRequest) },
  openSaveFolder: { args: none, run: (s) => s.openSaveFolder() },
  about: { args: none, run: (s) => s.about() },
  getSettings: { args: none, run: (s) => s.getSettings() },
  setSettings: { args: v.strictTuple([settingsPatchSchema]), run: (s, [patch]) => s.setSettings(patch as Partial<PlayerSettings>) },
  quit: { args: none, run: (s) => s.quit() },
  history: { args: oneId, run: (s, [id]) => s.history(id as string) },
  historyAt: { args: v.strictTuple([campaignIdSchema, actionCountSchema]), run: (s, [id, n]) => s.historyAt(id as string, n as number) },
  statistics: { args: none, run: (s) => s.statistics() },
  exportStatistics: { args: none, run: (s) => s.exportStatistics() },
  saveReport: { args: v.strictTuple([campaignNameArgSchema, reportHtmlSchema]), run: (s, [name, html]) => s.saveReport(name as string, html as string) },
  campaignStory: { args: oneId, run: (s, [id]) => s.campaignStory(id as string) },
  askAdvisor: { args: none, run: (s) => s.askAdvisor() },
  cancelAdvisor: { args: none, run: (s) => s.cancelAdvisor() },
  discardUnsaved: { args: none, run: (s) => s.discardUnsaved() },
  reviewStatus: { args: oneId, run: (s, [id]) => s.reviewStatus(id as string) },
  startReview: { args: oneId, run: (s, [id]) => s.startReview(id as string) },
  stopReview: { args: oneId, run: (s, [id]) => s.stopReview(id as string) },
};

export function isApiMethod(name: unknown): name is ApiMethod {
  return typeof name === 'string' && (API_METHODS as readonly string[]).includes(name);
}

/** Calls one method after validating its arguments; rejects with a player-readable message. */
export async function callApi(service: GameService, method: unknown, args: unknown): Promise<unknown> {
  if (!isApiMethod(method)) throw new Error('Unknown method');
  const handler = HANDLERS[method];
  const parsed = v.safeParse(handler.args, args);
  if (!parsed.success) {
    // A campaign id that is not one is said as the library says it (never "Bad arguments for resume: 0: …").
    if (parsed.issues[0].message === NOT_A_CAMPAIGN) throw new Error(`${NOT_A_CAMPAIGN}.`);
    throw new Error(`Bad arguments for ${method}: ${firstIssue(parsed.issues)}`);
  }
  // Validation keeps the values the renderer sent; pass a copy so later changes on its side cannot leak in.
  try {
    return await handler.run(service, structuredClone(parsed.output));
  } catch (e) {
    // No absolute path of the player's machine leaves main in an error (issue 13).
    const message = e instanceof Error ? e.message : String(e);
    const safe = withoutPaths(message);
    if (safe === message && e instanceof Error) throw e;
    throw Object.assign(new Error(safe), { name: e instanceof Error ? e.name : 'Error' });
  }
}
