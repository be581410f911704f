// Issue 32: the page's words are drawn in DejaVu Sans (styles.css), the default sans of Linux desktops. Its
// Miscellaneous Technical media symbols (⏩ … ⏺, U+23E9–U+23FA: ⏸ pause, ⏹ stop …) are missing, and Chromium drew
// an empty box in the History screen's "⏸ Stop". No renderer file may write one; ▶ and ■ are in the font.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REPLAY_LABELS } from '../../renderer/screens/history-bar.js';

const RENDERER = fileURLToPath(new URL('../../renderer/', import.meta.url));
const MEDIA_SYMBOLS = /[\u23E9-\u23FA]/u;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sources(path);
    return /\.(ts|css|html)$/.test(d.name) ? [path] : [];
  });
}

describe('glyphs the bundled font has (issue 32)', () => {
  it('the Replay button says Stop with a glyph DejaVu Sans has', () => {
    expect(REPLAY_LABELS.stop).toBe('■ Stop');
    expect(MEDIA_SYMBOLS.test(REPLAY_LABELS.replay + REPLAY_LABELS.stop)).toBe(false);
  });

  it('no renderer file writes a media-control symbol the font lacks', () => {
    const files = sources(RENDERER);
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((f) => MEDIA_SYMBOLS.test(readFileSync(f, 'utf8')))).toEqual([]);
  });
});
