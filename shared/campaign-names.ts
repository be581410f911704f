// A campaign's name and family (issue 31): the name the player gave it, or a default that reads well, and
// where it came from — a new campaign, a branch, a copy, an import — in plain words for the Campaigns screen,
// the board's header, the window title and `kk`. Pure: main, the renderer and the tools share the words.

import { instantOf, type DateLocale } from './local-dates.js';

/** A campaign's name as typed: any letters, shown as typed, at most this long. */
export const CAMPAIGN_NAME_MAX = 80;

/**
 * Where a campaign came from, as its record keeps it (written when it is made). `name` is what the other
 * campaign was called then: the words still read when it has been renamed, deleted or was never here.
 */
export type CampaignOrigin =
  | { readonly kind: 'new' }
  /**
   * Play from a moment of campaign `of`: it shares that campaign's first `atMove` moves, and its dice unless
   * `newDice` (from that move its rolls come from a seed of its own, record format 6).
   */
  | { readonly kind: 'branch'; readonly of: string; readonly name?: string; readonly atMove: number; readonly atTurn?: number; readonly newDice?: true }
  /** Duplicate of campaign `of`: the same moves, a campaign of its own. */
  | { readonly kind: 'duplicate'; readonly of: string; readonly name?: string }
  /**
   * Imported from a campaign file: `of` is the id the file's campaign had (a campaign of this library when it
   * was exported from here), `file` the file's name as picked, `at` the day it came in, `lineage` where the
   * file's own campaign came from (one level: an import of an import keeps only the nearer one).
   */
  | {
    readonly kind: 'imported'; readonly of: string | null; readonly name?: string; readonly file?: string | null; readonly at?: string;
    readonly lineage?: CampaignOrigin | null;
  };

/**
 * A stored date as a day in the player's locale ("28 Nov 2026", "Nov 28, 2026", "28.11.2026"): for people only —
 * files and --json keep the ISO date. Read with Intl (shared/local-dates.ts: shared code has no clock); empty when
 * there is none.
 */
export function dayInWords(iso: string | null | undefined, where: DateLocale = {}): string {
  const t = instantOf(iso ?? '');
  if (t === null) return '';
  return new Intl.DateTimeFormat(where.locale, { dateStyle: 'medium', timeZone: where.timeZone }).format(t);
}

/** The name a campaign has until the player gives it one: its seed and the day it was begun. */
export function defaultCampaignName(seed: number, started: string, where: DateLocale = {}): string {
  const day = dayInWords(started, where);
  return day === '' ? `Seed ${seed}` : `Seed ${seed} · begun ${day}`;
}

/**
 * A campaign's name: the one typed, else the default — for a branch that recorded its campaign's name, that name
 * as a what-if ("Die Marne (what-if)"), so it is not called like its war; else its seed and the day begun.
 */
export function campaignName(c: { readonly name?: string | null; readonly seed: number; readonly started: string; readonly origin?: CampaignOrigin | null }, where: DateLocale = {}): string {
  if (c.name !== undefined && c.name !== null) return c.name;
  // A what-if of a what-if is one still (its family says whose).
  if (c.origin?.kind === 'branch' && c.origin.name !== undefined) return c.origin.name.endsWith(WHAT_IF) ? c.origin.name : withTail(c.origin.name, WHAT_IF);
  return defaultCampaignName(c.seed, c.started, where);
}

/**
 * A name the player typed, tidied: trimmed, inner runs of spaces made one. Answers the name, or a sentence
 * saying why it cannot be one (empty, too long, control characters).
 */
export function tidyCampaignName(typed: string): { ok: true; name: string } | { ok: false; reason: string } {
  const name = typed.trim().replace(/\s+/g, ' ');
  if (name === '') return { ok: false, reason: 'A campaign needs a name.' };
  if ([...name].length > CAMPAIGN_NAME_MAX) return { ok: false, reason: `A campaign name is at most ${CAMPAIGN_NAME_MAX} characters.` };
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return { ok: false, reason: 'A campaign name cannot hold control characters.' };
  return { ok: true, name };
}

const WHAT_IF = ' (what-if)';

/** A name with words after it, the name cut (with "…") so the whole is at most CAMPAIGN_NAME_MAX characters. */
function withTail(name: string, tail: string): string {
  const room = CAMPAIGN_NAME_MAX - tail.length;
  const chars = [...name];
  return `${chars.length > room ? chars.slice(0, room - 1).join('') + '…' : name}${tail}`;
}

/** A copy's name: "<name> (copy)", cut to fit. */
export function copyName(of: string): string {
  return withTail(of, ' (copy)');
}

/** Another campaign's name now (null when it is not in the library, or cannot be read). */
export type NameOf = (id: string) => string | null;

/** "Branch of <name> at Turn 3 (move 69)" (", new dice" when it has them), "Copy of <name>", "Imported from war.json on 28 Nov 2026"; null for a new campaign. */
export function originInWords(origin: CampaignOrigin | null | undefined, nameOf: NameOf = () => null, where: DateLocale = {}): string | null {
  if (!origin || origin.kind === 'new') return null;
  const called = (id: string | null, kept: string | undefined): string => {
    const now = id === null ? null : nameOf(id);
    return now ?? kept ?? 'an earlier campaign';
  };
  if (origin.kind === 'branch') {
    const at = origin.atTurn === undefined ? `move ${origin.atMove}` : `Turn ${origin.atTurn} (move ${origin.atMove})`;
    return `Branch of ${called(origin.of, origin.name)} at ${at}${origin.newDice === true ? ', new dice' : ''}`;
  }
  if (origin.kind === 'duplicate') return `Copy of ${called(origin.of, origin.name)}`;
  const day = dayInWords(origin.at, where);
  const from = origin.file ? `Imported from ${origin.file}` : origin.name ? `Imported from a file of ${origin.name}` : 'Imported from a file';
  const here = origin.of === null ? null : nameOf(origin.of);
  return `${from}${day ? ` on ${day}` : ''}${here === null ? '' : ` (a copy of ${here})`}`;
}
