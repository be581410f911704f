// Issue #33, "done when": two whole turns of a seeded campaign played as a screen-reader player plays them,
// using only roles, names and labels — no canvas coordinates, no test hook (the page is opened without
// "?test"). The player walks the Board region's boxes with the arrow keys, hears each box in words, plays a
// runner's placement from its sea area's box, and plays every other decision from the Decision region; after
// each move focus is on the next decision (never the page's body) and the announcements say the move's new
// log lines, the Game log's own sentences.
import { expect, test, type Locator, type Page } from './keyed-test.js';
import { watchConsole } from './board-driver.js';

const SEED = 1915;
/** A choice that ends a loop or declines (the quickest way through a turn), by its words on the button. */
const FINISHING = /^(End the|Finish buying|Done\b|No\b|Keep\b|Send no|Draw no|Do not|Stop: no more|Accept the failure|Keep the)/;

function regions(page: Page) {
  const decision = page.getByRole('region', { name: 'Decision', exact: true });
  const board = page.getByRole('region', { name: 'Board', exact: true });
  return {
    decision,
    question: decision.getByRole('heading', { level: 2 }),
    choices: decision.getByRole('list', { name: 'Choices' }).getByRole('button'),
    header: decision.getByRole('list', { name: 'Where the war stands' }).getByRole('listitem'),
    announcements: decision.getByRole('log', { name: 'Announcements' }).getByRole('paragraph'),
    board,
    boxes: board.getByRole('list', { name: 'Boxes' }).locator(':scope > li > button'),
    gameLog: page.getByRole('log', { name: 'Game log' }),
  };
}

/** The text of the focused element, or "BODY" when focus was lost. */
async function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => (document.activeElement === document.body ? 'BODY' : document.activeElement?.textContent ?? 'none'));
}

/** Presses `key` on `button` (focused first) and waits until the move is answered: the Decision region's choices
 *  are rebuilt (the old first choice leaves the page) and a new decision stands. */
async function play(page: Page, button: Locator, key: 'Enter' | ' '): Promise<void> {
  const r = regions(page);
  const old = await r.choices.first().elementHandle();
  await button.focus();
  await page.keyboard.press(key);
  await page.waitForFunction((el) => el === null || !el.isConnected, old, { timeout: 30_000 });
  await expect(r.choices.first()).toBeAttached({ timeout: 30_000 });
}

test('two whole turns played by roles and names: the board walked box by box, a move from a box, the announcements', async ({ page }) => {
  test.setTimeout(300_000);
  const errors = watchConsole(page);
  const r = regions(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'New campaign' })).toBeVisible(); // the title screen is up
  // Animations off and a seeded campaign, through the screens' labelled fields.
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByLabel('Animation speed').selectOption('Instant');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'New campaign' }).click();
  await page.getByLabel('Seed').fill(String(SEED));
  const guide = page.getByLabel('Guide me through the first turn');
  if (await guide.count() > 0) await guide.setChecked(false);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(r.header.first()).toHaveText(/^Turn 1, /);
  await expect(r.question).toHaveText(/^Rule 9\.1\.1: Send Blockade Runner 1 /);

  // A screen over the board takes focus on its title and gives it back to the question when it closes; meanwhile
  // the board and the side panel are out of the tree (inert), as they are out of the mouse's reach.
  await page.getByRole('button', { name: 'Settings' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeFocused();
  await expect(r.decision).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Charts' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Enter');
  await expect(r.question).toBeFocused();

  // The board in words: the fronts as the rulebook counts them (§6.3), a cup only counted.
  await expect(r.board.getByRole('button', { name: 'Belgium, 3 of 5: Belgian Army 3, British Expeditionary Force 5 skull, British 1st Army 4; Border Forts 3', exact: true })).toHaveCount(1);
  await expect(r.board.getByRole('button', { name: /^Chit cup: \d+ tiles$/ })).toHaveCount(1);

  // Walk it: one Tab stop, on the decision's first box with a move (§9.1.1: the sea areas).
  const stop = r.boxes.and(page.locator('[tabindex="0"]'));
  await expect(stop).toHaveCount(1);
  await expect(stop).toHaveAccessibleName(/^Sea area 1a, .*\. 1 move$/);
  await stop.focus();
  const walked = [await focusedText(page)];
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('ArrowDown');
    walked.push(await focusedText(page));
  }
  expect(walked.slice(1).map((w) => w.split(',')[0])).toEqual(['Sea area 1b', 'Sea area 2a', 'Sea area 2b']);
  await page.keyboard.press('Home');
  expect(await focusedText(page)).toMatch(/^Calendar, Turn 1: /);
  await page.keyboard.press('End');
  expect(await focusedText(page)).toMatch(/^Neutral Ports: /);
  // A box without a move says so; a box with one goes to its move on Enter.
  await page.keyboard.press('Enter');
  await expect(r.announcements.last()).toHaveText('No move in Neutral Ports for this decision.');
  const northSea = r.board.getByRole('button', { name: /^Sea area 4, North Sea: empty\. 1 move$/ });
  await northSea.focus();
  await page.keyboard.press('Enter');
  const move = r.board.getByRole('list', { name: /^Moves in Sea area 4/ }).getByRole('button');
  await expect(move).toBeFocused();
  await expect(move).toHaveAccessibleName(/^Send Blockade Runner 1 to the North Sea \(4\), through \d+ %$/); // its odds after a pause
  const said = await r.announcements.count();
  await play(page, move, 'Enter');
  // The runner is in the box, said in words; focus went on to the next decision's first box with a move.
  await expect(r.board.getByRole('button', { name: /^Sea area 4, North Sea: Blockade Runner 1/ })).toHaveCount(1);
  // §9.1.4: a runner in the North Sea lets the High Seas Fleet sail: its sea areas are the next decision's boxes.
  await expect(r.question).toHaveText(/^Rule 9\.1\.4: /);
  const focusedBox = r.boxes.and(page.locator(':focus'));
  await expect(focusedBox).toHaveAccessibleName(/^Sea area .*\. \d+ moves?$/);
  // D and B: the keyboard goes from the boxes to the decision's choices and back.
  await page.keyboard.press('d');
  await expect(r.choices.first()).toBeFocused();
  await page.keyboard.press('b');
  await expect(focusedBox).toHaveAccessibleName(/^Sea area .*\. \d+ moves?$/);
  const heard = (await r.announcements.allTextContents()).slice(said);
  expect(heard.length).toBeGreaterThan(0);
  for (const line of heard) expect(await r.gameLog.textContent(), line).toContain(line);

  // On to the end of turn 2, every decision played from the Decision region by its button's name.
  let moves = 1;
  let fromBoxes = 1;
  const played: string[] = [];
  let turnsHeard = 0;
  let lastTurn = 'Turn 1';
  while (!/^Turn 3\b/.test((await r.header.first().textContent()) ?? '')) {
    expect(moves, `moves played: ${played.join(' / ')}`).toBeLessThan(400);
    const names = await r.choices.allTextContents();
    expect(names.length).toBeGreaterThan(0);
    const before = await r.announcements.allTextContents();
    played.push((await r.question.textContent()) ?? '');
    // Every third move the first choice (an attack, a purchase …), else the one that ends the loop; every
    // fourth, when a box has a move, it is played from the Board list (B, Enter on the box, Enter on its move).
    const pick = moves % 3 === 0 ? names[0] : names.find((n) => FINISHING.test(n)) ?? names[0];
    if (moves % 4 === 0 && await r.boxes.and(page.locator('[tabindex="0"]')).filter({ hasText: /\. \d+ moves?$/ }).count() > 0) {
      await page.keyboard.press('b');
      await page.keyboard.press('Enter');
      const focusedMove = r.board.locator(':focus');
      await expect(focusedMove).toHaveAttribute('data-index', /\d+/);
      await play(page, focusedMove, 'Enter');
      fromBoxes++;
    } else await play(page, r.choices.getByText(pick, { exact: true }).first(), moves % 2 === 0 ? 'Enter' : ' ');
    moves++;
    expect(await focusedText(page), `focus after "${pick}"`).not.toBe('BODY');
    const turn = ((await r.header.first().textContent()) ?? '').split(',')[0];
    if (turn !== lastTurn) {
      // A new turn: the Entente's turn came between, and was said (capped, the rest in the log).
      turnsHeard++;
      lastTurn = turn;
      const now = await r.announcements.allTextContents();
      expect(now.join('\n'), `the announcements at ${turn}`).not.toBe(before.join('\n'));
    }
  }
  expect(turnsHeard).toBe(2);
  console.log(`two turns in ${moves} moves, ${fromBoxes} of them from the Board list`);
  expect(errors).toEqual([]);
});
