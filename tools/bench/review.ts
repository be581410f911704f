// The review of a war's benchmark (issue #34): the golden Armistice war (420 moves) reviewed as the app does,
// on two threads of work (here two processes at a time, each a range of moves: the review's parts joined,
// joinReviews), then its turning-point candidates firmed up at the General Staff's full budget, again two at
// a time. Wall time, and the CPU seconds of the processes' own work. Issue #34's goal: the first pass ≤ 2 min.
//   npm run bench (its review section), or tsx tools/bench/review.ts alone
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { joinReviews, turningPointCandidates, withFirmDecisions, type Review, type ReviewedDecision } from '../../shared/review/index.js';
import { goldenRecord, type ReviewBenchJob } from './review-part.js';

/** Processes at once: the app's review runs on two worker threads (issue #34's 2-core machine). */
const AT_ONCE = 2;
/** Ranges of moves of the first pass (more than two, so a range of long early-war rollouts does not hold the end). */
const PARTS = 8;

const PART = new URL('./review-part.ts', import.meta.url).pathname;

function runJob(job: ReviewBenchJob): Promise<{ result: unknown; cpuSeconds: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', PART, JSON.stringify(job)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as { result: unknown; cpuSeconds: number }) : reject(new Error(`A review bench process ended with ${code}`))));
  });
}

/** The jobs, AT_ONCE at a time, results in the jobs' order. */
async function runAll(jobs: readonly ReviewBenchJob[]): Promise<{ results: unknown[]; cpuSeconds: number; wall: number }> {
  const t0 = performance.now();
  const results: unknown[] = [];
  let cpuSeconds = 0;
  let next = 0;
  const lane = async (): Promise<void> => {
    for (let i = next++; i < jobs.length; i = next++) {
      const r = await runJob(jobs[i]);
      results[i] = r.result;
      cpuSeconds += r.cpuSeconds;
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, lane));
  return { results, cpuSeconds, wall: (performance.now() - t0) / 1000 };
}

const moves = goldenRecord().actions.length;
console.log(`review: load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}; the golden Armistice war, ${moves} moves; ${AT_ONCE} processes at a time`);
const bounds = Array.from({ length: PARTS + 1 }, (_, i) => Math.round((i * moves) / PARTS));
const first = await runAll(bounds.slice(0, -1).map((from, i) => ({ kind: 'part', from, to: bounds[i + 1] })));
const review = joinReviews(first.results as Review[]);
const rollouts = review.decisions.reduce((s, d) => s + d.rollouts, 0);
console.log(
  `review: first pass ${first.wall.toFixed(1)} s wall, ${first.cpuSeconds.toFixed(1)} CPU-s: ${review.decisions.length} decisions at ${review.budget} wars per choice ` +
    `(${rollouts} rollouts) and ${review.rolls.length} rolls and draws at ${review.rollBudget} wars per estimate; ${review.decisions.filter((d) => d.turningPoint).length} turning points`,
);

const candidates = turningPointCandidates(review).map((d) => d.step);
const dir = mkdtempSync(join(tmpdir(), 'kk-review-bench-'));
try {
  const file = join(dir, 'review.json');
  writeFileSync(file, JSON.stringify(review));
  // round-robin, so each process gets early and late positions alike
  const groups = Array.from({ length: Math.min(candidates.length, 2 * AT_ONCE) }, (_, g) => candidates.filter((_, i) => i % (2 * AT_ONCE) === g));
  const firm = await runAll(groups.map((steps) => ({ kind: 'firm', reviewFile: file, steps })));
  const firmed = withFirmDecisions(review, (firm.results as ReviewedDecision[][]).flat());
  const turning = firmed.decisions.filter((d) => d.turningPoint);
  console.log(
    `review: firming up ${candidates.length} candidates at the full budget ${firm.wall.toFixed(1)} s wall, ${firm.cpuSeconds.toFixed(1)} CPU-s ` +
      `(${firmed.decisions.filter((d) => d.firm).reduce((s, d) => s + d.rollouts, 0)} rollouts); ${turning.length} turning points, ${turning.filter((d) => d.why !== null).length} with a why`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
