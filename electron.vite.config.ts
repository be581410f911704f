// electron-vite: main (ESM, out/main/index.js), preload (CommonJS, out/preload/index.cjs — a sandboxed
// preload cannot be ESM) and the renderer (out/renderer, loaded from file:// so paths are relative).
import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      // Runtime packages stay in node_modules (asar); electron-vite leaves dependencies external.
      externalizeDeps: true,
      rollupOptions: {
        input: { index: resolve('main/index.ts') },
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
    build: {
      outDir: 'out/renderer',
      emptyOutDir: true,
      rollupOptions: { input: { index: resolve('renderer/index.html') } },
    },
  },
});
