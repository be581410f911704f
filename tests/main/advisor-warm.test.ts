// The advisor pool's warm-up (issue #30): a player's first ask of a session should be as quick as the next, so
// the pool starts its workers and warms their JIT on a few rollouts of the opened position before anyone asks.
// Real worker threads (the .ts worker under tsx), as advisor-pool.test.ts uses them.
import { afterAll, describe, expect, it } from 'vitest';
import type { Worker } from 'node:worker_threads';
import { advise, shippingPolicy } from '../../shared/advisor/index.js';
import { actTrusted, decision, normaliseOptions, startGame, type GameState } from '../../shared/engine/index.js';
import { policyByName } from '../../shared/policies/policies.js';
import { AdvisorPool, WARM_UP_JOBS } from '../../main/advisor/worker-pool.js';
import { workerScript } from '../../main/advisor/worker-script.js';
import { lateWarAttack } from '../advisor/late-war.js';

const OPTS = { seed: 9, policy: 'greedy', maxPerAction: 50 };
const pools: AdvisorPool[] = [];
afterAll(() => Promise.all(pools.map((p) => p.close())));

function pool(warmUpJobs?: number): AdvisorPool {
  const p = new AdvisorPool(2, workerScript(), warmUpJobs);
  pools.push(p);
  return p;
}

/** The first decision of a new war (seed 1) with two or more choices, reached by the strong policy. */
function firstDecision(): GameState {
  const st = startGame({ seed: 1, options: normaliseOptions(undefined) }).state;
  const policy = policyByName('strong', 1);
  for (let d = decision(st); d !== null && d.actions.length < 2; d = decision(st)) actTrusted(st, policy(st, d));
  return st;
}

function workersOf(p: AdvisorPool): Worker[] {
  return (p as unknown as { slots: { worker: Worker }[] }).slots.map((s) => s.worker);
}

/** Every message the pool's workers send from now on: its answer's id (-1 for a warm-up job) and the rollouts it played. */
function heardJobs(p: AdvisorPool): { askId: number; rollouts: number }[] {
  const jobs: { askId: number; rollouts: number }[] = [];
  for (const w of workersOf(p)) {
    w.on('message', (m: { askId: number; results?: { n: number }[] }) => jobs.push({ askId: m.askId, rollouts: (m.results ?? []).reduce((s, r) => s + r.n, 0) }));
  }
  return jobs;
}

function heard(p: AdvisorPool): number[] {
  const asks: number[] = [];
  for (const w of workersOf(p)) w.on('message', (m: { askId: number }) => asks.push(m.askId));
  return asks;
}

/** Resolves with the first message any of the pool's workers sends. */
function firstMessage(p: AdvisorPool): Promise<void> {
  return new Promise((resolve) => {
    for (const w of workersOf(p)) w.once('message', () => resolve());
  });
}

describe('the advisor pool warmed before the first ask', () => {
  it('gives the same answer as asking alone: the answer depends only on the position and the advisor seed', async () => {
    const st = lateWarAttack();
    const warmed = pool(10);
    await warmed.warm(st, OPTS.policy);
    const cold = pool();
    const [afterWarmUp, alone] = await Promise.all([warmed.advise(st, OPTS).result, cold.advise(st, OPTS).result]);
    expect(afterWarmUp).toEqual(alone);
    expect(afterWarmUp).toEqual(advise(st, OPTS));
  });

  it('the same with the shipping policy on the war\'s first decision (the warm-up played its rollouts on the same workers)', async () => {
    const st = firstDecision();
    const opts = { seed: 1, policy: shippingPolicy(), maxPerAction: 20 };
    const warmed = pool(10);
    await warmed.warm(st, opts.policy);
    expect(await warmed.advise(st, opts).result).toEqual(advise(st, opts));
  });

  it('an ask during the warm-up starts at once: each worker ends at most the one warm-up job in hand, the rest is dropped', async () => {
    const st = lateWarAttack();
    const p = pool();
    const ended = p.warm(st, OPTS.policy);
    const jobs = heardJobs(p);
    await firstMessage(p); // the warm-up is under way
    const before = jobs.length;
    const answer = await p.advise(st, OPTS).result;
    await ended; // the warm-up ends with the warm-up jobs in hand
    const warmUpsAfterAsk = jobs.slice(before).filter((j) => j.askId === -1);
    expect(warmUpsAfterAsk.length).toBeLessThanOrEqual(2); // one per worker at most,
    for (const j of warmUpsAfterAsk) expect(j.rollouts).toBeLessThanOrEqual(2); // and a small one: a seed of two actions
    expect(jobs.filter((j) => j.askId === -1).length).toBeLessThan(2 * WARM_UP_JOBS); // the rest never played
    expect(answer).toEqual(advise(st, OPTS));
  });

  it('warms once in the pool\'s life: a second warm starts no worker and plays nothing, and the answer uses the same workers', async () => {
    const st = lateWarAttack();
    const p = pool(3);
    const first = p.warm(st, OPTS.policy);
    expect(p.warm(st, OPTS.policy)).toBe(first);
    expect(p.workersStarted).toBe(2);
    const threads = workersOf(p).map((w) => w.threadId);
    const asks = heard(p);
    await first;
    expect(asks.filter((a) => a === -1)).toHaveLength(2 * 3);
    await p.warm(st, OPTS.policy); // again once the warm-up has ended: nothing more
    await p.advise(st, OPTS).result;
    await p.warm(st, OPTS.policy); // and after an answer
    expect(p.workersStarted).toBe(2);
    expect(workersOf(p).map((w) => w.threadId)).toEqual(threads); // the workers stayed
    expect(asks.filter((a) => a === -1)).toHaveLength(2 * 3);
  });

  it('no warm-up once an answer has been asked for: its workers are warm already', async () => {
    const st = lateWarAttack();
    const p = pool();
    await p.advise(st, OPTS).result;
    const asks = heard(p);
    await p.warm(st, OPTS.policy);
    await p.advise(st, { ...OPTS, seed: 10 }).result;
    expect(asks.filter((a) => a === -1)).toEqual([]);
    expect(p.workersStarted).toBe(2);
  });

  it('a pool closed during its warm-up ends cleanly: the warm-up resolves, and nothing starts again', async () => {
    const st = lateWarAttack();
    const p = pool();
    const ended = p.warm(st, OPTS.policy);
    await firstMessage(p); // mid warm-up, a rollout in hand
    await p.close();
    await ended;
    expect(workersOf(p)).toEqual([]);
    await p.warm(st, OPTS.policy);
    expect(p.workersStarted).toBe(2);
    // closed before the workers had even loaded
    const q = pool();
    const loading = q.warm(st, OPTS.policy);
    await q.close();
    await loading;
    expect(q.workersStarted).toBe(2);
  });

  it('a finished war is not warmed on (there is no decision to play)', async () => {
    const st = lateWarAttack();
    st.over = { result: 'defeat', turn: st.turn, front: 'belgium' } as unknown as typeof st.over;
    const p = pool();
    await p.warm(st, OPTS.policy);
    expect(p.workersStarted).toBe(0);
  });
});
