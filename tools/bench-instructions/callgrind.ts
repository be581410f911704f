// The workload bundled and run under valgrind's callgrind, shared by run.ts (the count) and profile.ts (where
// the count goes). node runs --single-threaded (the JIT's background threads would vary the count) with fixed
// hash and random seeds (V8's string hashes and Map layouts alike every run: two runs of one commit agree
// within 0.02 %, against ~1.5 % with seeds that change per process).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

export interface Callgrind {
  readonly instructions: number;
  readonly actions: number;
  /** The process id (its JIT code map is /tmp/perf-PID.map when node ran with --perf-basic-prof). */
  readonly pid: number;
  /** callgrind's output file. */
  readonly out: string;
}

/** A scratch folder with ./workload.ts bundled into it, handed to `use` and removed afterwards. */
export function withWorkload<T>(use: (run: (args: readonly string[], nodeFlags?: readonly string[]) => Callgrind) => T): T {
  const work = mkdtempSync(join(tmpdir(), 'kk-instr-'));
  try {
    const bundle = join(work, 'workload.mjs');
    execFileSync(join(here, '../../node_modules/.bin/esbuild'), [join(here, 'workload.ts'), '--bundle', '--platform=node', '--format=esm', `--outfile=${bundle}`, '--log-level=warning']);
    let runs = 0;
    return use((args, nodeFlags = []) => {
      const out = join(work, `cg-${runs++}.out`);
      const node = [process.execPath, '--single-threaded', '--hash-seed=7', '--random-seed=7', ...nodeFlags, bundle, ...args];
      const run = spawnSync('valgrind', ['--tool=callgrind', `--callgrind-out-file=${out}`, ...node], { encoding: 'utf8' });
      if (run.error) throw new Error(`valgrind could not start (${run.error.message}); install it with apt-get install valgrind`);
      const instructions = Number(/Collected : (\d+)/.exec(run.stderr)?.[1]);
      const actions = Number(/actions (\d+)/.exec(run.stdout)?.[1]);
      const pid = Number(/==(\d+)==/.exec(run.stderr)?.[1]);
      if (!Number.isFinite(instructions) || !Number.isFinite(actions)) throw new Error(`unexpected valgrind output:\n${run.stderr.slice(-2000)}`);
      return { instructions, actions, pid, out };
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
