// The advisor on the app's own path (issue #30): askAdvisor through GameService and its worker pool, the workers
// started from the built worker file as the built app starts them (built-worker.ts). The positions are the ones a
// player asks most: every decision with two or more choices in the first three turns of three seeded
// strong-policy campaigns, plus DRAWN decisions drawn (seeded) from the rest of those campaigns. The campaigns are
// played through the service itself (newCampaign, act), as a player's clicks are.
// Prints the pool's first (cold) ask apart, and the first ask of another pool warmed as the app warms it (the campaign
// opened through the service, the ask once the warm-up has ended: AdvisorPool.warm), then p50, p95 and max of ask → final answer over the warm asks, with
// rollouts per CPU-second. Alone: npm run bench:advisor-app (npm run bench runs it after the three fixed positions);
// KK_ADVISOR_WORKER=source starts the workers from source as the web host under tsx does, to compare.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { actTrusted, copyState, decision, normaliseOptions, startGame, setEventRecording, type GameState } from '../../shared/engine/index.js';
import { policyByName, toolRng } from '../../shared/policies/policies.js';
import type { AdviceUpdate } from '../../shared/ipc.js';
import { AdvisorPool } from '../../main/advisor/worker-pool.js';
import { workerScript } from '../../main/advisor/worker-script.js';
import { composeGameService } from '../../main/compose.js';
import type { AdvisorPort, GameService } from '../../main/game-service.js';
import { memorySettings } from '../../main/settings-model.js';
import { buildAdvisorWorker } from './built-worker.js';

/** The strong-policy campaigns played (campaign seed = the policy's seed), the turns asked at every decision, and how many more are drawn. */
const CAMPAIGN_SEEDS = [1, 2, 3] as const;
const EARLY_TURNS = 3;
const DRAWN = 30;
/** The seed of the draw among the later decisions. */
const DRAW_SEED = 30;

interface Step {
  readonly campaign: number;
  /** Actions played before this decision. */
  readonly step: number;
  readonly turn: number;
  readonly choices: number;
  readonly state: GameState;
}

interface Campaign {
  readonly seed: number;
  /** The strong policy's choice at each decision, as indices into the decision's actions. */
  readonly picks: readonly number[];
  /** Every decision with two or more choices. */
  readonly steps: readonly Step[];
}

function playCampaign(seed: number): Campaign {
  setEventRecording(false);
  const st = startGame({ seed, options: normaliseOptions(undefined) }).state;
  const policy = policyByName('strong', seed);
  const picks: number[] = [];
  const steps: Step[] = [];
  for (let d = decision(st); d !== null; d = decision(st)) {
    if (d.actions.length >= 2) steps.push({ campaign: seed, step: picks.length, turn: st.turn, choices: d.actions.length, state: copyState(st) });
    const a = policy(st, d);
    const i = d.actions.findIndex((x) => JSON.stringify(x) === JSON.stringify(a));
    if (i < 0) throw new Error('The strong policy chose an action that is not among the legal ones');
    picks.push(i);
    actTrusted(st, a);
  }
  setEventRecording(true);
  return { seed, picks, steps };
}

/** The asked decisions: every one of the first turns, and DRAWN drawn from the rest, in play order. */
function askedSteps(campaigns: readonly Campaign[]): { early: Step[]; drawn: Step[] } {
  const all = campaigns.flatMap((c) => c.steps);
  const early = all.filter((s) => s.turn <= EARLY_TURNS);
  const rest = all.filter((s) => s.turn > EARLY_TURNS);
  const r = toolRng(DRAW_SEED);
  const drawn: Step[] = [];
  while (drawn.length < DRAWN && rest.length > 0) drawn.push(...rest.splice(Math.floor(r() * rest.length), 1));
  return { early, drawn };
}

interface Asked {
  readonly at: Step;
  readonly wall: number;
  readonly cpu: number;
  readonly rollouts: number;
  /** Seconds of it spent in the pool (advise → final result): the rest is the service's own work. */
  readonly inPool: number;
}

/** The pool, with the time from each advise to its final result noted (the service's share is the rest). */
function timedPort(pool: AdvisorPool): { port: AdvisorPort; lastSeconds: () => number } {
  let last = 0;
  return {
    port: {
      advise(state, opts, onProgress) {
        const t0 = performance.now();
        const run = pool.advise(state, opts, onProgress);
        return { cancel: () => run.cancel(), result: run.result.then((a) => ((last = (performance.now() - t0) / 1000), a)) };
      },
      warm: (state, policy) => pool.warm(state, policy),
      close: () => pool.close(),
    },
    lastSeconds: () => last,
  };
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

function summary(name: string, asked: readonly Asked[]): string {
  if (asked.length === 0) return `advisor app path: ${name}: none`;
  const walls = asked.map((a) => a.wall).sort((a, b) => a - b);
  const slowest = asked.reduce((m, a) => (a.wall > m.wall ? a : m));
  const rollouts = asked.reduce((s, a) => s + a.rollouts, 0);
  const cpu = asked.reduce((s, a) => s + a.cpu, 0);
  const outside = asked.map((a) => a.wall - a.inPool).sort((a, b) => a - b);
  const cpus = asked.map((a) => a.cpu).sort((a, b) => a - b);
  return (
    `advisor app path: ${name}: ${asked.length} asks, ask → final answer p50 ${quantile(walls, 0.5).toFixed(2)} s, p95 ${quantile(walls, 0.95).toFixed(2)} s, ` +
    `max ${slowest.wall.toFixed(2)} s (campaign ${slowest.at.campaign}, turn ${slowest.at.turn}, ${slowest.at.choices} choices, ${slowest.rollouts} rollouts); ` +
    // CPU-seconds hardly depend on what else runs: divided by the cores, the wall time a free machine would at best take
    `CPU-seconds per ask p50 ${quantile(cpus, 0.5).toFixed(2)}, p95 ${quantile(cpus, 0.95).toFixed(2)}, max ${cpus[cpus.length - 1].toFixed(2)}; ` +
    `${(rollouts / Math.max(cpu, 1e-9)).toFixed(0)} rollouts per CPU-second (${rollouts} rollouts, ${cpu.toFixed(1)} CPU-s); outside the pool p50 ${(1000 * quantile(outside, 0.5)).toFixed(0)} ms`
  );
}

const cores = availableParallelism();
// KK_ADVISOR_WORKER=source: the workers from the .ts source through tsx instead, as `npm run play:web` starts them
const fromSource = process.env.KK_ADVISOR_WORKER === 'source';
const worker = fromSource ? { script: workerScript(new URL('../../main/advisor/worker-pool.ts', import.meta.url).href), buildMs: 0, remove: () => {} } : await buildAdvisorWorker();
const pool = new AdvisorPool(cores, worker.script);
const { port, lastSeconds } = timedPort(pool);
const userData = mkdtempSync(join(tmpdir(), 'kk-bench-advisor-app-'));
const service = await composeGameService({ userData, appVersion: 'bench', settings: memorySettings(), advisor: port });

/** Asks `service` for its answer at `at`, timed (wall, CPU of every thread, the pool's share). */
async function askOf(asked: GameService, inPool: () => number, at: Step): Promise<Asked> {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const update: AdviceUpdate = await asked.askAdvisor();
  const wall = (performance.now() - t0) / 1000;
  const used = process.cpuUsage(cpu0); // every thread of the process: the workers' and the service's
  if (update.status !== 'done') throw new Error(`The answer ended ${update.status}`);
  return { at, wall, cpu: (used.user + used.system) / 1e6, rollouts: update.rolloutsDone, inPool: inPool() };
}

/**
 * The first ask of a pool warmed as the app warms it: a pool and service of their own (warmAdvisor, as the app's
 * sessions), the campaign opened and played to `at` through the service, the ask once the warm-up has ended.
 */
async function firstAskAfterWarmUp(c: Campaign, at: Step): Promise<{ warmUp: { wall: number; cpu: number }; first: Asked; again: Asked }> {
  const warmPool = new AdvisorPool(cores, worker.script);
  const timed = timedPort(warmPool);
  const dir = mkdtempSync(join(tmpdir(), 'kk-bench-advisor-warm-'));
  const warmService = await composeGameService({ userData: dir, appVersion: 'bench', settings: memorySettings(), advisor: timed.port, warmAdvisor: true });
  try {
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    let update = await warmService.newCampaign({ seed: c.seed, options: normaliseOptions(undefined) });
    for (let i = 0; i < at.step; i++) update = await warmService.act(update.campaign.board.prompt!.actions[c.picks[i]], { campaignId: update.campaign.id, version: update.campaign.version });
    await warmPool.warmedUp();
    const used = process.cpuUsage(cpu0);
    const warmUp = { wall: (performance.now() - t0) / 1000, cpu: (used.user + used.system) / 1e6 };
    const first = await askOf(warmService, timed.lastSeconds, at);
    return { warmUp, first, again: await askOf(warmService, timed.lastSeconds, at) };
  } finally {
    await warmService.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

try {
  const campaigns = CAMPAIGN_SEEDS.map(playCampaign);
  const { early, drawn } = askedSteps(campaigns);
  const asking = new Set([...early, ...drawn]);
  console.log(
    `advisor app path: load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}; ${cores} worker threads started ${fromSource ? 'from source through tsx (KK_ADVISOR_WORKER=source)' : `from the built worker (vite, ${worker.buildMs.toFixed(0)} ms to build)`}; ` +
      `strong-policy campaigns ${CAMPAIGN_SEEDS.join(', ')}: ${early.length} decisions of turns 1–${EARLY_TURNS} with two or more choices, ${drawn.length} drawn from the later ones (seed ${DRAW_SEED})`,
  );
  const ask = (at: Step): Promise<Asked> => askOf(service, lastSeconds, at);
  // before the cold ask below, so that neither pool's first ask finds the main thread's advisor code warmer
  const firstAsked = campaigns[0].steps.find((s) => asking.has(s));
  const warmed = firstAsked === undefined ? null : await firstAskAfterWarmUp(campaigns[0], firstAsked);
  const earlyAsked: Asked[] = [];
  const drawnAsked: Asked[] = [];
  let cold: { first: Asked; again: Asked } | null = null;
  for (const c of campaigns) {
    let update = await service.newCampaign({ seed: c.seed, options: normaliseOptions(undefined) });
    const byStep = new Map(c.steps.map((s) => [s.step, s]));
    for (let i = 0; i < c.picks.length; i++) {
      const at = byStep.get(i);
      if (at !== undefined && asking.has(at)) {
        if (update.campaign.board.prompt?.actions.length !== at.choices) throw new Error('The service and the bench disagree on the position');
        const first: Asked | null = cold === null ? await ask(at) : null; // the pool's first ask starts its workers: printed apart, then asked again warm
        const warm = await ask(at);
        if (first !== null) cold = { first, again: warm };
        (at.turn <= EARLY_TURNS ? earlyAsked : drawnAsked).push(warm);
      }
      const view = update.campaign;
      const action = view.board.prompt?.actions[c.picks[i]];
      if (action === undefined) throw new Error('The service has no such choice');
      update = await service.act(action, { campaignId: view.id, version: view.version });
    }
  }
  if (cold !== null) {
    const { first, again } = cold;
    console.log(
      `advisor app path: the pool's first (cold) ask, workers starting: ${first.wall.toFixed(2)} s, ${first.cpu.toFixed(1)} CPU-s (campaign ${first.at.campaign}, turn ${first.at.turn}, ${first.at.choices} choices, ${first.rollouts} rollouts); ` +
        `the same position asked again (warm, counted below): ${again.wall.toFixed(2)} s, ${again.cpu.toFixed(1)} CPU-s`,
    );
  }
  if (warmed !== null) {
    const { warmUp, first, again } = warmed;
    console.log(
      `advisor app path: the first ask after the warm-up (another pool; the campaign opened through the service, the warm-up ended ${warmUp.wall.toFixed(2)} s later, ${warmUp.cpu.toFixed(1)} CPU-s): ` +
        `${first.wall.toFixed(2)} s, ${first.cpu.toFixed(1)} CPU-s (campaign ${first.at.campaign}, turn ${first.at.turn}, ${first.at.choices} choices, ${first.rollouts} rollouts); asked again: ${again.wall.toFixed(2)} s, ${again.cpu.toFixed(1)} CPU-s`,
    );
  }
  console.log(summary(`turns 1–${EARLY_TURNS}`, earlyAsked));
  console.log(summary('drawn from the later turns', drawnAsked));
  console.log(summary('all warm asks (goal: p95 ≤ 1 s, max ≤ 2 s)', [...earlyAsked, ...drawnAsked]));
} finally {
  await service.close();
  worker.remove();
  rmSync(userData, { recursive: true, force: true });
}
