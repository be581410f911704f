// Dates and numbers for people in the player's own locale (issue 31): the renderer passes nothing (the system's
// locale: the browser's on the web host, the system's in the packaged app, which ships every Chromium locale),
// kk's tables the terminal's; tests pass a locale and a time zone. Files and --json keep ISO dates for scripts.

/** Where a date is read: a BCP 47 locale and an IANA time zone; either left out is the system's. */
export interface DateLocale {
  readonly locale?: string;
  readonly timeZone?: string;
}

/** A stored ISO date as the player's locale writes a day and a time ("28 Nov 2026, 09:30", "28.11.2026, 09:30"); '' for none. */
export function localDateTime(iso: string | null | undefined, where: DateLocale = {}): string {
  const t = instantOf(iso ?? '');
  if (t === null) return '';
  return new Intl.DateTimeFormat(where.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: where.timeZone }).format(t);
}

/**
 * The milliseconds since 1970 of an ISO timestamp in UTC ("2026-11-28T09:30:00.000Z", as the library writes
 * them), read from its text: shared code has no Date (no clock), and needs none to read a stored instant.
 */
export function instantOf(iso: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?Z$/.exec(iso);
  if (m === null) return null;
  const [y, mo, d, h, mi, sec] = m.slice(1, 7).map((x) => Number(x ?? 0));
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || sec > 60) return null;
  const ms = Number((m[7] ?? '0').padEnd(3, '0').slice(0, 3));
  return (((daysFromCivil(y, mo, d) * 24 + h) * 60 + mi) * 60 + sec) * 1000 + ms;
}

/** Days from 1970-01-01 to a day of the proleptic Gregorian calendar (eras of 400 years). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** A whole number as the player's locale writes it ("10,000", "10.000"). */
export function localNumber(n: number, where: DateLocale = {}): string {
  return new Intl.NumberFormat(where.locale, { maximumFractionDigits: 0 }).format(n);
}
