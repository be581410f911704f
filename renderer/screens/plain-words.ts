// A campaign as the player reads it on the Campaigns and title screens: its optional rules, its result,
// its dates, where a branch came from, and main's reasons as whole sentences. Pure (no DOM), so the words
// are unit-tested; nothing here ever shows an id, a file name or an action type.
import { localDateTime, type DateLocale } from '../../shared/local-dates.js';
import { optionsInPlay, type Options } from '../../shared/data/optional-rules.js';
import type { CampaignResult, CampaignSummary } from '../../shared/ipc.js';
import { vpRangeShort } from '../../shared/labels/index.js';
import { originInWords } from '../../shared/campaign-names.js';

/** The optional rules in play, in words; an empty list for the standard game. */
export function optionsInWords(o: Options): string[] {
  return optionsInPlay(o); // each value's words come from the table (shared/data/optional-rules.ts)
}

/** "Armistice — 22 VP, §15.3: 20 to 29, Peace without honor" or "Defeat on turn 14 — the front in France collapsed". */
export function resultInWords(r: CampaignResult): string {
  if (r.kind === 'armistice') return `Armistice — ${r.vp} VP, ${vpRangeShort(r.vp)}`; // the rulebook's range, not a name of ours
  return r.front ? `Defeat on turn ${r.turn} — the front in ${r.front} collapsed` : `Defeat on turn ${r.turn}`;
}

/** A stored date in the player's own locale (shared/local-dates.ts); empty when there is none (a file that cannot be read). */
export function dateInWords(iso: string | null, where: DateLocale = {}): string {
  return localDateTime(iso, where);
}

/** The line under a campaign's name: its seed and optional rules. */
export function campaignTitle(s: Pick<CampaignSummary, 'seed' | 'options'>): string {
  return [`Seed ${s.seed}`, ...optionsInWords(s.options)].join(' · ');
}

/** Where it stands: the turn it is on, or how it ended. */
export function standingInWords(s: Pick<CampaignSummary, 'turn' | 'result'>): string {
  return s.result ? resultInWords(s.result) : `Turn ${s.turn}`;
}

/** "Started … · last played …". */
export function datesInWords(s: Pick<CampaignSummary, 'started' | 'lastPlayed'>, where: DateLocale = {}): string {
  const started = dateInWords(s.started, where);
  const last = dateInWords(s.lastPlayed, where);
  return [started && `Started ${started}`, last && `last played ${last}`].filter(Boolean).join(' · ');
}

/**
 * Where a campaign came from, by the other campaign's name now (or the one it had then, never its id): "Branch
 * of … at Turn 3 (move 69)", "Copy of …", "Imported from war.json on …"; null for a new campaign (issue 31).
 */
export function familyInWords(s: Pick<CampaignSummary, 'origin' | 'parent'>, all: readonly CampaignSummary[], where: DateLocale = {}): string | null {
  // A record listed without its family (none recorded, none inferred) but with a parent link reads as before: a branch.
  const origin = s.origin ?? (s.parent === null ? null : { kind: 'branch' as const, of: s.parent.id, atMove: s.parent.actionCount });
  return originInWords(origin, (id) => all.find((c) => c.id === id && c.problem === null)?.name ?? null, where);
}

/** When a deleted campaign goes for good (it is kept for `keepDays` after its deletion). */
export function keptUntil(deletedAt: string | null, keepDays = 30, where: DateLocale = {}): string {
  if (!deletedAt) return '';
  const t = Date.parse(deletedAt);
  return Number.isNaN(t) ? '' : localDateTime(new Date(t + keepDays * 24 * 60 * 60 * 1000).toISOString(), where);
}

/** Main's reasons are sentence parts ("the file is empty") or whole sentences: make a whole one. */
export function asSentence(text: string): string {
  const t = text.trim();
  if (t === '') return t;
  const capital = t[0].toUpperCase() + t.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/** Why a campaign could not be opened: main's sentence part follows a colon, a whole sentence stands alone. */
export function cannotOpen(reason: string): string {
  const t = reason.trim();
  if (/^[A-Z]/.test(t)) return `This campaign could not be opened. ${asSentence(t)}`;
  return `This campaign could not be opened: ${asSentence(t).replace(/^./, (c) => c.toLowerCase())}`;
}
