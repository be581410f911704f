// Where the review worker's code is (as main/advisor/worker-script.ts finds the rollout worker's): the built
// app bundles it as review-worker.js beside main's index.js (electron.vite.config.ts); from source (tsx: the
// web host, vitest, kk) a small bootstrap loads the .ts file through tsx's import API.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { WorkerScript } from '../advisor/worker-script.js';

export function reviewWorkerScript(moduleUrl: string = import.meta.url): WorkerScript {
  for (const rel of ['./review-worker.js', '../review-worker.js']) {
    const built = fileURLToPath(new URL(rel, moduleUrl));
    if (existsSync(built)) return { file: built, eval: false };
  }
  const source = fileURLToPath(new URL('./review-worker.ts', moduleUrl));
  if (!existsSync(source)) throw new Error('The review cannot start: its worker file is missing');
  const tsxApi = join(dirname(createRequire(moduleUrl).resolve('tsx/package.json')), 'dist/esm/api/index.mjs');
  const url = JSON.stringify(pathToFileURL(source).href);
  const code = `import(${JSON.stringify(pathToFileURL(tsxApi).href)}).then((tsx) => tsx.tsImport(${url}, ${url}))`;
  return { code, eval: true, source };
}
