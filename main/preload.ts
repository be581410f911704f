// Preload (sandboxed, built as CommonJS: out/preload/index.cjs). Exposes exactly the GameApi of
// shared/ipc.ts as window.kaiserkrieg: one invoke per method and five subscriptions, never ipcRenderer.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  ADVICE_CHANNEL, API_GLOBAL, API_METHODS, channelOf, EVENTS_CHANNEL, MENU_CHANNEL, REVIEW_CHANNEL, TAKEN_CHANNEL, type AdviceUpdate, type CampaignTaken, type CampaignUpdate, type GameApi, type MenuCommand,
  type ReviewStatus,
} from '../shared/ipc.js';

function subscribe<T>(channel: string, callback: (payload: T) => void): () => void {
  const listener = (_event: IpcRendererEvent, payload: T): void => callback(payload);
  ipcRenderer.on(channel, listener);
  return () => {
    ipcRenderer.removeListener(channel, listener);
  };
}

const api: Record<string, unknown> = {
  onEvents: (callback: (update: CampaignUpdate) => void) => subscribe(EVENTS_CHANNEL, callback),
  onMenuCommand: (callback: (command: MenuCommand) => void) => subscribe(MENU_CHANNEL, callback),
  onAdvice: (callback: (update: AdviceUpdate) => void) => subscribe(ADVICE_CHANNEL, callback),
  onTaken: (callback: (taken: CampaignTaken) => void) => subscribe(TAKEN_CHANNEL, callback),
  onReview: (callback: (status: ReviewStatus) => void) => subscribe(REVIEW_CHANNEL, callback),
};
for (const method of API_METHODS) api[method] = (...args: unknown[]) => ipcRenderer.invoke(channelOf(method), ...args);

contextBridge.exposeInMainWorld(API_GLOBAL, api satisfies Record<keyof GameApi, unknown> as unknown as GameApi);
