// The project runs on the Node that Electron ships (issue 35): Electron 45 runs the main process on its bundled
// Node 24, so the unit tests of the main process, the tools and `npm start` run on Node 24 too. Where the
// machine's own Node is older, the npm package "node" (a devDependency) puts Node 24 at node_modules/.bin/node,
// which npm scripts and npx find first on PATH. Every place that names a Node major must name the same one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = process.cwd();
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  engines: { node: string }; devDependencies: Record<string, string>;
};
const electronPkg = JSON.parse(readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const workflow = parse(readFileSync(join(root, '.github/workflows/release.yml'), 'utf8')) as {
  jobs: Record<string, { steps: { uses?: string; with?: Record<string, unknown> }[] }>;
};

/** The major version a range such as "^24.9.0" or ">=24.11" starts at. */
function major(range: string): number {
  const m = /(\d+)/.exec(range);
  if (!m) throw new Error(`no version in ${range}`);
  return Number(m[1]);
}

/** Electron's Node major: Electron declares the @types/node of the Node it bundles. */
const electronNode = major(electronPkg.dependencies['@types/node']);

describe("the project runs on Electron's own Node major (issue 35)", () => {
  it('these tests run on it', () => {
    expect(Number(process.versions.node.split('.')[0])).toBe(electronNode);
  });

  it('the npm package "node" brings it, and @types/node and engines name it', () => {
    expect(major(pkg.devDependencies.node)).toBe(electronNode);
    expect(pkg.devDependencies.node.startsWith('^')).toBe(true); // stays on this major
    expect(major(pkg.devDependencies['@types/node'])).toBe(electronNode);
    expect(major(pkg.engines.node)).toBe(electronNode);
  });

  it('the release workflow sets up the same major', () => {
    const setups = Object.values(workflow.jobs).flatMap((j) => j.steps).filter((s) => s.uses?.startsWith('actions/setup-node@'));
    expect(setups.length).toBeGreaterThan(0);
    for (const s of setups) expect(major(String(s.with?.['node-version']))).toBe(electronNode);
  });
});
