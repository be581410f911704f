// A benchmark child run in a fresh Node process over a library folder: what "from a fresh main process"
// means in the library benchmarks (saves.ts' listing, stats.ts' statistics). The child prints its
// times as JSON on its last line. `cold` removes the listing cache first, as on the app's first start.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { campaignsDir } from '../../main/paths.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

export function timesInFreshProcess<T>(childScript: string, userData: string, mode: 'bare' | 'app', cold: boolean, what: string): T {
  if (cold) rmSync(join(campaignsDir(userData), 'catalogue.json'), { force: true });
  const r = spawnSync(process.execPath, ['--import', 'tsx', childScript, userData, mode], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`the ${what} process failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop() ?? '{}') as T;
}
