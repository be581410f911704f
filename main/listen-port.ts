// The web host's port: the one asked for, or the next free one when another program holds it. When none
// of them is free, the player reads what to do, never "listen EADDRINUSE".
import type { Server } from 'node:net';

/** A port the host could not use, in words for the player (with what to do). */
export class PortError extends Error {
  override name = 'PortError';
}

function listenOnce(server: Server, port: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const failed = (e: Error): void => reject(e);
    server.once('error', failed);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', failed);
      resolve();
    });
  });
}

/** Some port above `port` that is likely free, to suggest (well away from the ones just tried). */
function suggestion(port: number, tries: number): number {
  const next = port + tries + 100;
  return next <= 65535 ? next : 49152 + (port % 1000);
}

/**
 * Listens on 127.0.0.1 at `port`, or at the next of `tries` ports when it is taken (port 0: any free
 * port). Throws a PortError with a sentence when none is free or the port cannot be used.
 */
export async function listenOnFreePort(server: Server, port: number, tries = 1): Promise<void> {
  const last = port === 0 ? 0 : Math.min(65535, port + Math.max(1, tries) - 1);
  for (let p = port; p <= last; p++) {
    try {
      await listenOnce(server, p);
      return;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE' && p < last) continue;
      const taken = p === port ? `Port ${port} is in use by another program` : `Ports ${port} to ${last} are in use by other programs`;
      if (code === 'EADDRINUSE') throw new PortError(`${taken} (perhaps another Kaiserkrieg). Close it, or start with another port: --port ${suggestion(port, tries)}.`);
      if (code === 'EACCES') throw new PortError(`Kaiserkrieg is not allowed to use port ${p} (ports below 1024 need an administrator). Start with another port: --port ${suggestion(port, tries)}.`);
      throw new PortError(`The computer did not let the game be served on port ${p}. Start with another port: --port ${suggestion(port, tries)}.`);
    }
  }
}
