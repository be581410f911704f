// Every kind of decision the engine can put to the player, clicked once each: a fixture campaign per kind
// (written by e2e-host.ts from real campaigns) is resumed from the Campaigns screen, then one of its actions is
// clicked — on the board, with its highlight probed, when the action names a tile or box.
import { expect, test } from './keyed-test.js';
import { helpFor } from '../../renderer/help/rules-help.js';
import { clickOneDecision, instantAnimations, ringShares, seeded, snapshot, watchConsole } from './board-driver.js';
import { CLICKABLE_KINDS, promptKindsIdForKind } from './decision-kinds.js';
import { resumeCampaign } from './screen-driver.js';

test('every kind of prompt is clicked, on the board when it names a tile or box', async ({ page }) => {
  const errors = watchConsole(page);
  await instantAnimations(page);
  const clicked = new Set<string>();
  const onBoard: string[] = [];
  const rnd = seeded(5);
  for (const kind of CLICKABLE_KINDS) {
    await resumeCampaign(page, promptKindsIdForKind(kind));
    const s = await snapshot(page);
    expect(s.kind, `campaign ${promptKindsIdForKind(kind)}`).toBe(kind);
    // The Rules help tab holds this prompt's own entry, opened, above the sections.
    const rule = await page.evaluate(() => window.__kk?.view()?.prompt?.rule ?? '');
    const help = helpFor(rule);
    await expect(page.locator('#rules .rules-current details.current[open] > summary'), `${kind} ${rule}`).toHaveText(`${help?.rule} ${help?.title}`);
    // Every visible target wears its ring (the legal colour, or dark on a pale box: board/box-highlight.ts).
    const shares = await ringShares(page, s.targets);
    for (const [key, share] of shares) expect(share, `${kind}: highlight of ${key}`).toBeGreaterThan(0.25);
    if (shares.size > 0) console.log(`${kind}: ${shares.size} highlighted targets, lowest ring share ${Math.min(...shares.values()).toFixed(2)}`);
    // Off the board only when the prompt names nothing there; prefer a real choice over decline/done.
    const r = await clickOneDecision(page, { preferBoard: true, goOn: false, rnd });
    expect(r?.kind).toBe(kind);
    if (r?.how === 'board') onBoard.push(kind);
    else expect(s.targets, `${kind} names board things but was clicked in the bar`).toEqual([]);
    clicked.add(kind);
  }
  console.log(`clicked on the board: ${onBoard.join(', ')}`);
  // The Rules help tab: sections start collapsed and empty, and a section fills in when opened.
  await page.locator('#side-panel .tabs button', { hasText: 'Rules help' }).click();
  await expect(page.locator('#rules')).toBeVisible();
  const ks = page.locator('#rules details.group', { has: page.locator('summary', { hasText: '§10 ' }) });
  await expect(ks.locator('p')).toHaveCount(0);
  await ks.locator(':scope > summary').click();
  await expect(ks.locator('details > summary', { hasText: '§10.7 Kaiserschlacht' })).toHaveCount(1);
  expect([...clicked].sort()).toEqual([...CLICKABLE_KINDS].sort());
  expect(errors).toEqual([]);
});
