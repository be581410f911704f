// Issue 28 (F10): a port held by another program. The web host tries the next ones; when none is free,
// the player reads what to do, never "listen EADDRINUSE".
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listenOnFreePort, PortError } from '../../main/listen-port.js';
import { startWebHost } from '../../main/web-host.js';
import { toyService } from './fixtures/service.js';
import { removeTempDirs } from './fixtures/setup.js';

const servers: Server[] = [];

afterEach(async () => {
  for (const s of servers.splice(0)) if (s.listening) await new Promise((resolve) => s.close(resolve));
  removeTempDirs();
});

async function hold(port = 0): Promise<number> {
  const server = createServer();
  servers.push(server);
  await listenOnFreePort(server, port);
  return (server.address() as { port: number }).port;
}

describe('a taken port (F10)', () => {
  it('is answered with a sentence saying what to do, when only that port may be used', async () => {
    const taken = await hold();
    const server = createServer();
    servers.push(server);
    const refusal = await listenOnFreePort(server, taken, 1).then(() => null, (e: Error) => e);
    expect(refusal).toBeInstanceOf(PortError);
    expect(refusal?.message).toMatch(new RegExp(`^Port ${taken} is in use by another program \\(perhaps another Kaiserkrieg\\)\\. Close it, or start with another port: --port \\d+\\.$`));
    expect(refusal?.message).not.toMatch(/EADDRINUSE|listen/);
  });

  it('moves on to the next free port', async () => {
    const taken = await hold();
    const server = createServer();
    servers.push(server);
    await listenOnFreePort(server, taken, 5).catch(() => undefined); // the next may be taken by another test's program too
    if (!server.listening) return;
    const port = (server.address() as { port: number }).port;
    expect(port).toBeGreaterThan(taken);
    expect(port).toBeLessThan(taken + 5);
  });

  it('names the range when all of them are taken', async () => {
    const first = await hold();
    const second = await hold(first + 1).catch(() => null);
    if (second === null) return; // the next port was in use already: nothing to learn here
    const server = createServer();
    servers.push(server);
    await expect(listenOnFreePort(server, first, 2)).rejects.toThrow(`Ports ${first} to ${first + 1} are in use by other programs`);
  });

  it('the web host answers a taken port with the sentence, and by default tries no other (tests and e2e use fixed ports)', async () => {
    const taken = await hold();
    const kit = await toyService();
    await expect(startWebHost({ newSession: kit.newSession, rendererDir: kit.dir, port: taken })).rejects.toThrow(/^Port \d+ is in use by another program/);
  });
});
