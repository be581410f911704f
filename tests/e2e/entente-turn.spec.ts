// Issue 14: the Entente turn tab keeps the Entente's whole turn, with the chit's printed letters and the reason for
// each deployment (§6.1, R1), after the player acts; during the player's own attack the prompt bar does not say the
// Entente moves and the header's RM is the RM the board draws; a hover text never covers the payment chooser.
import { expect, test, type Page } from './keyed-test.js';
import { clickOneDecision, instantAnimations, seeded, snapshot, startCampaign, waitIdle, watchConsole } from './board-driver.js';
import { resumeCampaign } from './screen-driver.js';
import { ATTACK_ANIMATION_ID } from './e2e-paths.js';
import { chitDef } from '../../shared/data/chits.js';
import { TILE_BY_ID } from '../../shared/data/tiles.js';
import { omnibusValue } from '../../shared/data/locations.js';

type Box = { x: number; y: number; w: number; h: number };
const overlap = (a: Box, b: Box): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** The Turn Chit lying on the turn's Calendar box, from the board the page shows. */
async function chitOnCalendar(page: Page): Promise<number | null> {
  const v = await page.evaluate(() => window.__kk?.view() ?? null);
  if (!v) return null;
  for (const id of v.boxes[`calendar:${v.turn}`] ?? []) if (TILE_BY_ID[id]?.chit !== undefined) return TILE_BY_ID[id].chit ?? null;
  return null;
}

async function tabText(page: Page): Promise<string> {
  await page.locator('#side-panel .tabs button', { hasText: 'Entente turn' }).click();
  return (await page.locator('#summary').innerText()).trim();
}

test('the Entente turn tab keeps the turn, its chit letters and each deployment\'s reason after the player acts', async ({ page }) => {
  const errors = watchConsole(page);
  await startCampaign(page, 7);
  const rnd = seeded(7);
  // Play on (taking the go-on choice) until Turn 2's Entente turn has been played and a decision is pending.
  for (let i = 0; i < 80; i++) {
    const v = await page.evaluate(() => window.__kk?.view() ?? null);
    if (v && v.turn >= 2 && v.prompt !== null) break;
    await clickOneDecision(page, { preferBoard: false, goOn: true, rnd });
  }
  expect(await page.evaluate(() => window.__kk?.view()?.turn)).toBeGreaterThanOrEqual(2);
  const chit = await chitOnCalendar(page);
  expect(chit, 'a Turn Chit on this turn\'s Calendar box').not.toBeNull();
  const letters = chitDef(chit ?? 0).deploy.join(' ');

  const first = await tabText(page);
  expect(first).toContain(`Turn Chit #${chit}: letters ${letters}`);
  expect(first).toMatch(/Entente Powers \(EP\) Attack Phase/);
  // Each deployment says who ordered it and why that army: strongest in Reserves (§6.1), ties by roster (R1).
  expect(first).toMatch(/went from .+ Reserves into .+, ordered by the chit's letter [BFLUIS]: (the strongest army in the Reserves, at strength \d|the only army in the Reserves)/);
  expect(first).not.toMatch(/\bSince Your Last Decision\b/); // sentences, not Title-Case headings
  const ententePart = (await page.locator('#summary .entente-turn').innerText()).trim();

  // The player acts: the Entente's turn is still there, word for word, while the turn lasts.
  await page.locator('#side-panel .tabs button', { hasText: 'Log' }).click();
  const turn = await page.evaluate(() => window.__kk?.view()?.turn ?? 0);
  await clickOneDecision(page, { preferBoard: false, goOn: true, rnd });
  expect(await page.evaluate(() => window.__kk?.view()?.turn), 'the action stayed in the same turn').toBe(turn);
  await tabText(page);
  expect((await page.locator('#summary .entente-turn').innerText()).trim()).toBe(ententePart);
  expect(errors).toEqual([]);
});

test('a hover text never covers the payment chooser', async ({ page }) => {
  const errors = watchConsole(page);
  await instantAnimations(page);
  await resumeCampaign(page, ATTACK_ANIMATION_ID);
  const s = await snapshot(page);
  const target = s.targets.find((t) => t.indexes.length > 1);
  expect(target, 'a target with several ways to pay').toBeDefined();
  if (!target) return;
  await page.mouse.click(target.x, target.y);
  await waitIdle(page);
  const chooser = (await page.evaluate(() => window.__kk?.overlays().chooser ?? null));
  expect(chooser).not.toBeNull();
  // Hover the target again just above-left of the chooser's corner, and other tiles around it.
  let shown = 0;
  for (const [dx, dy] of [[-4, -4], [-8, 0], [0, -8], [-12, -12]]) {
    await page.mouse.move(target.x + dx, target.y + dy);
    await waitIdle(page);
    const o = await page.evaluate(() => window.__kk?.overlays() ?? null);
    if (!o?.tooltip) continue;
    shown++;
    expect(o.chooser).not.toBeNull();
    expect(overlap(o.tooltip, o.chooser as Box), `tooltip ${JSON.stringify(o.tooltip)} over chooser ${JSON.stringify(o.chooser)}`).toBe(false);
  }
  expect(shown, 'a hover text was shown beside the open chooser').toBeGreaterThan(0);
  // Nothing is played here: the attack test after this one plays on this campaign.
  await page.keyboard.press('Escape');
  await waitIdle(page);
  expect(await page.evaluate(() => window.__kk?.overlays().chooser ?? null)).toBeNull();
  expect(errors).toEqual([]);
});

test('during the player\'s attack the prompt does not say the Entente moves, and the header\'s RM is the board\'s', async ({ page }) => {
  const errors = watchConsole(page);
  await instantAnimations(page);
  await resumeCampaign(page, ATTACK_ANIMATION_ID);
  const s = await snapshot(page);
  expect(s.kind).toBe('cp-attack');
  const actions = await page.evaluate(() => window.__kk?.view()?.prompt?.actions ?? []);
  const paid = s.buttons.find((b) => { const a = actions[b.index] as { type: string; pay?: string }; return a.type === 'attack' && a.pay === 'rm'; });
  expect(paid, 'an attack paid with RM').toBeDefined();
  if (!paid) return;

  await page.evaluate(() => window.__kk?.setSpeed(1));
  await page.mouse.click(paid.x, paid.y);
  // The pointer goes onto the attacked army while the dice roll: no hover text may cover the dice or the banner.
  const target = (actions[paid.index] as { target: string }).target;
  const onTarget = await page.evaluate((id) => window.__kk?.tileCentre(id) ?? null, target);
  // Sample the words and the board while the attack plays out.
  const samples: { prompt: string; header: string; coin: string | null; idle: boolean }[] = [];
  let covered = 0;
  for (let i = 0; i < 200; i++) {
    if (onTarget && i % 2 === 1) await page.mouse.move(onTarget.x + (i % 4), onTarget.y);
    const m = await page.evaluate(() => ({ ...(window.__kk?.words() ?? { prompt: '', header: '' }), coin: window.__kk?.shownAt('rm-coin') ?? null, idle: window.__kk?.idle() ?? true }));
    const o = await page.evaluate(() => window.__kk?.overlays() ?? null);
    for (const r of [o?.dice, o?.banner]) if (o?.tooltip && r && overlap(o.tooltip, r)) covered++;
    samples.push(m);
    if (m.idle && samples.length > 3) break;
    await page.waitForTimeout(20);
  }
  expect(covered, 'moments a hover text covered the dice or the banner').toBe(0);
  const busy = samples.filter((m) => !m.idle);
  expect(busy.length, 'moments sampled mid-animation').toBeGreaterThan(2);
  for (const m of busy) {
    if (m.header.includes('Central Powers (CP) Attack Phase')) expect(m.prompt).not.toContain('The Entente moves');
    const rm = omnibusValue(m.coin ?? '');
    expect(m.header, `header with the RM coin drawn on ${m.coin}`).toContain(`${rm ?? 0} RM`);
  }
  await waitIdle(page);
  await page.evaluate(() => window.__kk?.setSpeed(0));
  expect(errors).toEqual([]);
});
