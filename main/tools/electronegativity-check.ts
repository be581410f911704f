// Lint step: runs @doyensec/electronegativity over the main process and the renderer page together
// (its "global" checks need both), and fails on any finding of MEDIUM severity or above that is not
// explained below. LOW findings are printed. It runs offline; it only warns that it cannot fetch
// Electron's release list, so the Electron version is given explicitly.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ELECTRON_VERSION = '45.4.1';

/** Findings we accept, with the reason. Keep this list short. */
const ACCEPTED: Readonly<Record<string, string>> = {
  PRELOAD_JS_CHECK: 'the preload is our own sandboxed CommonJS bundle from out/preload, exposing only shared/ipc.ts',
  OPEN_EXTERNAL_JS_CHECK: 'one https address, the GitHub releases page the release workflow stamped into the app package (main/updates/update-check.ts releasesPageOf), opened when the player asks after Check for Updates; never a URL from the page',
  // LOW: it flags style-src 'unsafe-inline', which the screens need for the styles they set from code;
  // scripts stay 'self' only, and object-src, base-uri and form-action are 'none' (issue 13).
  CSP_GLOBAL_CHECK: "the one loose directive is style-src 'unsafe-inline' (styles set from code); scripts are 'self' only, objects, <base> and forms 'none'",
};

/** The rows of a CSV text with "quoted, fields" (a quoted field may hold a line break: a long sample can). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') field += text[++i];
      else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n') {
      rows.push([...row, field.replace(/\r$/, '')]);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

const SEVERITIES = new Set(['INFORMATIONAL', 'LOW', 'MEDIUM', 'HIGH', 'CRITICAL']);

/** A row as the tool writes it: an issue id, a known severity, and all eight fields. */
const wellFormed = (r: string[]): boolean => r.length === 8 && /^[A-Z_]+$/.test(r[0]) && SEVERITIES.has(r[1]);

/**
 * The tool's findings. Now and then (seen on a loaded machine) its CSV comes out garbled, rows cut mid-field;
 * such a report is not read as findings: the tool runs again, up to three times, then the step fails saying so.
 */
function report(input: string, csv: string): string[][] {
  for (let attempt = 1; attempt <= 3; attempt++) {
    // Offline: electronegativity-offline.mjs refuses the tool's own web requests before it makes them.
    const offline = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'electronegativity-offline.mjs')).href)}`.trim() };
    const run = spawnSync('npx', ['electronegativity', '-i', input, '-o', csv, '-r', '-e', ELECTRON_VERSION], { encoding: 'utf8', shell: process.platform === 'win32', env: offline });
    if (run.status !== 0) throw new Error(`electronegativity failed:\n${run.stderr}`);
    const rows = csvRows(readFileSync(csv, 'utf8')).slice(1).filter((r) => r.join('').trim() !== '');
    if (rows.every(wellFormed)) return rows;
    console.warn(`electronegativity wrote a garbled report (attempt ${attempt} of 3); running it again`);
  }
  throw new Error('electronegativity wrote a garbled report three times running');
}

const work = mkdtempSync(join(tmpdir(), 'kk-electronegativity-'));
try {
  // One folder holding exactly what ships: the main-process sources and the renderer page.
  const input = join(work, 'app');
  cpSync('main', join(input, 'main'), { recursive: true });
  mkdirSync(join(input, 'renderer'));
  cpSync('renderer/index.html', join(input, 'renderer', 'index.html'));
  const findings = report(input, join(work, 'report.csv'));
  const failures: string[] = [];
  for (const [issue, severity, , file, location, sample, description] of findings) {
    const line = `${issue} (${severity}) ${file}:${location} — ${description}: ${sample}`;
    if (ACCEPTED[issue]) console.log(`accepted: ${issue} — ${ACCEPTED[issue]}`);
    else if (severity === 'LOW' || severity === 'INFORMATIONAL') console.warn(`note: ${line}`);
    else failures.push(line);
  }
  if (failures.length > 0) {
    console.error(`electronegativity: ${failures.length} finding(s):\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('electronegativity: no unexplained findings of MEDIUM severity or above');
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
