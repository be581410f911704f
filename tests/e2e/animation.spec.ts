// Issue #5: the bespoke animations run from engine events at speed 1; the surrender stamp is on the
// board mid-animation, and a skip (Space) leaves the board exactly as the view says, with no mark left.
import { expect, test, type Page } from './keyed-test.js';
import { startCampaign, waitIdle, watchConsole } from './board-driver.js';
import type { GameEvent } from '../../shared/engine/index.js';

/** France's box centre (renderer/board/layout.ts) and the standard palette's alarm/ink colour. */
const FRANCE = { x: 178, y: 409 };
const INK = [0xd4, 0x3a, 0x3a];

/** Board pixels near France's centre in the stamp's ink. */
async function inkAtFrance(page: Page): Promise<number> {
  const points: [number, number][] = [];
  for (let dx = -110; dx <= 110; dx += 4) for (let dy = -24; dy <= 24; dy += 4) points.push([FRANCE.x + dx, FRANCE.y + dy]);
  const px = await page.evaluate((pts) => window.__kk?.pixels(pts) ?? [], points);
  return px.filter((p) => Math.abs(p[0] - INK[0]) + Math.abs(p[1] - INK[1]) + Math.abs(p[2] - INK[2]) < 70).length;
}

test('a surrender stamp lands mid-animation; a skip leaves the board as the view says', async ({ page }) => {
  const errors = watchConsole(page);
  await startCampaign(page, 5);
  expect(await page.evaluate(() => window.__kk?.misplaced())).toEqual([]);
  const before = await inkAtFrance(page);

  // Events the view never saw: France surrenders, a chit is drawn, a runner sails out and is sunk.
  const events: GameEvent[] = [
    { type: 'surrender', rule: '§15.1', country: 'france' },
    { type: 'draw', rule: '§4.1', cup: 'chit-cup', tile: 'turn-chit-9' },
    { type: 'move', rule: '§5.1', tile: 'turn-chit-9', from: 'chit-cup', to: 'calendar:3' },
    { type: 'move', rule: '§9.1.1', tile: 'blockade-runner-1', from: 'blockade-runners-box', to: 'sea:2b' },
    { type: 'sinking', rule: '§9.1.3', ship: 'blockade-runner-1', area: '2b', by: ['cruiser-1'] },
    { type: 'move', rule: '§9.1.3', tile: 'blockade-runner-1', from: 'sea:2b', to: 'neutral-ports' },
  ];
  await page.evaluate((ev) => { window.__kk?.setSpeed(1); window.__kk?.animate(ev); }, events);

  // The stamp has landed (full opacity, full size) and is drawn in ink over France.
  await page.waitForFunction(() => window.__kk?.effects().some((e) => e.label === 'fx:stamp:france' && e.alpha === 1 && e.scale === 1), undefined, { timeout: 10_000 });
  expect(await page.evaluate(() => window.__kk?.idle())).toBe(false);
  expect(await inkAtFrance(page)).toBeGreaterThan(before + 15);

  // Later: the chit is out of the cup and the board differs from the view; the stamp is still there.
  await page.waitForFunction(() => (window.__kk?.misplaced().length ?? 0) > 0, undefined, { timeout: 10_000 });
  expect(await page.evaluate(() => window.__kk?.effects().map((e) => e.label))).toContain('fx:stamp:france');

  await page.keyboard.press('Space');
  await waitIdle(page);
  expect(await page.evaluate(() => window.__kk?.effects())).toEqual([]);
  expect(await page.evaluate(() => window.__kk?.misplaced())).toEqual([]);
  expect(await inkAtFrance(page)).toBeLessThanOrEqual(before + 2);
  await page.evaluate(() => window.__kk?.setSpeed(0));
  expect(errors).toEqual([]);
});
