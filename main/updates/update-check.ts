// Help ▸ Check for Updates (issue 35): reads the version the project's latest GitHub release names in its
// latest.yml (the release workflow attaches it) and says whether this one is up to date. Only when the player
// asks: nothing is downloaded or installed, the player downloads the new version by hand from the releases page
// (unsigned macOS builds could not be replaced by an updater anyway). Our own small reader rather than
// electron-updater (docs/libraries.md): one file read, no code that installs, nothing in the app bundle.
// Plain Node: index.ts hands in fetch; tests use a local fake feed.

/**
 * Where this build's releases are: the release workflow stamps its own repository's releases page into the app's
 * package.json (`releasesPage`, electron-builder's extraMetadata), so the app never names a repository it was not
 * built from. Only a GitHub releases address counts; anything else (a build made by hand) has none.
 */
export function releasesPageOf(appPackage: unknown): string | null {
  const page = (appPackage as { releasesPage?: unknown } | null)?.releasesPage;
  return typeof page === 'string' && /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/releases$/.test(page) ? page : null;
}

/** The latest.yml the workflow attaches to the latest release of that page. */
export const latestFeedOf = (releasesPage: string): string => `${releasesPage}/latest/download/latest.yml`;

export type UpdateAnswer =
  | { readonly kind: 'up-to-date'; readonly message: string }
  | { readonly kind: 'newer'; readonly version: string; readonly message: string }
  | { readonly kind: 'unknown'; readonly message: string };

/** "1.2.3" as numbers; a pre-release ("1.2.3-beta.1") counts as before its release. Null when not a version. */
function parts(version: string): { nums: number[]; pre: boolean } | null {
  const m = /^v?(\d+)\.(\d+)\.(\d+)(-[0-9A-Za-z.-]+)?$/.exec(version.trim());
  return m ? { nums: [Number(m[1]), Number(m[2]), Number(m[3])], pre: m[4] !== undefined } : null;
}

/** Whether `candidate` is a later version than `current`. */
export function isNewer(candidate: string, current: string): boolean {
  const a = parts(candidate);
  const b = parts(current);
  if (!a || !b) return false;
  for (let i = 0; i < 3; i++) if (a.nums[i] !== b.nums[i]) return a.nums[i] > b.nums[i];
  return !a.pre && b.pre;
}

/** The `version:` of a latest.yml (its first top-level line of that name), or null. */
export function feedVersion(yml: string): string | null {
  const m = /^version:\s*['"]?([^'"\s#]+)['"]?\s*(#.*)?$/m.exec(yml);
  return m && parts(m[1]) ? m[1] : null;
}

export interface UpdateCheckDeps {
  readonly currentVersion: string;
  /** This build's releases page (releasesPageOf), or null when it was not built by the release workflow. */
  readonly releasesPage: string | null;
  readonly feedUrl?: string;
  /** The global fetch, or a stand-in. Not Electron's net: the session's request filter is for the page. */
  readonly fetch: (url: string, init: { signal: AbortSignal; redirect: 'follow' }) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>;
  readonly timeoutMs?: number;
}

export async function checkForUpdates(deps: UpdateCheckDeps): Promise<UpdateAnswer> {
  const page = deps.releasesPage;
  if (page === null) {
    return { kind: 'unknown', message: `This copy of Kaiserkrieg (version ${deps.currentVersion}) was not built by the project's release workflow, so it does not know where new versions are published.` };
  }
  const cannot = (why: string): UpdateAnswer => ({ kind: 'unknown', message: `Kaiserkrieg could not learn whether a newer version is out: ${why}. You have version ${deps.currentVersion}; the releases are at ${page}` });
  let text: string;
  try {
    const res = await deps.fetch(deps.feedUrl ?? latestFeedOf(page), { signal: AbortSignal.timeout(deps.timeoutMs ?? 15_000), redirect: 'follow' });
    if (!res.ok) return cannot(`the releases page answered ${res.status}`);
    text = await res.text();
  } catch {
    return cannot('the releases page could not be reached');
  }
  const latest = feedVersion(text);
  if (latest === null) return cannot('the release names no version');
  if (!isNewer(latest, deps.currentVersion)) return { kind: 'up-to-date', message: `Kaiserkrieg ${deps.currentVersion} is up to date.` };
  return {
    kind: 'newer',
    version: latest,
    message: `Version ${latest} is out (you have ${deps.currentVersion}). Download it by hand from the releases page and install it over this one: your campaigns and settings stay.`,
  };
}
