// Draws the app icon (our own design: the map symbol for a battle, crossed lines in a gold ring, on
// field grey) at every size each platform needs, each drawn at its own size (4x4 samples a pixel) rather
// than scaled down: icon.png (1024, the source), png/NxN.png (Linux: 16–1024), and icon-gen packs the
// same drawings into icon.ico (Windows: 16–256) and icon.icns (macOS: 16–1024).
// Run: npm run icons
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import iconGen from 'icon-gen';

/** The design's own units: every shape below is laid out on a 1024 square. */
const SIZE = 1024;
const SAMPLES = 4;
export const LINUX_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];
export const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256];
export const ICNS_SIZES = [16, 32, 64, 128, 256, 512, 1024];

type RGBA = [number, number, number, number];
const FIELD: RGBA = [59, 63, 51, 255];
const GOLD: RGBA = [201, 162, 74, 255];
const DARK: RGBA = [32, 34, 28, 255];

function colourAt(x: number, y: number): RGBA | null {
  const cx = x - SIZE / 2 + 0.5;
  const cy = y - SIZE / 2 + 0.5;
  // Rounded square.
  const r = 180;
  const half = SIZE / 2 - 24;
  const qx = Math.max(Math.abs(cx) - (half - r), 0);
  const qy = Math.max(Math.abs(cy) - (half - r), 0);
  if (Math.hypot(qx, qy) > r) return null;
  const d = Math.hypot(cx, cy);
  if (d > 330 && d < 380) return GOLD;
  if (d <= 330) {
    // The crossed lines: bars along both diagonals.
    const a = Math.abs(cx - cy) / Math.SQRT2;
    const b = Math.abs(cx + cy) / Math.SQRT2;
    if (a < 22 || b < 22) return GOLD;
    return DARK;
  }
  return FIELD;
}

/** The icon drawn at `size` pixels: each pixel the average of SAMPLES² points of the design. */
function draw(size: number): Buffer {
  const px = Buffer.alloc(size * size * 4);
  const scale = SIZE / size;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const sum = [0, 0, 0, 0];
      for (let j = 0; j < SAMPLES; j++) {
        for (let i = 0; i < SAMPLES; i++) {
          const c = colourAt((x + (i + 0.5) / SAMPLES) * scale - 0.5, (y + (j + 0.5) / SAMPLES) * scale - 0.5);
          if (!c) continue;
          for (let k = 0; k < 3; k++) sum[k] += c[k] * c[3];
          sum[3] += c[3];
        }
      }
      const n = SAMPLES * SAMPLES;
      const at = (y * size + x) * 4;
      // Colour weighted by coverage (no dark fringe at the rounded edge), alpha the coverage itself.
      if (sum[3] > 0) px.set([sum[0] / sum[3], sum[1] / sum[3], sum[2] / sum[3], sum[3] / n].map(Math.round), at);
    }
  }
  return png(size, px);
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function png(size: number, px: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) px.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

async function main(): Promise<void> {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const drawn = new Map([...new Set([...LINUX_SIZES, ...ICO_SIZES, ...ICNS_SIZES])].map((s) => [s, draw(s)]));
  writeFileSync(join(here, 'icon.png'), drawn.get(1024)!);
  mkdirSync(join(here, 'png'), { recursive: true });
  for (const s of LINUX_SIZES) writeFileSync(join(here, 'png', `${s}x${s}.png`), drawn.get(s)!);
  // icon-gen reads <size>.png from a folder and writes icon.ico and icon.icns.
  const work = mkdtempSync(join(tmpdir(), 'kk-icons-'));
  try {
    for (const [s, data] of drawn) writeFileSync(join(work, `${s}.png`), data);
    await iconGen(work, work, { report: false, ico: { name: 'icon', sizes: ICO_SIZES }, icns: { name: 'icon', sizes: ICNS_SIZES } });
    for (const f of ['icon.ico', 'icon.icns']) renameSync(join(work, f), join(here, f));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  console.log(`icons: icon.png, png/ (${LINUX_SIZES.join(', ')}), icon.ico (${ICO_SIZES.join(', ')}), icon.icns (${ICNS_SIZES.join(', ')})`);
}

// Run as a script (npm run icons) only: the test imports the size lists.
if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) await main();
