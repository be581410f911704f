// Where the review worker's code is (main/advisor/worker-script.ts finds it as it finds the rollout worker's):
// the built app bundles it as review-worker.js beside main's index.js (electron.vite.config.ts); from source it
// is main/review/review-worker.ts, loaded through tsx.
import { workerScriptFor, type WorkerScript } from '../advisor/worker-script.js';

export function reviewWorkerScript(moduleUrl: string = import.meta.url): WorkerScript {
  return workerScriptFor({ built: 'review-worker.js', source: 'review-worker.ts', who: 'The review' }, moduleUrl);
}
