// Issue 13: the Electron fuses the packaged app is built with, read from electron-builder.yml itself. The
// packed binary's wire is checked after electron-builder has flipped it in tests/main/packaging.test.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FUSE_NAMES } from './fixtures/fuse-wire.js';

/** The `electronFuses:` block of electron-builder.yml: "  name: true|false" lines under it. */
function configuredFuses(yml: string): Record<string, boolean> {
  const lines = yml.split('\n');
  const start = lines.findIndex((l) => l.trimEnd() === 'electronFuses:');
  if (start < 0) return {};
  const fuses: Record<string, boolean> = {};
  for (const line of lines.slice(start + 1)) {
    const m = /^ {2}(\w+): (true|false)\s*(#.*)?$/.exec(line);
    if (!m) break;
    fuses[m[1]] = m[2] === 'true';
  }
  return fuses;
}

describe('Electron fuses in the packaging config (issue 13)', () => {
  const fuses = configuredFuses(readFileSync('electron-builder.yml', 'utf8'));

  it('turns off running as Node, NODE_OPTIONS and --inspect', () => {
    expect(fuses.runAsNode).toBe(false);
    expect(fuses.enableNodeOptionsEnvironmentVariable).toBe(false);
    expect(fuses.enableNodeCliInspectArguments).toBe(false);
  });

  it('loads the app only from its app.asar, checked for integrity', () => {
    expect(fuses.onlyLoadAppFromAsar).toBe(true);
    expect(fuses.enableEmbeddedAsarIntegrityValidation).toBe(true);
    expect(readFileSync('electron-builder.yml', 'utf8')).toMatch(/^asar: true$/m);
  });

  it('takes file: its extra privileges: the pages come over app:// (issue 35)', () => {
    expect(fuses.grantFileProtocolExtraPrivileges).toBe(false);
  });

  it('names only fuses electron-builder knows', () => {
    expect(Object.keys(fuses).length).toBeGreaterThanOrEqual(5);
    for (const name of Object.keys(fuses)) expect(FUSE_NAMES as readonly string[]).toContain(name);
  });
});
