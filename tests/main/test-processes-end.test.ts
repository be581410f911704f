// Issue 35: `npm test` stops every process it started. The test web host (tests/e2e/serve-web-host.ts, the
// e2e host's core) ends when whatever started it goes: a tsx wrapper killed with SIGKILL (6c0fb0d: its
// child served on for good, ~86 MB), or a runner that dies and so closes the host's stdin pipe. And .ci/run's
// check finds a process the run left behind, names it, and kills it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeTempDirs, tempDir } from './fixtures/setup.js';

const MARKER_ENV = 'KK_TEST_PROCESS_MARK';

/** The pids of living processes whose environment holds MARKER_ENV=marker (Linux /proc). */
function markedPids(marker: string): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readFileSync(`/proc/${name}/environ`, 'latin1').split('\0').includes(`${MARKER_ENV}=${marker}`)) {
        // A zombie (ended, not yet reaped) has an empty command line and holds nothing.
        if (readFileSync(`/proc/${name}/cmdline`, 'latin1') !== '') pids.push(Number(name));
      }
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return pids;
}

const markers: string[] = [];

afterEach(() => {
  for (const marker of markers.splice(0)) {
    for (const pid of markedPids(marker)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Ended meanwhile.
      }
    }
  }
  removeTempDirs();
});

/** Starts `args` (a test web host on a free port) with a fresh marker; resolves once the host listens. */
function startHost(command: string, args: readonly string[]): Promise<{ child: ChildProcess; marker: string }> {
  const marker = randomBytes(8).toString('hex');
  markers.push(marker);
  const child = spawn(command, args, {
    env: { ...process.env, KK_E2E_PORT: '0', KK_USER_DATA: tempDir('kk-procs-user-'), [MARKER_ENV]: marker },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (/web host at http:\/\/127\.0\.0\.1:\d+\//.test(out)) resolve({ child, marker });
    });
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', () => reject(new Error(`the host ended before listening: ${err}`)));
  });
}

/** Waits up to `ms` for every marked process to end; answers the command lines of those still alive. */
async function leftAfter(marker: string, ms: number): Promise<string[]> {
  const until = Date.now() + ms;
  for (;;) {
    const pids = markedPids(marker);
    if (pids.length === 0 || Date.now() > until) {
      return pids.map((pid) => { try { return readFileSync(`/proc/${pid}/cmdline`, 'latin1').replaceAll('\0', ' '); } catch { return String(pid); } });
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('test processes end with whatever started them (issue 35)', () => {
  it('the web host run through the tsx command ends when that wrapper is killed with SIGKILL', async () => {
    const { child, marker } = await startHost(process.execPath, [join('node_modules', 'tsx', 'dist', 'cli.mjs'), 'tests/e2e/serve-web-host.ts']);
    expect(markedPids(marker).length).toBeGreaterThanOrEqual(2); // the wrapper, the node it forked (and esbuild's helper)
    child.kill('SIGKILL');
    expect(await leftAfter(marker, 5_000)).toEqual([]);
  }, 90_000);

  it('the web host ends when the pipe on its stdin closes (the runner that held it is gone), even under a shell', async () => {
    // Like Playwright's webServer: a shell running the host, its stdin a pipe only the runner holds.
    const { child, marker } = await startHost('sh', ['-c', 'true && node --import tsx tests/e2e/serve-web-host.ts']);
    child.stdin!.end();
    expect(await leftAfter(marker, 5_000)).toEqual([]);
  }, 90_000);
});

describe(".ci/run's check for processes left running (issue 35)", () => {
  it('names a marked process still alive after the run, kills it, and counts it', () => {
    const marker = randomBytes(8).toString('hex');
    // A marked sleep left behind in the background, an unmarked one beside it; then the check .ci/run makes.
    const script = [
      '. .ci/leftover-processes.sh',
      `KK_CI_RUN=${marker} sleep 60 &`,
      'left=$!',
      'sleep 300 &',
      'other=$!',
      `ci_stop_leftovers ${marker} 1`,
      'sleep 0.3',
      'kill -0 $left 2>/dev/null && echo "still alive"',
      'kill -0 $other 2>/dev/null && echo "unmarked alive"',
      'kill $other',
    ].join('\n');
    const r = spawnSync('bash', ['-c', script], { encoding: 'utf8', timeout: 30_000 });
    const lines = r.stdout.trim().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(/^left running after npm test: pid \d+: sleep 60 $/),
      '1',
      'unmarked alive',
    ]);
  });

  it('reports nothing, and 0, when nothing marked is alive', () => {
    const r = spawnSync('bash', ['-c', `. .ci/leftover-processes.sh; ci_stop_leftovers ${randomBytes(8).toString('hex')} 1`], { encoding: 'utf8' });
    expect(r.stdout).toBe('0\n');
  });
});

/** Alive and not a zombie (a killed orphan may wait a while for its reaper). */
function isRunning(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'latin1'));
  } catch {
    return false;
  }
}

/** Runs the real .ci/run with a stand-in npm (its `npm test` prints a vitest total, then runs `leave`). */
function ciRunWith(leave: string): { lines: string[]; status: number | null; pidFile: string } {
  const bin = tempDir('kk-procs-bin-');
  const pidFile = join(bin, 'left.pid');
  writeFileSync(join(bin, 'npm'), [
    '#!/bin/sh',
    'if [ "$1" = test ]; then',
    '  echo "      Tests  3 passed (3)"',
    `  ${leave}`,
    'fi',
    'exit 0',
  ].join('\n'));
  writeFileSync(join(bin, 'chromium'), '#!/bin/sh\nexit 0\n');
  for (const f of ['npm', 'chromium']) chmodSync(join(bin, f), 0o755);
  const r = spawnSync('bash', ['.ci/run'], { encoding: 'utf8', timeout: 60_000, env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, KK_LEFT_PID: pidFile } });
  return { lines: r.stdout.trim().split('\n'), status: r.status, pidFile };
}

describe('.ci/run fails when npm test leaves a process running (issue 35)', () => {
  it('a process left by npm test is named, killed, and counted as a failure; the script exits non-zero', () => {
    const { lines, status, pidFile } = ciRunWith('sleep 120 >/dev/null 2>&1 & echo $! > "$KK_LEFT_PID"');
    expect(lines.some((l) => /^left running after npm test: pid \d+: sleep 120 $/.test(l))).toBe(true);
    expect(lines.at(-1)).toBe('3 passed, 1 failed');
    expect(status).not.toBe(0);
    const pid = Number(readFileSync(pidFile, 'utf8'));
    expect(isRunning(pid)).toBe(false); // killed by .ci/run
  });

  it('a run that leaves nothing ends as before: "3 passed, 0 failed" and status 0', () => {
    const { lines, status } = ciRunWith('true');
    expect(lines.at(-1)).toBe('3 passed, 0 failed');
    expect(lines.filter((l) => l.startsWith('left running'))).toEqual([]);
    expect(status).toBe(0);
  });
});
