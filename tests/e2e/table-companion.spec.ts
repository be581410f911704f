// Issue 32, the table companion from the player's side: New campaign with "I roll the dice myself" and "I draw
// the chits myself"; the prompt bar asks for each die in the engine's words, the number keys enter the faces,
// the log says what the player rolled, and the Campaigns screen marks the campaign.
import { expect, test, type Page } from './keyed-test.js';
import { readFileSync } from 'node:fs';
import { clickOneDecision, instantAnimations, seeded, waitIdle, watchConsole } from './board-driver.js';
import { campaignRow, openCampaigns, resumeCampaign } from './screen-driver.js';
import { startCompanionCampaign } from './companion-driver.js';

async function actionCount(page: Page): Promise<number> {
  return (await page.evaluate(() => window.__kk?.actionCount() ?? null)) ?? -1;
}

/** Presses `key`; the engine must have taken exactly one action. */
async function pressAccepted(page: Page, key: string): Promise<void> {
  const before = await actionCount(page);
  await page.keyboard.press(key);
  await waitIdle(page);
  expect(await actionCount(page), `after ${key}`).toBe(before + 1);
}

async function logTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const kk = window.__kk!;
    return Array.from({ length: kk.logLength() }, (_, i) => kk.logLine(i)?.text ?? '');
  });
}

test('a campaign with the player\'s own dice and chits asks for each, and the keys 1–6 enter them', async ({ page }) => {
  const errors = watchConsole(page);
  await instantAnimations(page);
  const id = await startCompanionCampaign(page, 7, { dice: true, chits: true });

  expect(await page.evaluate(() => window.__kk?.promptKind())).toBe('enter-dice');
  expect((await page.evaluate(() => window.__kk!.words())).prompt).toContain('Berliner Tageblatt: roll 1 die and enter it.');
  expect((await page.evaluate(() => window.__kk!.buttons())).map((b) => b.label)).toEqual(['1', '2', '3', '4', '5', '6']);
  await pressAccepted(page, '4');
  expect(await logTexts(page)).toContain('Berliner Tageblatt: you rolled 4');

  // Blockade Runner 1 to the Atlantic, then the British Cruisers Table's two dice, one key each (§9.1.2).
  expect(await page.evaluate(() => window.__kk?.promptKind())).toBe('runner-placement');
  await pressAccepted(page, '1');
  expect((await page.evaluate(() => window.__kk!.words())).prompt).toContain('British Cruisers Table (1 Cruiser): roll 2 dice and enter the first.');
  await pressAccepted(page, '3');
  // After the first die, only the totals still possible, each with where it sends the Cruisers.
  expect((await page.evaluate(() => window.__kk!.words())).prompt).toContain(
    'the first is 3, enter the second. Now a total of 4 to 9: 4 to 6: the Cruisers go to 3; 7 to 9: the Cruisers go to 4;',
  );
  await pressAccepted(page, '5');
  expect(await logTexts(page)).toContain('British Cruisers Table (1 Cruiser): you rolled 3 + 5');
  expect(await page.evaluate(() => window.__kk?.promptKind())).toBe('cp-attack');

  await openCampaigns(page);
  await expect(campaignRow(page, id)).toContainText('Your own dice · Your own chits');

  // The form remembers the switches; put them back off for the specs that start campaigns after this one.
  await page.goto('/?test');
  await page.locator('#title-screen button', { hasText: 'New campaign' }).click();
  await expect(page.locator('label.field', { has: page.locator('#opt-my-dice') })).toContainText('I roll the dice myself');
  await expect(page.locator('label.field', { has: page.locator('#opt-my-chits') })).toContainText('I draw the chits myself');
  await expect(page.locator('#opt-my-dice')).toBeChecked();
  await page.locator('#opt-my-dice').setChecked(false);
  await page.locator('#opt-my-chits').setChecked(false);
  await page.locator('#new-screen button', { hasText: 'Start' }).click();
  await page.waitForFunction((old) => { const c = window.__kk?.campaignId(); return c != null && c !== old; }, id);
  expect(await page.evaluate(() => window.__kk?.promptKind())).not.toBe('enter-dice');
  expect(errors).toEqual([]);
});

test('two whole turns with entered dice and chits: reloaded, replayed in History, exported and imported, the same board', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchConsole(page);
  await instantAnimations(page);
  const id = await startCompanionCampaign(page, 11, { dice: true, chits: true });
  const rnd = seeded(32);
  let asked = 0;
  // Play to the start of Turn 3: every die by its key, every tile and decision by a click.
  for (let n = 0; n < 400; n++) {
    const v = await page.evaluate(() => ({ turn: window.__kk!.view()!.turn, kind: window.__kk!.promptKind() }));
    if (v.turn >= 3 || v.kind === null) break;
    if (v.kind === 'enter-dice') {
      asked++;
      await pressAccepted(page, String(1 + Math.floor(rnd() * 6)));
    } else {
      if (v.kind === 'enter-draw') asked++;
      await clickOneDecision(page, { preferBoard: false, goOn: rnd() < 0.5, rnd });
    }
  }
  const played = await page.evaluate(() => ({ view: window.__kk!.view(), count: window.__kk!.actionCount(), log: window.__kk!.logLength() }));
  expect(played.view!.turn).toBe(3);
  expect(asked).toBeGreaterThan(10);

  // Reloaded: the campaign resumes to the same board and log.
  await page.goto('/?test');
  await instantAnimations(page);
  await resumeCampaign(page, id);
  expect(await page.evaluate(() => ({ view: window.__kk!.view(), count: window.__kk!.actionCount(), log: window.__kk!.logLength() }))).toEqual(played);

  // Replayed in History from its start at the fastest speed: every entered die and tile again, the same board.
  await page.locator('#side-panel button', { hasText: 'History' }).click();
  const bar = page.locator('#history-bar');
  await expect(bar).toHaveAttribute('data-step', String(played.count));
  await page.keyboard.press('Home');
  await expect(bar).toHaveAttribute('data-step', '0');
  await page.locator('#history-speed').selectOption({ label: 'Fastest' });
  await page.locator('#history-replay').click();
  await expect(bar).toHaveAttribute('data-step', String(played.count), { timeout: 120_000 });
  await expect(bar).toHaveAttribute('data-replaying', 'no');
  expect(await page.evaluate(() => window.__kk?.historyView())).toEqual(played.view);
  expect(await page.evaluate(() => window.__kk?.historyMisplaced())).toEqual([]);
  await page.locator('#history-leave').click();
  await expect(bar).toBeHidden();
  await waitIdle(page);

  // Exported and imported: the copy resumes to the same board, still asking for the player's dice.
  await openCampaigns(page);
  await expect(campaignRow(page, id)).toContainText('Your own dice · Your own chits');
  const download = page.waitForEvent('download');
  await campaignRow(page, id).getByRole('button', { name: 'Export', exact: true }).click();
  const file = await download;
  const text = readFileSync(await file.path(), 'utf8');
  const before = await page.locator('#campaigns-list .campaign').evaluateAll((rows) => rows.map((r) => r.id));
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import a campaign file…' }).click();
  await (await chooser).setFiles({ name: file.suggestedFilename(), mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.locator('#files-status')).toHaveText(/^Imported “.+”, at turn 3\.$/);
  const added = (await page.locator('#campaigns-list .campaign').evaluateAll((rows) => rows.map((r) => r.id))).filter((r) => !before.includes(r));
  expect(added).toHaveLength(1);
  const copy = added[0].replace(/^campaign-/, '');
  await expect(campaignRow(page, copy)).toContainText('Your own dice · Your own chits');
  await resumeCampaign(page, copy);
  expect(await page.evaluate(() => ({ view: window.__kk!.view(), count: window.__kk!.actionCount(), log: window.__kk!.logLength() }))).toEqual(played);

  // Put the switches back off for the specs that start campaigns after this one.
  await page.goto('/?test');
  await startCompanionCampaign(page, 5, { dice: false, chits: false });
  expect(await page.evaluate(() => window.__kk?.promptKind())).not.toBe('enter-dice');
  expect(errors).toEqual([]);
});
