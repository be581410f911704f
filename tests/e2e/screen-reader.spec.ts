// Issue #33: the decision is in the accessibility tree. A "Decision" region holds the question with its rule,
// every choice as a named button, Undo and the header in words; the keyboard plays from it (focus + Enter or
// Space), focus moves on to the next decision's first choice and never to <body>, and a polite live region
// says the new log lines. The choices are found by role and name only; the hook only counts actions.
import { expect, test, type Page } from './keyed-test.js';
import { startCampaign, waitIdle, watchConsole } from './board-driver.js';

const SEED = 1915;
/** An engine id or action type where words belong ("blockade-runner-1", "place-runner", "rus-3"). */
const ID_LIKE = /blockade-runner-\d|place-runner|rus-\d|\b[a-z]{2,}-\d/;

async function actionCount(page: Page): Promise<number> {
  return (await page.evaluate(() => window.__kk?.actionCount() ?? null)) ?? -1;
}

/** The focused element: its accessible-ish name, and whether it is one of the Decision region's choices. */
async function focused(page: Page): Promise<{ tag: string; text: string; isChoice: boolean }> {
  return page.evaluate(() => {
    const a = document.activeElement;
    const region = document.querySelector('section[aria-label="Decision"]');
    const list = region?.querySelector('ul[aria-label="Choices"]');
    return { tag: a?.tagName ?? 'none', text: a?.textContent ?? '', isChoice: !!(a && list?.contains(a) && a.tagName === 'BUTTON') };
  });
}

test('a screen-reader player reads the decision and plays it from the Decision region', async ({ page }) => {
  const errors = watchConsole(page);
  await startCampaign(page, SEED);
  const region = page.getByRole('region', { name: 'Decision' });
  const choices = region.getByRole('list', { name: 'Choices' }).getByRole('button');
  const announcements = region.locator('[aria-live="polite"]');
  const gameLog = page.getByRole('log', { name: 'Game log' });

  // The question with its rule in words, and the header as the board writes it.
  await expect(region.getByRole('heading', { level: 2 })).toHaveText(/^Rule \d[\d.]*: \S/);
  const header = region.getByRole('list', { name: 'Where the war stands' }).getByRole('listitem');
  await expect(header.first()).toHaveText(/^Turn 1, \S+ 1914$/);
  const facts = (await header.allTextContents()).join(' | ');
  expect(facts).toMatch(/\b\d+ RM\b/);
  expect(facts).toMatch(/\b\d+ Lira\b/);
  expect(facts).toMatch(/(German|Entente) skies/);

  // A screen over the board (Settings) puts the choices out of reach, as it covers the prompt bar; back, they return.
  await expect(choices.first()).toBeAttached();
  await page.locator('#side-panel button', { hasText: 'Settings' }).click();
  await expect(region.getByRole('list', { name: 'Choices' })).toHaveCount(0);
  await page.locator('#settings-screen').getByRole('button', { name: 'Cancel' }).click();
  await expect(choices.first()).toBeAttached();

  for (const key of ['Enter', ' ']) {
    // Every choice is a button with words for a name (all of them: the bar's pages do not limit the region).
    const names = await choices.allTextContents();
    const total = (await page.evaluate(() => window.__kk?.view()?.prompt?.actions.length)) ?? 0;
    expect(names.length).toBe(total);
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(n, n).not.toMatch(ID_LIKE);
    const question = await region.getByRole('heading', { level: 2 }).textContent();

    const before = await actionCount(page);
    const saidBefore = await announcements.locator('p').count();
    await region.getByRole('button', { name: names[0], exact: true }).first().focus();
    await page.keyboard.press(key);
    await expect.poll(() => actionCount(page), `${JSON.stringify(key)} on "${names[0]}"`).toBe(before + 1);
    await waitIdle(page);

    // Focus is on the new decision's first choice (never <body>), and the region says the new decision.
    await expect.poll(async () => (await focused(page)).isChoice).toBe(true);
    const now = await choices.allTextContents();
    expect((await focused(page)).text).toBe(now[0]);
    expect(`${await region.getByRole('heading', { level: 2 }).textContent()} ${now.join()}`).not.toBe(`${question} ${names.join()}`);

    // The live region said this update's new log lines, the log's own sentences.
    const said = (await announcements.locator('p').allTextContents()).slice(saidBefore);
    expect(said.length, 'new announcements').toBeGreaterThan(0);
    const logText = await gameLog.textContent();
    for (const line of said.filter((l) => !/new lines in the game log/.test(l))) expect(logText, line).toContain(line);
  }

  // The board's own keys still work with focus in the region: "1" picks the bar's first visible choice.
  const before = await actionCount(page);
  await page.keyboard.press('1');
  await expect.poll(() => actionCount(page)).toBe(before + 1);
  await waitIdle(page);
  await expect.poll(async () => (await focused(page)).tag).not.toBe('BODY');
  expect(errors).toEqual([]);
});
