// Reads an 8-bit RGBA PNG (as Chromium's canvas encoder writes them) into its pixels, for tests that check
// a committed picture against the colours in code. Only what such files use: no palette, no interlace.
import { inflateSync } from 'node:zlib';

export interface PngPixels {
  readonly width: number;
  readonly height: number;
  /** RGBA at (x, y). */
  at(x: number, y: number): [number, number, number, number];
}

/** The Paeth predictor of the PNG specification (filter type 4). */
function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

export function readPng(file: Buffer): PngPixels {
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  for (let at = 8; at < file.length;) {
    const length = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    const body = file.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[9] !== 6 || body[12] !== 0) throw new Error('only 8-bit RGBA, not interlaced');
    } else if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * 4;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const x = raw[y * (stride + 1) + 1 + i];
      const a = i >= 4 ? pixels[y * stride + i - 4] : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + i] : 0;
      const c = i >= 4 && y > 0 ? pixels[(y - 1) * stride + i - 4] : 0;
      const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter];
      pixels[y * stride + i] = (x + predictor) & 0xff;
    }
  }
  return {
    width,
    height,
    at: (x, y) => { const i = y * stride + x * 4; return [pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]]; },
  };
}
