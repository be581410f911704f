// Where each campaign came from (issue 31, "a family"). A record of format 5 names its family, written when it
// was made (`origin`, library.ts and game-service.ts): that is used as it stands. Older records name none, so
// theirs is inferred from what each way of making a campaign leaves in them:
//
// - New campaign (or Play this seed again): no parent link, and its id was made the moment it started.
// - Play from a bookmark / from History, Play on an outdated campaign: a parent link {id, move}, and the
//   record was made fresh (started and last played the same moment; later play only moves "last played").
// - Duplicate: the same parent link, at the source's last move, but the copy keeps its source's "last
//   played" while its "started" is the moment of copying. So, for a record with a parent link:
//   1. last played before it started: a duplicate never played since (only Duplicate copies that date);
//   2. no moves of its own (as many moves as the link): a branch not played yet;
//   3. moves of its own: a duplicate played on when its source still stands at the linked move (the usual
//      "keep a safe copy, play the other"), otherwise a branch. A branch taken at its source's very last
//      move and played on reads as a duplicate: then the source stopped where the branch went on, and the
//      branch is that war going on. Play on an outdated campaign leaves exactly what Play from leaves, so
//      it is a branch at its last legal move.
// - Import: the file's record kept whole (its seed, options, moves, dates, its own parent link) under a new id,
//   so its id was made after it started. One without a parent link belongs to the campaign here with the same
//   seed and options whose moves are a prefix of its own or the other way round (the same start date first,
//   then not a branch, then the most moves shared, then the oldest); none: a war that came from elsewhere.
//
// A line is a campaign with its duplicates and imports (and theirs): it starts at a new campaign, a branch,
// or an import from elsewhere. The war of a branch is its parent's war.
import type { PlainAction } from '../../shared/engine/index.js';
import type { CampaignSummary } from '../../shared/ipc.js';
import type { CampaignOrigin } from '../../shared/campaign-names.js';

/** A campaign's origin: as its record names it, or as inferred (then without the names and dates a record keeps). */
export type Origin = CampaignOrigin;

export interface Family {
  readonly origin: Origin;
  /** The campaign its line starts from: a new campaign, a branch, or an import from elsewhere. */
  readonly line: string;
  /** The line of the war it belongs to: for a branch (and its copies) its parent's war. */
  readonly war: string;
}

/** A campaign's moves, read only for imports (null: unreadable). */
export type ReadActions = (id: string) => Promise<readonly PlainAction[] | null>;

/** When an id was made ("20261128004736-90cfdd7c": to the second, UTC), or null for an id of another shape. */
export function idMadeAt(id: string): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})-/.exec(id);
  return m === null ? null : Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]);
}

/** Whether a record came in from a file: its id was made after it started (a new id, the file's own dates). */
export function cameFromFile(s: CampaignSummary): boolean {
  const made = idMadeAt(s.id);
  const started = Date.parse(s.started);
  return made !== null && !Number.isNaN(started) && made > started;
}

/** Whether a record with a parent link was made by Duplicate rather than by Play from (see above). */
function copied(s: CampaignSummary & { parent: { id: string; actionCount: number } }, parent: CampaignSummary | undefined): boolean {
  if (Date.parse(s.lastPlayed) < Date.parse(s.started)) return true;
  if (s.actionCount <= s.parent.actionCount) return false;
  return parent !== undefined && parent.problem === null && parent.actionCount === s.parent.actionCount;
}

/** The origin a record's own fields tell, imports not yet matched to a campaign here. */
function ownOrigin(s: CampaignSummary, byId: ReadonlyMap<string, CampaignSummary>): Origin {
  if (s.origin !== null) return s.origin;
  if (s.parent !== null) {
    return copied({ ...s, parent: s.parent }, byId.get(s.parent.id))
      ? { kind: 'duplicate', of: s.parent.id }
      : { kind: 'branch', of: s.parent.id, atMove: s.parent.actionCount };
  }
  return cameFromFile(s) ? { kind: 'imported', of: null } : { kind: 'new' };
}

function sameOptions(a: CampaignSummary, b: CampaignSummary): boolean {
  const keys = new Set([...Object.keys(a.options), ...Object.keys(b.options)]);
  const av = a.options as Record<string, unknown>;
  const bv = b.options as Record<string, unknown>;
  return [...keys].every((k) => av[k] === bv[k]);
}

/** How many moves two lists share when one is a prefix of the other, or -1 when they part. */
function sharedPrefix(a: readonly PlainAction[], b: readonly PlainAction[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (JSON.stringify(a[i]) !== JSON.stringify(b[i])) return -1;
  return n;
}

/** The campaign here an import without a parent link was exported from, or null. */
async function sourceOfImport(s: CampaignSummary, others: readonly CampaignSummary[], origins: ReadonlyMap<string, Origin>, read: ReadActions): Promise<string | null> {
  // Those with the import's own start date first: its source is among them unless that was copied by hand,
  // and then no other campaign need be read (each read is a whole file).
  const candidates = others.filter((c) => c.seed === s.seed && sameOptions(c, s))
    .sort((a, b) => Number(b.started === s.started) - Number(a.started === s.started));
  if (candidates.length === 0) return null;
  const own = await read(s.id);
  if (own === null) return null;
  let best: { id: string; sameStart: boolean; branch: boolean; shared: number } | null = null;
  for (const c of candidates) {
    const sameStart = c.started === s.started;
    if (best?.sameStart && !sameStart) break;
    const theirs = await read(c.id);
    const shared = theirs === null ? -1 : sharedPrefix(own, theirs);
    if (shared < 0) continue;
    const found = { id: c.id, sameStart, branch: origins.get(c.id)?.kind === 'branch', shared };
    if (best === null || better(found, best)) best = found;
  }
  return best?.id ?? null;
}

function better(a: { sameStart: boolean; branch: boolean; shared: number }, b: { sameStart: boolean; branch: boolean; shared: number }): boolean {
  if (a.sameStart !== b.sameStart) return a.sameStart;
  if (a.branch !== b.branch) return !a.branch;
  return a.shared > b.shared; // equal: the older one, met first
}

/**
 * Every listed campaign's family. `summaries` should hold the deleted campaigns too (a duplicate of a
 * deleted campaign still belongs to its war); unreadable files are new campaigns of their own.
 */
export async function inferFamilies(summaries: readonly CampaignSummary[], readFile: ReadActions): Promise<Map<string, Family>> {
  // Each file read once, however many imports compare with it.
  const moves = new Map<string, Promise<readonly PlainAction[] | null>>();
  const read: ReadActions = (id) => {
    let got = moves.get(id);
    if (got === undefined) moves.set(id, (got = readFile(id)));
    return got;
  };
  const readable = summaries.filter((s) => s.problem === null).sort((a, b) => a.id.localeCompare(b.id));
  const byId = new Map(summaries.map((s) => [s.id, s]));
  const origins = new Map<string, Origin>(readable.map((s) => [s.id, ownOrigin(s, byId)]));
  // An import is matched to a campaign made here, or to an import made before it: never two imports to each other.
  for (const s of readable) {
    if (s.origin !== null || origins.get(s.id)?.kind !== 'imported') continue;
    const candidates = readable.filter((c) => c.id !== s.id && (origins.get(c.id)?.kind !== 'imported' || c.id < s.id));
    origins.set(s.id, { kind: 'imported', of: await sourceOfImport(s, candidates, origins, read) });
  }
  for (const s of summaries) if (!origins.has(s.id)) origins.set(s.id, { kind: 'new' });

  // A duplicate or an import follows its source to the start of the line (a source not here: it starts one).
  // Records can point at each other in a ring (a duplicate of an import matched back to that duplicate): the
  // ring's oldest campaign starts the line, whichever member the walk began at.
  const walk = (from: string, next: (at: string) => string | null): string => {
    const path: string[] = [];
    let at = from;
    for (;;) {
      path.push(at);
      const to = next(at);
      if (to === null) return at;
      const ring = path.indexOf(to);
      if (ring >= 0) return path.slice(ring).sort()[0];
      at = to;
    }
  };
  const lineOf = (id: string): string => walk(id, (at) => {
    const o = origins.get(at);
    const to = o?.kind === 'duplicate' || o?.kind === 'imported' ? o.of : null;
    return to !== null && origins.has(to) ? to : null;
  });
  const warOf = (id: string): string => walk(lineOf(id), (line) => {
    const o = origins.get(line);
    return o?.kind === 'branch' && origins.has(o.of) ? lineOf(o.of) : null;
  });
  const families = new Map<string, Family>();
  for (const [id, origin] of origins) families.set(id, { origin, line: lineOf(id), war: warOf(id) });
  return families;
}
