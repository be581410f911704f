// The release workflow (.github/workflows/release.yml) read as the runner reads it: the version tag starts
// it, one build job per platform runs the README's test command and `npm run dist`, and what it uploads is
// exactly the installers electron-builder.yml names (artifactName), so a renamed installer cannot silently
// drop out of the release. The release job attaches them. Nothing here runs GitHub; it checks the file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { feedVersion } from '../../main/updates/update-check.js';

const root = process.cwd();
const workflow = parse(readFileSync(join(root, '.github/workflows/release.yml'), 'utf8')) as Workflow;
const builder = parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as Record<string, unknown>;
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; productName: string; version: string };

interface Step { uses?: string; run?: string; with?: Record<string, unknown>; name?: string; shell?: string; env?: Record<string, string> }
interface Job { 'runs-on': string; needs?: string | string[]; steps: Step[]; permissions?: Record<string, string>; strategy?: { matrix: { include: Record<string, string>[] } } }
interface Workflow { on: { push: { tags: string[] } }; jobs: Record<string, Job> }

/** A workflow glob (only `*`) as a regular expression over one path. */
function globToRegExp(glob: string): RegExp {
  return new RegExp(`^${glob.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*')}$`);
}

/** The README's test command: the line of its first shell block that the README says runs the tests. */
function readmeTestCommand(): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const line = readme.split('\n').find((l) => /^npm [a-z ]*test\b/.test(l) && /test/.test(l));
  if (!line) throw new Error('README.md names no test command');
  return line.split('#')[0].trim();
}

/** electron-builder's platform key → the runner that builds it, and how each target spells the CPU. */
const PLATFORMS = { win: 'windows-latest', mac: 'macos-latest', linux: 'ubuntu-latest' } as const;
const ARCH_NAMES: Record<string, Record<string, string>> = { appImage: { x64: 'x86_64' }, deb: { x64: 'amd64' } };
const EXT: Record<string, string> = { nsis: 'exe', dmg: 'dmg', appImage: 'AppImage', deb: 'deb' };

/** Every installer file electron-builder.yml makes on one platform, by its artifactName. */
function expectedInstallers(platform: keyof typeof PLATFORMS): string[] {
  const targets = (builder[platform] as { target: { target: string; arch: string[] }[] }).target;
  const out = (builder.directories as { output: string }).output;
  return targets.flatMap(({ target, arch }) => {
    const key = target === 'AppImage' ? 'appImage' : target;
    const pattern = (builder[key] as { artifactName?: string } | undefined)?.artifactName;
    if (!pattern) throw new Error(`electron-builder.yml gives ${key} no artifactName`);
    return arch.map((a) => `${out}/${pattern
      .replaceAll('${productName}', pkg.productName).replaceAll('${name}', pkg.name).replaceAll('${version}', pkg.version)
      .replaceAll('${arch}', ARCH_NAMES[key]?.[a] ?? a).replaceAll('${ext}', EXT[key])}`);
  });
}

describe('the release workflow', () => {
  const build = workflow.jobs.build;
  const matrix = build.strategy!.matrix.include;

  it('starts on a version tag and on nothing else', () => {
    expect(Object.keys(workflow.on)).toEqual(['push']);
    expect(Object.keys(workflow.on.push)).toEqual(['tags']);
    const matches = (tag: string) => workflow.on.push.tags.some((t) => globToRegExp(t).test(tag));
    expect(matches(`v${pkg.version}`)).toBe(true);
    expect(matches('main')).toBe(false);
  });

  it('builds on one Windows, one macOS and one Linux runner, from the matrix', () => {
    expect(build['runs-on']).toBe('${{ matrix.os }}');
    expect(matrix.map((m) => m.os).sort()).toEqual(Object.values(PLATFORMS).sort());
  });

  it('runs the README test command, then npm run dist, after checkout and Node', () => {
    const runs = build.steps.map((s) => s.run ?? s.name ?? '');
    const uses = build.steps.map((s) => s.uses ?? '');
    const test = readmeTestCommand();
    const testAt = runs.findIndex((r) => r.includes(test));
    const distAt = runs.findIndex((r) => r.includes('npm run dist'));
    expect(test).toBe('npm test');
    expect(testAt).toBeGreaterThan(0);
    expect(distAt).toBeGreaterThan(testAt);
    expect(uses.findIndex((u) => u.startsWith('actions/checkout@'))).toBe(0);
    expect(uses.findIndex((u) => u.startsWith('actions/setup-node@'))).toBeLessThan(testAt);
    expect(runs.findIndex((r) => r.includes('npm ci'))).toBeLessThan(testAt);
  });

  it('every step is a `uses` at a pinned major version or a `run`, never both; matrix keys exist', () => {
    for (const job of Object.values(workflow.jobs)) {
      for (const step of job.steps) {
        expect(Number(step.uses !== undefined) + Number(step.run !== undefined), JSON.stringify(step)).toBe(1);
        if (step.uses) expect(step.uses).toMatch(/^[\w-]+\/[\w-]+@v\d+$/);
      }
    }
    const used = [...JSON.stringify(build).matchAll(/\$\{\{\s*matrix\.(\w+)\s*\}\}/g)].map((m) => m[1]);
    expect(used.length).toBeGreaterThan(1);
    for (const key of used) for (const entry of matrix) expect(entry, `matrix.${key} on ${entry.os}`).toHaveProperty(key);
  });

  for (const [platform, os] of Object.entries(PLATFORMS) as [keyof typeof PLATFORMS, string][]) {
    it(`uploads exactly the installers electron-builder.yml makes on ${os} (${platform})`, () => {
      const globs = String(matrix.find((m) => m.os === os)!.installers).split('\n').map((g) => g.trim()).filter(Boolean);
      const files = expectedInstallers(platform);
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) expect(globs.some((g) => globToRegExp(g).test(file)), `${file} is uploaded`).toBe(true);
      for (const glob of globs) expect(files.some((f) => globToRegExp(glob).test(f)), `${glob} names an installer`).toBe(true);
      const upload = build.steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'));
      expect(upload?.with?.path).toBe('${{ matrix.installers }}');
      expect(upload?.with?.['if-no-files-found']).toBe('error');
    });
  }

  it('the four installer kinds the issue asks for are all made: NSIS, dmg, AppImage, deb', () => {
    const all = Object.keys(PLATFORMS).flatMap((p) => expectedInstallers(p as keyof typeof PLATFORMS));
    for (const ext of ['.exe', '.dmg', '.AppImage', '.deb']) expect(all.some((f) => f.endsWith(ext)), ext).toBe(true);
  });

  it('the release job waits for every build, may write the release, and attaches what they uploaded', () => {
    const release = workflow.jobs.release;
    expect(release.needs).toBe('build');
    expect(release.permissions?.contents).toBe('write');
    const download = release.steps.find((s) => s.uses?.startsWith('actions/download-artifact@'));
    expect(download?.with?.pattern).toBe('installers-*');
    const create = release.steps.find((s) => s.run?.includes('gh release create'));
    expect(create?.run).toContain(`${download?.with?.path}/*`);
    const upload = build.steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'));
    expect(globToRegExp(String(download?.with?.pattern)).test(String(upload?.with?.name).replace('${{ matrix.os }}', 'ubuntu-latest'))).toBe(true);
  });

  it('signs Windows builds through the cloud signing service only when its secrets are set (issue 35)', () => {
    const dist = build.steps.find((s) => s.run?.includes('npm run dist'))!;
    const dir = mkdtempSync(join(tmpdir(), 'kk-dist-'));
    try {
      // A stand-in npm that prints what it was asked to run.
      writeFileSync(join(dir, 'npm'), '#!/bin/sh\necho "$@"\n', { mode: 0o755 });
      const run = (env: Record<string, string>) => spawnSync('bash', ['-ec', dist.run!], { encoding: 'utf8', env: { PATH: `${dir}:${process.env.PATH}`, CSC_LINK: '', GITHUB_REPOSITORY: 'someone/kk', ...env } }).stdout.trim();
      // Every build names its own repository's releases page for Help ▸ Check for Updates (update-check.ts).
      const page = '-c.extraMetadata.releasesPage=https://github.com/someone/kk/releases';
      expect(run({ RUNNER_OS: 'Linux', AZURE_CLIENT_ID: 'x' })).toBe(`run dist -- ${page}`);
      expect(run({ RUNNER_OS: 'Windows', AZURE_CLIENT_ID: '' })).toBe(`run dist -- ${page}`);
      expect(run({ RUNNER_OS: 'Windows', AZURE_CLIENT_ID: 'x', KK_WIN_SIGN_ENDPOINT: 'https://weu.codesigning.azure.net', KK_WIN_SIGN_ACCOUNT: 'kk', KK_WIN_SIGN_PROFILE: 'public', KK_WIN_PUBLISHER: 'Kaiserkrieg developers' }))
        .toBe(`run dist -- ${page} -c.win.azureSignOptions.endpoint=https://weu.codesigning.azure.net -c.win.azureSignOptions.codeSigningAccountName=kk -c.win.azureSignOptions.certificateProfileName=public -c.win.azureSignOptions.publisherName=Kaiserkrieg developers`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    for (const name of ['AZURE_TENANT_ID', 'AZURE_CLIENT_ID', 'AZURE_CLIENT_SECRET']) expect(String(dist.env?.[name])).toBe(`\${{ secrets.${name} }}`);
  });

  it('attaches the latest.yml that Help ▸ Check for Updates reads, naming the tag\'s version (issue 35)', () => {
    const create = workflow.jobs.release.steps.find((s) => s.run?.includes('gh release create'))!;
    // The step's own lines up to the release, run with a stand-in for the changelog and the tag.
    const script = create.run!.split('\n').filter((l) => !l.includes('gh release create')).join('\n');
    const dir = mkdtempSync(join(tmpdir(), 'kk-release-'));
    try {
      const r = spawnSync('bash', ['-euc', `mkdir installers && touch CHANGELOG.md && ${script}`], { cwd: dir, encoding: 'utf8', env: { ...process.env, GITHUB_REF_NAME: 'v1.4.2' } });
      expect(r.status, r.stderr).toBe(0);
      expect(feedVersion(readFileSync(join(dir, 'installers', 'latest.yml'), 'utf8'))).toBe('1.4.2');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(create.run).toMatch(/installers\/latest\.yml[\s\S]*gh release create[^\n]*installers\/\*/);
  });
});
