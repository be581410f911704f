// The licence check of tools/licence-notices.ts in a real Vite build: a tiny app in a temp folder imports
// packages written there with a given package.json licence. An accepted licence lands in licences.json
// with its LICENSE text; an unknown licence, or one outside ACCEPTED_LICENCES, fails the build. (The app's
// own shipped list is checked inside the packaged app.asar by tests/main/packaging.test.ts.)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCEPTED_LICENCES, licenceNotices, type LicenceNotices } from '../../tools/licence-notices.js';
import { removeTempDirs, tempDir } from '../main/fixtures/setup.js';

afterAll(removeTempDirs);

/** A folder with entry.js importing one package per licence given (undefined: no `license` field). */
function appWith(licences: Record<string, string | undefined>): string {
  const dir = tempDir('kk-licences-');
  const names = Object.keys(licences);
  writeFileSync(join(dir, 'entry.js'), `${names.map((n, i) => `import p${i} from '${n}';`).join('\n')}\nconsole.log(${names.map((_, i) => `p${i}`).join(', ')});\n`);
  for (const [name, licence] of Object.entries(licences)) {
    const pkg = join(dir, 'node_modules', name);
    mkdirSync(pkg, { recursive: true });
    writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name, version: '1.2.3', main: 'index.js', ...(licence ? { license: licence } : {}) }));
    writeFileSync(join(pkg, 'index.js'), `module.exports = 'the ${name} package';\n`);
    writeFileSync(join(pkg, 'LICENSE'), `Licence text of ${name}\n`);
  }
  return dir;
}

async function buildNotices(dir: string): Promise<LicenceNotices> {
  const out = (await build({
    root: dir, logLevel: 'silent', configFile: false, plugins: licenceNotices('renderer'),
    build: { write: false, minify: false, rollupOptions: { input: join(dir, 'entry.js') } },
  })) as Rollup.RollupOutput;
  const asset = out.output.find((o) => o.fileName === 'licences.json') as Rollup.OutputAsset | undefined;
  if (!asset) throw new Error('no licences.json was emitted');
  return JSON.parse(String(asset.source)) as LicenceNotices;
}

describe('licence notices gathered from the bundle', () => {
  it('lists every bundled package with its licence and LICENSE text; the web build has no main list', async () => {
    const notices = await buildNotices(appWith({ 'kk-fake-mit': 'MIT', 'kk-fake-bsd': 'BSD-3-Clause', 'kk-fake-either': '(MIT OR GPL-3.0)' }));
    expect(notices.main).toBeNull();
    expect(notices.renderer.map((p) => [p.name, p.version, p.licence])).toEqual([
      ['kk-fake-bsd', '1.2.3', 'BSD-3-Clause'], ['kk-fake-either', '1.2.3', '(MIT OR GPL-3.0)'], ['kk-fake-mit', '1.2.3', 'MIT'],
    ]);
    expect(notices.renderer[2].text).toContain('Licence text of kk-fake-mit');
  }, 60_000);

  it('fails the build when a bundled package names no licence', async () => {
    await expect(buildNotices(appWith({ 'kk-fake-mit': 'MIT', 'kk-fake-unlicensed': undefined }))).rejects.toThrow(/kk-fake-unlicensed/);
  }, 60_000);

  it('fails the build when a bundled package has a licence the project does not accept', async () => {
    expect(ACCEPTED_LICENCES).not.toContain('GPL-3.0');
    await expect(buildNotices(appWith({ 'kk-fake-gpl': 'GPL-3.0' }))).rejects.toThrow(/kk-fake-gpl/);
  }, 60_000);
});
