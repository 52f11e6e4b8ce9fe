/**
 * Server dates (account-dashboard §9). The server writes wall-clock times without a zone, on a
 * Mountain-time clock: −07:00 in winter, −06:00 in summer (the spec calls it "central"). The
 * spec describes an approximate daylight-saving rule by whole days; we keep it as
 * `specApproximateOffset` for comparison and read dates with the same rule made exact at the
 * hour (`offsetAt`): summer from 02:00 on the second Sunday of March to 02:00 on the first Sunday
 * of November, the North American rule since 2007.
 *
 * The rule is written here rather than read from the runtime's time-zone data
 * (`America/Edmonton`): Node and the browsers ship different editions of that data, and they
 * disagree about Alberta from November 2026 on (Chromium 156 keeps −06:00 all winter, Node 20
 * −07:00). A date read or shown with the runtime's data would then differ by an hour between the
 * server's render and the browser's hydration, and between two browsers. One rule, in one place,
 * gives every runtime the same clock.
 */

import { dateTimeFormat } from './intl';

/** A wall-clock reading; month is 1–12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const MINUTE = 60_000;
const SERVER_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** UTC milliseconds of a wall time read as if it were UTC (for arithmetic only). */
function wallMs(w: WallTime): number {
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, w.millisecond);
}

/** Rejects Feb 30 and friends (Date.UTC rolls them over) and years 0–99 (it maps them to 19xx). */
function isRealWallTime(w: WallTime): boolean {
  const d = new Date(wallMs(w));
  return (
    w.year >= 1000 &&
    d.getUTCFullYear() === w.year &&
    d.getUTCMonth() === w.month - 1 &&
    d.getUTCDate() === w.day &&
    w.hour < 24 &&
    w.minute < 60 &&
    w.second < 60
  );
}

/** Splits server text into its wall time and, if the text carries one, its zone suffix. */
function parseParts(text: string): { wall: WallTime; zone: string | undefined } | null {
  const m = SERVER_DATE.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s, frac, zone] = m;
  const wall: WallTime = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: Number(h ?? 0),
    minute: Number(mi ?? 0),
    second: Number(s ?? 0),
    millisecond: frac ? Math.floor(Number(`0.${frac}`) * 1000) : 0,
  };
  return isRealWallTime(wall) ? { wall, zone } : null;
}

/**
 * Reads a zone-less server date (`2026-03-08`, `2026-03-08T01:30`, `2026-03-08 01:30:00.123`)
 * as a wall time; null when it is not a real calendar date and time.
 */
export function parseServerWallTime(text: string): WallTime | null {
  return parseParts(text)?.wall ?? null;
}

/** The second Sunday of March of a year (day of month). */
function secondSundayOfMarch(year: number): number {
  const firstWeekday = new Date(Date.UTC(year, 2, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7;
}

/** The first Sunday of November of a year (day of month). */
function firstSundayOfNovember(year: number): number {
  const firstWeekday = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7);
}

/**
 * §9 The spec's approximate rule, in minutes east of UTC: −360 (−06:00) in summer, −420
 * (−07:00) in winter. April–October is summer; in March summer starts on the second Sunday, and
 * in November winter starts on the first Sunday (whole days: the hour of the change is ignored,
 * which is why it is wrong for a few hours on those two days).
 */
export function specApproximateOffset(wall: Pick<WallTime, 'year' | 'month' | 'day'>): -360 | -420 {
  const { year, month, day } = wall;
  const summer =
    (month > 3 && month < 11) ||
    (month === 3 && day >= secondSundayOfMarch(year)) ||
    (month === 11 && day < firstSundayOfNovember(year));
  return summer ? -360 : -420;
}

/** The instant the spec's approximate rule gives for server text; null when unreadable. */
export function specApproximateInstant(text: string): Date | null {
  const wall = parseServerWallTime(text);
  return wall ? new Date(wallMs(wall) - specApproximateOffset(wall) * MINUTE) : null;
}

/** The site clock's offsets, in minutes east of UTC. */
const SUMMER = -360 as const;
const WINTER = -420 as const;

/**
 * §9 The site clock's offset at an instant, in minutes east of UTC: −360 (−06:00) from 02:00
 * winter time on the second Sunday of March, −420 (−07:00) from 02:00 summer time on the first
 * Sunday of November.
 */
export function offsetAt(instant: Date): -360 | -420 {
  const year = instant.getUTCFullYear();
  const summerStarts = Date.UTC(year, 2, secondSundayOfMarch(year), 2) - WINTER * MINUTE;
  const summerEnds = Date.UTC(year, 10, firstSundayOfNovember(year), 2) - SUMMER * MINUTE;
  const t = instant.getTime();
  return t >= summerStarts && t < summerEnds ? SUMMER : WINTER;
}

/**
 * The instant a wall time of the site clock names. Follows the "compatible" disambiguation of
 * Temporal: a time skipped by the spring change (02:30 on 2026-03-08) moves forward by the gap,
 * to 03:30 −06:00; a time that occurs twice in the autumn (01:30 on 2026-11-01) is the first
 * occurrence, −06:00.
 */
export function wallTimeToInstant(wall: WallTime): Date {
  const asUtc = wallMs(wall);
  for (const offset of [SUMMER, WINTER]) {
    const candidate = new Date(asUtc - offset * MINUTE);
    if (offsetAt(candidate) === offset) return candidate;
  }
  // In the spring gap: read with the winter offset, which lands the gap's length later.
  return new Date(asUtc - WINTER * MINUTE);
}

/**
 * An instant moved by the site clock's offset: its UTC fields are the site clock's wall time, so
 * `Intl` formats it with `timeZone: 'UTC'` and never reads the runtime's zone data.
 */
export function onSiteClock(instant: Date): Date {
  return new Date(instant.getTime() + offsetAt(instant) * MINUTE);
}

/** The wall time an instant shows on the site clock. */
export function instantToWallTime(instant: Date): WallTime {
  const local = onSiteClock(instant);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    millisecond: local.getUTCMilliseconds(),
  };
}

/**
 * The site clock's short name at an instant, in a language ("MST"/"MDT" in American English,
 * "HNR"/"HAR" in Canadian French, "GMT-7"/"GMT-6" where a language has no name for it): CLDR's
 * names of Mountain standard and daylight time, read at two instants every edition of the
 * time-zone data agrees on.
 */
export function clockNameAt(instant: Date, locale: string): string {
  const reference = offsetAt(instant) === SUMMER ? '2025-07-15T12:00:00Z' : '2025-01-15T12:00:00Z';
  const name = dateTimeFormat(locale, { timeZone: 'America/Edmonton', timeZoneName: 'short' })
    .formatToParts(new Date(reference))
    .find((part) => part.type === 'timeZoneName');
  return name?.value ?? formatOffset(offsetAt(instant));
}

/** −360 → "-06:00". */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${sign}${hh}:${mm}`;
}

/**
 * §9 Reads a server date as an instant on the site clock; null when unreadable. Text that
 * already carries a zone (`Z`, `+01:00`) keeps it.
 */
export function parseServerDate(text: string): Date | null {
  const parts = parseParts(text);
  if (!parts) return null;
  if (parts.zone) {
    const ms = Date.parse(text.trim().replace(' ', 'T'));
    return Number.isNaN(ms) ? null : new Date(ms);
  }
  return wallTimeToInstant(parts.wall);
}

/** Options of `formatDisplayDate`. */
export interface DisplayDateOptions {
  /** Add the time of day. @default false */
  withTime?: boolean;
  /** An IANA zone to show the date in instead of the site clock (a visitor's own, say). */
  timeZone?: string;
}

/** German writes 24-hour times followed by "Uhr" (§9); French uses 24-hour by convention. */
function hourCycleOf(locale: string): 'h12' | 'h23' {
  const language = locale.toLowerCase().split('-')[0];
  return language === 'de' || language === 'fr' ? 'h23' : 'h12';
}

/**
 * §9 Long month, day and year (`March 8, 2026`), optionally with a 12-hour time
 * (`March 8, 2026 at 3:30 PM`); German and French use 24-hour, German adds "Uhr"
 * (`8. März 2026 um 15:30 Uhr`).
 */
export function formatDisplayDate(
  instant: Date,
  locale: string,
  { withTime = false, timeZone }: DisplayDateOptions = {},
): string {
  // The site clock's wall time, written as UTC's (see the top of this file).
  const shown = timeZone ? instant : onSiteClock(instant);
  const date: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: timeZone ?? 'UTC',
  };
  if (!withTime) return dateTimeFormat(locale, date).format(shown);
  const hourCycle = hourCycleOf(locale);
  const text = dateTimeFormat(locale, {
    ...date,
    hour: hourCycle === 'h23' ? '2-digit' : 'numeric',
    minute: '2-digit',
    hourCycle,
  }).format(shown);
  // "Uhr" is the German unit of clock time, part of the format like "PM" is in English.
  return locale.toLowerCase().startsWith('de') ? `${text} Uhr` : text;
}

/** Server text → display text, or null when the server text is unreadable. */
export function formatServerDate(
  text: string | null | undefined,
  locale: string,
  options: DisplayDateOptions = {},
): string | null {
  const instant = text ? parseServerDate(text) : null;
  return instant ? formatDisplayDate(instant, locale, options) : null;
}
