// Lint step: runs @doyensec/electronegativity (offline; it only warns that it cannot fetch Electron's
// release list) over the main process and the renderer page, and fails on any finding that is not
// explained below.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ELECTRON_VERSION = '45.4.1';
const TARGETS = ['main', 'renderer/index.html'];

/** Findings we accept, with the reason. Keep this list short. */
const ACCEPTED: Readonly<Record<string, string>> = {
  // The preload path is set from our own out/ folder, never from page input.
  PRELOAD_JS_CHECK: 'the preload is our own CommonJS bundle',
};

function scan(target: string): string[][] {
  const dir = mkdtempSync(join(tmpdir(), 'kk-electronegativity-'));
  const csv = join(dir, 'report.csv');
  try {
    const run = spawnSync('npx', ['electronegativity', '-i', target, '-o', csv, '-r', '-e', ELECTRON_VERSION, '-v', 'false'], { encoding: 'utf8', shell: process.platform === 'win32' });
    if (run.status !== 0) throw new Error(`electronegativity failed on ${target}:\n${run.stderr}`);
    const lines = readFileSync(csv, 'utf8').trim().split('\n').slice(1);
    return lines.filter((l) => l.trim() !== '').map((l) => l.split(','));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const problems: string[] = [];
for (const target of TARGETS) {
  for (const [issue, severity, , file, location] of scan(target)) {
    if (ACCEPTED[issue]) continue;
    // CSP_GLOBAL_CHECK only means "this input has no HTML with a CSP": main/ has none by design.
    if (issue === 'CSP_GLOBAL_CHECK' && target === 'main') continue;
    problems.push(`${target}: ${issue} ${severity} ${file} ${location}`);
  }
}

if (problems.length > 0) {
  console.error(`electronegativity: ${problems.length} finding(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`electronegativity: no findings in ${TARGETS.join(', ')}`);
