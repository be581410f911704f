// `kk sim --policy advisor --budget N --games G --seed S [--workers W] [--progress FILE] [--report] [--json]`:
// campaigns played by the advisor player (issue #15) over child processes, one campaign at a time each.
// Every finished campaign is appended to the progress file as one JSON line, so a stopped run keeps its
// games: run the same command again to resume, or add --report for the tally so far. A campaign depends on
// its seed and the budget alone, so the figures are the same whatever the number of workers.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { Options } from '../../shared/engine/index.js';
import type { AdvisorCampaign } from './campaign.js';
import { summarise } from './summary.js';
import { strongOnSameSeeds } from './paired-strong.js';

export interface AdvisorSimInput {
  readonly games: number;
  readonly seed: number;
  readonly budget: number;
  readonly workers: number;
  /** JSON lines of finished campaigns (read to resume, appended to). */
  readonly progressFile: string;
  /** Only summarise what the progress file holds. */
  readonly reportOnly: boolean;
  readonly options?: Partial<Options>;
}

const childScript = fileURLToPath(new URL('./child.ts', import.meta.url));

/** The campaigns of this run (its seeds and budget) already in the progress file. */
function finished(input: AdvisorSimInput): Map<number, AdvisorCampaign> {
  const done = new Map<number, AdvisorCampaign>();
  if (!existsSync(input.progressFile)) return done;
  for (const line of readFileSync(input.progressFile, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const r = JSON.parse(line) as AdvisorCampaign;
    if (r.budget === input.budget && r.seed >= input.seed && r.seed < input.seed + input.games) done.set(r.seed, r);
  }
  return done;
}

/** One worker process: plays the seeds it is handed one by one; resolves when the queue is empty. */
function worker(queue: number[], input: AdvisorSimInput, onCampaign: (r: AdvisorCampaign) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', childScript, String(input.budget), JSON.stringify(input.options ?? {})], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const next = (): void => {
      const seed = queue.shift();
      if (seed === undefined) child.stdin.end();
      else child.stdin.write(`${seed}\n`);
    };
    createInterface({ input: child.stdout }).on('line', (line) => {
      onCampaign(JSON.parse(line) as AdvisorCampaign);
      next();
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`an advisor worker stopped with code ${code}`))));
    next();
  });
}

export async function advisorSim(input: AdvisorSimInput) {
  const done = finished(input);
  const queue: number[] = [];
  for (let s = input.seed; s < input.seed + input.games; s++) if (!done.has(s)) queue.push(s);
  if (!input.reportOnly && queue.length > 0) {
    const started = Date.now();
    const onCampaign = (r: AdvisorCampaign): void => {
      appendFileSync(input.progressFile, JSON.stringify(r) + '\n');
      done.set(r.seed, r);
      const minutes = ((Date.now() - started) / 60000).toFixed(1);
      process.stderr.write(`advisor: ${done.size}/${input.games} campaigns (${minutes} min)\n`);
    };
    const workers = Math.max(1, Math.min(input.workers, queue.length));
    await Promise.all(Array.from({ length: workers }, () => worker(queue, input, onCampaign)));
  }
  const records = [...done.values()].sort((a, b) => a.seed - b.seed);
  return { ...summarise(records, input), strongSameSeeds: strongOnSameSeeds(records) };
}
