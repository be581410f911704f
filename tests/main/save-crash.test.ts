// A process saving in a loop is killed with SIGKILL at random moments, 200 times: after every kill the
// slot must still load (verified by replay). The child is bundled once with esbuild so that each start
// costs a plain `node` start rather than a TypeScript compile.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTempDirs, tempDir, toyStore } from './fixtures/setup.js';

const CHILD_SOURCE = fileURLToPath(new URL('./fixtures/save-loop-child.ts', import.meta.url));
const KILLS = 200;
const LANES = 2; // this machine has 2 cores

let childCommand: string[] = [];

beforeAll(async () => {
  const out = join(tempDir('kk-crash-bin-'), 'child.cjs');
  try {
    const { build } = await import('esbuild');
    await build({ entryPoints: [CHILD_SOURCE], bundle: true, platform: 'node', format: 'cjs', outfile: out, logLevel: 'silent' });
    childCommand = [out];
  } catch {
    childCommand = ['--import', 'tsx', CHILD_SOURCE]; // slower, same behaviour
  }
});

afterAll(removeTempDirs);

let seed = 0x5eed;
function random(): number {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return seed / 2 ** 32;
}

/** Starts a child, waits for its first save, lets it run a random few ms, then SIGKILLs it. */
function runAndKill(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...childCommand, dir], { cwd: join(CHILD_SOURCE, '../../../..'), stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      if (d.toString().includes('ready')) setTimeout(() => child.kill('SIGKILL'), Math.floor(random() * 25));
    });
    child.on('exit', (_code, signal) => (signal === 'SIGKILL' ? resolve() : reject(new Error(`child ended without being killed: ${stderr}`))));
  });
}

describe('saves survive SIGKILL', () => {
  it(`a slot always loads after ${KILLS} kills at random moments`, async () => {
    let failures: string[] = [];
    let loaded = 0;
    const lane = async (kills: number) => {
      const dir = tempDir('kk-crash-');
      for (let k = 0; k < kills; k++) {
        await runAndKill(dir);
        const result = await toyStore(dir).load('crash');
        if (result.ok) loaded++;
        else failures = [...failures, result.problem.reason];
      }
    };
    await Promise.all(Array.from({ length: LANES }, () => lane(KILLS / LANES)));
    expect(failures).toEqual([]);
    expect(loaded).toBe(KILLS);
  }, 120_000);
});
