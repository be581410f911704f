// Draws the app icon (our own design: the map symbol for a battle, crossed lines in a gold ring, on
// field grey) and writes
// icon.png at 1024x1024; electron-builder derives the .ico and .icns from it.
// Run: npx tsx assets/icons/make-icon.ts
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZE = 1024;
const px = Buffer.alloc(SIZE * SIZE * 4);

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

for (let y = 0; y < SIZE; y++) {
  for (let x = 0; x < SIZE; x++) {
    const c = colourAt(x, y);
    if (c) px.set(c, (y * SIZE + x) * 4);
  }
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

const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
const rows = Buffer.alloc(SIZE * (SIZE * 4 + 1));
for (let y = 0; y < SIZE; y++) px.copy(rows, y * (SIZE * 4 + 1) + 1, y * SIZE * 4, (y + 1) * SIZE * 4);
const png = Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
writeFileSync(new URL('./icon.png', import.meta.url), png);
console.log(`icon.png: ${png.length} bytes`);
