// The side panel's log keeps a campaign's whole log and stays light: only the rows in view are in the DOM
// (renderer/screens/log-list.ts). The log is filled through the test hook with synthetic lines: no campaign
// is played, the title screen is only taken out of the way so the mouse reaches the panel.
import { expect, test, type Page } from './keyed-test.js';
import { hideTitleScreenByHand, watchConsole } from './board-driver.js';
import type { LogEntry } from '../../shared/engine/index.js';

const LINES = 20_000;

/** A log entry as the engine sends it (issue 29): its rule and its sentence apart. */
const entry = (rule: string, text: string): LogEntry => ({ rule: rule as LogEntry['rule'], text, type: 'note', index: 0, subject: null });
const APPENDED = entry('§9.9', 'One more line, appended');

interface Row { index: number; text: string }

/** The page with the test hook, the title screen hidden (it covers the whole stage, side panel included). */
async function openPanel(page: Page): Promise<void> {
  await page.goto('/?test&nosound');
  await page.waitForFunction(() => window.__kk !== undefined);
  await hideTitleScreenByHand(page);
  await expect(page.locator('#log')).toBeVisible();
}

/** Rows in the DOM, and those of them in the log's view, in index order. */
async function readRows(page: Page): Promise<{ inDom: number; visible: Row[]; scrollTop: number }> {
  return page.evaluate(() => {
    const log = document.getElementById('log') as HTMLElement;
    const box = log.getBoundingClientRect();
    const rows = [...log.querySelectorAll<HTMLElement>('li[data-index]')];
    const visible = rows.filter((li) => {
      const r = li.getBoundingClientRect();
      return r.bottom > box.top + 1 && r.top < box.bottom - 1;
    }).map((li) => ({ index: Number(li.dataset.index), text: li.textContent ?? '' }));
    return { inDom: rows.length, visible: visible.sort((a, b) => a.index - b.index), scrollTop: log.scrollTop };
  });
}

/** Resolves once two frames have been produced (scroll events handled, rows measured and drawn). */
async function frames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Runs a log change in the page: ms for the call itself and until the second frame after it. */
async function timed(page: Page, change: 'fill' | 'append'): Promise<{ call: number; painted: number }> {
  return page.evaluate(async ([what, n, appended]) => {
    const kk = window.__kk;
    if (!kk) throw new Error('no test hook');
    const t0 = performance.now();
    if (what === 'fill') kk.fillLog(n);
    else kk.setLog(kk.logLength(), [appended]);
    const call = performance.now() - t0;
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    return { call, painted: performance.now() - t0 };
  }, [change, LINES, APPENDED] as const);
}

/** Waits until the last row in view is line `index` and the view cannot scroll further down. */
async function expectAtEnd(page: Page, index: number): Promise<Row[]> {
  await expect.poll(async () => {
    const { visible } = await readRows(page);
    const atEnd = await page.evaluate(() => {
      const log = document.getElementById('log') as HTMLElement;
      return log.scrollHeight - log.clientHeight - log.scrollTop <= 4;
    });
    return atEnd ? visible[visible.length - 1]?.index : -1;
  }).toBe(index);
  return (await readRows(page)).visible;
}

test('20,000 log lines: few rows in the DOM, the end in view, fast to fill and append', async ({ page }) => {
  const errors = watchConsole(page);
  await openPanel(page);

  const fill = await timed(page, 'fill');
  expect(await page.evaluate(() => window.__kk?.logLength())).toBe(LINES);
  // An empty log is "at the bottom", so the filled one shows its end.
  let visible = await expectAtEnd(page, LINES - 1);
  expect(visible[visible.length - 1].text).toContain(`Line ${LINES - 1}:`);
  const { inDom } = await readRows(page);
  const nodes = await page.evaluate(() => document.getElementById('log')?.getElementsByTagName('*').length ?? 0);
  expect(inDom).toBeGreaterThan(10);
  expect(inDom).toBeLessThan(200);

  // A rule reference is its own element (a button opening Rules help at it, issue 32); the rest is text.
  const last = page.locator(`#log li[data-index="${LINES - 1}"]`);
  await expect(last.locator('button.rule')).toHaveText(/^§|^R\d/);
  await expect(last).toHaveAttribute('aria-posinset', String(LINES));

  // Appending while at the bottom keeps the bottom in view.
  const append = await timed(page, 'append');
  visible = await expectAtEnd(page, LINES);
  expect(visible[visible.length - 1].text).toBe('§9.9One more line, appended');
  expect(await page.evaluate((n) => window.__kk?.logLine(n), LINES)).toEqual(APPENDED);

  // Timings (reported, not asserted: this VM's speed varies): the first fill runs cold; then the median of
  // five warm fills and five appends.
  const fills: number[] = [];
  const appends: number[] = [];
  for (let i = 0; i < 5; i++) fills.push((await timed(page, 'fill')).call);
  for (let i = 0; i < 5; i++) appends.push((await timed(page, 'append')).call);
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  console.log(`log of ${LINES} lines: ${inDom} rows / ${nodes} elements in #log; `
    + `fill ${fill.call.toFixed(1)} ms cold (${fill.painted.toFixed(1)} ms to the second frame), ${median(fills).toFixed(1)} ms warm; `
    + `append one line ${append.call.toFixed(2)} ms first (${append.painted.toFixed(1)} ms to the second frame), ${median(appends).toFixed(2)} ms warm`);
  await expectAtEnd(page, LINES + 4);
  expect(errors).toEqual([]);
});

test('keyboard and wheel scroll the log; scrolled up, it stays put when lines come', async ({ page }) => {
  const errors = watchConsole(page);
  await openPanel(page);
  await page.evaluate((n) => window.__kk?.fillLog(n), LINES);
  await expectAtEnd(page, LINES - 1);

  // The container takes focus; Home goes to the first line, End back to the last.
  const log = page.locator('#log');
  await expect(log).toHaveAttribute('tabindex', '0');
  await expect(log).toHaveAttribute('role', 'log');
  await log.focus();
  await page.keyboard.press('Home');
  await expect.poll(async () => (await readRows(page)).visible[0]?.index).toBe(0);
  expect((await readRows(page)).visible[0].text).toContain('Line 0:');
  await page.keyboard.press('End');
  await expectAtEnd(page, LINES - 1);

  // PageUp scrolls the log and stays there: the board's own PageUp (prompt pages) does not see it.
  await page.evaluate(() => {
    (window as unknown as { pageKeys: number }).pageKeys = 0;
    window.addEventListener('keydown', (e) => { if (e.key === 'PageUp') (window as unknown as { pageKeys: number }).pageKeys++; });
  });
  const before = (await readRows(page)).scrollTop;
  await page.keyboard.press('PageUp');
  await expect.poll(async () => (await readRows(page)).scrollTop).toBeLessThan(before - 100);
  expect(await page.evaluate(() => (window as unknown as { pageKeys: number }).pageKeys)).toBe(0);

  // The wheel scrolls up further; rows are drawn for the new place.
  const box = await log.boundingBox();
  if (!box) throw new Error('no log box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const top = (await readRows(page)).visible[0].index;
  for (let i = 0; i < 5; i++) await page.mouse.wheel(0, -400);
  await expect.poll(async () => (await readRows(page)).visible[0]?.index).toBeLessThan(top - 20);
  await frames(page);
  const scrolledUp = await readRows(page);
  expect(scrolledUp.inDom).toBeLessThan(200);
  // Every row in view shows its own line.
  for (const r of scrolledUp.visible) expect(r.text).toContain(`Line ${r.index}:`);

  // Lines that come while the player reads higher up do not move the view.
  await page.evaluate((lines) => window.__kk?.setLog(window.__kk.logLength(), lines), [entry('§1', 'new'), entry('§1', 'newer')]);
  await frames(page);
  const after = await readRows(page);
  expect(after.scrollTop).toBe(scrolledUp.scrollTop);
  expect(after.visible[0].index).toBe(scrolledUp.visible[0].index);
  expect(await page.evaluate(() => window.__kk?.logLength())).toBe(LINES + 2);
  expect(errors).toEqual([]);
});

test('replaceFrom truncates (Undo) and replaces the whole log', async ({ page }) => {
  const errors = watchConsole(page);
  await openPanel(page);
  await page.evaluate((n) => window.__kk?.fillLog(n), LINES);
  await expectAtEnd(page, LINES - 1);

  // Undo took back the last ten lines and its action wrote one.
  await page.evaluate((lines) => window.__kk?.setLog(19_990, lines), [entry('', 'x')]);
  expect(await page.evaluate(() => window.__kk?.logLength())).toBe(19_991);
  const visible = await expectAtEnd(page, 19_990);
  expect(visible[visible.length - 1].text).toBe('x');
  expect(await page.locator('#log li[data-index="19991"]').count()).toBe(0);
  expect(await page.evaluate(() => window.__kk?.logLine(19_989)?.text)).toContain('Line 19989:');

  // While another tab is shown, lines still come; back on the log, the end is in view.
  await page.locator('#side-panel .tabs button', { hasText: 'Rules help' }).click();
  await expect(page.locator('#log')).toBeHidden();
  await page.evaluate((lines) => window.__kk?.setLog(window.__kk.logLength(), lines), [entry('§2.1', 'while hidden')]);
  await page.locator('#side-panel .tabs button', { hasText: 'Log' }).click();
  expect((await expectAtEnd(page, 19_991)).pop()?.text).toBe('§2.1while hidden');

  // Start 0 replaces everything (a new or loaded campaign).
  await page.evaluate((lines) => window.__kk?.setLog(0, lines), [entry('§1', 'first'), entry('', 'second')]);
  expect(await page.evaluate(() => window.__kk?.logLength())).toBe(2);
  await expect.poll(async () => (await readRows(page)).visible.map((r) => r.text)).toEqual(['§1first', 'second']);
  expect((await readRows(page)).inDom).toBe(2);
  expect(errors).toEqual([]);
});
