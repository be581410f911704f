// `vite build renderer` (npm run build:web: the web host's and the e2e's build) reads this file;
// electron-vite's renderer section in electron.vite.config.ts uses the same plugins (there with main's
// licence list as well: the web build bundles no main process).
import { defineConfig } from 'vite';
import { licenceNotices } from '../tools/licence-notices.js';
import { boardChunkGroups, preloadBoardChunks } from '../tools/vite-preload-board.js';
import { engineModulesArePure } from '../tools/vite-engine-treeshake.js';
import { lazyGraphemeSegmenter } from '../tools/vite-lazy-segmenter.js';

export default defineConfig({
  plugins: [preloadBoardChunks(), lazyGraphemeSegmenter(), licenceNotices('renderer')],
  build: { rolldownOptions: { treeshake: { moduleSideEffects: engineModulesArePure }, output: { codeSplitting: { groups: boardChunkGroups } } } },
});
