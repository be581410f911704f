// The advisor's rollout worker built as the app ships it (electron.vite.config.ts: main/advisor/rollout-worker.ts
// bundled by vite into one advisor-worker.js), into a folder of its own: the app-path bench starts its workers
// from that file, as the built app does, instead of from source through tsx's loader.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { WorkerScript } from '../../main/advisor/worker-script.js';

export interface BuiltWorker {
  readonly script: WorkerScript;
  /** Milliseconds the build took. */
  readonly buildMs: number;
  remove(): void;
}

export async function buildAdvisorWorker(): Promise<BuiltWorker> {
  const dir = mkdtempSync(join(tmpdir(), 'kk-advisor-worker-'));
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const t0 = performance.now();
  await build({
    configFile: false,
    logLevel: 'warn',
    root,
    // node's own modules stay imports; everything else in the one file, as the app's main bundle has it
    ssr: { noExternal: true },
    build: {
      ssr: true,
      outDir: dir,
      emptyOutDir: true,
      minify: false,
      rollupOptions: { input: { 'advisor-worker': join(root, 'main/advisor/rollout-worker.ts') }, output: { format: 'es', entryFileNames: '[name].js' } },
    },
  });
  return { script: { file: join(dir, 'advisor-worker.js'), eval: false }, buildMs: performance.now() - t0, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
