// Issue 31: the campaign in play by its name — in the heading line over the side panel's menu, with "Branch of …"
// while a branch is in play — and in the page's title (the browser's tab; the app's window follows the page's title).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_TITLE, documentTitle, headerTitle } from '../../renderer/app/campaign-title.js';

describe('the campaign\'s name on the board and in the title', () => {
  it('names the campaign in play in the header, and says so while a branch is in play', () => {
    expect(headerTitle({ name: 'Der lange Krieg', branch: null })).toBe('Der lange Krieg');
    expect(headerTitle({ name: 'Seed 42 · begun 28 Nov 2026', branch: 'Branch of Der lange Krieg at Turn 3 (move 69)' }))
      .toBe('Seed 42 · begun 28 Nov 2026 · Branch of Der lange Krieg at Turn 3 (move 69)');
    expect(headerTitle(null)).toBe('');
  });

  it('titles the page by the campaign, and by the app alone without one', () => {
    expect(documentTitle({ name: 'Der lange Krieg' })).toBe('Der lange Krieg — Kaiserkrieg!');
    expect(documentTitle(null)).toBe(APP_TITLE);
    expect(APP_TITLE).toBe('Kaiserkrieg!');
  });
});

describe('the app\'s window follows the page\'s title', () => {
  it('main/index.ts leaves Electron\'s page-title-updated alone, so the window is titled by the campaign too', () => {
    const main = readFileSync(new URL('../../main/index.ts', import.meta.url), 'utf8');
    expect(main).not.toMatch(/page-title-updated/);
    // The page starts titled by the app alone, as the window is created.
    const page = readFileSync(new URL('../../renderer/index.html', import.meta.url), 'utf8');
    expect(page).toContain(`<title>${APP_TITLE}</title>`);
    expect(main).toContain(`title: '${APP_TITLE}'`);
  });
});
