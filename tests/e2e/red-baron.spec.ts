// Issue 14: the Red Baron is drawn on the army he is placed on (§9.7), and that army's hover text says what it
// means (§10.1.1: no ordinary attack on it; his attack needs RM). Played from the red-baron-placement fixture.
import { expect, test } from './keyed-test.js';
import { expectAccepted, instantAnimations, snapshot, waitIdle, watchConsole } from './board-driver.js';
import { idForKind } from './decision-kinds.js';
import { resumeCampaign } from './screen-driver.js';

test('the Red Baron placed on an army is drawn on it, and its tooltip says what that means', async ({ page }) => {
  const errors = watchConsole(page);
  await instantAnimations(page);
  await resumeCampaign(page, idForKind('red-baron-placement'));
  const s = await snapshot(page);
  expect(s.kind).toBe('red-baron-placement');
  expect(await page.evaluate(() => window.__kk?.redBaronMark() ?? null)).toBeNull(); // not placed yet

  // Place him as a player does: click a highlighted army on the board.
  const target = s.targets.find((t) => t.key.startsWith('tile:'));
  expect(target, 'a highlighted army to place him on').toBeDefined();
  if (!target) return;
  const army = target.key.slice('tile:'.length);
  await page.mouse.click(target.x, target.y);
  await waitIdle(page);
  await expectAccepted(page, s, army);
  // The hover text of before the move closed with it (issue 14: never stale).
  expect(await page.evaluate(() => window.__kk?.tooltip() ?? null)).toBeNull();
  expect(await page.evaluate(() => window.__kk?.view()?.redBaronOn ?? null)).toBe(army);

  // His chip is drawn on that army's tile.
  const mark = await page.evaluate(() => window.__kk?.redBaronMark() ?? null);
  const centre = await page.evaluate((id) => window.__kk?.tileCentre(id) ?? null, army);
  expect(mark?.army).toBe(army);
  expect(centre).not.toBeNull();
  if (!mark || !centre) return;
  expect(Math.abs(mark.x - centre.x)).toBeLessThan(40);
  expect(Math.abs(mark.y - centre.y)).toBeLessThan(40);

  // Hovering the army tells, in plain words with the rule numbers, what his being there means.
  // (Off the board first: the mouse still rests on the tile it clicked, whose hover text predates the move.)
  await page.mouse.move(1000, 8);
  await waitIdle(page);
  await page.mouse.move(centre.x, centre.y);
  await waitIdle(page);
  const tip = await page.evaluate(() => window.__kk?.tooltip() ?? null);
  expect(tip).toContain('The Red Baron is over this army (§9.7).');
  expect(tip).toContain('It can no longer be attacked the ordinary way (§10.1)');
  expect(tip).toMatch(/His attack costs [12] RM now/);
  expect(tip).not.toContain(army); // no tile id reaches the screen
  expect(errors).toEqual([]);
});
