// Issue #14, in the app: whole stretches of seeded campaigns played by clicking, and at every decision the
// prompt-bar buttons, the question, the header and every new log line read in printed names (no tile id,
// action type or phase id, no JSON), and the buttons are the labels `kk play` offers (shared/labels).
import { expect, test, type Page } from '@playwright/test';
import type { BoardView } from '../../shared/engine/index.js';
import { choiceLabels } from '../../shared/labels/index.js';
import { clickOneDecision, seeded, snapshot, startCampaign, watchConsole } from './board-driver.js';
import { leakIn } from '../labels/leaks.js';

/** Everything in words the board shows now, with where it is shown. */
async function shownWords(page: Page, fromLog: number): Promise<{ where: string; text: string }[]> {
  return page.evaluate((from) => {
    const kk = window.__kk;
    if (!kk) throw new Error('no test hook');
    const out: { where: string; text: string }[] = [];
    const w = kk.words();
    out.push({ where: 'header', text: w.header }, { where: 'prompt', text: w.prompt });
    for (const b of kk.buttons()) out.push({ where: 'button', text: b.label });
    for (let i = from; i < kk.logLength(); i++) out.push({ where: 'log', text: kk.logLine(i) ?? '' });
    return out;
  }, fromLog);
}

for (const seed of [1914, 1917]) {
  test(`seed ${seed}: every button, question, header and log line is in printed names`, async ({ page }) => {
    const errors = watchConsole(page);
    await startCampaign(page, seed);
    const rnd = seeded(seed);
    const leaks: string[] = [];
    let logSeen = 0;
    let checked = 0;
    for (let move = 0; move < 60; move++) {
      const s = await snapshot(page);
      const words = await shownWords(page, logSeen);
      logSeen = await page.evaluate(() => window.__kk?.logLength() ?? 0);
      for (const { where, text } of words) {
        const leak = leakIn(text);
        if (leak !== null) leaks.push(`${where}: "${leak}" in ${text}`);
        checked++;
      }
      if (move === 8) await page.screenshot({ path: `test-results/plain-words-${seed}.png` });
      if (s.over) break;
      // The buttons say exactly what kk play offers for the same position.
      const v = (await page.evaluate(() => window.__kk?.view() ?? null)) as BoardView | null;
      if (v?.prompt) {
        const labels = choiceLabels(v.prompt, v);
        for (const b of s.buttons) expect(b.label).toBe(labels[b.index]);
      }
      await clickOneDecision(page, { preferBoard: rnd() < 0.4, goOn: rnd() < 0.5, rnd });
    }
    expect(checked).toBeGreaterThan(300);
    expect([...new Set(leaks)].slice(0, 20)).toEqual([]);
    expect(errors).toEqual([]);
  });
}
