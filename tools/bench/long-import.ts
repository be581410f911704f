// The host's longest stall while the library takes in the probe report's long file (issue #28, F9): a real
// campaign's record marked rules edition 0 with 900,000 junk moves and a right checksum, imported, listed,
// resumed, read and exported, and a slot save of an earlier version with the same moves imported (figures,
// never pass/fail; the goal is a longest stall under ~100 ms). The stall is measured twice: the longest gap
// between runs of a 2 ms interval timer (with the process's CPU time in it, all threads, garbage collection
// included), and perf_hooks' monitorEventLoopDelay (its largest sample).
//   npx tsx tools/bench/long-import.ts
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULT_OPTIONS } from '../../shared/data/optional-rules.js';
import { engine } from '../../main/engine-port.js';
import { CampaignLibrary } from '../../main/library/library.js';
import { recordText } from '../../main/library/record.js';
import { checksumOf } from '../../main/saves/checksum.js';

const JUNK_MOVES = 900_000;

/** The report's file: written as a checksummed record, its edition and moves changed and the checksum made right. */
function longFile(library: CampaignLibrary): string {
  const start = engine.startGame({ seed: 42, options: DEFAULT_OPTIONS }).state;
  const record = JSON.parse(recordText(library.newRecord({ seed: 42, options: DEFAULT_OPTIONS }, start))) as Record<string, unknown>;
  delete record.checksum;
  record.edition = 0;
  record.actions = Array.from({ length: JUNK_MOVES }, () => ({ type: 'x' }));
  record.actionCount = JUNK_MOVES;
  const body = JSON.stringify(record);
  return `${body.slice(0, -1)},"checksum":"sha256:${createHash('sha256').update(body).digest('hex')}"}\n`;
}

/** A slot save as versions before the library wrote them (format 2), with the same 900,000 junk moves. */
function oldSlotSave(): string {
  const state = engine.startGame({ seed: 42, options: DEFAULT_OPTIONS }).state;
  const actions = Array.from({ length: JUNK_MOVES }, () => ({ type: 'x' }));
  return JSON.stringify({
    format: 2, app: '0.1.0', savedAt: null, slot: 'autosave', seed: 42, options: DEFAULT_OPTIONS, actions, snapshot: state, checksum: checksumOf(state),
    summary: { turn: state.turn, actionCount: JUNK_MOVES, finished: false },
  });
}

async function measured(name: string, job: () => Promise<string>): Promise<void> {
  const monitor = monitorEventLoopDelay({ resolution: 5 });
  monitor.enable();
  let last = performance.now();
  let lastCpu = process.cpuUsage();
  let longest = 0;
  let longestCpu = 0;
  // The process's CPU time during the longest gap: far less than the gap means the machine's other work held
  // it (a shared machine), not the library.
  const gap = (): void => {
    const now = performance.now();
    const cpu = process.cpuUsage(lastCpu);
    if (now - last > longest) {
      longest = now - last;
      longestCpu = (cpu.user + cpu.system) / 1000;
    }
    last = now;
    lastCpu = process.cpuUsage();
  };
  const timer = setInterval(gap, 2);
  await sleep(20); // both watchers running before the work starts
  const t0 = performance.now();
  let outcome: string;
  try {
    outcome = await job();
  } catch (e) {
    outcome = `refused: ${(e as Error).message}`;
  }
  const t1 = performance.now();
  gap();
  clearInterval(timer);
  monitor.disable();
  const ms = (x: number): string => `${Math.round(x)} ms`;
  console.log(`${name.padEnd(9)} total ${ms(t1 - t0).padStart(8)}  longest stall ${ms(longest).padStart(8)} (CPU ${ms(longestCpu).padStart(6)})  monitorEventLoopDelay max ${ms(monitor.max / 1e6).padStart(8)}  ${outcome.slice(0, 70)}`);
}

const root = mkdtempSync(join(tmpdir(), 'kk-long-import-'));
try {
  const library = new CampaignLibrary({ dir: join(root, 'campaigns'), engine, appVersion: 'bench' });
  await library.open();
  const text = longFile(library);
  console.log(`file of ${JUNK_MOVES.toLocaleString('en')} moves, ${(text.length / 1024 / 1024).toFixed(1)} MB, load average ${loadavg()[0].toFixed(1)}`);
  let id = '';
  await measured('import', async () => {
    id = (await library.importText(text)).id;
    return 'imported';
  });
  await measured('list', async () => `${(await library.list()).campaigns.length} listed`);
  await measured('resume', async () => {
    const outcome = await library.load(id);
    return outcome.ok ? 'opened' : outcome.problem.reason;
  });
  await measured('read', async () => `${(await library.record(id)).actions.length} moves read`);
  await measured('export', async () => `${(await library.exportText(id)).text.length} characters exported`);
  const slotSave = oldSlotSave();
  await measured('slot save', async () => `${(await library.importText(slotSave)).actions.length} moves of a slot save imported`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
