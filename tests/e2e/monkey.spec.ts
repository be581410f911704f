// A seeded monkey: random clicks, keys and hovers, often in the middle of animations (played at 4× speed).
// Whatever the order, the board must never refuse or lose an action, and whenever it is idle every tile
// stands where the engine's view says with no animation mark left over. KK_MONKEY_SEED repeats a run.
import { expect, test, type Page } from './keyed-test.js';
import { seeded, snapshot, startCampaign, toastText, watchConsole } from './board-driver.js';
import { UNDO_BLOCKED } from '../../renderer/ui/undo-blocked.js';

const SEED = Number(process.env.KK_MONKEY_SEED ?? 1918);
const STEPS = Number(process.env.KK_MONKEY_STEPS ?? 150);

async function idleState(page: Page): Promise<{ misplaced: string[]; effects: number; actions: number | null }> {
  await page.waitForFunction(() => window.__kk?.idle(), undefined, { timeout: 30_000 });
  return page.evaluate(() => ({
    misplaced: window.__kk?.misplaced() ?? ['no hook'],
    effects: window.__kk?.effects().length ?? -1,
    actions: window.__kk?.actionCount() ?? null,
  }));
}

test(`monkey: ${STEPS} random inputs during animations leave the board exact (seed ${SEED})`, async ({ page }) => {
  const errors = watchConsole(page);
  await startCampaign(page, SEED);
  await page.evaluate(() => window.__kk?.setSpeed(4));
  const rnd = seeded(SEED);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const done: Record<string, number> = {};
  let checks = 0;
  let steps = 0;
  let undoExplained = 0;

  for (; steps < STEPS; steps++) {
    const s = await snapshot(page);
    if (s.over) break; // a Defeat can end the war early
    const moves = [
      async () => { const b = pick(s.buttons); if (b) await page.mouse.click(b.x, b.y); },
      async () => { const t = pick(s.targets); if (t) await page.mouse.click(t.x, t.y); },
      async () => page.keyboard.press(String(1 + Math.floor(rnd() * 9))),
      async () => page.keyboard.press('Space'),
      async () => page.keyboard.press('Control+z'),
      async () => page.keyboard.press(pick(['PageDown', 'PageUp', 'Escape'])),
      async () => page.mouse.click(rnd() * 1000, 20 + rnd() * 600), // anywhere on the board
      async () => page.mouse.move(rnd() * 1000, 20 + rnd() * 600),
      async () => page.locator('#side-panel button', { hasText: pick(['Log', 'Entente turn', 'Rules help']) }).click(),
    ];
    const which = Math.floor(rnd() * moves.length);
    await moves[which]();
    done[which] = (done[which] ?? 0) + 1;

    // Half the time the next input lands mid-animation; otherwise the board settles and is checked.
    if (rnd() < 0.5) continue;
    const after = await idleState(page);
    expect(after.misplaced, `step ${steps}`).toEqual([]);
    expect(after.effects, `step ${steps}`).toBe(0);
    // Nothing refused, nothing failed to save; a blocked Undo explaining itself is the one message allowed.
    const toast = await toastText(page);
    if (toast !== null && (toast.startsWith(UNDO_BLOCKED) || toast.startsWith('There is no move to take back'))) undoExplained++;
    else expect(toast, `step ${steps}`).toBeNull();
    checks++;
  }
  const end = await idleState(page);
  expect(end.actions).toBeGreaterThan(10); // the inputs played the game on
  expect(end.misplaced).toEqual([]);
  expect(end.effects).toBe(0);
  expect(steps).toBeGreaterThan(20);
  expect(checks).toBeGreaterThan(steps / 4);
  expect(Object.keys(done).length).toBe(9); // every kind of input was tried
  expect(errors).toEqual([]);
  console.log(`monkey: ${steps} steps, ${checks} checks, ${undoExplained} blocked Undos explained`);
});
