// The advisor pool starts its rollout workers with a roomy young generation (issue #30, young-generation.ts):
// fewer scavenges in rollouts. A stand-in worker reports the size of its new space to the pool's first ask.
import { afterAll, describe, expect, it } from 'vitest';
import type { Worker } from 'node:worker_threads';
import { AdvisorPool } from '../../main/advisor/worker-pool.js';
import { WORKER_SEMI_SPACE_MB } from '../../main/advisor/young-generation.js';
import { lateWarAttack } from '../advisor/late-war.js';

const REPORTER = `
const { parentPort } = require('node:worker_threads');
const newSpace = require('node:v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
parentPort.postMessage({ type: 'heap', newSpace: newSpace.space_size });
`;

const pool = new AdvisorPool(1, { code: REPORTER, eval: true, source: 'heap reporter' });
afterAll(() => pool.close());

describe('the advisor pool\'s workers', () => {
  it(`start with a new space of at least ${WORKER_SEMI_SPACE_MB} MB (V8's default is 1–2 MB)`, async () => {
    const run = pool.advise(lateWarAttack(), { seed: 1, policy: 'greedy', maxPerAction: 10 });
    const worker = (pool as unknown as { slots: { worker: Worker }[] }).slots[0].worker;
    const size = await new Promise<number>((resolve) => worker.once('message', (m: { newSpace: number }) => resolve(m.newSpace)));
    run.cancel();
    expect(size).toBeGreaterThanOrEqual(WORKER_SEMI_SPACE_MB * 1024 * 1024);
  });
});
