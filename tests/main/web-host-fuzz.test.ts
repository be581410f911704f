// Issue 13: a seeded fuzz of 10,000 hostile inputs against the running web host, in a process of its own
// so that an exit is seen as one: 5,000 raw HTTP requests (malformed targets, methods, headers, upgrades,
// cut-short and trailing bytes) and 5,000 WebSocket frames on key-holding connections (any opcode, bits,
// masking, claimed length, broken JSON and prototype keys). Loopback only; bounded in count, and in time
// by short per-connection waits. Then: the host has not exited, and a normal campaign call works.
// KK_FUZZ_SEED replays a run.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { newHostKey } from '../../main/host-key.js';
import { createSocketApi } from '../../renderer/bridge.js';
import { keyProtocols } from '../../shared/launch-key.js';
import { closedWithin, rawExchange, rawWebSocket } from './fixtures/raw-client.js';
import { hostileFrame, hostileRequest, SeededBytes, type HostFacts } from './fixtures/hostile-inputs.js';
import { removeTempDirs, tempDir } from './fixtures/setup.js';

const SEED = Number(process.env.KK_FUZZ_SEED ?? 13);
const REQUESTS = 5_000;
const FRAMES = 5_000;

let child: ChildProcess | null = null;
const exits: string[] = [];

afterAll(() => {
  // The host runs in a process group of its own: the group goes, with anything the host started.
  if (child?.pid && child.exitCode === null && child.signalCode === null) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // It ended meanwhile.
    }
  }
  removeTempDirs();
});

/** The real web host (tests/e2e/serve-web-host.ts, the real engine) in a child process on a free port. */
function startHostProcess(key: string): Promise<number> {
  return new Promise((resolve, reject) => {
    // node itself with tsx's loader (the tsx command would fork a second node that a SIGKILL leaves behind);
    // stdin a pipe from this process, so the host ends if this test process dies before afterAll (end-with-parent.ts).
    const proc = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/serve-web-host.ts'], {
      env: { ...process.env, KK_E2E_PORT: '0', KK_E2E_KEY: key, KK_USER_DATA: tempDir('kk-fuzz-user-') },
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
    });
    child = proc;
    let out = '';
    let err = '';
    proc.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const port = /web host at http:\/\/127\.0\.0\.1:(\d+)\//.exec(out)?.[1];
      if (port) resolve(Number(port));
    });
    proc.stderr.on('data', (d: Buffer) => (err += d.toString()));
    proc.on('exit', (code, signal) => {
      exits.push(`exit ${code ?? signal}: ${err.slice(-2000)}`);
      reject(new Error(`the host ended before listening: ${err}`));
    });
  });
}

/** Runs `task` for 0..count-1 with at most `width` at once. */
async function inParallel(count: number, width: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < count) await task(next++);
  }));
}

describe('web host fuzz (issue 13)', () => {
  it(`survives ${REQUESTS} hostile HTTP requests and ${FRAMES} hostile WebSocket frames (seed ${SEED})`, async () => {
    const key = newHostKey();
    const port = await startHostProcess(key);
    const host: HostFacts = { port, keyProtocols: keyProtocols(key).join(', ') };
    const started = Date.now();

    // The inputs are drawn in order before sending, so the seed alone decides them.
    const r = new SeededBytes(SEED);
    const requests = Array.from({ length: REQUESTS }, () => hostileRequest(r, host));
    const statuses = new Map<number, number>();
    await inParallel(REQUESTS, 24, async (i) => {
      const { status } = await rawExchange(port, requests[i], 300);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
    expect(exits).toEqual([]);

    // Frames in batches of 1–4 per connection (a bad frame closes its connection; later ones go nowhere).
    const batches: Buffer[][] = [];
    for (let n = 0; n < FRAMES;) {
      const size = Math.min(1 + r.below(4), FRAMES - n);
      batches.push(Array.from({ length: size }, () => hostileFrame(r)));
      n += size;
    }
    let refusedHandshakes = 0;
    let closedByHost = 0;
    await inParallel(batches.length, 16, async (i) => {
      const socket = await rawWebSocket(port, { origin: `http://127.0.0.1:${port}`, 'sec-websocket-protocol': host.keyProtocols }).catch(() => null);
      if (!socket) {
        refusedHandshakes++;
        return;
      }
      socket.on('error', () => undefined);
      for (const frame of batches[i]) if (!socket.destroyed) socket.write(frame);
      if (await closedWithin(socket, 100)) closedByHost++;
      socket.destroy();
    });
    const seconds = (Date.now() - started) / 1000;
    console.log(`fuzz seed ${SEED}: ${REQUESTS} requests (statuses ${JSON.stringify(Object.fromEntries(statuses))}), ${FRAMES} frames on ${batches.length} connections (${closedByHost} closed by the host) in ${seconds.toFixed(1)} s`);

    expect(exits).toEqual([]);
    expect(child?.exitCode).toBeNull();
    expect(refusedHandshakes).toBe(0);
    // It told garbage apart: some answers were refusals, some pages served, and bad frames closed their sockets.
    expect(statuses.get(400)).toBeGreaterThan(0);
    expect(statuses.get(403)).toBeGreaterThan(0);
    expect(closedByHost).toBeGreaterThan(0);

    // A normal campaign call, as the page makes it, still works.
    const api = createSocketApi(`ws://127.0.0.1:${port}/ws`, (url) => new WebSocket(url, keyProtocols(key), { headers: { origin: `http://127.0.0.1:${port}` } }) as unknown as globalThis.WebSocket);
    const title = await api.title();
    const campaign = await api.newCampaign({ seed: 1914, options: title.defaultOptions });
    expect(campaign.campaign.actionCount).toBe(0);
    expect((await api.current())?.id).toBe(campaign.campaign.id);
    expect(exits).toEqual([]);
  }, 180_000);
});
