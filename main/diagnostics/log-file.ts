// The diagnostics log (issue 35): a small rotating text file in the user-data folder, on the player's machine
// only, read back for Help ▸ Copy diagnostics. It holds problems (errors of main and the window, the advisor's
// and the library's failures) as one line each, never a campaign's contents. Plain Node, synchronous appends:
// a line written just before a crash is on the disk.
import { appendFileSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const LOG_FILE_NAME = 'kaiserkrieg.log';
/** The folder in userData that holds the log (and the crash dumps' own folder beside it is Electron's). */
export function logsDir(userData: string): string {
  return join(userData, 'logs');
}

export interface LogOptions {
  /** A file grows to this many bytes before it is rotated (default 512 KB). */
  readonly maxBytes?: number;
  /** Older files kept: kaiserkrieg.1.log … kaiserkrieg.N.log (default 2). */
  readonly keep?: number;
  readonly now?: () => Date;
}

/** The longest line kept: a runaway message cannot fill the log. */
const MAX_LINE = 2000;

export class RotatingLog {
  readonly file: string;
  private readonly maxBytes: number;
  private readonly keep: number;
  private readonly now: () => Date;

  constructor(readonly dir: string, options: LogOptions = {}) {
    this.file = join(dir, LOG_FILE_NAME);
    this.maxBytes = options.maxBytes ?? 512 * 1024;
    this.keep = options.keep ?? 2;
    this.now = options.now ?? (() => new Date());
  }

  /** Appends one line "time source: message"; never throws (a log that cannot be written is no reason to fail). */
  write(source: string, message: string): void {
    try {
      const text = message.replace(/\s*\n\s*/g, ' | ').slice(0, MAX_LINE);
      const line = `${this.now().toISOString()} ${source}: ${text}\n`;
      mkdirSync(this.dir, { recursive: true });
      this.rotateIfFull(Buffer.byteLength(line));
      appendFileSync(this.file, line, 'utf8');
    } catch {
      // Nothing to do: diagnostics are a help, never a new way to fail.
    }
  }

  /** The last `count` lines of the current file (fewer when it is shorter; none when there is no file). */
  lastLines(count: number): string[] {
    try {
      const lines = readFileSync(this.file, 'utf8').split('\n').filter((l) => l !== '');
      return lines.slice(-count);
    } catch {
      return [];
    }
  }

  private rotateIfFull(adding: number): void {
    let size: number;
    try {
      size = statSync(this.file).size;
    } catch {
      return;
    }
    if (size + adding <= this.maxBytes) return;
    const numbered = (n: number) => join(this.dir, LOG_FILE_NAME.replace(/\.log$/, `.${n}.log`));
    rmSync(numbered(this.keep), { force: true });
    for (let n = this.keep - 1; n >= 1; n--) {
      try {
        renameSync(numbered(n), numbered(n + 1));
      } catch {
        // Not there yet.
      }
    }
    renameSync(this.file, numbered(1));
  }
}
