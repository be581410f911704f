// The terminal's way into the campaign library the app plays from: the same GameService, built by
// main/compose.ts over "<userData>/campaigns" (old slot saves brought in, crash leftovers swept), and the
// Campaigns screen's list as a plain table.
import { readFileSync } from 'node:fs';
import { optionsInPlay, type Options } from '../shared/data/optional-rules.js';
import type { CampaignList, CampaignResult, CampaignSummary } from '../shared/ipc.js';
import { composeGameService } from '../main/compose.js';
import type { GameService } from '../main/game-service.js';
import { defaultUserDataDir } from '../main/paths.js';
import { memorySettings } from '../main/settings-model.js';
import { readArgs, UsageError, type ReadArgs } from './kk-args.js';
import { DATA, JSON_OUT, NAME, NOTE, RENAME, TEXT } from './kk-flags.js';
import { firstLineOf } from '../shared/campaign-notes.js';
import { localDateTime } from '../shared/local-dates.js';
import { originInWords } from '../shared/campaign-names.js';

export { UsageError } from './kk-args.js';

/** The user-data folder (the one holding `campaigns/`): `--data DIR`, else the app's own (KK_USER_DATA honoured). */
export function userDataFrom(read: ReadArgs): string {
  return read.value(DATA) ?? defaultUserDataDir();
}

export function appVersion(): string {
  return (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
}

/** The app's GameService over that folder's library; close() it at exit (it releases the campaign's lock). */
export function openService(userData: string, adviceBudget?: number): Promise<GameService> {
  return composeGameService({ userData, appVersion: appVersion(), settings: memorySettings(), adviceBudget });
}

/** A campaign's optional rules in the table's words (shared/data/optional-rules.ts); "standard" for none. */
export function optionsInWords(o: Options): string {
  const words = optionsInPlay(o);
  return words.length === 0 ? 'standard' : words.join(', ');
}

export function resultInWords(r: CampaignResult | null): string {
  if (r === null) return 'in progress';
  if (r.kind === 'armistice') return `Armistice, turn ${r.turn}: ${r.vp} VP, ${r.band}`;
  return `Defeat, turn ${r.turn}${r.front ? ` (${r.front})` : ''}`;
}

/** An ISO date for a person at the terminal, in its locale (shared/local-dates.ts); '—' when there is none. --json keeps ISO. */
export function dateInWords(iso: string | null): string {
  return localDateTime(iso) || (iso ?? '—') || '—';
}

export function table(header: readonly string[], rows: readonly (readonly string[])[], rightAligned: ReadonlySet<number>): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: readonly string[]): string =>
    cells.map((c, i) => (rightAligned.has(i) ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '─'.repeat(w))), ...rows.map(line)];
}

function row(s: CampaignSummary, deleted: boolean, nameOf: (id: string) => string | null): string[] {
  const cells = s.problem !== null
    ? ['—', '—', '—', '—', '—', '—', '—', `cannot be read: ${s.problem}${s.hasBackup ? ' (a backup exists)' : ''}`, '—', '—', '—']
    : [s.name, String(s.seed), optionsInWords(s.options), dateInWords(s.started), dateInWords(s.lastPlayed), String(s.turn), String(s.actionCount),
      resultInWords(s.result), String(s.bookmarks.length), originInWords(s.origin, nameOf) ?? 'new', firstLineOf(s.notes, 30) || '—'];
  return deleted ? [...cells, dateInWords(s.deletedAt), s.id] : [...cells, s.id];
}

const HEADER = ['Name', 'Seed', 'Options', 'Started', 'Last played', 'Turn', 'Actions', 'Result', 'Bookmarks', 'Family', 'Notes'];
const NUMBERS = new Set([1, 5, 6, 8]);

/** The Campaigns screen as text: the campaigns (newest first), then the deleted ones, then the library's problems. */
export function campaignTable(list: CampaignList): string {
  const out: string[] = [];
  const names = new Map([...list.campaigns, ...list.deleted].filter((s) => s.problem === null).map((s) => [s.id, s.name]));
  const nameOf = (id: string): string | null => names.get(id) ?? null;
  if (list.campaigns.length === 0) out.push('No campaigns yet: npm run kk -- play starts one.');
  else out.push(...table([...HEADER, 'Id'], list.campaigns.map((s) => row(s, false, nameOf)), NUMBERS));
  if (list.deleted.length > 0) {
    out.push('', 'Deleted (restorable for 30 days from the app):');
    out.push(...table([...HEADER, 'Deleted', 'Id'], list.deleted.map((s) => row(s, true, nameOf)), NUMBERS));
  }
  if (list.problems.length > 0) out.push('', 'Problems:', ...list.problems.map((p) => `  ${p}`));
  return out.join('\n');
}

/** A campaign's notes for the terminal, and its bookmarks' notes; `saved`: they were just written. */
export function notesInWords(c: CampaignSummary, saved: boolean): string {
  const head = saved ? (c.notes === '' ? `"${c.name}" has no notes now.` : `Notes on "${c.name}" saved:`) : c.notes === '' ? `"${c.name}" has no notes.` : `Notes on "${c.name}":`;
  const marks = c.bookmarks.filter((b) => b.note !== undefined).map((b) => `  Bookmark "${b.name}" (turn ${b.turn}): ${b.note ?? ''}`);
  return [head, ...(c.notes === '' ? [] : c.notes.split('\n').map((l) => `  ${l}`)), ...marks].join('\n');
}

export async function campaigns(args: readonly string[]): Promise<void> {
  const read = readArgs(args, { command: 'kk campaigns', flags: [JSON_OUT, DATA, RENAME, NAME, NOTE, TEXT] });
  const noting = read.value(NOTE);
  const text = read.value(TEXT);
  if (text !== undefined && noting === undefined) throw new UsageError('kk campaigns --text writes the notes of the campaign --note names: give both (--note ID alone reads them).');
  const renaming = read.value(RENAME);
  const name = read.value(NAME);
  if ((renaming === undefined) !== (name === undefined)) throw new UsageError('kk campaigns --rename takes the id of a campaign and --name its new name, both.');
  const service = await openService(userDataFrom(read));
  try {
    if (renaming !== undefined && name !== undefined) {
      // Issue 31: the same rename as the Campaigns screen's (a verified write; refused while another Kaiserkrieg plays it).
      const renamed = await service.renameCampaign(renaming, name);
      console.log(read.has(JSON_OUT) ? JSON.stringify(renamed) : `Renamed: "${renamed.name}" (${renaming}).`);
      return;
    }
    if (noting !== undefined) {
      // Issue 31: the notes the Notes screen keeps, read or written the same way (a verified write).
      const c = text === undefined ? (await service.listCampaigns()).campaigns.find((s) => s.id === noting && s.problem === null) : await service.setNotes(noting, text);
      if (c === undefined) throw new UsageError(`There is no campaign ${noting} in the library: npm run kk -- campaigns lists them.`);
      console.log(read.has(JSON_OUT) ? JSON.stringify({ id: c.id, name: c.name, notes: c.notes, bookmarks: c.bookmarks }) : notesInWords(c, text !== undefined));
      return;
    }
    const list = await service.listCampaigns();
    console.log(read.has(JSON_OUT) ? JSON.stringify(list) : campaignTable(list));
  } finally {
    await service.close();
  }
}
