// CHANGELOG.md: a section for the version package.json names, every ruling a rules edition changed named
// there by its id, and the release workflow's own awk command (read from release.yml) cutting out exactly
// that version's section as the release notes.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { RULES_EDITIONS } from '../../shared/data/rules-editions.js';

const root = process.cwd();
const changelog = readFileSync(join(root, 'CHANGELOG.md'), 'utf8');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };

describe('CHANGELOG.md', () => {
  it('has a section for the version in package.json', () => {
    expect(changelog.split('\n').some((l) => l === `## ${version}` || l.startsWith(`## ${version} `))).toBe(true);
  });

  it('names every ruling a rules edition changed, in bold, with amended or new', () => {
    const rulings = RULES_EDITIONS.flatMap((e) => e.rulings);
    expect(rulings.length).toBeGreaterThan(0);
    for (const id of rulings) expect(changelog, id).toMatch(new RegExp(`\\*\\*${id}\\*\\* \\((amended|new)\\)`));
  });

  it("the workflow's release-notes command cuts out this version's section and no other", () => {
    const workflow = parse(readFileSync(join(root, '.github/workflows/release.yml'), 'utf8')) as { jobs: { release: { steps: { run?: string }[] } } };
    const script = workflow.jobs.release.steps.map((s) => s.run ?? '').find((r) => r.includes('awk'))!;
    const program = /awk -v v="\$version" '([^']+)'/.exec(script)?.[1];
    expect(program).toBeDefined();
    const withOlder = `${changelog}\n## 0.0.9 — an older one\n- not in the notes\n`;
    const r = spawnSync('awk', ['-v', `v=${version}`, program!], { input: withOlder, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout.split('\n')[0]).toMatch(new RegExp(`^## ${version.replaceAll('.', '\\.')}( |$)`));
    expect(r.stdout).toContain('**R39** (new)');
    expect(r.stdout).not.toContain('not in the notes');
    expect(r.stdout).not.toContain('# Changelog');
  });
});
