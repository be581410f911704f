// Where the rollout worker's code is. The built app bundles it as advisor-worker.js next to main's index.js
// (electron.vite.config.ts); from source (tsx: `npm run play:web`, vitest, the kk CLI) the worker is a
// small bootstrap that loads the .ts file through tsx's import API (a worker does not inherit tsx's loader).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What to hand `new Worker`: a file, or code to evaluate. */
export type WorkerScript = { readonly file: string; readonly eval: false } | { readonly code: string; readonly eval: true; readonly source: string };

/** The worker for a module at `moduleUrl` (this one, or the bundle it was built into). */
export function workerScript(moduleUrl: string = import.meta.url): WorkerScript {
  // next to the bundle, or one folder up when the bundler put this module into a chunk folder
  for (const rel of ['./advisor-worker.js', '../advisor-worker.js']) {
    const built = fileURLToPath(new URL(rel, moduleUrl));
    if (existsSync(built)) return { file: built, eval: false };
  }
  const source = fileURLToPath(new URL('./rollout-worker.ts', moduleUrl));
  if (!existsSync(source)) throw new Error('The advisor cannot start: its worker file is missing');
  const tsxApi = join(dirname(createRequire(moduleUrl).resolve('tsx/package.json')), 'dist/esm/api/index.mjs');
  const url = JSON.stringify(pathToFileURL(source).href);
  const code = `import(${JSON.stringify(pathToFileURL(tsxApi).href)}).then((tsx) => tsx.tsImport(${url}, ${url}))`;
  return { code, eval: true, source };
}
