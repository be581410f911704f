// Third-party licence notices, gathered at build time from what is really bundled: rollup-plugin-license
// reads the package.json (and LICENSE/NOTICE files) of every module that ends up in a chunk, and fails the
// build when a package names no licence or one outside ACCEPTED_LICENCES. Main's build writes its list to
// out/main/licences.json; the renderer's build (which electron-vite runs after main's) ships one file,
// licences.json beside index.html (and licences.js, the same as a module), holding both lists, and the
// About screen shows it (renderer/screens/about-screen.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import license, { type Dependency } from 'rollup-plugin-license';
import type { Plugin } from 'vite';
import { NOTICES_FILE, NOTICES_MODULE, type BundledPackage, type LicenceNotices } from '../shared/licences.js';

export { NOTICES_FILE, type BundledPackage, type LicenceNotices };

/** Licences the project accepts for code it ships (permissive: notices kept, no source obligations). */
export const ACCEPTED_LICENCES = ['MIT', 'ISC', 'BSD-2-Clause', 'BSD-3-Clause', 'Apache-2.0', '0BSD', 'BlueOak-1.0.0', 'Zlib', 'CC0-1.0', 'Unlicense'] as const;

function toPackage(d: Dependency): BundledPackage {
  const text = [d.licenseText, d.noticeText].filter((t): t is string => Boolean(t?.trim())).join('\n\n');
  return { name: d.name ?? '', version: d.version ?? '', licence: d.license ?? '', text: text || null };
}

/** The rollup-plugin-license check, as an SPDX expression the package's licence must satisfy. */
export const ACCEPTED_EXPRESSION = `(${ACCEPTED_LICENCES.join(' OR ')})`;

/**
 * The plugins for one bundle. `main`: writes out/main/licences.json. `renderer`: writes licences.json with
 * its own list and main's (read from `mainList`, which must exist when given: electron-vite builds main first).
 */
export function licenceNotices(bundle: 'main' | 'renderer', mainList?: string): Plugin[] {
  let packages: BundledPackage[] = [];
  const gather = license({
    thirdParty: {
      allow: { test: ACCEPTED_EXPRESSION, failOnUnlicensed: true, failOnViolation: true },
      output: (deps: Dependency[]) => {
        packages = deps.map(toPackage).sort((a, b) => a.name.localeCompare(b.name));
      },
    },
  }) as unknown as Plugin;
  const emit: Plugin = {
    name: `kk-licence-notices-${bundle}`,
    apply: 'build',
    generateBundle() {
      let body: unknown = packages;
      if (bundle === 'renderer') {
        if (mainList && !existsSync(mainList)) throw new Error(`${mainList} is missing: build main before the renderer`);
        const main = mainList ? (JSON.parse(readFileSync(mainList, 'utf8')) as BundledPackage[]) : null;
        body = { main, renderer: packages } satisfies LicenceNotices;
      }
      const json = JSON.stringify(body, null, 1);
      this.emitFile({ type: 'asset', fileName: NOTICES_FILE, source: `${json}\n` });
      if (bundle === 'renderer') this.emitFile({ type: 'asset', fileName: NOTICES_MODULE, source: `export default ${json};\n` });
    },
  };
  return [{ ...gather, apply: 'build' }, emit];
}

/** Where main's build leaves its list, for the renderer's build to pick up. */
export const mainListPath = (root: string) => join(root, 'out', 'main', NOTICES_FILE);
