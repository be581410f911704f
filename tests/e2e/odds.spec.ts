// Issue 15: the odds of a choice show where it is made: on the attack's button in the prompt bar, in the target's
// tooltip and on each item of the payment chooser, as the engine's odds adapter worked them out (the view carries them).
import { expect, test } from './keyed-test.js';
import { expectAccepted, instantAnimations, snapshot, waitIdle, watchConsole } from './board-driver.js';
import { idForKind } from './decision-kinds.js';
import { resumeCampaign } from './screen-driver.js';

test('the odds of an attack are on its button and in the payment chooser', async ({ page }) => {
  const errors = watchConsole(page);
  await instantAnimations(page);
  await resumeCampaign(page, idForKind('cp-attack'));
  const s = await snapshot(page);
  expect(s.kind).toBe('cp-attack');
  const odds = await page.evaluate(() => window.__kk?.view()?.odds ?? []);

  // §10.1: an attack button ends with what it needs and its chance ("· 4+: 50 %"), then any modifier by source
  // and rule ("(Poison Gas +2 §10.2.1)").
  const attack = s.buttons.find((b) => b.label.startsWith('Attack') && odds[b.index] !== null);
  expect(attack, 'an attack button').toBeDefined();
  expect(attack!.label).toMatch(/ · \d\+?: \d+ %( \(.+ §[\d.]+\))?$/);
  expect(attack!.label.endsWith(` · ${odds[attack!.index]!.short}`)).toBe(true);

  // §10.1 / §11.1: a target payable with RM or Krupp opens the chooser; each way to pay shows the same odds.
  const target = s.targets.find((t) => t.indexes.length > 1 && t.indexes.every((i) => odds[i] !== null));
  expect(target, 'a target with several ways to pay').toBeDefined();

  // Its tooltip: the odds in full words, every modifier by source and rule ("needs 4+: 50 % — Putnik −1 §10.2").
  await page.mouse.move(1000, 8);
  await waitIdle(page);
  await page.mouse.move(target!.x, target!.y);
  await waitIdle(page);
  const tip = (await page.evaluate(() => window.__kk?.tooltip() ?? null)) ?? '';
  expect(tip).toContain('\n\nOdds:\n');
  expect(tip).toContain(odds[target!.indexes[0]]!.text);
  await page.mouse.click(target!.x, target!.y);
  await waitIdle(page);
  const menu = await page.evaluate(() => window.__kk?.chooser() ?? []);
  expect(menu.map((m) => m.index).sort()).toEqual([...target!.indexes].sort());
  for (const item of menu) expect(item.label.endsWith(` · ${odds[item.index]!.short}`), item.label).toBe(true);

  // The chooser's choice is played like any other.
  await page.mouse.click(menu[0].x, menu[0].y);
  await waitIdle(page);
  await expectAccepted(page, s, menu[0].label);
  expect(errors).toEqual([]);
});
