// Text widths in DejaVu Sans, the font the page draws in (styles.css, the prompt bar's Pixi texts), read from the
// font file's own advance widths (the 'cmap', 'hhea', 'hmtx' and 'head' tables), so a layout test counts what
// Chromium would lay out without a browser. Kerning is left out: it moves a long label by a pixel or two.
import { readFileSync } from 'node:fs';

const FONT_FILE = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

export interface FontWidths {
  /** The width of `text` on one line at `size` pixels. */
  width(text: string, size: number): number;
  /** A line's height at `size` pixels (ascent + descent, as Pixi measures a line). */
  lineHeight(size: number): number;
}

export function dejavuSans(): FontWidths {
  const data = readFileSync(FONT_FILE);
  const tables = new Map<string, number>();
  for (let i = 0, n = data.readUInt16BE(4); i < n; i++) {
    const at = 12 + i * 16;
    tables.set(data.toString('latin1', at, at + 4), data.readUInt32BE(at + 8));
  }
  const table = (tag: string): number => {
    const at = tables.get(tag);
    if (at === undefined) throw new Error(`${FONT_FILE} has no ${tag} table`);
    return at;
  };
  const unitsPerEm = data.readUInt16BE(table('head') + 18);
  const hhea = table('hhea');
  const ascent = data.readInt16BE(hhea + 4);
  const descent = data.readInt16BE(hhea + 6);
  const metrics = data.readUInt16BE(hhea + 34);
  const hmtx = table('hmtx');
  const advance = (glyph: number): number => data.readUInt16BE(hmtx + 4 * Math.min(glyph, metrics - 1));
  // cmap: the Windows Unicode BMP subtable (format 4), segment by segment.
  const cmap = table('cmap');
  let sub = -1;
  for (let i = 0, n = data.readUInt16BE(cmap + 2); i < n; i++) {
    const rec = cmap + 4 + i * 8;
    if (data.readUInt16BE(rec) === 3 && data.readUInt16BE(rec + 2) === 1) sub = cmap + data.readUInt32BE(rec + 4);
  }
  if (sub < 0 || data.readUInt16BE(sub) !== 4) throw new Error(`${FONT_FILE}: no format-4 Unicode cmap`);
  const segs = data.readUInt16BE(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + 2 * segs + 2;
  const deltas = starts + 2 * segs;
  const offsets = deltas + 2 * segs;
  const glyphOf = (code: number): number => {
    for (let s = 0; s < segs; s++) {
      if (code > data.readUInt16BE(ends + 2 * s)) continue;
      const start = data.readUInt16BE(starts + 2 * s);
      if (code < start) return 0;
      const delta = data.readInt16BE(deltas + 2 * s);
      const ro = data.readUInt16BE(offsets + 2 * s);
      if (ro === 0) return (code + delta) & 0xffff;
      const g = data.readUInt16BE(offsets + 2 * s + ro + 2 * (code - start));
      return g === 0 ? 0 : (g + delta) & 0xffff;
    }
    return 0;
  };
  return {
    width: (text, size) => [...text].reduce((sum, ch) => sum + advance(glyphOf(ch.codePointAt(0) ?? 0)), 0) * size / unitsPerEm,
    lineHeight: (size) => Math.ceil((ascent - descent) * size / unitsPerEm),
  };
}

/** `text` wrapped greedily at spaces into lines no wider than `width` (as Pixi's word wrap does). */
export function wrapLines(text: string, font: FontWidths, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const tried = line === '' ? word : `${line} ${word}`;
    if (line !== '' && font.width(tried, size) > width) {
      lines.push(line);
      line = word;
    } else line = tried;
  }
  lines.push(line);
  return lines;
}
