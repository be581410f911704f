// npm run play:web — the game in any browser: the web host on 127.0.0.1 with the real saves folder.
//   --port N (or KK_PORT; default 5174), KK_USER_DATA to use another save folder.
import { join } from 'node:path';
import { composeSessions } from './compose.js';
import { appVersion, campaignsDir, defaultUserDataDir, projectRoot } from './paths.js';
import { openFileSettings } from './settings-file.js';
import { startWebHost } from './web-host.js';

/** The asked-for port and the next ones, when it is taken. */
const PORT_TRIES = 10;

function portFromArgs(argv: readonly string[], env: NodeJS.ProcessEnv): number {
  const i = argv.indexOf('--port');
  const raw = i >= 0 ? argv[i + 1] : env.KK_PORT;
  const port = raw === undefined ? 5174 : Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`"${raw}" is not a port: give a whole number from 1 to 65535, e.g. --port 5174.`);
  return port;
}

export async function playWeb(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  const root = projectRoot(import.meta.url);
  const userData = defaultUserDataDir();
  const settings = openFileSettings(join(userData, 'web-settings.json'));
  // A link, folder or pipe there: the defaults, and the player is told why (the host still starts).
  if (settings.problem) console.log(`${settings.problem} The game starts with the default settings and leaves that file alone.`);
  const sessions = await composeSessions({ userData, appVersion: appVersion(root), settings });
  // A port held by another program: the next few are tried (the address printed below names the one used).
  const host = await startWebHost({ newSession: () => sessions.open(), rendererDir: join(root, 'out', 'renderer'), port: portFromArgs(argv, process.env), portTries: PORT_TRIES })
    .catch(async (e: unknown) => {
      await sessions.close();
      throw e;
    });
  // The address carries this launch's key: only a browser that opens it reaches the game (issue 13).
  console.log(`Kaiserkrieg is being served at ${host.launchUrl}  (campaigns: ${campaignsDir(userData)})`);
  const stop = (): void => void host.close().then(() => sessions.close()).then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

playWeb().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
