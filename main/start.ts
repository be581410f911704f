// npm start: the Electron app when its binary is installed, otherwise the web host in a browser.
// Never imports or requires 'electron' (in plain Node that tries to download the binary and throws).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './paths.js';

/** The Electron executable if node_modules/electron has one: path.txt names it inside dist/. */
export function findElectronBinary(root: string, env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.ELECTRON_PATH && existsSync(env.ELECTRON_PATH)) return env.ELECTRON_PATH;
  const pathTxt = join(root, 'node_modules', 'electron', 'path.txt');
  if (!existsSync(pathTxt)) return null;
  const exe = join(root, 'node_modules', 'electron', 'dist', readFileSync(pathTxt, 'utf8').trim());
  return existsSync(exe) ? exe : null;
}

/**
 * Electron ≥ 42 downloads its binary on first use rather than at install time: fetch it now (a fresh
 * networked machine). Offline, as on CI, the download fails within moments and we fall back.
 */
function tryInstallElectron(root: string): string | null {
  console.log('Fetching the Electron binary…');
  const installer = join(root, 'node_modules', 'electron', 'install.js');
  if (!existsSync(installer)) return null;
  const result = spawnSync(process.execPath, [installer], { cwd: root, stdio: ['ignore', 'inherit', 'pipe'], timeout: 300_000 });
  if (result.status === 0) return findElectronBinary(root);
  const reason = String(result.stderr ?? '').split('\n').find((line) => line.trim() !== '') ?? 'no answer';
  console.log(`Could not fetch Electron (${reason.trim()}).`);
  return null;
}

function run(command: string, args: readonly string[], root: string): void {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  child.on('exit', (code) => process.exit(code ?? 0));
}

function main(): void {
  const root = projectRoot(import.meta.url);
  const electron = findElectronBinary(root) ?? tryInstallElectron(root);
  if (electron) {
    run('npx', ['electron-vite', 'preview'], root); // builds, then starts the app
    return;
  }
  console.log('Electron is not installed here (no binary under node_modules/electron/dist), so the game starts in the web host.');
  // Build every time: a build left from an older checkout must never be served.
  console.log('Building the game…');
  const built = spawnSync('npx', ['electron-vite', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (built.status !== 0) process.exit(built.status ?? 1);
  run('npx', ['tsx', 'main/play-web.ts', ...process.argv.slice(2)], root);
}

if (process.argv[1]?.endsWith('start.ts')) main();
