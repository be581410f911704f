// Opens an after-action report file in Chromium (issue #34) and checks it is all there offline: any request other
// than the file itself fails the test (and is refused), no console error (a CSP refusal is one), the headings,
// the graph drawn with its table, and the board pictures it holds shown.
import { expect, type Page } from '@playwright/test';
import { pathToFileURL } from 'node:url';

export interface ReportExpectations {
  /** The campaign's name, or null: any name. */
  readonly name: string | null;
  /** How many board pictures it holds (turning points drawn by the app). */
  readonly pictures: number;
  /** Whether it holds the General Staff's figures (the graph, its table, the turning points). */
  readonly reviewed: boolean;
}

export async function expectOfflineReport(page: Page, file: string, want: ReportExpectations): Promise<void> {
  const url = pathToFileURL(file).href;
  const others: string[] = [];
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('request', (r) => { if (r.url() !== url && !r.url().startsWith('data:')) others.push(r.url()); });
  await page.route('**/*', (route) => (route.request().url() === url ? route.continue() : route.abort()));
  await page.goto(url);
  await expect(page).toHaveTitle(want.name === null ? / — after-action report$/ : `${want.name} — after-action report`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(want.name ?? /\S/);
  await expect(page.getByRole('heading', { level: 2, name: 'The war, turn by turn' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'The chance of the Armistice' })).toBeVisible();
  expect(await page.locator('.diary h3').count()).toBeGreaterThan(1);
  if (want.reviewed) {
    const graph = page.getByRole('img', { name: /The chance of the Armistice by turn/ });
    await expect(graph).toBeVisible();
    const box = await graph.boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    expect(box?.height).toBeGreaterThan(150);
    await expect(page.locator('svg.graph polyline.line')).toHaveCount(1);
    const table = page.getByRole('table', { name: 'The chance of the Armistice by turn, in figures' });
    await expect(table).toBeAttached();
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 2, name: 'The turning points' })).toBeVisible();
  } else {
    await expect(page.locator('svg')).toHaveCount(0);
  }
  const images = page.locator('img');
  await expect(images).toHaveCount(want.pictures);
  for (let i = 0; i < want.pictures; i++) {
    expect(await images.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await images.nth(i).getAttribute('alt')).toMatch(/^The board at move \d+/);
  }
  expect(others).toEqual([]);
  expect(errors).toEqual([]);
}
