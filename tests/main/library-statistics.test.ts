// The statistics of a hand-made library on disk are exactly the counts it holds: results by §15.3 band,
// Defeats by turn and by front (§15.2), the mean VP of the Armistices, each by optional rule; deleted
// campaigns and damaged files are not counted. One real campaign played to its end shows the counts come
// from what the engine decided.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engine } from '../../main/engine-port.js';
import { CampaignLibrary } from '../../main/library/library.js';
import type { CampaignRecord } from '../../main/library/record.js';
import { bandRanges, FRONT_NOT_RECORDED, libraryStatistics } from '../../main/library/statistics.js';
import { resultOf } from '../../main/library/summary.js';
import { RESULT_BANDS } from '../../shared/data/victory.js';
import type { CampaignResult } from '../../shared/ipc.js';
import type { Options } from '../../shared/engine/index.js';
import { actTrusted, newGame, prompt, setEventRecording } from '../../shared/engine/index.js';
import { greedyPolicy } from '../../tools/policy.js';

let dir: string;
let lib: CampaignLibrary;
const standard = engine.normaliseOptions({});
const hundredDays = engine.normaliseOptions({ hundredDays: true });
const twoCruisers = engine.normaliseOptions({ removeCruisers: 2, indiansTwice: true });

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kk-stats-'));
  lib = new CampaignLibrary({ dir, engine, appVersion: 'test' });
  await lib.open();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
/** A campaign file whose summary says it ended so (the statistics read summaries, never replays). */
async function campaign(options: Options, result: CampaignResult | null, extra: Partial<CampaignRecord> = {}): Promise<void> {
  const base = lib.newRecord({ seed: 1, options, id: `hand-${n++}` }, engine.startGame({ seed: 1, options }).state);
  await lib.create({ ...base, result, turn: result?.turn ?? 5, ...extra });
}
const armistice = (vp: number): CampaignResult => ({ kind: 'armistice', turn: 27, vp, band: 'kept as the file says' });
const defeat = (turn: number, front: string | null): CampaignResult => ({ kind: 'defeat', turn, front });

describe('statistics of a hand-made library (§15.2, §15.3)', () => {
  it('counts exactly what the files hold, all together and by optional rule', async () => {
    // Standard: two in progress, Armistices of 65, 64, 30 and 19 VP, Defeats on turn 3 (France) and turn 3 (Belgium).
    await campaign(standard, null);
    await campaign(standard, null);
    for (const vp of [65, 64, 30, 19]) await campaign(standard, armistice(vp));
    await campaign(standard, defeat(3, 'France'));
    await campaign(standard, defeat(3, 'Belgium'));
    // The Hundred Days: an Armistice of 50 VP, a Defeat on turn 27 in Italy, one without a front.
    await campaign(hundredDays, armistice(50));
    await campaign(hundredDays, defeat(27, 'Italy'));
    await campaign(hundredDays, defeat(12, null));
    // Two Cruisers removed and Indians twice: an Armistice of 40 VP, in progress once.
    await campaign(twoCruisers, armistice(40));
    await campaign(twoCruisers, null);
    // Not counted: a deleted campaign (finished) and a damaged file.
    await campaign(standard, armistice(60), { deletedAt: new Date().toISOString() });
    writeFileSync(join(dir, 'broken.campaign.json'), '{"format":3, cut short');

    const stats = libraryStatistics(await lib.list());
    const all = stats.all;
    expect(stats.unreadable).toBe(1);
    expect([all.played, all.finished, all.armistices, all.defeats]).toEqual([13, 10, 6, 4]);
    // Bands by VP (§15.3: 65+, 60–64, 50–59, 40–49, 30–39, 20–29, 19 or less), never by the label kept in the file.
    expect(all.bands.map((b) => b.count)).toEqual([1, 1, 1, 1, 1, 0, 1]);
    expect(all.bands.map((b) => b.label)).toEqual(RESULT_BANDS.map((b) => b.label));
    expect(all.meanArmisticeVp).toBeCloseTo((65 + 64 + 30 + 19 + 50 + 40) / 6, 10);
    const byTurn = new Array<number>(27).fill(0);
    byTurn[2] = 2;
    byTurn[26] = 1;
    byTurn[11] = 1;
    expect(all.defeatsByTurn).toEqual(byTurn);
    expect(all.defeatsByFront).toEqual([
      { front: 'Belgium', count: 1 }, { front: 'France', count: 1 }, { front: 'Lithuania', count: 0 },
      { front: 'Ukraine', count: 0 }, { front: 'Italy', count: 1 }, { front: 'Serbia', count: 0 }, { front: FRONT_NOT_RECORDED, count: 1 },
    ]);

    const group = (label: string) => {
      const g = stats.byOption.find((o) => o.label === label);
      if (!g) throw new Error(`no group ${label}`);
      return g.stats;
    };
    expect(stats.byOption.map((o) => o.label)).toEqual([
      'The Hundred Days: off', 'The Hundred Days: on', 'Indians attack twice: off', 'Indians attack twice: on',
      'Beginner: fewer Cruisers: none', 'Beginner: fewer Cruisers: one', 'Beginner: fewer Cruisers: two',
      "Dice and chits: the app's", 'Dice and chits: your own dice', 'Dice and chits: your own chits', 'Dice and chits: your own dice and chits',
    ]);
    const on = group('The Hundred Days: on');
    expect([on.played, on.finished, on.armistices, on.defeats, on.meanArmisticeVp]).toEqual([3, 3, 1, 2, 50]);
    expect(on.bands.map((b) => b.count)).toEqual([0, 0, 1, 0, 0, 0, 0]);
    expect(on.defeatsByTurn[26]).toBe(1);
    expect(on.defeatsByFront.find((f) => f.front === 'Italy')?.count).toBe(1);
    const off = group('The Hundred Days: off');
    expect([off.played, off.finished, off.armistices, off.defeats]).toEqual([10, 7, 5, 2]);
    const two = group('Beginner: fewer Cruisers: two');
    expect([two.played, two.finished, two.armistices, two.meanArmisticeVp]).toEqual([2, 1, 1, 40]);
    expect(group('Indians attack twice: on').played).toBe(2);
    const one = group('Beginner: fewer Cruisers: one');
    expect([one.played, one.finished, one.meanArmisticeVp]).toEqual([0, 0, null]);
    expect(one.defeatsByFront.map((f) => f.front)).not.toContain(FRONT_NOT_RECORDED); // listed only when it happened
  });

  it('counts the table companion\'s campaigns apart: your own dice, your own chits, both (issue 32)', async () => {
    await campaign(standard, armistice(30));
    await campaign(engine.normaliseOptions({ myDice: true }), armistice(50));
    await campaign(engine.normaliseOptions({ myChits: true }), null);
    await campaign(engine.normaliseOptions({ myDice: true, myChits: true }), defeat(9, 'France'));
    await campaign(engine.normaliseOptions({ myDice: true, myChits: true, hundredDays: true }), armistice(60));
    const stats = libraryStatistics(await lib.list());
    const way = (words: string) => stats.byOption.find((o) => o.label === `Dice and chits: ${words}`)!.stats;
    expect([way("the app's").played, way("the app's").meanArmisticeVp]).toEqual([1, 30]);
    expect([way('your own dice').played, way('your own dice').meanArmisticeVp]).toEqual([1, 50]);
    expect([way('your own chits').played, way('your own chits').finished]).toEqual([1, 0]);
    const both = way('your own dice and chits');
    expect([both.played, both.armistices, both.defeats, both.meanArmisticeVp]).toEqual([2, 1, 1, 60]);
    // The optional rules count them as any campaign.
    expect(stats.byOption.find((o) => o.label === 'The Hundred Days: on')!.stats.played).toBe(1);
  });

  it('describes the §15.3 ranges from the bands of shared/data', () => {
    expect(bandRanges()).toEqual(['65 or more', '60–64', '50–59', '40–49', '30–39', '20–29', '19 or less']);
  });

  it('an empty library has no mean VP and counts nothing', async () => {
    const stats = libraryStatistics(await lib.list());
    expect(stats.all).toMatchObject({ played: 0, finished: 0, armistices: 0, defeats: 0, meanArmisticeVp: null });
    expect(stats.all.defeatsByTurn.every((d) => d === 0)).toBe(true);
  });

  it('a campaign played to its end is counted by the result the engine gave it', async () => {
    setEventRecording(false);
    const st = newGame({ seed: 4, options: standard });
    const policy = greedyPolicy(4);
    const actions = [];
    for (let p = prompt(st); p !== null; p = prompt(st)) {
      const a = policy(st, p);
      actTrusted(st, a);
      actions.push(a);
    }
    setEventRecording(true);
    const over = st.over;
    if (over === null) throw new Error('the campaign did not end');
    await lib.create(lib.newRecord({ seed: 4, options: standard, actions }, st));
    const { all } = libraryStatistics(await lib.list());
    expect([all.played, all.finished]).toEqual([1, 1]);
    const result = resultOf(over);
    if (result?.kind === 'armistice') {
      expect(all.armistices).toBe(1);
      expect(all.meanArmisticeVp).toBe(over.vp);
      expect(all.bands.find((b) => b.count === 1)?.label).toBe(over.band);
    } else {
      expect(all.defeats).toBe(1);
      expect(all.defeatsByTurn[over.turn - 1]).toBe(1);
      expect(all.defeatsByFront.find((f) => f.count === 1)?.front).toBe(result?.front ?? FRONT_NOT_RECORDED);
    }
  });
});
