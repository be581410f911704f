// Electron: one GameService per window (webContents), so each window plays the campaign it opened and
// hears only its own campaign's updates, advice and take-overs (issue #28). No electron import: this runs
// in plain Node tests with a fake webContents.
import { ADVICE_CHANNEL, EVENTS_CHANNEL, REVIEW_CHANNEL, TAKEN_CHANNEL } from '../shared/ipc.js';
import type { GameService } from './game-service.js';

/** The part of a webContents this reads (Electron's WebContents has it). */
export interface SessionContents {
  readonly id: number;
  send(channel: string, payload: unknown): void;
  isDestroyed(): boolean;
  once(event: 'destroyed', listener: () => void): unknown;
}

export interface WindowSessions {
  /** The calling window's session, made at its first call. */
  serviceFor(contents: SessionContents): GameService;
  /** Every session open now (the menu's save folder needs any one; quit closes them all). */
  all(): GameService[];
}

export function windowSessions(open: () => GameService): WindowSessions {
  const byWindow = new Map<number, GameService>();
  return {
    serviceFor(contents) {
      const known = byWindow.get(contents.id);
      if (known) return known;
      const service = open();
      byWindow.set(contents.id, service);
      const send = (channel: string, payload: unknown): void => {
        if (!contents.isDestroyed()) contents.send(channel, payload);
      };
      service.onUpdate((update) => send(EVENTS_CHANNEL, update));
      service.onAdvice((update) => send(ADVICE_CHANNEL, update));
      service.onTaken((taken) => send(TAKEN_CHANNEL, taken));
      service.onReview((status) => send(REVIEW_CHANNEL, status));
      // The window is gone (closed, or its page crashed for good): its campaign's lock goes with it.
      contents.once('destroyed', () => {
        byWindow.delete(contents.id);
        void service.close().catch(() => undefined);
      });
      return service;
    },
    all: () => [...byWindow.values()],
  };
}
