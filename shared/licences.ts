// The shape of the third-party licence notices the build writes (tools/licence-notices.ts) and the About
// screen shows: licences.json beside index.html, and the same list as a module, licences.js, which the
// renderer import()s (fetch cannot read file:// pages' neighbours in Electron; a module import can).

/** One bundled package. */
export interface BundledPackage {
  readonly name: string;
  readonly version: string;
  /** Its SPDX licence expression, as its package.json gives it. */
  readonly licence: string;
  /** The package's LICENSE file and NOTICE file, as shipped; null when the package ships none. */
  readonly text: string | null;
}

/** Everything bundled into the app: `main` is null in the web build, which bundles no main process. */
export interface LicenceNotices {
  readonly main: readonly BundledPackage[] | null;
  readonly renderer: readonly BundledPackage[];
}

export const NOTICES_FILE = 'licences.json';
export const NOTICES_MODULE = 'licences.js';
