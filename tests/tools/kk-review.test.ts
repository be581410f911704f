// `kk review` (issue #34): the review of a library campaign or a campaign file, in words or as JSON; the JSON is
// what reviewFrom computes for the same war, General Staff seed, policy and budget. A short war in progress
// (the golden campaign's first moves) at 4 wars per choice, so it runs in seconds.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine } from '../../main/engine-port.js';
import { CampaignLibrary } from '../../main/library/library.js';
import { campaignsDir } from '../../main/paths.js';
import { ADVISOR_SEED } from '../../main/game-service.js';
import { shippingPolicy } from '../../shared/advisor/index.js';
import type { PlainAction } from '../../shared/engine/index.js';
import { CURRENT_RULES_EDITION } from '../../shared/data/rules-editions.js';
import { FIRST_PASS_BUDGET, firmUpFrom, reviewCampaign, REVIEW_STAFF_VERSION, ROLL_BUDGET, type Review } from '../../shared/review/index.js';
import type { ReviewStatus } from '../../shared/review-status.js';
import { keptReview } from '../../main/review/kept-review.js';
import { composeGameService } from '../../main/compose.js';
import { memorySettings } from '../../main/settings-model.js';

const SLOW = 120_000; // a CLI start plus rollouts, on a machine shared by many
const KK = join(import.meta.dirname, '../../tools/kk.ts');
const golden = JSON.parse(readFileSync(new URL('../golden/armistice-standard.json', import.meta.url), 'utf8')) as { seed: number; actions: PlainAction[] };
const options = engine.normaliseOptions({});
const moves = golden.actions.slice(0, 6);
const ID = 'opening';
let userData = '';
let file = '';

function kk(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', KK, ...args, '--data', userData], { encoding: 'utf8', timeout: SLOW });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

beforeAll(async () => {
  userData = mkdtempSync(join(tmpdir(), 'kk-review-'));
  const library = new CampaignLibrary({ dir: campaignsDir(userData), engine, appVersion: 'test' });
  await library.open();
  await library.create(library.newRecord({ id: ID, seed: golden.seed, options, actions: moves }, engine.replay(golden.seed, options, moves)));
  file = join(userData, 'opening.json');
  writeFileSync(file, JSON.stringify({ seed: golden.seed, options, actions: moves }));
}, 60_000);

afterAll(() => rmSync(userData, { recursive: true, force: true }));

describe('kk review', () => {
  const expected = () => reviewCampaign({ seed: golden.seed, options, actions: moves }, { seed: ADVISOR_SEED, policy: shippingPolicy(), budget: 4, rollBudget: 2 });

  it('ID --json: the review the function computes, for a library campaign in progress', () => {
    const r = kk(['review', ID, '--json', '--rollouts', '4', '--roll-wars', '2']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(out).toEqual({ campaign: ID, kept: false, ...JSON.parse(JSON.stringify(expected())) });
    expect(out.result).toBeNull();
    expect((out.decisions as unknown[]).length).toBeGreaterThan(0);
    expect((out.rolls as unknown[]).length).toBeGreaterThan(0); // the opening's draws and rolls, each estimated
    for (const d of out.decisions as Record<string, unknown>[]) expect(d).toMatchObject({ why: null, firm: false }); // not firmed up without --full
  }, SLOW);

  it('FILE: the same review in sentences, every decision and the turning points', () => {
    const r = kk(['review', file, '--rollouts', '4', '--roll-wars', '2']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const review = expected();
    expect(r.stdout).toContain(`The General Staff's review of ${moves.length} moves (the war is not over): ${review.decisions.length} decisions with a real choice, 4 wars per choice.`);
    expect(r.stdout.split('\n').filter((l) => l.startsWith('Turn 1, move '))).toHaveLength(review.decisions.length);
    expect(r.stdout).toMatch(/Turning points/);
    expect(r.stdout).not.toMatch(/\{|"type"/); // no action objects, only words
  }, SLOW);

  it('ID --report FILE: writes the after-action report, named as the library names the campaign, without board pictures', () => {
    const out = join(userData, 'report.html');
    const r = kk(['review', ID, '--rollouts', '2', '--report', out]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toBe(`The after-action report was written to ${out} (without pictures of the board: the game draws those when it saves the report).`);
    const html = readFileSync(out, 'utf8');
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    expect(html).toContain('<h3>Turn 1 (August 1914)</h3>');
    expect(html).toContain('<svg class="graph"');
    expect(html).not.toMatch(/<img|<script/);
  }, SLOW);

  it('ID --full --json: the turning points firmed up at the full budget, as firmUpFrom gives them', () => {
    const r = kk(['review', ID, '--json', '--full', '--rollouts', '4', '--roll-wars', '0']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const start = engine.newGame({ seed: golden.seed, options });
    const first = reviewCampaign({ seed: golden.seed, options, actions: moves }, { seed: ADVISOR_SEED, policy: shippingPolicy(), budget: 4, rollBudget: 0 });
    expect(JSON.parse(r.stdout)).toEqual({ campaign: ID, kept: false, ...JSON.parse(JSON.stringify(firmUpFrom(first, start, moves))) });
  }, SLOW);

  it('--help names the command; an unknown campaign is one sentence', () => {
    const help = kk(['review', '--help']);
    expect(help.stdout).toContain('Usage: kk review ID|FILE');
    const missing = kk(['review', 'no-such-campaign', '--json']);
    expect(missing.status).toBe(1);
    expect(missing.stderr.trim().split('\n')).toHaveLength(1);
  }, SLOW);
});

describe('kk review of a campaign with a review kept in the app (issue #34)', () => {
  /** Figures no estimate would give (every choice the best, 0.42 each): seen in the output, they came from the record. */
  const figures = (budget: number, reviewed = moves.length): Review => ({
    budget, rollBudget: ROLL_BUDGET, seed: ADVISOR_SEED, policy: shippingPolicy(), edition: CURRENT_RULES_EDITION, staffVersion: REVIEW_STAFF_VERSION, from: 0, moves: reviewed, result: null,
    decisions: [{ step: 2, turn: 1, rule: '§5', text: 'Choose', chosen: { actionIndex: 0, armistice: { value: 0.42, low: 0.3, high: 0.54 } }, best: { actionIndex: 0, armistice: { value: 0.42, low: 0.3, high: 0.54 } }, gap: null, rollouts: 40, shares: null, turningPoint: false, why: null, firm: false }],
    rolls: [],
  });

  async function keptCampaign(id: string, review: Review, state: 'done' | 'stopped' = 'done'): Promise<ReviewStatus> {
    const library = new CampaignLibrary({ dir: campaignsDir(userData), engine, appVersion: 'test' });
    await library.open();
    const record = library.newRecord({ id, seed: golden.seed, options, actions: moves }, engine.replay(golden.seed, options, moves));
    await library.create({ ...record, review: keptReview(review, moves, state, 3) });
    const service = await composeGameService({ userData, appVersion: 'test', settings: memorySettings(), advisor: { advise: () => { throw new Error('not asked'); }, close: async () => undefined } });
    try {
      return await service.reviewStatus(id);
    } finally {
      await service.close();
    }
  }

  it('ID --json: the kept review when current, the same figures as the app\'s ReviewStatus.review, and says it is kept', async () => {
    const status = await keptCampaign('reviewed', figures(FIRST_PASS_BUDGET));
    expect(status).toMatchObject({ state: 'done', outdated: null });
    const r = kk(['review', 'reviewed', '--json']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ campaign: 'reviewed', kept: true, ...JSON.parse(JSON.stringify(status.review)) });
    const words = kk(['review', 'reviewed']);
    expect(words.stdout.split('\n')[0]).toBe('The review kept with this campaign is current: its figures are shown as the app keeps them (nothing was estimated again).');
    expect(words.stdout).toContain('the choice made 42 % (30 %–54 %), the best 42 % (30 %–54 %)');
  }, SLOW);

  it('a stopped kept review is not the whole war: reviewed afresh, and the output says why', async () => {
    await keptCampaign('half-reviewed', figures(FIRST_PASS_BUDGET, 3), 'stopped'); // its first pass stopped after 3 moves
    const r = kk(['review', 'half-reviewed', '--rollouts', '4']);
    expect(r.status).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe('The review kept with this campaign was stopped after 1 of 3 decisions, so the war was reviewed afresh here (nothing is kept from this).');
    const json = JSON.parse(kk(['review', 'half-reviewed', '--rollouts', '4', '--json']).stdout) as Record<string, unknown>;
    expect(json).toMatchObject({ kept: false, budget: 4 });
  }, SLOW);
});

describe('kk review of a file with a move today\'s rules refuse', () => {
  it('reviews up to it and says where it stops', () => {
    const bad = join(userData, 'bad.json');
    writeFileSync(bad, JSON.stringify({ seed: golden.seed, options, actions: [...golden.actions.slice(0, 3), { type: 'nonsense' }] }));
    const r = kk(['review', bad, '--rollouts', '2', '--roll-wars', '0']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('The General Staff\'s review of 3 moves');
    expect(r.stdout).toContain('Move 4 of 4 cannot be played under today\'s rules: the review stops before it.');
  }, SLOW);
});
