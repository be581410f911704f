// Issue 28 (F7, F10): `npm run play:web` as a real child process. A named pipe at web-settings.json used
// to stop it before it printed its address (it waited for a writer for ever); a port held by another
// program ended it with "listen EADDRINUSE". It now starts and prints its address in both cases.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeTempDirs, tempDir } from './fixtures/setup.js';

const started: ChildProcess[] = [];
const held: Server[] = [];

/** Ends a child this test started, by its pid; one that has ended already is left alone. */
function stop(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  try {
    process.kill(child.pid, signal);
  } catch {
    // It ended meanwhile.
  }
}

afterEach(async () => {
  for (const child of started.splice(0)) stop(child, 'SIGKILL');
  for (const server of held.splice(0)) await new Promise((resolve) => server.close(resolve));
  removeTempDirs();
});

interface Run {
  readonly output: string;
  /** The port of the printed address, or null when the host ended without one. */
  readonly port: number | null;
  readonly exitCode: number | null;
}

/** Starts play-web and resolves once it printed its address or ended (then it is killed by its pid). */
function playWeb(userData: string, args: readonly string[], timeoutMs = 45_000): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'main/play-web.ts', ...args], {
    env: { ...process.env, KK_USER_DATA: userData },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  return new Promise<Run>((resolve) => {
    let finished = false;
    const done = (run: Run): void => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      stop(child, 'SIGTERM');
      resolve(run);
    };
    const timer = setTimeout(() => done({ output, port: null, exitCode: null }), timeoutMs);
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const m = /being served at http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (m) done({ output, port: Number(m[1]), exitCode: null });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => done({ output, port: null, exitCode: code }));
  });
}

/** A free port, held by a plain TCP server (another program) until the test ends. */
async function holdPort(port = 0): Promise<number> {
  const server = createServer();
  held.push(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return (server.address() as { port: number }).port;
}

describe('npm run play:web as a child process (issue 28)', () => {
  it.skipIf(process.platform === 'win32')('starts and prints its address with a named pipe at web-settings.json, saying why the defaults are used', async () => {
    const userData = tempDir('kk-fifo-');
    execFileSync('mkfifo', [join(userData, 'web-settings.json')]);
    const run = await playWeb(userData, ['--port', '0']);
    expect(run.port, run.output).toBeGreaterThan(0);
    expect(run.output).toContain('The settings file was not read: a folder or other non-file stands where the settings file should be. The game starts with the default settings');
    expect(run.output).not.toMatch(/\bE[A-Z]{3,}\b/);
  });

  it('serves on the next port when the asked-for one is held by another program', async () => {
    const taken = await holdPort();
    const run = await playWeb(tempDir('kk-port-'), ['--port', String(taken)]);
    expect(run.port, run.output).not.toBeNull();
    expect(run.port).not.toBe(taken);
    expect(run.port! - taken).toBeGreaterThan(0);
    expect(run.port! - taken).toBeLessThan(10);
    expect(run.output).not.toMatch(/EADDRINUSE/);
  });
});
