// A test server started by a test runner ends when that runner goes, however it goes: when its parent
// process ends (a SIGKILLed tsx wrapper or shell leaves it with a new parent) or when the pipe on its
// stdin closes (Playwright's webServer gives it one; only Playwright holds the other end).
import { fstatSync } from 'node:fs';

const CHECK_MS = 500;

export function endWithParent(): void {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.exit(0);
  }, CHECK_MS).unref();
  if (stdinIsPipe()) {
    process.stdin.on('end', () => process.exit(0));
    process.stdin.on('close', () => process.exit(0));
    process.stdin.resume();
  }
}

/** A pipe or socket only: /dev/null (stdio 'ignore') ends at once, a terminal ends on Ctrl-D alone. */
function stdinIsPipe(): boolean {
  try {
    const s = fstatSync(0);
    return s.isFIFO() || s.isSocket();
  } catch {
    return false;
  }
}
