// The static board painted off the page's main thread (issue #14: on a cold launch its map alone was the
// largest single block before the board could be used, the boxes and cards the next). A worker started at
// boot paints the whole picture — sea, land, coasts, lines of latitude, box frames and titles, the printed
// track cards — into an OffscreenCanvas at the board's pixel density and hands it back
// (static-board-ahead.ts); the board then copies it into its texture.
import { LAYOUT } from './layout.js';
import { paintStaticBoard } from './static-board.js';
import { staticBoardPixelSize, type StaticBoardJob } from './static-board-job.js';

self.onmessage = (e: MessageEvent<StaticBoardJob>) => {
  const job = e.data;
  const { w, h } = staticBoardPixelSize(job.resolution);
  const canvas = new OffscreenCanvas(w, h);
  const ctx = canvas.getContext('2d');
  if (!ctx) {
    self.postMessage(null);
    return;
  }
  ctx.setTransform(job.resolution, 0, 0, job.resolution, 0, 0);
  paintStaticBoard(ctx, LAYOUT, job.palette, job.textScale, true);
  const bitmap = canvas.transferToImageBitmap();
  self.postMessage(bitmap, { transfer: [bitmap] });
};
