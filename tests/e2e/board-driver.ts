// Drives the board the way a player does: by clicking highlighted board targets, chooser items and
// prompt-bar buttons. Reads only the test hook (window.__kk) to know where to click. Every click must be
// accepted by the engine: a refusal (the toast) or a click that does nothing fails the test at once.
import { expect, type Page } from '@playwright/test';
import type { KkTestHook } from '../../renderer/app/test-hook.js';
import type { Action } from '../../shared/engine/index.js';
import { continueIndex } from '../../renderer/ui/action-labels.js';

declare global {
  interface Window {
    __kk?: KkTestHook;
  }
}

export interface ClickRecord {
  readonly kind: string;
  readonly how: 'board' | 'button';
  readonly label: string;
}

export async function waitIdle(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__kk !== undefined && window.__kk.idle(), undefined, { timeout: 30_000 });
}

/** Everything needed to decide the next click. */
export async function snapshot(page: Page) {
  return page.evaluate(() => {
    const kk = window.__kk;
    if (!kk) throw new Error('no test hook');
    const v = kk.view();
    return {
      kind: kk.promptKind(),
      turn: v?.turn ?? 0,
      over: v?.over ?? null,
      actionCount: kk.actionCount(),
      targets: kk.targets(),
      buttons: kk.buttons(),
      legal: kk.legalColour(),
    };
  });
}

type Snapshot = Awaited<ReturnType<typeof snapshot>>;
type Target = Snapshot['targets'][number];

/** The message the renderer shows when a call failed (an engine refusal, a save problem), or null. */
export async function toastText(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const t = document.getElementById('toast');
    return t && t.style.display !== 'none' && t.textContent ? t.textContent : null;
  });
}

/** Points on a band 2 px outside an outline, every 2 px: where a highlight ring is drawn. */
function ringPoints(b: NonNullable<Target['bounds']>): [number, number][] {
  const points: [number, number][] = [];
  for (let x = b.x - 2; x <= b.x + b.w + 2; x += 2) points.push([x, b.y - 2], [x, b.y + b.h + 2]);
  for (let y = b.y - 2; y <= b.y + b.h + 2; y += 2) points.push([b.x - 2, y], [b.x + b.w + 2, y]);
  return points;
}

/**
 * For each target with an outline, the share of its ring drawn in its ring colour (the hook's `ring`: the
 * legal colour, or on a pale box the dark one, board/box-highlight.ts), or in `colour` when given: proves
 * the board marks what the prompt allows. Tiles fanned in a stack hide part of their ring, so callers ask
 * for a share, not all of it. One read-back for all targets (it is slow in software WebGL).
 */
export async function ringShares(page: Page, targets: readonly Target[], colour?: readonly number[]): Promise<Map<string, number>> {
  // A tooltip under the mouse (left there by the last click) would cover rings: hover the header strip.
  await page.mouse.move(1000, 8);
  await waitIdle(page);
  const rings = targets.flatMap((t) => (t.bounds ? [{ key: t.key, points: ringPoints(t.bounds), ring: colour ?? t.ring }] : []));
  const pixels = await page.evaluate((pts) => window.__kk?.pixels(pts) ?? [], rings.flatMap((r) => r.points));
  const near = (p: number[], c: readonly number[]): boolean => Math.abs(p[0] - c[0]) + Math.abs(p[1] - c[1]) + Math.abs(p[2] - c[2]) < 60;
  const out = new Map<string, number>();
  let i = 0;
  for (const r of rings) {
    const mine = pixels.slice(i, i + r.points.length);
    i += r.points.length;
    out.set(r.key, mine.filter((p) => near(p, r.ring)).length / r.points.length);
  }
  return out;
}


export interface ClickChoice {
  /** Click a board target when one exists (else a prompt-bar button). */
  readonly preferBoard: boolean;
  /** When clicking a button: take the go-on button (done/decline…) if there is one. */
  readonly goOn: boolean;
  readonly rnd: () => number;
}

/** Clicks one action of the pending prompt and checks that the engine took it. */
export async function clickOneDecision(page: Page, choice: ClickChoice): Promise<ClickRecord | null> {
  const s = await snapshot(page);
  if (s.kind === null) return null;
  const { rnd } = choice;
  const targets = s.targets.filter((t) => t.indexes.some((i) => s.buttons.some((b) => b.index === i)));
  let how: ClickRecord['how'] = 'button';
  let label: string;
  if (targets.length > 0 && choice.preferBoard) {
    const t = targets[Math.floor(rnd() * targets.length)];
    await page.mouse.click(t.x, t.y);
    how = 'board';
    await waitIdle(page); // the chooser, if any, is drawn (and so clickable)
    const menu = await page.evaluate(() => window.__kk?.chooser() ?? []);
    if (menu.length > 0) {
      const item = menu[Math.floor(rnd() * menu.length)];
      label = s.buttons.find((b) => b.index === item.index)?.label ?? `chooser item ${item.index}`;
      await page.mouse.click(item.x, item.y);
    } else {
      label = s.buttons.find((b) => b.index === t.indexes[0])?.label ?? t.key;
    }
  } else {
    // The action Space would take (done, decline, accept, …), whatever its label says.
    const actions = (await page.evaluate(() => window.__kk?.view()?.prompt?.actions ?? [])) as Action[];
    const goOn = s.buttons.find((b) => b.index === continueIndex(actions));
    const pick = choice.goOn && goOn ? goOn : s.buttons[Math.floor(rnd() * s.buttons.length)];
    if (!pick) throw new Error(`Prompt ${s.kind} shows no button`);
    label = pick.label;
    await page.mouse.click(pick.x, pick.y);
  }
  await waitIdle(page);
  await expectAccepted(page, s, label);
  return { kind: s.kind, how, label };
}

/** Fails with the engine's message when it refused the action, or when the click did not act at all. */
export async function expectAccepted(page: Page, before: Snapshot, label: string): Promise<void> {
  const refused = await toastText(page);
  if (refused !== null) throw new Error(`At ${before.kind}, "${label}" was refused: ${refused}`);
  const count = await page.evaluate(() => window.__kk?.actionCount() ?? null);
  expect(count, `At ${before.kind}, clicking "${label}" did not send an action`).toBe((before.actionCount ?? 0) + 1);
}

/** A small seeded generator (the tools' own), so a failing run can be repeated. */
export { toolRng as seeded } from '../../tools/policy.js';

/** Turns animations off through the Settings screen, as a player would (main keeps it); ends on the title. */
export async function instantAnimations(page: Page): Promise<void> {
  await page.goto('/?test');
  await page.waitForFunction(() => window.__kk !== undefined);
  await page.locator('#title-screen button', { hasText: 'Settings' }).click();
  await page.locator('#speed').selectOption('0');
  await page.locator('#settings-screen button', { hasText: 'Apply' }).click();
  await expect(page.locator('#title-screen')).toBeVisible();
}

/** From a fresh page: animations off, then a new campaign with this seed from the title screen. */
export async function startCampaign(page: Page, seed: number): Promise<void> {
  await instantAnimations(page);
  await page.locator('#title-screen button', { hasText: 'New campaign' }).click();
  await page.locator('#seed').fill(String(seed));
  await page.locator('#new-screen button', { hasText: 'Start' }).click();
  await page.waitForFunction(() => window.__kk?.view() !== null);
  await waitIdle(page);
}

/** Sets the text size on the Settings screen (opened from the side panel or the title screen) and applies it. */
export async function chooseTextSize(page: Page, size: string, from: 'side-panel' | 'title-screen' = 'side-panel'): Promise<void> {
  await page.locator(`#${from} button`, { hasText: 'Settings' }).click();
  await page.locator('#text-size').selectOption(size);
  await page.locator('#settings-screen button', { hasText: 'Apply' }).click();
  await expect(page.locator('#settings-screen')).toHaveCount(0);
}

export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('response', (r) => { if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`); });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/**
 * Takes the title screen out of the way by hand, for a spec that plays no campaign but needs the side panel:
 * also what a screen makes inert behind it (renderer/screens/screens.ts, issue 33), as closing it would.
 */
export async function hideTitleScreenByHand(page: Page): Promise<void> {
  await page.evaluate(() => {
    (document.getElementById('screen') as HTMLElement).style.display = 'none';
    for (const part of document.querySelectorAll('[inert]')) {
      part.removeAttribute('inert');
      part.removeAttribute('aria-hidden');
    }
  });
}

