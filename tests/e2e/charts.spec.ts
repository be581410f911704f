// The Charts panel (issue #15, "The charts"): during runner placement (§9.1.1) it opens at the British Cruisers
// Table with the column of the Cruisers in play marked, from the C key, the side panel and the rules help's link;
// each chart marks what applies in the position (Over There step, General Events so far, Special Event, the
// bombing row chances under the skies now, the Civil Society tiles left, VP now).
import { expect, test, type Page } from './keyed-test.js';
import { instantAnimations, waitIdle, watchConsole } from './board-driver.js';
import { idForKind } from './decision-kinds.js';
import { campaignRow, openCampaigns, resumeCampaign } from './screen-driver.js';
import { CRUISER_IDS, TILE_BY_ID } from '../../shared/data/tiles.js';
import { GENERAL_EVENT_NAMES } from '../../shared/data/names.js';
import { SPECIAL_EVENTS } from '../../shared/data/special-events.js';
import { specialEventBox } from '../../shared/data/locations.js';
import type { GeneralEventId } from '../../shared/data/ids.js';

/** The Cruisers in the British Cruisers box of the position on the board (the column the table uses, §9.1.2). */
async function cruisersInBox(page: Page): Promise<number> {
  const ids = await page.evaluate(() => window.__kk?.view()?.boxes['british-cruisers-box'] ?? []);
  return ids.filter((id) => CRUISER_IDS.includes(id)).length;
}

async function expectCruisersTable(page: Page, cruisers: number): Promise<void> {
  await expect(page.locator('#charts-screen')).toBeVisible();
  await expect(page.locator('#chart-tabs .tab.on')).toHaveText('British Cruisers Table');
  const table = page.locator('#chart-cruisers');
  await expect(table.locator('tbody tr')).toHaveCount(11); // two dice: 2 to 12
  if (cruisers === 0) await expect(table.locator('.col-now')).toHaveCount(0);
  else {
    await expect(table.locator('th.col-now')).toHaveText(cruisers === 1 ? '1 Cruiser' : `${cruisers} Cruisers`);
    await expect(table.locator('td.col-now')).toHaveCount(11);
  }
}

test('the Charts panel opens at the Cruisers table during runner placement', async ({ page }) => {
  const errors = watchConsole(page);
  await instantAnimations(page);
  await resumeCampaign(page, idForKind('runner-placement'));
  expect(await page.evaluate(() => window.__kk?.view()?.prompt?.rule)).toBe('§9.1.1');
  const cruisers = await cruisersInBox(page);

  // The C key opens it at the pending decision's chart; C again closes it.
  await page.keyboard.press('c');
  await expectCruisersTable(page, cruisers);
  const text = (await page.locator('#charts-screen').innerText());
  for (const id of Object.keys(TILE_BY_ID).filter((t) => t.includes('-'))) expect(text, 'no tile id on the screen').not.toContain(id);
  // Another chart, then back to the board.
  await page.locator('#chart-tabs .tab', { hasText: 'Berliner Tageblatt' }).click();
  await expect(page.locator('#chart-tageblatt tr.now, #chart-tageblatt tr.reach')).not.toHaveCount(0);
  await page.keyboard.press('c');
  await expect(page.locator('#charts-screen')).toHaveCount(0);

  // The side panel's Charts button, closed with Escape.
  await page.locator('#side-panel .menu button', { hasText: 'Charts' }).click();
  await expectCruisersTable(page, cruisers);
  await page.keyboard.press('Escape');
  await expect(page.locator('#charts-screen')).toHaveCount(0);

  // The rules help of the decision links to its chart.
  await page.locator('#side-panel .tabs button', { hasText: 'Rules help' }).click();
  await page.locator('#rules .rules-current details.current .chart-link', { hasText: 'British Cruisers Table' }).click();
  await expectCruisersTable(page, cruisers);
  await page.locator('#charts-screen button', { hasText: 'Close' }).click();
  await expect(page.locator('#charts-screen')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the charts mark what applies now: Over There step, General Events so far, Special Event, bombing chances, Civil Society, VP now', async ({ page }) => {
  const errors = watchConsole(page);
  await instantAnimations(page);
  await resumeCampaign(page, idForKind('us-entry-u-boat'));
  const view = await page.evaluate(() => window.__kk?.view() ?? null);
  expect(view?.status.usa).toBe('war');

  // §8.6: the decision's chart is the Over There schedule, with the next US army to arrive marked.
  await page.keyboard.press('c');
  await expect(page.locator('#chart-tabs .tab.on')).toHaveText('Over There: US armies');
  const next = page.locator('#chart-over-there tbody tr.now');
  await expect(next).not.toHaveCount(0);
  await expect(next.first().locator('td').last()).toContainText('Arrives on turn');

  // §7.1.2: every General Event that has happened (from the engine state) is marked; the others are still to come.
  const happened = (view?.generalEventsHappened ?? []).map((g) => GENERAL_EVENT_NAMES[g as GeneralEventId]);
  expect(happened.length).toBeGreaterThan(0);
  await page.locator('#chart-tabs .tab', { hasText: 'Berliner Tageblatt' }).click();
  for (const name of happened) await expect(page.locator('#chart-tageblatt td', { hasText: `${name} (happened` }).first()).toBeVisible();
  await expect(page.locator('#chart-now')).toContainText(`General Events that have happened: ${happened.join(', ')}.`);
  await expect(page.locator('#chart-now')).toContainText('Still to come:');

  // §7.1.1: the Special Event on the display, if any, is the one marked.
  await page.locator('#chart-tabs .tab', { hasText: 'Special Events' }).click();
  const special = Object.entries(view?.boxes ?? {}).find(([, ids]) => ids.includes('special-event'))?.[0] ?? '';
  const current = SPECIAL_EVENTS.find((e) => specialEventBox(e.id) === special);
  if (current) await expect(page.locator('#chart-special-events tr.now td').first()).toHaveText(current.name);
  else await expect(page.locator('#chart-special-events tr.now')).toHaveCount(0);

  // §9.5 R24: British Bombing marks each row's chance under the skies as they are now.
  await page.locator('#chart-tabs .tab', { hasText: 'British Bombing' }).click();
  await expect(page.locator('#chart-bombing th.col-now')).toHaveText(view?.air.german ? 'Chance under German skies' : 'Chance under Entente skies');
  await expect(page.locator('#chart-bombing td.col-now')).toHaveCount(6);

  // §11.3: Civil Society says how many of its tiles stand in Germany now.
  await page.locator('#chart-tabs .tab', { hasText: 'German Civil Society' }).click();
  await expect(page.locator('#chart-now')).toContainText(/\d+ Civil Society tiles? in Germany now/);

  // §15.3: the Victory Points the position would score now, the engine's own count.
  await page.locator('#chart-tabs .tab', { hasText: 'Victory Points' }).click();
  const vp = Object.values(view?.vpIfEndedNow ?? {}).reduce((a, b) => a + b, 0);
  await expect(page.locator('#chart-now')).toContainText(`If the war ended now: ${vp} Victory Point`);
  await expect(page.locator('#chart-victory tr.now')).toHaveCount(1);
  await page.keyboard.press('Escape');
  expect(errors).toEqual([]);
});

// The race behind a once-failing C: main pushes a resumed campaign's update before it answers the call. The push
// shows the board and closes the Campaigns screen; a key pressed before the answer came opened the charts, and
// the late answer closed every screen again. Here the answer is held back until after the key.
test('the charts opened before the resume call has answered stay open', async ({ page }) => {
  const errors = watchConsole(page);
  const held: (() => void)[] = [];
  const resumeIds = new Set<number>();
  await page.routeWebSocket(/\/ws/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((m) => {
      const call = JSON.parse(String(m)) as { id: number; method: string };
      if (call.method === 'resume') resumeIds.add(call.id);
      server.send(m);
    });
    server.onMessage((m) => {
      const reply = JSON.parse(String(m)) as { id?: number };
      if (reply.id !== undefined && resumeIds.has(reply.id)) held.push(() => ws.send(m));
      else ws.send(m);
    });
  });
  await instantAnimations(page);
  await openCampaigns(page);
  await campaignRow(page, idForKind('runner-placement')).getByRole('button', { name: 'Resume' }).click();
  // The pushed update alone has put the campaign on the board.
  await expect(page.locator('#campaigns-screen')).toHaveCount(0);
  await page.waitForFunction(() => window.__kk?.view() !== null);
  await waitIdle(page);
  expect(held).toHaveLength(1);
  await page.keyboard.press('c');
  await expect(page.locator('#charts-screen')).toBeVisible();
  for (const send of held) send();
  // The answer is applied once (the board skips an update it has shown) and leaves the player's screen open.
  await page.waitForFunction(() => window.__kk?.idle());
  await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
  await expect(page.locator('#charts-screen')).toBeVisible();
  expect(errors).toEqual([]);
});
