// The advisor's worker pool (main/advisor, issue #15): real worker threads (the .ts worker under tsx) give
// exactly the single-thread answer, stream progress, and drop a cancelled answer; the GameService refuses a
// finished war and a move cancels the answer running.
import { afterAll, describe, expect, it } from 'vitest';
import { advise, type Advice } from '../../shared/advisor/index.js';
import { AdvisorPool } from '../../main/advisor/worker-pool.js';
import { workerScript } from '../../main/advisor/worker-script.js';
import { lateWarAttack } from '../advisor/late-war.js';

const pool = new AdvisorPool(2);
afterAll(() => pool.close());

const OPTS = { seed: 9, policy: 'greedy', maxPerAction: 50 };

describe('advisor worker pool', () => {
  it('finds the worker: the .ts source through tsx when not built', () => {
    const script = workerScript();
    expect(script.eval).toBe(true);
    expect(script.eval && script.source).toMatch(/rollout-worker\.ts$/);
  });

  it('gives the same answer as one thread, whatever the workers\' timing, with progress on the way', async () => {
    const st = lateWarAttack();
    const progress: Advice[] = [];
    const run = pool.advise(st, OPTS, (a) => progress.push(a));
    const answer = await run.result;
    expect(answer).toEqual(advise(st, OPTS));
    expect(answer?.done).toBe(true);
    expect(progress.length).toBeGreaterThan(2);
    const done = progress.map((a) => a.rolloutsDone);
    expect(done).toEqual([...done].sort((x, y) => x - y)); // estimates firm up, never go back
    expect(done[0]).toBeLessThan(answer!.rolloutsDone);
  });

  it('hands a worker its next job before making the figures for the progress (the worker never waits on them)', async () => {
    const st = lateWarAttack();
    const slots = (pool as unknown as { slots: { busy: unknown }[] }).slots;
    const idleAtProgress: number[] = [];
    const answer = await pool.advise(st, { ...OPTS, seed: 11 }, () => idleAtProgress.push(slots.filter((s) => s.busy === null).length)).result;
    expect(answer).toEqual(advise(st, { ...OPTS, seed: 11 }));
    expect(idleAtProgress[0]).toBe(0); // the first round has jobs to spare: the worker that answered has its next one
  });

  it('a cancelled answer resolves as null at once, and the next answer is whole', async () => {
    const st = lateWarAttack();
    const first = pool.advise(st, OPTS);
    first.cancel();
    expect(await first.result).toBeNull();
    // asking again also cancels the one running
    const second = pool.advise(st, OPTS);
    const third = pool.advise(st, { ...OPTS, seed: 10 });
    expect(await second.result).toBeNull();
    expect(await third.result).toEqual(advise(st, { ...OPTS, seed: 10 }));
  });
});
