// `vite build renderer` (npm run build:web: the web host's and the e2e's build) reads this file;
// electron-vite's renderer section in electron.vite.config.ts uses the same plugin.
import { defineConfig } from 'vite';
import { preloadBoardChunks } from '../tools/vite-preload-board.js';

export default defineConfig({ plugins: [preloadBoardChunks()] });
