// electron-vite: main (ESM, out/main/index.js), preload (CommonJS, out/preload/index.cjs — a sandboxed
// preload cannot be ESM) and the renderer (out/renderer, loaded from file:// so paths are relative).
import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { licenceNotices, mainListPath } from './tools/licence-notices.js';
import { boardChunkGroups, preloadBoardChunks } from './tools/vite-preload-board.js';
import { lazyGraphemeSegmenter } from './tools/vite-lazy-segmenter.js';
import { engineModulesArePure } from './tools/vite-engine-treeshake.js';

export default defineConfig({
  main: {
    plugins: [licenceNotices('main')],
    build: {
      outDir: 'out/main',
      // Bundle valibot and electron-store into index.js: the asar then needs no
      // node_modules at all, whatever package.json lists. Only electron and node: built-ins stay external.
      externalizeDeps: false,
      rollupOptions: {
        // The advisor's rollout worker and the review's worker are entries of their own: worker_threads loads
        // them as files beside index.js (main/advisor/worker-script.ts, main/review/worker-script.ts).
        input: { index: resolve('main/index.ts'), 'advisor-worker': resolve('main/advisor/rollout-worker.ts'), 'review-worker': resolve('main/review/review-worker.ts') },
        output: { format: 'es', entryFileNames: '[name].js' },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      externalizeDeps: true,
      rollupOptions: {
        input: { index: resolve('main/preload.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'renderer',
    base: './',
    plugins: [preloadBoardChunks(), lazyGraphemeSegmenter(), licenceNotices('renderer', mainListPath(process.cwd()))],
    build: {
      outDir: 'out/renderer',
      emptyOutDir: true,
      // electron-vite leaves the renderer unminified (1.8 MB of JS); minified it is 0.7 MB to parse at launch.
      minify: true,
      rollupOptions: { input: { index: resolve('renderer/index.html') }, treeshake: { moduleSideEffects: engineModulesArePure }, output: { codeSplitting: { groups: boardChunkGroups } } },
    },
  },
});
