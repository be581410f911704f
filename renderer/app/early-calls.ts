// The title screen waits for two answers from the game host (settings, title info). Asking for them
// before Pixi starts lets the WebSocket's connect and round trips overlap the renderer's own start-up
// instead of following it. Only the first call of each is answered early; later ones go straight through.
import type { GameApi } from '../../shared/ipc.js';

type Early = 'getSettings' | 'title';

export function withEarlyCalls(api: GameApi): GameApi {
  const pending = new Map<Early, Promise<unknown>>();
  for (const name of ['getSettings', 'title'] as const) {
    const p = api[name]();
    p.catch(() => undefined); // not unhandled: the first real caller receives the rejection
    pending.set(name, p);
  }
  const first = <K extends Early>(name: K): GameApi[K] => (() => {
    const p = pending.get(name);
    pending.delete(name);
    return p ?? api[name]();
  }) as GameApi[K];
  return new Proxy(api, {
    get: (target, key, receiver) => (key === 'getSettings' || key === 'title' ? first(key) : Reflect.get(target, key, receiver)),
  });
}
