// The installer settings in electron-builder.yml and the icon files they name, read back from disk: a
// per-user NSIS installer with Start-menu and desktop shortcuts, the Linux desktop entry, macOS hardened
// runtime with its entitlements, and every icon at each size its platform needs (the .ico and .icns
// directories and the PNGs' own headers are read, so a missing or mis-sized icon fails here).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ICNS_SIZES, ICO_SIZES, LINUX_SIZES } from '../../assets/icons/make-icon.js';

const root = process.cwd();
const builder = parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as Record<string, Record<string, unknown>>;

/** Width of a PNG from its IHDR. */
const pngWidth = (data: Buffer) => data.readUInt32BE(16);

/** The sizes an .ico holds (its directory: a width byte of 0 means 256). */
function icoSizes(data: Buffer): number[] {
  expect(data.readUInt16LE(2)).toBe(1); // type 1: icon
  return Array.from({ length: data.readUInt16LE(4) }, (_, i) => data[6 + 16 * i] || 256).sort((a, b) => a - b);
}

/** The entry types of an .icns (each a 4-letter code and a length). */
function icnsTypes(data: Buffer): string[] {
  expect(data.toString('latin1', 0, 4)).toBe('icns');
  expect(data.readUInt32BE(4)).toBe(data.length);
  const types: string[] = [];
  for (let at = 8; at < data.length; at += data.readUInt32BE(at + 4)) types.push(data.toString('latin1', at, at + 4));
  return types;
}

describe('installers (electron-builder.yml)', () => {
  it('Windows: a per-user NSIS installer with Start-menu and desktop shortcuts that keeps the saves', () => {
    const nsis = builder.nsis;
    expect(nsis.perMachine).toBe(false);
    expect(nsis.oneClick).toBe(true); // one-click with perMachine false: the per-user install, no admin prompt
    expect(nsis.createStartMenuShortcut).toBe(true);
    expect(nsis.createDesktopShortcut).toBe('always');
    expect(nsis.deleteAppDataOnUninstall).toBe(false);
  });

  it('Windows: icon.ico holds every size from 16 to 256', () => {
    expect(builder.win.icon).toBe('assets/icons/icon.ico');
    expect(icoSizes(readFileSync(join(root, String(builder.win.icon))))).toEqual(ICO_SIZES);
    expect(ICO_SIZES).toEqual(expect.arrayContaining([16, 24, 32, 48, 256]));
  });

  it('macOS: icon.icns holds 16 to 1024; hardened runtime with the JIT entitlement, ready for signing', () => {
    const types = icnsTypes(readFileSync(join(root, String(builder.mac.icon))));
    // is32 16, il32 32, ic11/ic12 16@2x/32@2x, ic07 128, ic08 256, ic09 512, ic13/ic14 128@2x/256@2x, ic10 512@2x.
    for (const t of ['is32', 'il32', 'ic11', 'ic12', 'ic07', 'ic08', 'ic09', 'ic10', 'ic13', 'ic14']) expect(types, t).toContain(t);
    expect(ICNS_SIZES).toEqual(expect.arrayContaining([16, 32, 128, 256, 512, 1024]));
    expect(builder.mac.hardenedRuntime).toBe(true);
    for (const key of ['entitlements', 'entitlementsInherit']) {
      const plist = readFileSync(join(root, String(builder.mac[key])), 'utf8');
      expect(plist).toMatch(/<key>com\.apple\.security\.cs\.allow-jit<\/key>\s*<true\/>/);
    }
  });

  it('Linux: a PNG of each size named NxN.png, and a desktop entry in the Game category', () => {
    const dir = join(root, String(builder.linux.icon));
    for (const s of LINUX_SIZES) {
      const file = join(dir, `${s}x${s}.png`);
      expect(existsSync(file), file).toBe(true);
      expect(pngWidth(readFileSync(file))).toBe(s);
    }
    expect(LINUX_SIZES).toEqual(expect.arrayContaining([16, 32, 48, 64, 128, 256, 512]));
    const entry = (builder.linux.desktop as { entry: Record<string, string> }).entry;
    expect(entry.Categories.split(';')).toEqual(expect.arrayContaining(['Game', 'StrategyGame']));
    expect(entry.Name).toBe('Kaiserkrieg!');
    expect(builder.linux.category).toBe('Game');
  });
});
