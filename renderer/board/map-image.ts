// The map's pictures (assets/map/make-map-image.ts), loaded and decoded off the page's thread: the file is
// fetched and createImageBitmap decodes it in the browser's background, so the board can lay the map
// under its boxes with one drawImage instead of painting the 33.5 KB path on the page's thread (issue
// #14: launch → interactive board). Started at boot, beside everything else; a palette's picture is
// asked for once. Where it cannot load (no fetch of the page's files, say), the caller paints the path.
import { MAP_IMAGE_PALETTES } from './map-image-files.js';
import type { Palette } from './tile-look.js';

const FILES: Readonly<Record<Palette, string>> = {
  standard: new URL('../../assets/map/europe-standard.png', import.meta.url).href,
  'colour-blind': new URL('../../assets/map/europe-colour-blind.png', import.meta.url).href,
  'standard-low-light': new URL('../../assets/map/europe-standard-low-light.png', import.meta.url).href,
  'colour-blind-low-light': new URL('../../assets/map/europe-colour-blind-low-light.png', import.meta.url).href,
};

const loads = new Map<Palette, Promise<ImageBitmap | null>>();
const decoded = new Map<Palette, ImageBitmap>();

/** Through an image element: where fetch cannot read the page's own files (Electron's file:// pages). */
async function decodeImage(url: string): Promise<ImageBitmap> {
  const img = new Image();
  img.src = url;
  await img.decode();
  return createImageBitmap(img);
}

/** The file fetched and its bytes decoded by createImageBitmap (in the browser's background). */
async function decode(url: string): Promise<ImageBitmap> {
  if (new URL(url).protocol === 'file:') return decodeImage(url);
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return await createImageBitmap(await response.blob());
  } catch {
    return decodeImage(url);
  }
}

/** Starts loading the palette's picture (once); resolves with it, or null when it cannot be had. */
export function loadMapImage(palette: Palette): Promise<ImageBitmap | null> {
  let load = loads.get(palette);
  if (!load) {
    load = typeof createImageBitmap === 'function' && MAP_IMAGE_PALETTES.includes(palette)
      ? decode(FILES[palette]).then((b) => { decoded.set(palette, b); return b; }, () => null)
      : Promise.resolve(null);
    loads.set(palette, load);
  }
  return load;
}

/** The palette's picture if it is decoded already, else undefined. */
export function mapImageNow(palette: Palette): ImageBitmap | undefined {
  return decoded.get(palette);
}
