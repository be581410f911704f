// The renderer's side of shared/ipc.ts. In Electron the preload has put the API on
// window.kaiserkrieg; in a plain browser (npm run play:web, e2e tests) the same API is spoken over the
// web host's WebSocket. Either way the renderer sees one GameApi.
import {
  API_GLOBAL, API_METHODS, WS_PATH, type AdviceUpdate, type ApiMethod, type CampaignTaken, type CampaignUpdate, type GameApi, type MenuCommand, type ReviewStatus, type WsPush, type WsReply,
} from '../shared/ipc.js';
import { keyProtocols } from '../shared/launch-key.js';
import { NO_KEY_SENTENCE, takeLaunchKey } from './launch-key.js';

declare global {
  interface Window {
    kaiserkrieg?: GameApi;
  }
}

let cached: GameApi | null = null;

/** The game API: the preload's when running in Electron, else a WebSocket client to this page's host. */
export function getGameApi(): GameApi {
  cached ??= (window as unknown as Record<string, GameApi | undefined>)[API_GLOBAL] ?? createSocketApi(`ws://${location.host}${WS_PATH}`, keyedSocket(takeLaunchKey()));
  return cached;
}

/** Opens the page's socket offering this launch's key (the host refuses one without it); without a key, says so. */
function keyedSocket(key: string | null): (url: string) => WebSocket {
  return (url) => {
    if (key === null) throw new Error(NO_KEY_SENTENCE);
    return new WebSocket(url, keyProtocols(key));
  };
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** A GameApi over a WebSocket: {id, method, args} out, {id, ok, result | error} back, pushes in between. */
export function createSocketApi(url: string, makeSocket: (url: string) => WebSocket = (u) => new WebSocket(u)): GameApi {
  const pending = new Map<number, Pending>();
  const eventListeners = new Set<(u: CampaignUpdate) => void>();
  const menuListeners = new Set<(c: MenuCommand) => void>();
  const adviceListeners = new Set<(u: AdviceUpdate) => void>();
  const takenListeners = new Set<(t: CampaignTaken) => void>();
  const reviewListeners = new Set<(s: ReviewStatus) => void>();
  let nextId = 1;
  let socket: WebSocket | null = null;
  let opened: Promise<WebSocket> | null = null;

  const failAll = (why: string): void => {
    for (const p of pending.values()) p.reject(new Error(why));
    pending.clear();
  };

  const connect = (): Promise<WebSocket> => {
    opened ??= new Promise((resolve, reject) => {
      const ws = makeSocket(url);
      ws.addEventListener('open', () => {
        socket = ws;
        resolve(ws);
      });
      ws.addEventListener('message', (e: MessageEvent) => onMessage(String(e.data)));
      ws.addEventListener('close', () => {
        socket = null;
        opened = null; // the next call reconnects
        failAll('The connection to the game host was lost');
        // Also what a page with a key from an earlier start sees (the host refuses its socket: issue 13).
        reject(new Error('Cannot reach the game. Open it from the address the game printed when it started.'));
      });
    });
    return opened;
  };

  const onMessage = (text: string): void => {
    let msg: WsReply | WsPush;
    try {
      msg = JSON.parse(text) as WsReply | WsPush;
    } catch {
      return;
    }
    if ('event' in msg) {
      if (msg.event === 'engine-events') for (const l of eventListeners) l(msg.update);
      else if (msg.event === 'menu-command') for (const l of menuListeners) l(msg.command);
      else if (msg.event === 'advice') for (const l of adviceListeners) l(msg.update);
      else if (msg.event === 'campaign-taken') for (const l of takenListeners) l(msg.taken);
      else if (msg.event === 'review') for (const l of reviewListeners) l(msg.status);
      return;
    }
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    if (msg.ok) p.resolve(msg.result);
    else p.reject(new Error(msg.error));
  };

  const call = async (method: ApiMethod, args: unknown[]): Promise<unknown> => {
    const ws = socket ?? (await connect());
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      ws.send(JSON.stringify({ id, method, args }));
    });
  };

  const api: Record<string, unknown> = {
    onEvents(callback: (u: CampaignUpdate) => void) {
      eventListeners.add(callback);
      void connect().catch(() => undefined); // pushes need an open socket even before the first call
      return () => eventListeners.delete(callback);
    },
    onMenuCommand(callback: (c: MenuCommand) => void) {
      menuListeners.add(callback);
      return () => menuListeners.delete(callback);
    },
    onAdvice(callback: (u: AdviceUpdate) => void) {
      adviceListeners.add(callback);
      return () => adviceListeners.delete(callback);
    },
    onTaken(callback: (t: CampaignTaken) => void) {
      takenListeners.add(callback);
      return () => takenListeners.delete(callback);
    },
    onReview(callback: (s: ReviewStatus) => void) {
      reviewListeners.add(callback);
      return () => reviewListeners.delete(callback);
    },
  };
  for (const method of API_METHODS) api[method] = (...args: unknown[]) => call(method, args);
  return api as unknown as GameApi;
}
