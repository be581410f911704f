// The advisor's workers shared by every window or tab (main/compose.ts): the pool plays one answer at a
// time and drops the one running when asked again, so here the asks take turns instead. One tab's question
// then never cancels another tab's answer (issue #28); a cancel reaches only the ask it belongs to.
import type { Advice } from '../../shared/advisor/index.js';
import type { AdvisorPort } from '../game-service.js';
import type { AdviceRun } from './worker-pool.js';

export function takingTurns(pool: AdvisorPort): AdvisorPort {
  let line: Promise<void> = Promise.resolve();
  return {
    advise(state, opts, onProgress) {
      let settle: (advice: Advice | null) => void = () => undefined;
      let fail: (e: unknown) => void = () => undefined;
      const result = new Promise<Advice | null>((resolve, reject) => {
        settle = resolve;
        fail = reject;
      });
      let run: AdviceRun | null = null;
      let cancelled = false;
      line = line.then(async () => {
        if (cancelled) return;
        try {
          run = pool.advise(state, opts, onProgress);
          settle(await run.result);
        } catch (e) {
          fail(e);
        }
      });
      return {
        result,
        cancel: () => {
          cancelled = true;
          if (run) run.cancel();
          else settle(null); // still waiting its turn: answered as cancelled at once
        },
      };
    },
    // A warm-up is the pool's own (once in its life) and gives way to any answer: it needs no turn.
    warm: (state, policy) => pool.warm?.(state, policy) ?? Promise.resolve(),
    // The pool itself is closed by its owner (GameSessions.close), never by one window's session.
    close: () => Promise.resolve(),
  };
}
