// Drives the board the way a player does: by clicking highlighted board targets, chooser items and
// prompt-bar buttons. Reads only the test hook (window.__kk) to know where to click.
import { expect, type Page } from '@playwright/test';
import type { KkTestHook } from '../../renderer/app/test-hook.js';

declare global {
  interface Window {
    __kk?: KkTestHook;
  }
}

export interface ClickRecord {
  readonly kind: string;
  readonly how: 'board' | 'button';
}

export async function waitIdle(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__kk !== undefined && window.__kk.idle(), undefined, { timeout: 30_000 });
}

/** Everything needed to decide the next click. */
async function snapshot(page: Page) {
  return page.evaluate(() => {
    const kk = window.__kk;
    if (!kk) throw new Error('no test hook');
    const v = kk.view();
    return {
      kind: kk.promptKind(),
      turn: v?.turn ?? 0,
      over: v?.over ?? null,
      actionTypes: v?.prompt?.actions.map((a) => a.type) ?? [],
      targets: kk.targets(),
      buttons: kk.buttons(),
      signature: JSON.stringify([v?.turn, v?.phase, v?.prompt, v?.boxes]),
    };
  });
}

/** Action types that move the game on without a choice. */
const GO_ON = ['done', 'decline', 'accept', 'continue', 'draw'];

/**
 * Makes one decision by clicking. A kind not clicked yet is clicked on the board when it has a target
 * (that proves highlighting); otherwise the game is moved on with done/decline when offered.
 * `avoid` holds labels that the engine refused before, so a broken rule does not stall the test.
 */
export async function clickOneDecision(page: Page, clicked: Set<string>, avoid: Set<string>, rnd: () => number): Promise<ClickRecord | null> {
  const s = await snapshot(page);
  if (s.kind === null) return null;
  const fresh = !clicked.has(s.kind);
  const buttons = s.buttons.filter((b) => !avoid.has(`${s.kind}|${b.label}`));
  const targets = s.targets.filter((t) => t.indexes.some((i) => buttons.some((b) => b.index === i)));
  let how: ClickRecord['how'] = 'button';
  let label = '';
  if (targets.length > 0 && (fresh || rnd() < 0.3)) {
    const t = targets[Math.floor(rnd() * targets.length)];
    await page.mouse.click(t.x, t.y);
    how = 'board';
    const menu = await page.evaluate(() => window.__kk?.chooser() ?? []);
    if (menu.length > 0) {
      const item = menu[Math.floor(rnd() * menu.length)];
      label = buttons.find((b) => b.index === item.index)?.label ?? '';
      await page.mouse.click(item.x, item.y);
    } else {
      label = buttons.find((b) => b.index === t.indexes[0])?.label ?? '';
    }
  } else {
    const goOn = buttons.find((b) => GO_ON.some((g) => b.label.toLowerCase().startsWith(g)));
    const pick = !fresh && goOn && rnd() < 0.85 ? goOn : buttons[Math.floor(rnd() * buttons.length)] ?? goOn ?? s.buttons[0];
    if (!pick) throw new Error(`Prompt ${s.kind} shows no button`);
    label = pick.label;
    await page.mouse.click(pick.x, pick.y);
  }
  await waitIdle(page);
  const after = await snapshot(page);
  if (after.signature === s.signature) {
    // The click did not change the game (the engine refused it): never try that label again here.
    avoid.add(`${s.kind}|${label}`);
    return null;
  }
  return { kind: s.kind, how };
}

/** A small seeded generator, so a failing run can be repeated. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function startCampaign(page: Page, seed: number): Promise<void> {
  await page.goto('/?test');
  await page.waitForFunction(() => window.__kk !== undefined);
  // Animations off through the Settings screen, as a player would.
  await page.locator('#title-screen button', { hasText: 'Settings' }).click();
  await page.locator('#speed').selectOption('0');
  await page.locator('#settings-screen button', { hasText: 'Apply' }).click();
  await expect(page.locator('#settings-screen')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.goto('/?test');
  await page.waitForFunction(() => window.__kk !== undefined);
  await page.locator('#title-screen button', { hasText: 'New campaign' }).click();
  await page.locator('#seed').fill(String(seed));
  await page.locator('#new-screen button', { hasText: 'Start' }).click();
  await page.waitForFunction(() => window.__kk?.view() !== null);
  await waitIdle(page);
}
