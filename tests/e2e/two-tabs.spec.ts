// One campaign per tab (issue #28) in Debian's Chromium against the real web host: two tabs of one browser
// each play the campaign they started; opening in one the campaign the other plays says so in words and
// offers to take it over; the tab it is taken from says so and leaves its board for the title screen.
import { expect, test } from './keyed-test.js';
import { clickOneDecision, startCampaign, toastText, waitIdle } from './board-driver.js';
import { campaignRow, openCampaigns } from './screen-driver.js';

test('two tabs: each plays its own campaign; a take-over is offered, done, and told to the other tab', async ({ context }) => {
  const one = await context.newPage();
  const two = await context.newPage();
  const idOf = (page: typeof one) => page.evaluate(() => window.__kk?.campaignId() ?? null);

  await startCampaign(one, 11);
  const a = await idOf(one);
  await startCampaign(two, 12);
  const b = await idOf(two);
  expect(a).not.toBeNull();
  expect(b).not.toBe(a);

  // The second tab's new campaign did not reach the first: it still shows, and plays, its own.
  expect(await idOf(one)).toBe(a);
  expect(await clickOneDecision(one, { preferBoard: false, goOn: true, rnd: () => 0.3 })).not.toBeNull();
  await waitIdle(one);
  expect(await idOf(one)).toBe(a);
  expect(await idOf(two)).toBe(b);

  // The second tab opens the first tab's campaign: refused in words, with a way on.
  await openCampaigns(two);
  await campaignRow(two, a!).getByRole('button', { name: 'Resume' }).click();
  const problem = two.locator('#campaign-problem');
  await expect(problem).toContainText('This campaign is open in another tab (or window) of Kaiserkrieg.');
  await problem.getByRole('button', { name: 'Take it over here' }).click();
  await two.waitForFunction((id) => window.__kk?.campaignId() === id, a);

  // The first tab is told, and leaves the board for the title screen.
  await expect(one.locator('#title-screen')).toBeVisible();
  await expect.poll(() => toastText(one)).toMatch(/^This campaign was taken over in another tab \(or window\) of Kaiserkrieg/);
  expect(await idOf(one)).toBeNull();
});
