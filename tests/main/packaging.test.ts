// The desktop package: electron-builder packs the app with the project's own electron-builder.yml
// (`--linux --dir`). Electron's zip cannot be downloaded here, so a stand-in Electron folder is given
// (electronDist, stack notes §5.2): what is checked is what the player's app.asar holds — the `files`
// config and the self-contained main bundle — not Electron itself. Installers (nsis, dmg, AppImage, deb)
// need more downloads and stay unverified here (docs/desktop.md).
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { extractFile, listPackage } from '@electron/asar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuseWireBytes, readFuseWire, RELEASE_WIRE } from './fixtures/fuse-wire.js';
import { ACCEPTED_LICENCES, type LicenceNotices } from '../../tools/licence-notices.js';
import { removeTempDirs, tempDir } from './fixtures/setup.js';

const root = process.cwd();
let asar = '';
let unpacked = '';

/** A folder shaped like an unpacked Electron release, with a shell script for the binary. */
function fakeElectronDist(): string {
  const dir = tempDir('kk-fake-electron-');
  mkdirSync(join(dir, 'locales'));
  for (const f of ['locales/en-US.pak', 'LICENSE', 'LICENSES.chromium.html']) writeFileSync(join(dir, f), '');
  writeFileSync(join(dir, 'version'), JSON.parse(readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8')).version);
  // It carries a fuse wire as a release does, for electron-builder to flip (electronFuses).
  writeFileSync(join(dir, 'electron'), Buffer.concat([Buffer.from('#!/bin/sh\necho "a stand-in for Electron"\nexit 0\n# '), fuseWireBytes(), Buffer.from('\n')]));
  chmodSync(join(dir, 'electron'), 0o755);
  return dir;
}

beforeAll(() => {
  // The package is built from out/: build it here so the test checks this tree's code.
  execFileSync(process.execPath, [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'], { cwd: root, stdio: 'pipe' });
  const output = tempDir('kk-package-');
  execFileSync(process.execPath, [join(root, 'node_modules/electron-builder/cli.js'), '--linux', '--dir', '--config', 'electron-builder.yml', `-c.electronDist=${fakeElectronDist()}`, `-c.directories.output=${output}`], { cwd: root, stdio: 'pipe' });
  unpacked = join(output, 'linux-unpacked');
  asar = join(unpacked, 'resources', 'app.asar');
}, 180_000);

afterAll(removeTempDirs);

describe('the packaged desktop app (electron-builder --linux --dir)', () => {
  it('holds the built main, preload and renderer, and package.json points at main', () => {
    const files = listPackage(asar, { isPack: false });
    for (const f of ['/out/main/index.js', '/out/preload/index.cjs', '/out/renderer/index.html', '/package.json']) expect(files, f).toContain(f);
    const pkg = JSON.parse(extractFile(asar, 'package.json').toString());
    expect(files).toContain(`/${pkg.main}`);
    expect(statSync(join(unpacked, 'kaiserkrieg')).isFile()).toBe(true); // the executable, named for productName
  });

  it('has its Electron fuses flipped as electron-builder.yml says (issue 13)', () => {
    const wire = readFuseWire(readFileSync(join(unpacked, 'kaiserkrieg')));
    expect(wire).toEqual({
      ...RELEASE_WIRE,
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false, // issue 35: the pages come over app://
    });
  });

  it('holds nothing else: no node_modules, sources, tests or e2e builds, and stays small', () => {
    const files = listPackage(asar, { isPack: false });
    const allowed = /^\/(package\.json|out(\/(main|preload|renderer)(\/.*)?)?)$/;
    expect(files.filter((f) => !allowed.test(f))).toEqual([]);
    expect(files.filter((f) => f.endsWith('.ts'))).toEqual([]);
    expect(statSync(asar).size).toBeLessThan(5 * 1024 * 1024);
  });

  it('main runs from the package alone: no node_modules but electron (here a stand-in) are needed', () => {
    // The main bundle and the package.json, copied out of the asar into an empty folder whose only
    // package is a stand-in `electron` that declines the single-instance lock, so main quits at once.
    const dir = tempDir('kk-main-alone-');
    writeFileSync(join(dir, 'package.json'), extractFile(asar, 'package.json'));
    // main's bundle: index.js, the advisor's worker (advisor-worker.js) and the chunk they share
    const mainFiles = listPackage(asar, { isPack: false }).filter((f) => f.startsWith('/out/main/') && f.endsWith('.js'));
    expect(mainFiles).toContain('/out/main/index.js');
    expect(mainFiles).toContain('/out/main/advisor-worker.js');
    expect(mainFiles).toContain('/out/main/review-worker.js'); // the review's worker (issue #34)
    for (const f of mainFiles) {
      mkdirSync(dirname(join(dir, f)), { recursive: true });
      writeFileSync(join(dir, f), extractFile(asar, f.slice(1)));
    }
    const fake = join(dir, 'node_modules', 'electron');
    mkdirSync(fake, { recursive: true });
    writeFileSync(join(fake, 'package.json'), JSON.stringify({ name: 'electron', type: 'module', exports: './index.js' }));
    writeFileSync(join(fake, 'index.js'), [
      'const app = { isPackaged: true, requestSingleInstanceLock: () => false, quit: () => console.log("quit"), on() {}, whenReady: () => new Promise(() => {}), getPath: () => "/nonexistent" };',
      'const none = {};',
      'const protocol = { registerSchemesAsPrivileged() {} };', // app:// is registered at import (issue 35)
      'const crashReporter = { start() {} };', // so are the local crash dumps (issue 35)
      'export { app, none as BrowserWindow, none as clipboard, crashReporter, none as dialog, none as ipcMain, none as Menu, protocol, none as screen, none as session, none as shell };',
      'export default { app };',
    ].join('\n'));
    const out = execFileSync(process.execPath, [join(dir, 'out', 'main', 'index.js')], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
    expect(out.trim()).toBe('quit');
  });

  it('the preload requires electron and nothing else', () => {
    const preload = extractFile(asar, 'out/preload/index.cjs').toString();
    expect([...preload.matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1])).toEqual(['electron']);
  });

  it('every script and stylesheet index.html names is in the package', () => {
    const html = extractFile(asar, 'out/renderer/index.html').toString();
    const refs = [...html.matchAll(/(?:src|href)="\.\/([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(3);
    const files = new Set(listPackage(asar, { isPack: false }));
    for (const ref of refs) expect(files.has(`/out/renderer/${ref}`), ref).toBe(true);
  });

  it('ships the licence notices of everything bundled into main and the renderer, each under an accepted licence', () => {
    const notices = JSON.parse(extractFile(asar, 'out/renderer/licences.json').toString()) as LicenceNotices;
    const accepted = (expr: string) => expr.replace(/[()]/g, '').split(' OR ').some((alt) => alt.split(' AND ').every((id) => (ACCEPTED_LICENCES as readonly string[]).includes(id.trim())));
    for (const [bundle, known] of [['main', 'valibot'], ['renderer', 'pixi.js']] as const) {
      const list = notices[bundle] ?? [];
      expect(list.map((p) => p.name), bundle).toContain(known);
      for (const p of list) expect(accepted(p.licence), `${p.name} (${p.licence}) in ${bundle}`).toBe(true);
    }
    expect(notices.main!.map((p) => p.name)).not.toContain('electron');
  });
});
