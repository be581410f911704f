// Issue 14, in the app: hovering a named tile shows its historical note, and a log line naming an event opens
// its note under "Historical note" (named apart from the History screen, issue 32).
import { expect, test } from './keyed-test.js';
import { TILE_BY_ID } from '../../shared/data/tiles.js';
import { SPECIAL_EVENT_NOTES, TILE_NOTES, namedTileIds } from '../../shared/data/history-notes.js';
import { logEntryOf } from '../../shared/engine/index.js';
import { startCampaign, watchConsole } from './board-driver.js';

test('hovering a named tile shows its history; a special event in the log opens its note', async ({ page }) => {
  const errors = watchConsole(page);
  await startCampaign(page, 1914);

  // The named tiles drawn at the start (the BEF, the Belgian Army, Hinden-Luden in Germany, …): hover each until
  // one is not covered by another tile, and read its tooltip.
  let checked = 0;
  for (const id of namedTileIds()) {
    const at = await page.evaluate((tile) => window.__kk?.tileCentre(tile) ?? null, id);
    if (at === null) continue;
    await page.mouse.move(at.x, at.y);
    await expect.poll(() => page.evaluate(() => window.__kk?.tooltip() ?? null)).not.toBeNull();
    const text = (await page.evaluate(() => window.__kk?.tooltip() ?? null)) ?? '';
    if (text.split('\n')[0] !== TILE_BY_ID[id].name) continue; // another tile lies on top here
    expect(text, id).toContain(`Historical note: ${TILE_NOTES[id]}`);
    if (++checked === 3) break;
  }
  expect(checked).toBeGreaterThan(0);

  // The engine's own entry for a special event, with its event's reference, put at the end of the log: "Historical note"
  // unfolds the note (found from the reference, not the words).
  const foch = logEntryOf({ type: 'special-event', rule: '§7.1.1', event: 'foch' }, 0);
  await page.evaluate((e) => { const kk = window.__kk; kk?.setLog(kk.logLength(), [e]); }, foch);
  const last = await page.evaluate(() => (window.__kk?.logLength() ?? 1) - 1);
  const row = page.locator(`#log li[data-index="${last}"]`);
  await expect(row).toContainText('Special Event: Foch');
  const note = row.locator('details.history p');
  await expect(note).toBeHidden();
  await row.locator('summary', { hasText: 'Historical note' }).click();
  await expect(note).toBeVisible();
  await expect(note).toHaveText(SPECIAL_EVENT_NOTES.foch);
  expect(errors).toEqual([]);
});
