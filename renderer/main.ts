// Renderer entry: the title screen first, the board (Pixi) behind it. This chunk holds only the shell —
// the game API, DOM screens and side panel — so the title shows without waiting for Pixi; the board
// (app/board-app.ts, with Pixi) loads while the player reads the title, and a click on Continue or New
// campaign that comes before it is ready waits for it (see docs/renderer.md, Performance).
import { getGameApi } from './bridge.js';
import { fitWrapper } from './app/fit-stage.js';
import { withEarlyCalls } from './app/early-calls.js';
import { Shell } from './app/shell.js';
import { guardUnsaved, UnsavedWatch } from './app/unsaved-guard.js';
import { askAboutUnsaved } from './screens/unsaved-dialog.js';
import { exportCampaign } from './screens/save-files.js';
import { whenIdle } from './ui/when-idle.js';
import { loadMapImage } from './board/map-image.js';
import { addressWithoutReloadMark, reloadNotice } from '../shared/reload-notice.js';

/** How long the title may stand before the work kept for after the first board is done anyway. */
const TITLE_STANDS_MS = 3000;

/** Resolves after the next frame has been produced (the title is on screen, not just in the DOM). */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

async function boot(): Promise<void> {
  const t0 = performance.now();
  performance.mark('kk:boot'); // this chunk and the modules it imports have been fetched, compiled and run
  const wrapper = document.getElementById('stage');
  if (!wrapper) throw new Error('index.html lacks #stage');
  const params = new URLSearchParams(location.search);
  // Settings and title info are asked for at once; Pixi and the board start loading alongside.
  const raw = withEarlyCalls(getGameApi());
  // Moves the disk refused are never dropped unasked (issue #28): switching asks here, closing the tab asks the browser.
  const api = guardUnsaved(raw, {
    ask: (sentence) => askAboutUnsaved(wrapper, sentence),
    exportLive: async () => {
      let said = '';
      const live = await raw.current();
      if (live) await exportCampaign({ api: raw, say: (m) => { said = m; }, showError: (m) => { said = m; } }, live.id);
      return said;
    },
  });
  const unsaved = new UnsavedWatch();
  api.onEvents((u) => unsaved.see(u));
  if (!('kaiserkrieg' in window)) window.addEventListener('beforeunload', (e) => unsaved.beforeUnload(e));
  const shell = new Shell(api, !params.has('nosound'));
  const board = import('./app/board-app.js');
  // The map's picture is fetched and decoded off the page's thread meanwhile (another palette's, if the
  // settings ask for it, from Shell.applySettings).
  void loadMapImage('standard');
  fitWrapper(wrapper);
  window.addEventListener('resize', () => {
    fitWrapper(wrapper);
    shell.drawer.sync();
  });
  wrapper.append(shell.side.root, shell.drawer.tools, shell.guide.root, shell.screens.root, shell.notice.root, shell.shortcuts.root);
  window.addEventListener('keydown', (e) => shell.key(e));
  await shell.start();
  // Reloaded by main after the window crashed: say so, over the title.
  const reloaded = reloadNotice(params);
  if (reloaded) shell.notice.show(reloaded);
  const unmarked = addressWithoutReloadMark(location.href);
  if (unmarked !== null) history.replaceState(history.state, '', unmarked);
  performance.mark('kk:title');
  await afterNextFrame();
  performance.mark('kk:title-painted');
  const { startBoard } = await board;
  performance.mark('kk:board-loaded');
  shell.attach(await startBoard(shell, api, wrapper, params, t0));
  performance.mark('kk:board-ready');
  // Sounds (howler, an AudioContext: 55–75 ms of the page's thread, ten files from the host) and an
  // earlier version's palette and mute (the first look at the page's storage: up to ≈ 0.1 s) are not needed
  // for the first board. Started once the board was up, they filled the idle time while the host answered
  // New campaign or Continue, and the answer waited for them: the host served the sound files beside it and
  // the page applied it after them (issue #14). They wait for the first campaign, or the title to stand a while.
  await Promise.race([shell.firstCampaignShown, new Promise((resolve) => setTimeout(resolve, TITLE_STANDS_MS))]);
  if (shell.sounds) whenIdle(() => void shell.sounds?.load(), 2000);
  whenIdle(() => shell.takeOldPrefs(), 2000);
}

boot().catch((e: unknown) => {
  const box = document.getElementById('toast');
  if (box) {
    box.textContent = `The board could not start: ${(e as Error).message}`;
    box.style.display = '';
  }
  console.error(e);
});
