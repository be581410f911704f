// A rollout worker of the advisor (worker_threads): plays the jobs main hands it on the position of the
// answer in progress and posts back their sums. Built as out/main/advisor-worker.js (electron.vite.config.ts);
// run from source under tsx in development and tests (main/advisor/worker-script.ts).
import { parentPort } from 'node:worker_threads';
import { runRollouts } from '../../shared/advisor/index.js';
import { setEventRecording, type GameState } from '../../shared/engine/index.js';
import type { FromWorker, ToWorker } from './protocol.js';

setEventRecording(false); // nobody reads a rollout's events

let position: { askId: number; state: GameState; policy: string } | null = null;

function reply(msg: FromWorker): void {
  parentPort?.postMessage(msg);
}

parentPort?.on('message', (msg: ToWorker) => {
  if (msg.type === 'position') {
    position = { askId: msg.askId, state: JSON.parse(msg.state) as GameState, policy: msg.policy };
    return;
  }
  if (position === null || position.askId !== msg.askId) {
    reply({ type: 'failed', askId: msg.askId, jobId: msg.jobId, message: 'The worker has no position for this answer' });
    return;
  }
  try {
    reply({ type: 'result', askId: msg.askId, jobId: msg.jobId, results: runRollouts(position.state, msg.actionIndices, msg.seeds, position.policy) });
  } catch (e) {
    reply({ type: 'failed', askId: msg.askId, jobId: msg.jobId, message: e instanceof Error ? e.message : String(e) });
  }
});
