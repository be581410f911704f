// The Campaigns screen's list. Reading every campaign file on each listing would cost ~30 MB of JSON
// for a thousand campaigns, so the summaries are cached in "catalogue.json" beside the files, keyed by
// each file's size and modification time: a listing stats every file and reads only those that changed.
// The cache is only a cache: damaged or missing, it is rebuilt from the files.
import { join } from 'node:path';
import type { CampaignSummary } from '../../shared/ipc.js';
import { DEFAULT_OPTIONS } from '../../shared/data/optional-rules.js';
import { BACKUP_SUFFIX, RECORD_SUFFIX, type CampaignFiles } from './campaign-files.js';
import { MAX_RECORD_BYTES, parseRecordHead } from './record.js';
import { summaryOf } from './summary.js';
import { readCapped, writeVerified } from './disk.js';

const CATALOGUE_FILE = 'catalogue.json';
/** 2: summaries hold the campaign's name and recorded family (issue 31); a format-1 cache is rebuilt from the files. */
const CATALOGUE_FORMAT = 2;
/** Enough for the summary and a few dozen bookmarks; a longer head is read whole. */
const HEAD_BYTES = 16 * 1024;
/**
 * Campaign files stat'ed and read at once. All of them at once held every file open together (a thousand
 * descriptors for a thousand campaigns, against a per-process limit that can be as low as 256) and every
 * text in memory, and a cold listing of 1,000 campaigns cost ~25% more CPU (garbage collection); sixteen
 * keep the disk and the thread pool busy (tools/bench/saves.ts).
 */
const READ_AT_ONCE = 16;

interface Entry {
  readonly size: number;
  readonly mtimeMs: number;
  /** Without hasBackup, which the listing reads from the folder each time. */
  readonly summary: Omit<CampaignSummary, 'hasBackup'>;
}

interface CatalogueFile {
  readonly format: number;
  readonly entries: Record<string, Entry>;
}

export class Catalogue {
  private cache: Record<string, Entry> | null = null;

  constructor(private readonly files: CampaignFiles) {}

  private get path(): string {
    return join(this.files.dir, CATALOGUE_FILE);
  }

  private async loadCache(): Promise<Record<string, Entry>> {
    if (this.cache) return this.cache;
    try {
      // Read as a campaign file is: no link followed, no pipe waited on, nothing huge read whole.
      const text = await readCapped(this.path, MAX_RECORD_BYTES, this.files.fs);
      const parsed = (text === null ? null : JSON.parse(text)) as CatalogueFile | null;
      this.cache = parsed?.format === CATALOGUE_FORMAT && typeof parsed.entries === 'object' && parsed.entries !== null ? parsed.entries : {};
    } catch {
      this.cache = {};
    }
    return this.cache;
  }

  /** Every campaign file's summary (a damaged file's with its problem), in no particular order. */
  async summaries(): Promise<CampaignSummary[]> {
    const cache = await this.loadCache();
    const names = new Set(await this.files.fs.readdir(this.files.dir));
    const ids = await this.files.ids();
    let changed = false;
    const fresh: Record<string, Entry> = {};
    const out = await mapLimited(ids, READ_AT_ONCE, async (id): Promise<CampaignSummary> => {
      const hasBackup = names.has(id + BACKUP_SUFFIX);
      let size = -1;
      let mtimeMs = -1;
      try {
        const st = await this.files.fs.lstat(this.files.recordPath(id));
        size = st.size;
        mtimeMs = st.mtimeMs;
      } catch {
        // Unreadable: read() below says why.
      }
      const cached = cache[id];
      if (isEntry(cached, id) && cached.size === size && cached.mtimeMs === mtimeMs && size >= 0) {
        fresh[id] = cached;
        return { ...cached.summary, hasBackup };
      }
      changed = true;
      const summary = await this.readSummary(id, size, names);
      if (size >= 0) fresh[id] = { size, mtimeMs, summary };
      return { ...summary, hasBackup };
    });
    if (changed || Object.keys(cache).length !== Object.keys(fresh).length) await this.store(fresh);
    return out;
  }

  /** When a campaign's file was last written, as the last listing found it (null: not listed, or unreadable). */
  modifiedMs(id: string): number | null {
    return this.cache?.[id]?.mtimeMs ?? null;
  }

  private async readSummary(id: string, size: number, names: ReadonlySet<string>): Promise<Omit<CampaignSummary, 'hasBackup'>> {
    if (size > MAX_RECORD_BYTES) return problemSummary(id, 'the file is far too large to be a campaign');
    // The summary stands before the actions: most files need only their first few kilobytes read.
    const head = size >= 0 ? await this.files.readHead(id, HEAD_BYTES) : null;
    const parsed = head === null ? null : parseRecordHead(head);
    // The file's name is the campaign's id (a copy made by hand is a campaign of its own).
    if (parsed !== null) return summaryOf({ ...parsed, id });
    const read = await this.files.read(id);
    if (read.ok) return summaryOf(read.record);
    if (!read.missing) return problemSummary(id, read.reason);
    // Only the backup is left: the file was set aside as damaged when it was last opened (a ".damaged-n"
    // copy stands beside it), or it was renamed or removed by hand (F11).
    const prefix = `${id}${RECORD_SUFFIX}.damaged-`;
    const setAside = [...names].some((name) => name.startsWith(prefix));
    return problemSummary(id, setAside
      ? 'its file was damaged and has been set aside; the previous version is kept'
      : 'its file is missing (renamed or removed outside Kaiserkrieg); the previous version is kept');
  }

  /** Best effort: a cache that cannot be written only makes the next listing slower. */
  private async store(entries: Record<string, Entry>): Promise<void> {
    this.cache = entries;
    try {
      await writeVerified(this.path, JSON.stringify({ format: CATALOGUE_FORMAT, entries } satisfies CatalogueFile), { fs: this.files.fs });
    } catch {
      // Full disk or read-only folder: the listing itself is still right.
    }
  }
}

/** `fn` over every item, at most `limit` at a time; the answers in the items' order. */
async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** A cache entry as this version writes it (the cache file may be damaged, or written by another version). */
function isEntry(entry: unknown, id: string): entry is Entry {
  if (typeof entry !== 'object' || entry === null) return false;
  const summary = (entry as Partial<Entry>).summary as Partial<CampaignSummary> | null | undefined;
  return typeof summary === 'object' && summary !== null && summary.id === id && typeof summary.lastPlayed === 'string' && typeof summary.name === 'string' && summary.deletedAt !== undefined;
}

/** A file the library cannot read: listed so the player sees it, with what is wrong. */
export function problemSummary(id: string, problem: string): Omit<CampaignSummary, 'hasBackup'> {
  return {
    id, seed: 0, options: DEFAULT_OPTIONS, edition: 0, started: '', lastPlayed: '',
    turn: 0, actionCount: 0, result: null, bookmarks: [], parent: null, name: 'A campaign that cannot be read', origin: null, notes: '', deletedAt: null, problem,
  };
}

export { RECORD_SUFFIX };
