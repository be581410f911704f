// The GameService behind a local HTTP + WebSocket server (docs/architecture.md "Main: sessions and the library"), one session per tab, so the game
// runs in any browser and e2e tests drive the real main code. Listens on 127.0.0.1 only; the socket
// accepts only pages served by this host (Origin and Host checked) that offer this launch's key (from the
// fragment of the address the host prints, sent as a subprotocol: main/host-key.ts, shared/launch-key.ts),
// then speaks shared/ipc.ts's methods through the same validation as Electron IPC (callApi).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { WS_PATH, type WsPush, type WsReply } from '../shared/ipc.js';
import { callApi } from './api-handlers.js';
import { contentSecurityPolicy } from './csp.js';
import { newHostKey, sameKey, splitKey, withLaunchKey } from './host-key.js';
import { keyFromProtocols, WS_PROTOCOL } from '../shared/launch-key.js';
import type { GameService } from './game-service.js';
import { parseRequestTarget } from './request-target.js';
import { serveFile } from './static-files.js';
import { listenOnFreePort } from './listen-port.js';

export interface WebHostOptions {
  /** A session of its own for each connection (a tab), so each plays the campaign it opened (main/compose.ts). */
  readonly newSession: () => GameService;
  /** The built renderer (out/renderer). */
  readonly rendererDir: string;
  /** 0 picks a free port (tests). */
  readonly port: number;
  /** How many ports from `port` up to try when it is taken by another program (1: only `port`). */
  readonly portTries?: number;
  /** This launch's secret; a fresh random one unless a test harness brings its own. */
  readonly key?: string;
}

export interface WebHost {
  /** The host's own address, without the key: its pages load, but their socket is refused until the key is given. */
  readonly url: string;
  /** The address to open: `url` with the key in its fragment (#key=K), which no browser sends to a server. */
  readonly launchUrl: string;
  readonly port: number;
  readonly key: string;
  close(): Promise<void>;
}

/** A save file to import (MAX_SAVE_TEXT), plus its envelope; a larger message closes its socket (1009). */
export const MAX_MESSAGE = 17 * 1024 * 1024;

/** Ends a refused upgrade or a broken request with a bare HTTP answer; a socket that already failed is just destroyed. */
function refuseRaw(socket: Duplex, status: '400 Bad Request' | '403 Forbidden'): void {
  if (socket.writable) socket.end(`HTTP/1.1 ${status}\r\nconnection: close\r\ncross-origin-resource-policy: same-origin\r\ncontent-length: 0\r\n\r\n`);
  else socket.destroy();
}

function ownNames(port: number): { hosts: Set<string>; origins: Set<string> } {
  const hosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  return { hosts, origins: new Set([...hosts].map((h) => `http://${h}`)) };
}

function parseRequest(raw: string): { id: number; method: unknown; args: unknown } | null {
  try {
    const msg: unknown = JSON.parse(raw);
    if (typeof msg !== 'object' || msg === null) return null;
    const { id, method, args } = msg as Record<string, unknown>;
    if (typeof id !== 'number' || !Number.isSafeInteger(id)) return null;
    return { id, method, args };
  } catch {
    return null;
  }
}

async function answer(service: GameService, raw: string): Promise<WsReply> {
  const req = parseRequest(raw);
  if (req === null) return { id: -1, ok: false, error: 'Bad request: expected {id, method, args}' };
  if (!Array.isArray(req.args)) return { id: req.id, ok: false, error: 'Bad request: args must be an array' };
  try {
    return { id: req.id, ok: true, result: (await callApi(service, req.method, req.args)) ?? null };
  } catch (e) {
    return { id: req.id, ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

const EARLIER_LAUNCH = 'This address is from an earlier start of Kaiserkrieg. Open the address the game printed when it started this time.';

export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const key = options.key ?? newHostKey();
  let names = ownNames(options.port);
  let port = options.port;
  const headers = (): Record<string, string> => ({
    'content-security-policy': contentSecurityPolicy([...names.origins].map((o) => o.replace('http:', 'ws:'))),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    // No other site may load our scripts, images or sounds (which would tell it the game is running).
    'cross-origin-resource-policy': 'same-origin',
  });
  const fromOurHost = (req: IncomingMessage): boolean => names.hosts.has(req.headers.host ?? '');

  const serveRequest = (req: IncomingMessage, res: ServerResponse): void => {
    const target = parseRequestTarget(req.url);
    if (target === null) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', ...headers() }).end('Bad request');
      return;
    }
    // A foreign Host header means DNS rebinding or a proxy: refuse.
    if (!fromOurHost(req) || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', ...headers() }).end('Forbidden');
      return;
    }
    const given = splitKey(target.query);
    if (given.key !== null) {
      if (!sameKey(given.key, key)) {
        res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', ...headers() }).end(EARLIER_LAUNCH);
        return;
      }
      // An address printed by an older version (?key=K) still opens the game: the key moves from the query
      // into the fragment, where the page takes it; no cookie (#28 F4). "//x" would be read as another
      // host by the browser, so such a path goes back to the start page.
      const path = target.path.startsWith('//') ? '/' : target.path;
      res.writeHead(303, { location: withLaunchKey(given.rest ? `${path}?${given.rest}` : path, key), ...headers() }).end();
      return;
    }
    serveFile(options.rendererDir, target.path, res, headers()).catch(() => {
      if (!res.headersSent) res.writeHead(500, headers());
      res.end();
    });
  };

  const server: Server = createServer((req, res) => {
    try {
      serveRequest(req, res);
    } catch {
      // Nothing a client sends may end the host: whatever slipped through is that request's failure alone.
      if (!res.headersSent) res.writeHead(400, headers());
      res.end();
    }
  });
  // A connection that breaks mid-request (reset, half-sent headers) closes alone.
  server.on('clientError', (_err, socket: Socket) => refuseRaw(socket, '400 Bad Request'));

  // The page offers the game's subprotocol and its key; the answer names the game's alone, never the key.
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE, handleProtocols: (offered) => (offered.has(WS_PROTOCOL) ? WS_PROTOCOL : false) });
  server.on('upgrade', (req, socket, head) => {
    socket.on('error', () => socket.destroy());
    try {
      const target = parseRequestTarget(req.url);
      if (target === null) return refuseRaw(socket, '400 Bad Request');
      if (target.path !== WS_PATH || !fromOurHost(req) || !names.origins.has(req.headers.origin ?? '')) return refuseRaw(socket, '403 Forbidden');
      // The key comes as a subprotocol only: a cookie (an older version's) or a key in the query opens nothing.
      if (!sameKey(keyFromProtocols(req.headers['sec-websocket-protocol']), key)) return refuseRaw(socket, '403 Forbidden');
      sockets.handleUpgrade(req, socket, head, (ws) => sockets.emit('connection', ws, req));
    } catch {
      socket.destroy();
    }
  });

  /** Each connection's own session: its updates and answers go to that tab alone. */
  const sessions = new Set<GameService>();
  sockets.on('connection', (ws: WebSocket) => {
    const service = options.newSession();
    sessions.add(service);
    const push = (message: WsPush): void => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
    };
    service.onUpdate((update) => push({ event: 'engine-events', update }));
    service.onAdvice((update) => push({ event: 'advice', update }));
    service.onTaken((taken) => push({ event: 'campaign-taken', taken }));
    service.onReview((status) => push({ event: 'review', status }));
    // The tab is gone: its session lets go of its campaign (its lock), which another tab may then open.
    ws.on('close', () => {
      if (sessions.delete(service)) void service.close().catch(() => undefined);
    });
    // A protocol error (unmasked or reserved frame, bad UTF-8, a message over MAX_MESSAGE) closes this
    // socket only; without a listener it would be thrown and end the host with the move in flight.
    ws.on('error', () => ws.terminate());
    ws.on('message', (data, isBinary) => {
      if (isBinary) return;
      void answer(service, data.toString()).then((reply) => {
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(reply));
      });
    });
  });

  await listenOnFreePort(server, options.port, options.portTries ?? 1);
  port = (server.address() as AddressInfo).port;
  names = ownNames(port);

  return {
    url: `http://127.0.0.1:${port}/`,
    launchUrl: withLaunchKey(`http://127.0.0.1:${port}/`, key),
    port,
    key,
    close: async () => {
      for (const ws of sockets.clients) ws.terminate();
      await Promise.all([...sessions].map((service) => service.close().catch(() => undefined)));
      sessions.clear();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
