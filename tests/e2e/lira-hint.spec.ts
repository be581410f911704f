// Issue 32: the Lira draw (§12.5) says so when no Turkish attack is possible (§12.6: every Ottoman box holds only
// its last EP army), and that Lira are lost at the turn's end (§14.1). The fixture is the first Lira draw a real
// campaign reaches (write-fixtures.ts); the hint is checked against the board the page shows.
import { expect, test } from './keyed-test.js';
import { instantAnimations, watchConsole } from './board-driver.js';
import { idForKind } from './decision-kinds.js';
import { resumeCampaign } from './screen-driver.js';
import { ARMY_BY_ID } from '../../shared/data/tiles.js';

const OTTOMAN_BOXES = ['armenia', 'mesopotamia', 'palestine'];

test('the Lira draw says whether a Turkish attack is possible this turn', async ({ page }) => {
  const errors = watchConsole(page);
  await instantAnimations(page);
  await resumeCampaign(page, idForKind('near-east:lira'));
  const view = await page.evaluate(() => window.__kk?.view() ?? null);
  expect(view?.prompt?.kind).toBe('near-east:lira');
  // §12.6: a target exists only where a box holds two EP armies or more.
  const attackable = OTTOMAN_BOXES.some((b) => (view?.boxes[b] ?? []).filter((t) => ARMY_BY_ID[t] !== undefined).length >= 2);
  const words = await page.evaluate(() => window.__kk?.words().prompt ?? '');
  if (attackable) expect(words).not.toContain('no Turkish attack is possible');
  else {
    expect(words).toContain('no Turkish attack is possible');
    expect(words).toContain('lost at the end of the turn (§14.1)');
  }
  console.log(`Lira fixture: ${attackable ? 'an attack is possible' : 'no attack possible, the hint shown'}`);
  expect(errors).toEqual([]);
});
