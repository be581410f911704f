// Instruction counts with valgrind's callgrind, shared by the instruction benches (tools/bench/instructions,
// tools/bench/strong-instructions): a workload bundled once with esbuild into a scratch folder, then run under
// callgrind with node --single-threaded (so the JIT's background threads do not vary the count) and fixed hash
// and random seeds (so V8's string hashes and Map layouts are the same every run: two runs of one commit agree
// within 0.02 %, against ~1.5 % with seeds that change per process).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface CallgrindRun {
  readonly instructions: number;
  readonly n: number;
  readonly pid: number;
  readonly out: string;
}

export interface CallgrindWorkload {
  /** The scratch folder (removed by dispose). */
  readonly work: string;
  /**
   * Runs the workload with `args` (and node flags such as --perf-basic-prof): the instructions counted, the
   * number it printed after `label`, its process id (its JIT code map is /tmp/perf-PID.map with
   * --perf-basic-prof) and callgrind's output file.
   */
  count(args: readonly string[], label: string, nodeFlags?: readonly string[]): CallgrindRun;
  dispose(): void;
}

/** Bundles the workload at `entry` (a .ts path) for callgrind runs. */
export function callgrindWorkload(entry: string): CallgrindWorkload {
  const work = mkdtempSync(join(tmpdir(), 'kk-callgrind-'));
  const bundle = join(work, 'workload.mjs');
  const esbuild = join(dirname(fileURLToPath(import.meta.url)), '../../node_modules/.bin/esbuild');
  execFileSync(esbuild, [entry, '--bundle', '--platform=node', '--format=esm', `--outfile=${bundle}`, '--log-level=warning']);
  let runs = 0;
  return {
    work,
    count(args, label, nodeFlags = []) {
      const out = join(work, `cg-${runs++}.out`);
      const run = spawnSync('valgrind', ['--tool=callgrind', `--callgrind-out-file=${out}`, process.execPath, '--single-threaded', '--hash-seed=7', '--random-seed=7', ...nodeFlags, bundle, ...args], { encoding: 'utf8' });
      if (run.error) throw new Error(`valgrind could not start (${run.error.message}); install it with apt-get install valgrind`);
      const instructions = Number(/Collected : (\d+)/.exec(run.stderr)?.[1]);
      const n = Number(new RegExp(`${label} (\\d+)`).exec(run.stdout)?.[1]);
      if (!Number.isFinite(instructions) || !Number.isFinite(n)) throw new Error(`unexpected valgrind output:\n${run.stderr.slice(-2000)}`);
      const pid = Number(/==(\d+)==/.exec(run.stderr)?.[1]);
      return { instructions, n, pid, out };
    },
    dispose() {
      rmSync(work, { recursive: true, force: true });
    },
  };
}
