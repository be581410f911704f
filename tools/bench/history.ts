// History benchmarks (figures, never pass/fail), on the longest legal campaign the tools' policies find (the
// target is for a 600-action campaign; its real length is printed): opening a campaign's history (one replay,
// a checkpoint every 16 actions) and a step at every position of it (target ≤ 50 ms), both through the
// GameService calls the History screen makes, with the record on disk.
//   npm run bench:history   (also run by npm run bench)
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { engine } from '../../main/engine-port.js';
import { GameService } from '../../main/game-service.js';
import { CampaignLibrary } from '../../main/library/library.js';
import { CHECKPOINT_EVERY } from '../../main/library/history.js';
import { memorySettings } from '../../main/settings-model.js';
import { longCampaigns, TARGET_ACTIONS } from './long-campaign.js';
import { optionsInWords } from '../kk-library.js';
import { toolRng } from '../policy.js';

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function figures(times: number[]): string {
  times.sort((a, b) => a - b);
  return `p50 ${quantile(times, 0.5).toFixed(2)} ms, p95 ${quantile(times, 0.95).toFixed(2)} ms, max ${times[times.length - 1].toFixed(2)} ms`;
}

const dir = mkdtempSync(join(tmpdir(), 'kk-bench-history-'));
try {
  const searched = performance.now();
  const { longest: game, tried } = longCampaigns();
  const searchSeconds = (performance.now() - searched) / 1000;
  const library = new CampaignLibrary({ dir, engine, appVersion: 'bench' });
  await library.open();
  const record = library.newRecord({ seed: game.seed, options: game.options, actions: game.actions }, engine.replay(game.seed, game.options, game.actions));
  await library.create(record);
  const n = game.actions.length;

  // Opening the History screen: a fresh service each time, so the history is built from the file.
  const opens: number[] = [];
  for (let i = 0; i < 6; i++) {
    const service = new GameService({ engine, library, settings: memorySettings(), appVersion: 'bench', randomSeed: () => 1 });
    const t = performance.now();
    const info = await service.history(record.id);
    if (i > 0) opens.push(performance.now() - t); // the first warms the engine up
    if (info.length !== n) throw new Error(`the history holds ${info.length} of ${n} actions`);
  }

  // A step at every position, in order and then at random (the worst is just before a checkpoint).
  const service = new GameService({ engine, library, settings: memorySettings(), appVersion: 'bench', randomSeed: () => 1 });
  await service.history(record.id);
  const every: number[] = [];
  for (let step = 0; step <= n; step++) {
    const t = performance.now();
    await service.historyAt(record.id, step);
    every.push(performance.now() - t);
  }
  const pick = toolRng(5);
  const random: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const step = Math.floor(pick() * (n + 1));
    const t = performance.now();
    await service.historyAt(record.id, step);
    random.push(performance.now() - t);
  }

  console.log(`history: load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} (wall-clock figures suffer when it is high)`);
  console.log(`history: a campaign of ${n} actions (seed ${game.seed}, ${optionsInWords(game.options)}; the longest of ${tried} played by the tools' policies in ${searchSeconds.toFixed(1)} s${n < TARGET_ACTIONS ? `, none reaches ${TARGET_ACTIONS}` : ''}), a checkpoint every ${CHECKPOINT_EVERY} actions:`);
  console.log(`  opening its history (replay from the file, checkpoints, log): ${figures(opens)} (${opens.length} fresh services)`);
  console.log(`  a step at each of its ${n + 1} positions: ${figures(every)} (target ≤ 50 ms)`);
  console.log(`  a step at 1,000 random positions: ${figures(random)}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
