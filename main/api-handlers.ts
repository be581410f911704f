// One entry per API method: the schema of its arguments and the GameService call. IPC (main/ipc.ts)
// and the web host (main/web-host.ts) both go through callApi, so both validate the same way.
import * as v from 'valibot';
import type { Action } from '../shared/engine/index.js';
import { API_METHODS, type ApiMethod, type ImportRequest, type NewCampaignRequest, type PlayerSettings } from '../shared/ipc.js';
import type { GameService } from './game-service.js';
import { actionSchema, firstIssue, importSchema, newCampaignSchema, settingsPatchSchema, slotSchema } from './schemas.js';

const none = v.strictTuple([]);
const oneSlot = v.strictTuple([slotSchema]);

interface Handler {
  readonly args: v.GenericSchema<unknown, readonly unknown[]>;
  run(service: GameService, args: readonly unknown[]): Promise<unknown>;
}

const HANDLERS: Readonly<Record<ApiMethod, Handler>> = {
  title: { args: none, run: (s) => s.title() },
  newCampaign: { args: v.strictTuple([newCampaignSchema]), run: (s, [req]) => s.newCampaign(req as NewCampaignRequest) },
  continueLast: { args: none, run: (s) => s.continueLast() },
  current: { args: none, run: (s) => s.current() },
  act: { args: v.strictTuple([actionSchema]), run: (s, [action]) => s.act(action as Action) },
  undo: { args: none, run: (s) => s.undo() },
  listSaves: { args: none, run: (s) => s.listSaves() },
  saveAs: { args: oneSlot, run: (s, [slot]) => s.saveAs(slot as string) },
  load: { args: oneSlot, run: (s, [slot]) => s.load(slot as string) },
  loadBackup: { args: oneSlot, run: (s, [slot]) => s.loadBackup(slot as string) },
  deleteSave: { args: oneSlot, run: (s, [slot]) => s.deleteSave(slot as string) },
  exportSave: { args: oneSlot, run: (s, [slot]) => s.exportSave(slot as string) },
  importSave: { args: v.strictTuple([importSchema]), run: (s, [req]) => s.importSave(req as ImportRequest) },
  openSaveFolder: { args: none, run: (s) => s.openSaveFolder() },
  getSettings: { args: none, run: (s) => s.getSettings() },
  setSettings: { args: v.strictTuple([settingsPatchSchema]), run: (s, [patch]) => s.setSettings(patch as Partial<PlayerSettings>) },
  quit: { args: none, run: (s) => s.quit() },
};

export function isApiMethod(name: unknown): name is ApiMethod {
  return typeof name === 'string' && (API_METHODS as readonly string[]).includes(name);
}

/** Calls one method after validating its arguments; rejects with a player-readable message. */
export async function callApi(service: GameService, method: unknown, args: unknown): Promise<unknown> {
  if (!isApiMethod(method)) throw new Error('Unknown method');
  const handler = HANDLERS[method];
  const parsed = v.safeParse(handler.args, args);
  if (!parsed.success) throw new Error(`Bad arguments for ${method}: ${firstIssue(parsed.issues)}`);
  // Validation keeps the values the renderer sent; pass a copy so later changes on its side cannot leak in.
  return handler.run(service, structuredClone(parsed.output));
}
