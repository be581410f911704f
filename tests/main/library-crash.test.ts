// A process saving one campaign in a loop through the campaign library is killed with SIGKILL at random
// moments, 200 times over two lanes. It prints "ack N" each time a save of N actions has resolved; after
// every kill the campaign must load (checked by replay) with at least N actions, and the start-up sweep
// must leave no temp file behind. Every campaign of earlier kills stays as it was. The child is bundled
// once with esbuild so that each start costs a plain `node` start rather than a TypeScript compile, and
// the next child starts while the current one runs (it waits for "go"), so that start is mostly hidden.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTempDirs, tempDir, toyLibrary } from './fixtures/setup.js';

const CHILD_SOURCE = fileURLToPath(new URL('./fixtures/library-loop-child.ts', import.meta.url));
const ROOT = join(CHILD_SOURCE, '../../../..');
const KILLS = 200;
const LANES = 2; // this machine has 2 cores
/** A child's 41 verified writes take ~150-350 ms here: kills land anywhere from its start to its last writes. */
const MAX_DELAY_MS = 250;

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

interface Child {
  /** Starts the child's loop, SIGKILLs it a random few ms after it is ready; answers its last ack (null: none). */
  runAndKill(): Promise<number | null>;
}

/**
 * Starts a child on campaign `id`, waiting for "go": the next child starts while the current one runs,
 * so each kill costs the loop's time rather than a node start as well.
 */
function startChild(dir: string, id: string): Child {
  const child = spawn(process.execPath, [...childCommand, dir, id], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  let killing = false;
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdout.on('data', (d: Buffer) => {
    stdout += d.toString();
    if (!killing && stdout.includes('ready\n')) {
      killing = true;
      setTimeout(() => child.kill('SIGKILL'), Math.floor(random() * MAX_DELAY_MS));
    }
  });
  // 'close' comes after the pipes are drained: every ack the child wrote before dying has been read.
  const closed = new Promise<number | null>((resolve, reject) => {
    child.on('close', (_code, signal) => {
      if (signal !== 'SIGKILL') {
        reject(new Error(`child ended without being killed: ${stderr}`));
        return;
      }
      const acks = [...stdout.matchAll(/^ack (\d+)$/gm)].map((m) => Number(m[1]));
      resolve(acks.length > 0 ? acks[acks.length - 1] : null);
    });
  });
  return {
    runAndKill() {
      child.stdin.write('go\n');
      return closed;
    },
  };
}

describe('the campaign library survives SIGKILL', () => {
  it(`a campaign always loads with every acknowledged move after ${KILLS} kills at random moments`, async () => {
    const failures: string[] = [];
    const acked: number[] = [];
    const lane = async (laneNo: number, kills: number): Promise<void> => {
      const dir = tempDir('kk-crash-');
      const created = new Map<string, number>();
      const idOf = (k: number) => `crash-${laneNo}-${k}`;
      let next = startChild(dir, idOf(0));
      for (let k = 0; k < kills; k++) {
        const id = idOf(k);
        const current = next;
        const run = current.runAndKill();
        if (k + 1 < kills) next = startChild(dir, idOf(k + 1));
        const lastAck = await run;
        const library = toyLibrary(dir);
        await library.open(); // the next start: sweeps the killed process's temp files
        const leftovers = readdirSync(dir).filter((n) => n.endsWith('.tmp'));
        if (leftovers.length > 0) failures.push(`kill ${id}: temp files left after open(): ${leftovers.join(', ')}`);
        if (lastAck === null && !existsSync(join(dir, `${id}.campaign.json`))) continue; // killed before the file was made
        const loaded = await library.load(id);
        if (!loaded.ok) {
          failures.push(`kill ${id} (last ack ${lastAck}): ${loaded.problem.reason}`);
          continue;
        }
        const count = loaded.campaign.record.actions.length;
        if (count < (lastAck ?? 0)) failures.push(`kill ${id}: ${count} actions on disk, but ${lastAck} were acknowledged`);
        created.set(id, count);
        if (lastAck !== null) acked.push(lastAck);
      }
      // Every campaign of the earlier kills is still there, unchanged.
      const library = toyLibrary(dir);
      await library.open();
      const list = await library.list();
      expect(list.problems).toEqual([]);
      expect(list.campaigns.filter((c) => c.problem !== null)).toEqual([]);
      expect(new Map(list.campaigns.map((c) => [c.id, c.actionCount]))).toEqual(created);
    };
    await Promise.all(Array.from({ length: LANES }, (_, l) => lane(l, KILLS / LANES)));
    expect(failures).toEqual([]);
    // The kills landed all over the loop: before the first ack, early, late and after the last move.
    expect(acked.length).toBeGreaterThan(KILLS / 2);
    expect(Math.max(...acked)).toBeGreaterThanOrEqual(30);
    expect(acked.filter((n) => n > 0 && n < 20).length).toBeGreaterThan(10);
  }, 300_000); // ~20 s on a quiet machine; 200 node starts under a load of 20 took over 120 s
});
