// The map of Europe painted off the page's main thread (issue #14: on a cold launch the map was the largest
// single block before the board could be used). A worker started at boot paints the sea, land, coasts and
// lines of latitude into an OffscreenCanvas at the static board's pixel density and hands the picture back
// (map-ahead.ts); the board then lays it under its boxes in one copy.
import { paintMapOnly } from './backdrop.js';
import { mapPixelSize, type MapJob } from './map-job.js';

self.onmessage = (e: MessageEvent<MapJob>) => {
  const job = e.data;
  const { w, h } = mapPixelSize(job.resolution);
  const canvas = new OffscreenCanvas(w, h);
  const ctx = canvas.getContext('2d');
  if (!ctx) {
    self.postMessage(null);
    return;
  }
  ctx.setTransform(job.resolution, 0, 0, job.resolution, 0, 0);
  paintMapOnly(ctx, job.palette);
  const bitmap = canvas.transferToImageBitmap();
  self.postMessage(bitmap, { transfer: [bitmap] });
};
