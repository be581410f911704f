// One ipcMain.handle per API method: check the sender frame (the top one, at our page), then validate and call (api-handlers).
// Type-only electron import: this module runs in plain Node tests with a fake ipcMain.
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { API_METHODS, channelOf } from '../shared/ipc.js';
import { callApi } from './api-handlers.js';
import { reportProblem } from './diagnostics/problems.js';
import type { GameService } from './game-service.js';
import { topFrameUrl } from './sender-check.js';

/** The minimal event shape we read; Electron's IpcMainInvokeEvent has it. */
export type InvokeEvent = Pick<IpcMainInvokeEvent, 'senderFrame' | 'sender'>;

export interface IpcDeps {
  /** The session of the window that called (one per webContents: each window plays the campaign it opened). */
  readonly serviceFor: (event: InvokeEvent) => GameService;
  readonly isTrustedSender: (url: string | null | undefined) => boolean;
}

export function registerIpcHandlers(ipcMain: Pick<IpcMain, 'handle'>, deps: IpcDeps): void {
  for (const method of API_METHODS) {
    ipcMain.handle(channelOf(method), (event: InvokeEvent, ...args: unknown[]) => {
      // Only the window's top frame, at the game's own page, may call (a subframe of it may not).
      const url = topFrameUrl(event);
      if (!deps.isTrustedSender(url)) return Promise.reject(new Error('Refused: the call did not come from the game window'));
      // A call that fails (the library's, the engine's refusals) goes to the diagnostics log: its sentence only.
      return callApi(deps.serviceFor(event), method, args).catch((e: unknown) => {
        reportProblem(`the game's ${method}`, e instanceof Error ? e.message : e);
        throw e;
      });
    });
  }
}
