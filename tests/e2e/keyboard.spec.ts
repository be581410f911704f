// The board played with the keyboard only (issue #5): number keys pick an action of the prompt bar's page,
// PageDown/PageUp turn its pages, Space goes on and skips a running animation, Ctrl+Z undoes.
import { expect, test, type Page } from './keyed-test.js';
import { instantAnimations, seeded, snapshot, startCampaign, waitIdle, watchConsole } from './board-driver.js';
import { resumeCampaign } from './screen-driver.js';
import { ATTACK_ANIMATION_ID } from './e2e-paths.js';
import { continueIndex } from '../../renderer/ui/action-labels.js';

const SEED = 1915;

async function actionCount(page: Page): Promise<number> {
  return (await page.evaluate(() => window.__kk?.actionCount() ?? null)) ?? -1;
}

/** Presses `key` and waits until the board is idle again; the engine must have taken exactly one action. */
async function pressAccepted(page: Page, key: string): Promise<void> {
  const before = await actionCount(page);
  await page.keyboard.press(key);
  await waitIdle(page);
  expect(await actionCount(page), `after ${key}`).toBe(before + 1);
}

test('a campaign played with number keys, Space, PageDown and Ctrl+Z', async ({ page }) => {
  const errors = watchConsole(page);
  await startCampaign(page, SEED);
  const rnd = seeded(SEED);
  let paged = false;
  let undone = 0;
  let spaced = 0;

  for (let i = 0; i < 40; i++) {
    const s = await snapshot(page);
    if (s.over) break;
    const visible = s.buttons.length;
    expect(visible, s.kind ?? '').toBeGreaterThan(0);

    // A prompt with more actions than fit: PageDown shows others, PageUp brings the first page back.
    const total = (await page.evaluate(() => window.__kk?.view()?.prompt?.actions.length)) ?? 0;
    if (!paged && total > visible) {
      await page.keyboard.press('PageDown');
      await waitIdle(page);
      const second = await snapshot(page);
      expect(second.buttons.map((b) => b.index)).not.toEqual(s.buttons.map((b) => b.index));
      // Issue #14: PageDown on the last page stays there (it used to wrap to the first), PageUp on the first too.
      const shown = async (): Promise<number[]> => (await snapshot(page)).buttons.map((b) => b.index);
      const pageTo = async (key: string): Promise<number[]> => {
        let last = await shown();
        for (let i = 0; i < 40; i++) {
          await page.keyboard.press(key);
          await waitIdle(page);
          const now = await shown();
          if (now.join() === last.join()) return now;
          last = now;
        }
        throw new Error(`${key} never stopped at an end`);
      };
      expect(await pageTo('PageDown'), 'the last page holds the last action').toContain(total - 1);
      expect(await pageTo('PageUp')).toEqual(s.buttons.map((b) => b.index));
      paged = true;
    }

    const prompt = await page.evaluate(() => window.__kk?.view()?.prompt ?? null);
    const goOn = prompt !== null && continueIndex(prompt.actions) >= 0; // Space has an action to take
    if (goOn && rnd() < 0.7) {
      await pressAccepted(page, 'Space');
      spaced++;
    } else {
      await pressAccepted(page, String(1 + Math.floor(rnd() * Math.min(9, visible))));
    }

    // Now and then, when the engine allows it (no dice or draw since), Ctrl+Z brings the decision back.
    const canUndo = await page.evaluate(() => window.__kk?.view()?.canUndo ?? false);
    if (canUndo && undone < 3 && rnd() < 0.5) {
      const after = await actionCount(page);
      await page.keyboard.press('Control+z');
      await page.waitForFunction((n) => window.__kk?.actionCount() === n - 1 && window.__kk.idle(), after);
      expect(await page.evaluate(() => window.__kk?.view()?.prompt ?? null)).toEqual(prompt);
      undone++;
    }
  }
  expect(spaced).toBeGreaterThan(0);
  expect(undone).toBeGreaterThan(0);
  expect(paged).toBe(true);

  // Space during an animation skips it. At 1/50 speed any batch runs ≥ 7.5 s (its closing 150 ms step
  // alone), so a board idle within 3 s of Space was skipped, and the skip took no action of its own.
  // (A campaign that ended within those moves leaves nothing to press: a new one is started for this check.)
  if ((await snapshot(page)).over) {
    await page.evaluate(() => window.__kk?.setSpeed(1));
    await page.getByRole('button', { name: 'Title', exact: true }).last().click();
    await startCampaign(page, SEED + 1);
    await page.waitForFunction(() => window.__kk?.actionCount() === 0 && !window.__kk.view()?.over && window.__kk.idle());
  }
  await page.evaluate(() => window.__kk?.setSpeed(0.02));
  const before = await actionCount(page);
  await page.keyboard.press('1');
  await page.waitForFunction((n) => (window.__kk?.actionCount() ?? 0) > n, before);
  expect(await page.evaluate(() => window.__kk?.idle())).toBe(false);
  await page.keyboard.press('Space');
  await page.waitForFunction(() => window.__kk?.idle(), undefined, { timeout: 3000 });
  expect(await actionCount(page)).toBe(before + 1);
  expect(errors).toEqual([]);
});

// Issue #14: a box chosen from the keyboard. F spreads out a stack (the keyboard's focus on a box); Enter plays
// what a click there would: several moves open the chooser beside it (a number picks); a box without a move
// says so and plays nothing.
test('Enter on a spread-out stack plays its moves as a click would', async ({ page }) => {
  const errors = watchConsole(page);
  await instantAnimations(page);
  await resumeCampaign(page, ATTACK_ANIMATION_ID);
  const s = await snapshot(page);
  const view = await page.evaluate(() => window.__kk?.view() ?? null);
  const boxOf = (id: string): string | undefined => Object.entries(view?.boxes ?? {}).find(([, ids]) => ids.includes(id))?.[0];
  const targetBoxes = new Set(s.targets.map((t) => (t.key.startsWith('tile:') ? boxOf(t.key.slice(5)) : t.key.slice(4))));
  const fan = () => page.evaluate(() => window.__kk?.fan()?.box ?? null);
  const before = await actionCount(page);

  // F through the stacks: the first one holding a move, and the first one holding none.
  let withMove: string | null = null;
  let without: string | null = null;
  await page.mouse.move(1, 1);
  for (let i = 0; i < 60 && (withMove === null || without === null); i++) {
    await page.keyboard.press('f');
    await waitIdle(page);
    const box = await fan();
    if (box === null) break;
    if (targetBoxes.has(box)) withMove ??= box;
    else without ??= box;
  }
  expect(withMove, 'a stack holding a move').not.toBeNull();
  expect(without, 'a stack holding no move').not.toBeNull();

  // A stack without a move: Enter says so, the stack stays spread out and nothing is played.
  while ((await fan()) !== without) { await page.keyboard.press('f'); await waitIdle(page); }
  await page.keyboard.press('Enter');
  await waitIdle(page);
  await expect(page.locator('#toast')).toContainText('has no move in');
  expect(await fan()).toBe(without);
  expect(await actionCount(page)).toBe(before);

  // A stack with moves: Enter closes it and offers exactly the moves of that box, numbered.
  await page.keyboard.press('Escape');
  while ((await fan()) !== withMove) { await page.keyboard.press('f'); await waitIdle(page); }
  const expected = s.targets.filter((t) => (t.key.startsWith('tile:') ? boxOf(t.key.slice(5)) : t.key.slice(4)) === withMove).flatMap((t) => t.indexes);
  await page.keyboard.press('Enter');
  await waitIdle(page);
  expect(await fan()).toBeNull();
  const unique = [...new Set(expected)].sort((a, b) => a - b);
  if (unique.length === 1) expect(await actionCount(page)).toBe(before + 1);
  else {
    const items = await page.evaluate(() => window.__kk?.chooser() ?? []);
    expect(items.map((c) => c.index)).toEqual(unique);
    await page.keyboard.press('Escape');
    expect(await actionCount(page)).toBe(before);
  }
  // The shortcuts list names the key.
  await page.keyboard.press('?');
  await expect(page.locator('#shortcuts')).toContainText('Play the spread-out box');
  expect(errors).toEqual([]);
});
