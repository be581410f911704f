// Where a worker thread's code is: the advisor's rollout worker (here) and the review's (main/review/worker-script.ts).
// The built app bundles each as a file of its own next to main's index.js (electron.vite.config.ts's entries:
// advisor-worker.js, review-worker.js); from source (tsx: `npm run play:web`, vitest, the kk CLI) the worker is a
// small bootstrap that loads the .ts file through tsx's import API (a worker does not inherit tsx's loader).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What to hand `new Worker`: a file, or code to evaluate. */
export type WorkerScript = { readonly file: string; readonly eval: false } | { readonly code: string; readonly eval: true; readonly source: string };

/** A worker's files: `built` as the bundle names it, `source` its .ts file beside the module that asks; `who` starts it (for the sentence). */
export interface WorkerFiles {
  readonly built: string;
  readonly source: string;
  readonly who: string;
}

/** The worker `files` names, for a module at `moduleUrl` (the one that asks, or the bundle it was built into). */
export function workerScriptFor(files: WorkerFiles, moduleUrl: string): WorkerScript {
  // next to the bundle, or one folder up when the bundler put this module into a chunk folder
  for (const rel of [`./${files.built}`, `../${files.built}`]) {
    const built = fileURLToPath(new URL(rel, moduleUrl));
    if (existsSync(built)) return { file: built, eval: false };
  }
  const source = fileURLToPath(new URL(`./${files.source}`, moduleUrl));
  if (!existsSync(source)) throw new Error(`${files.who} cannot start: its worker file is missing`);
  const tsxApi = join(dirname(createRequire(moduleUrl).resolve('tsx/package.json')), 'dist/esm/api/index.mjs');
  const url = JSON.stringify(pathToFileURL(source).href);
  const code = `import(${JSON.stringify(pathToFileURL(tsxApi).href)}).then((tsx) => tsx.tsImport(${url}, ${url}))`;
  return { code, eval: true, source };
}

/** The rollout worker, for a module at `moduleUrl` (this one, or the bundle it was built into). */
export function workerScript(moduleUrl: string = import.meta.url): WorkerScript {
  return workerScriptFor({ built: 'advisor-worker.js', source: 'rollout-worker.ts', who: 'The advisor' }, moduleUrl);
}
