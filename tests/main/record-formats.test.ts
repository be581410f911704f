// The record's formats (issue #34): the fixtures of tests/main/fixtures/record-formats (format 5: a name; 6: a
// branch's new dice; 7: a review section) load with today's code, unchanged (written back to the byte); the
// fixture's review, kept before the review had its rolls and firming up, is outdated and offered again (never
// refused); a review kept by today's code survives the reload and is current; a damaged review section is set aside with a sentence and the campaign still
// opens; a review of another rules edition is offered again with a sentence; a future format is refused as today.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { engine } from '../../main/engine-port.js';
import { parseRecordText, recordText, RECORD_FORMAT, type CampaignRecord } from '../../main/library/record.js';
import { parseRecordInSlices } from '../../main/library/record-in-slices.js';
import { DAMAGED_REVIEW, type KeptReview } from '../../main/review/kept-review.js';
import { ReviewDesk } from '../../main/review/review-desk.js';
import { CURRENT_RULES_EDITION } from '../../shared/data/rules-editions.js';
import { REVIEW_STAFF_VERSION } from '../../shared/review/index.js';
import { fakeReviewRunner } from './fixtures/fake-review-runner.js';
import { toyService } from './fixtures/service.js';
import { seenNow } from './fixtures/seen.js';
import type { PlainAction } from '../../shared/engine/index.js';
import { removeTempDirs, tempDir } from './fixtures/setup.js';

afterEach(removeTempDirs);

const FIXTURES = new URL('./fixtures/record-formats/', import.meta.url).pathname;
const IDS = ['format-5', 'format-6', 'format-7'] as const;
/** The fixtures' General Staff (settings.json), with the rolls' budget the review has had since. */
const settings = { ...(JSON.parse(readFileSync(join(FIXTURES, 'settings.json'), 'utf8')) as { seed: number; policy: string; budget: number }), rollBudget: 2, firmBudget: 16 };
const EARLIER_STAFF = 'This war was reviewed by an earlier General Staff, which estimates differently, so its figures are not today\'s: review it again.';
const textOf = (id: string): string => readFileSync(join(FIXTURES, `${id}.campaign.json`), 'utf8');
const pause = (): Promise<void> => Promise.resolve();

/** A library over a copy of the fixtures (and any files given), with a review desk of the fixtures' General Staff. */
async function libraryWith(files: Record<string, string> = {}) {
  const userData = tempDir();
  const dir = join(userData, 'campaigns');
  mkdirSync(dir, { recursive: true });
  for (const id of IDS) copyFileSync(join(FIXTURES, `${id}.campaign.json`), join(dir, `${id}.campaign.json`));
  for (const [id, text] of Object.entries(files)) writeFileSync(join(dir, `${id}.campaign.json`), text);
  const runner = fakeReviewRunner();
  const kit = await toyService({ userData, engine, reviews: new ReviewDesk(runner, settings) });
  return { ...kit, runner };
}

function parsed(text: string): CampaignRecord {
  const read = parseRecordText(text);
  if (!read.ok) throw new Error(read.reason);
  return read.record;
}

/** The format-7 fixture with its review section's text changed by `change` (its digest left as it was). */
function withReviewChanged(change: (section: string) => string): string {
  const text = textOf('format-7');
  const at = text.indexOf(',"review":');
  const end = text.indexOf(',"reviewDigest":');
  return `${text.slice(0, at)}${change(text.slice(at, end))}${text.slice(end)}`;
}

describe('record formats 5, 6 and 7', () => {
  it('each loads with today\'s code as same, and is written back to the byte', async () => {
    const kit = await libraryWith();
    for (const [id, format] of [['format-5', 5], ['format-6', 6], ['format-7', 7]] as const) {
      const text = textOf(id);
      expect(JSON.parse(text.replace(/,"review":[^]*,"reviewDigest":"[^"]+"/, '')).format).toBe(format);
      const record = parsed(text);
      expect(record.format).toBe(format);
      expect(recordText(record)).toBe(text);
      expect(await parseRecordInSlices(text, pause)).toEqual({ ok: true, record });
      const loaded = await kit.library.load(id);
      expect(loaded).toMatchObject({ ok: true, campaign: { notice: null, rewrite: false } });
    }
    expect(parsed(textOf('format-6')).newDice).toEqual([{ atMove: 6, seed: 77 }]);
    expect(parsed(textOf('format-5')).review).toBeUndefined();
  });

  it('format 7 as written before the rolls and the firming up: it loads, its review outdated and offered again, never refused', async () => {
    const kit = await libraryWith();
    const kept = parsed(textOf('format-7')).review!;
    expect(kept).toMatchObject({ edition: CURRENT_RULES_EDITION, staffVersion: 'general-staff-1', state: 'done' });
    expect(await kit.library.load('format-7')).toMatchObject({ ok: true, campaign: { notice: null } });
    expect(await kit.service.reviewStatus('format-7')).toEqual({
      campaignId: 'format-7', state: 'none', pass: 'first', done: 0, total: 0, review: null, outdated: EARLIER_STAFF, campaignMoves: 6, problem: null,
    });
    // Offered again: reviewed from the start by today's General Staff and kept, stamped as its figures are.
    await kit.service.startReview('format-7');
    expect(kit.runner.runs).toEqual([{ from: 0, moves: 6 }]);
    await expect.poll(async () => (await kit.library.record('format-7')).review?.staffVersion).toBe(REVIEW_STAFF_VERSION);
    const redone = (await kit.library.record('format-7')).review!;
    expect(redone).toMatchObject({ edition: CURRENT_RULES_EDITION, staffVersion: REVIEW_STAFF_VERSION, figures: { edition: CURRENT_RULES_EDITION, staffVersion: REVIEW_STAFF_VERSION, moves: 6 } });
  });

  it('format 7 with a review kept by today\'s code: the review survives the reload, current, done, its figures as kept', async () => {
    const first = await libraryWith();
    await first.service.startReview('format-7');
    await expect.poll(async () => (await first.library.record('format-7')).review?.staffVersion).toBe(REVIEW_STAFF_VERSION);
    const text = readFileSync(join(first.dir, 'format-7.campaign.json'), 'utf8');
    const kit = await libraryWith({ 'format-7': text });
    const kept = parsed(text).review!;
    expect(await kit.service.reviewStatus('format-7')).toEqual({
      campaignId: 'format-7', state: 'done', pass: 'first', done: kept.figures.decisions.length, total: kept.figures.decisions.length, review: kept.figures, outdated: null, campaignMoves: 6, problem: null,
    });
    expect(await kit.service.reviewStatus('format-5')).toMatchObject({ state: 'none', review: null, outdated: null });
    // Played on (resumed, a move made): the review stays in the record, the file stays format 7.
    await kit.service.resume('format-7');
    const golden = JSON.parse(readFileSync(new URL('../golden/armistice-standard.json', import.meta.url), 'utf8')) as { actions: PlainAction[] };
    await kit.service.act(golden.actions[6], await seenNow(kit.service));
    expect((await kit.library.record('format-7')).review).toEqual(kept);
    expect(readFileSync(join(kit.dir, 'format-7.campaign.json'), 'utf8')).toMatch(/^\{"format":7,/);
    // The war went on: the review stays current for the moves it covers, and is offered to be extended.
    expect(await kit.service.reviewStatus('format-7')).toMatchObject({ state: 'done', outdated: null, campaignMoves: 7, review: { moves: 6 } });
  });

  it('a record without a review is written in its own format; given one, as format 7, and read back the same', async () => {
    const five = parsed(textOf('format-5'));
    const kept = parsed(textOf('format-7')).review!;
    const text = recordText({ ...five, review: kept });
    expect(JSON.parse(text.replace(/,"review":[^]*,"reviewDigest":"[^"]+"/, '')).format).toBe(7);
    expect(parsed(text)).toEqual({ ...five, format: 7, review: kept });
    expect(RECORD_FORMAT).toBe(7);
  });

  it('a damaged review section is set aside with a sentence; the campaign opens, moves and all', async () => {
    const damaged = withReviewChanged((s) => s.replace('"turningPoint":false', '"turningPoint":true '.trim()));
    expect(damaged).not.toBe(textOf('format-7'));
    const record = parsed(damaged);
    expect(record.review).toBeUndefined();
    expect(record.reviewDropped).toBe(DAMAGED_REVIEW);
    expect(record.actions).toHaveLength(6);
    // The digest right but the section not a review: set aside too.
    const kit = await libraryWith({ 'format-7': damaged });
    expect(await kit.library.load('format-7')).toMatchObject({ ok: true });
    expect(await kit.service.reviewStatus('format-7')).toMatchObject({ state: 'none', review: null, outdated: DAMAGED_REVIEW, campaignMoves: 6 });
    // Reviewed again, it is whole again.
    await kit.service.startReview('format-7');
    await expect.poll(async () => (await kit.library.record('format-7')).review?.state).toBe('done');
    expect((await kit.library.record('format-7')).reviewDropped).toBeUndefined();
    expect(await kit.service.reviewStatus('format-7')).toMatchObject({ state: 'done', outdated: null, done: 6 });
  });

  it('a damaged move is damage to the campaign, review or not (the record\'s own checksum)', () => {
    const text = textOf('format-7');
    const broken = text.replace('"actions":[{', '"actions":[ {');
    expect(parseRecordText(broken)).toMatchObject({ ok: false, reason: expect.stringMatching(/checksum/) });
  });

  it('a review of another rules edition is not shown as current: offered again with a sentence, and redone from the start', async () => {
    const seven = parsed(textOf('format-7'));
    const older: KeptReview = { ...seven.review!, edition: CURRENT_RULES_EDITION - 1 };
    const kit = await libraryWith({ 'format-7': recordText({ ...seven, review: older }) });
    expect(await kit.service.reviewStatus('format-7')).toMatchObject({
      state: 'none', review: null, done: 0, outdated: expect.stringMatching(new RegExp(`another edition of the rules \\(edition ${CURRENT_RULES_EDITION - 1};.*review it again`)),
    });
    await kit.service.startReview('format-7');
    expect(kit.runner.runs).toEqual([{ from: 0, moves: 6 }]);
  });

  it('a future format is refused with a sentence, as today', () => {
    const future = textOf('format-7').replace(/^\{"format":7,/, '{"format":8,');
    expect(parseRecordText(future)).toEqual({ ok: false, future: true, reason: 'it was written by a newer version of Kaiserkrieg (file format 8; this version reads up to 7): update the game to play it' });
  });
});
