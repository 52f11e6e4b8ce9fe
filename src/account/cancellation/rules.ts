/**
 * Cancellation decisions (account-dashboard §5, §6): which cancel call a form submits, where the
 * cancellation funnel runs and which reasons are offered; the keep/stop summary, the gateway,
 * the funnel dialogs, the calendar reminder and the yearly alternative. Pure: the clock is an
 * argument.
 */
import { instantToWallTime, parseServerWallTime, type WallTime } from '../../platform/format/dates';
import { hasCancellationFunnel } from '../domain';

/** Reasons the cancel form offers, in order (ids match the `cancellation:reasons.*` keys). */
export const cancelReasonIds = [
  'finishedDocument',
  'tooExpensive',
  'notUsingEnough',
  'missingDocument',
  'technicalProblems',
  'switchingService',
  'somethingElse',
] as const;
export type CancelReasonId = (typeof cancelReasonIds)[number];

/** §6 The something-else option is hidden for FR. */
export function isSomethingElseReasonShown(country: string): boolean {
  return country.toUpperCase() !== 'FR';
}

/** §6 The reasons offered in a country. */
export function cancelReasonsFor(country: string): CancelReasonId[] {
  return cancelReasonIds.filter(
    (id) => id !== 'somethingElse' || isSomethingElseReasonShown(country),
  );
}

/** The call a cancel form makes. */
export type CancelRequest =
  | { call: 'cancel'; subscriptionId: number }
  | { call: 'cancel-with-reason'; subscriptionId: number; reason: string; freeText: string };

/**
 * §5 The free text is trimmed; when something remains, cancel-with-reason is used (with the
 * chosen reason, or an empty one), otherwise the plain cancel call — a reason picked without
 * any text still goes by the plain call, as the spec says.
 */
export function cancelRequestFor(input: {
  subscriptionId: number;
  reason?: string | null;
  freeText?: string | null;
}): CancelRequest {
  const freeText = input.freeText?.trim() ?? '';
  if (freeText === '') return { call: 'cancel', subscriptionId: input.subscriptionId };
  return {
    call: 'cancel-with-reason',
    subscriptionId: input.subscriptionId,
    reason: input.reason ?? '',
    freeText,
  };
}

// ---------------------------------------------------------------------------------------------
// What the member keeps and what stops (issue #10: shown before confirming)

/** One document license the member keeps after cancelling. */
export interface KeptLicense {
  /** The document's name as the server sends it (null when unnamed). */
  name: string | null;
  /** Server date text of the license's own expiry; null means it never expires. */
  expiryDate: string | null;
}

/** The facts about one subscription the summary is made from (derived by the caller). */
export interface CancelSummaryInput {
  /** The subscription still renews (state active or initial trial): only then can it cancel. */
  renewing: boolean;
  /** In its initial trial (state, or the page's `isTrial` query when the state says so too). */
  trial: boolean;
  /** Server date text of the next charge. */
  nextChargeDate: string | null;
  /** Server date text of the expiry (a non-renewing plan). */
  expiryDate: string | null;
  /** The amount of the next charge. */
  amount: number | null;
  /** The subscription's country: its amounts are in that country's currency (§9). */
  countryCode: string | null;
  /** Licenses active today (the caller applies the license rules). */
  activeLicenses: readonly KeptLicense[];
}

/** What the cancel screens show before the member confirms. */
export interface CancelSummary {
  /** Whether a cancel call makes sense (a cancelled or expired plan has nothing to stop). */
  canCancel: boolean;
  trial: boolean;
  /**
   * Server date text until which the plan's access lasts after cancelling: the next charge
   * date (the end of the period already paid), else the expiry date; null when unknown.
   */
  accessUntil: string | null;
  /** Licenses kept: the permanent ones first, then by expiry. */
  keptLicenses: KeptLicense[];
  /**
   * The charge that will not happen (null for none: no date, or a free trial end), with the
   * subscription's country, whose currency the amount is in (not the site's).
   */
  stoppedCharge: { date: string; amount: number; countryCode: string | null } | null;
}

function blankToNull(text: string | null | undefined): string | null {
  return text && text.trim() !== '' ? text : null;
}

/**
 * The keep / stop view model. Access lasts until the next charge date (cancelling keeps the
 * period already paid, decisions §4); licenses that are active today stay, each until its own
 * expiry; renewal stops, and so does the next charge when there is one with an amount.
 */
export function cancelSummary(input: CancelSummaryInput): CancelSummary {
  const next = blankToNull(input.nextChargeDate);
  const keptLicenses = [...input.activeLicenses].sort((a, b) => {
    const ea = blankToNull(a.expiryDate);
    const eb = blankToNull(b.expiryDate);
    if (ea === eb) return (a.name ?? '').localeCompare(b.name ?? '');
    if (ea === null) return -1;
    if (eb === null) return 1;
    return ea.localeCompare(eb);
  });
  const amount = input.amount ?? null;
  return {
    canCancel: input.renewing,
    trial: input.trial,
    accessUntil: next ?? blankToNull(input.expiryDate),
    keptLicenses,
    stoppedCharge:
      input.renewing && next !== null && amount !== null && amount > 0
        ? { date: next, amount, countryCode: input.countryCode }
        : null,
  };
}

// ---------------------------------------------------------------------------------------------
// The gateway (top-level /cancel)

/** Where the top-level cancel address leads. */
export type GatewayChoice =
  | { kind: 'none' }
  | { kind: 'one'; subscriptionId: number }
  | { kind: 'several'; subscriptionIds: number[] };

/**
 * The gateway lists the member's cancellable (renewing) subscriptions; with exactly one it goes
 * straight into that one's cancel flow; with none it says so.
 */
export function gatewayChoice(
  subscriptions: readonly { subscriptionId: number; renewing: boolean }[],
): GatewayChoice {
  const ids = subscriptions.filter((s) => s.renewing).map((s) => s.subscriptionId);
  if (ids.length === 0) return { kind: 'none' };
  if (ids.length === 1) return { kind: 'one', subscriptionId: ids[0] as number };
  return { kind: 'several', subscriptionIds: ids };
}

/** The cancel page a subscription's cancel link opens: the funnel's landing, or the plain page. */
export function cancelEntryFor(country: string): 'funnel' | 'plain' {
  return hasCancellationFunnel(country) ? 'funnel' : 'plain';
}

// ---------------------------------------------------------------------------------------------
// The member-cancel-funnel experiment (§4, §9: variations N and F show a dialog)

/** Which dialog a variation adds to the funnel; null for the control (and any other code). */
export type CancelFunnelDialog = 'retention' | 'quick-confirm';

/**
 * N: "Continue to cancel" on the landing first opens a retention dialog (what the member
 * loses, keep or continue to the reason step). F: it opens a one-step confirm dialog that
 * cancels at once (plain cancel, no reason step). Control: straight to the reason step.
 */
export function cancelFunnelDialogFor(
  variation: string | null | undefined,
): CancelFunnelDialog | null {
  if (variation === 'N') return 'retention';
  if (variation === 'F') return 'quick-confirm';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Reminder (the spec has no reminder call: the member adds a calendar reminder)

/** Days before the next charge the reminder falls on. */
export const REMINDER_DAYS_BEFORE_CHARGE = 3;

/** Hour of the day (server wall time) the reminder is set for. */
export const REMINDER_HOUR = 9;

const DAY_MS = 86_400_000;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function dayNumber(w: Pick<WallTime, 'year' | 'month' | 'day'>): number {
  return Date.UTC(w.year, w.month - 1, w.day) / DAY_MS;
}

function wallDateText(day: number): string {
  const d = new Date(day * DAY_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(REMINDER_HOUR)}:00:00`;
}

/**
 * The reminder day for a next charge, as server date text at 09:00: three days before the
 * charge, but never before today (a charge two days away is reminded of today); null when the
 * charge is today or past (too late to remind) or the date is unreadable. Days are counted in
 * the server's zone, where charge dates live.
 */
export function reminderDateFor(
  nextChargeDate: string | null | undefined,
  now: Date,
): string | null {
  const wall = nextChargeDate ? parseServerWallTime(nextChargeDate) : null;
  if (!wall) return null;
  const today = dayNumber(instantToWallTime(now));
  const charge = dayNumber(wall);
  if (charge <= today) return null;
  return wallDateText(Math.max(today, charge - REMINDER_DAYS_BEFORE_CHARGE));
}

/** What the calendar file says. */
export interface ReminderEvent {
  /** The reminder instant (from `reminderDateFor`, parsed). */
  remindAt: Date;
  /** Event title (translated). */
  summary: string;
  /** Event text (translated). */
  description: string;
  /** Link back to the subscriptions list. */
  url: string;
  /** Stable id of the event, so adding it twice updates one event. */
  uid: string;
  /** When the file was made (DTSTAMP). */
  now: Date;
}

/** RFC 5545 §3.3.11 text escaping. */
function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after a space. */
function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function utcStamp(instant: Date): string {
  return (
    `${instant.getUTCFullYear()}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}` +
    `T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`
  );
}

/**
 * An iCalendar file with one 15-minute event at the reminder instant (UTC, so every calendar
 * shows it at the right local time) and an alarm when it starts.
 */
export function reminderIcs(event: ReminderEvent): string {
  const end = new Date(event.remindAt.getTime() + 15 * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//My Account//Cancellation reminder//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.now)}`,
    `DTSTART:${utcStamp(event.remindAt)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `URL:${event.url}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeIcsText(event.summary)}`,
    'TRIGGER:PT0M',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** The calendar file as a link target (`download` it). */
export function icsDataUrl(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}

// ---------------------------------------------------------------------------------------------
// The yearly alternative on the landing (§8 "No yearly price found for cancel content")

/** The upgrade-path fields the yearly offer reads. */
export interface YearlyPriceSource {
  subscriptionId: number;
  upgradeDetails?: { buyOptionType?: string | null; monthlyCostNumber?: number | null } | null;
}

export type YearlyAlternative =
  /** No yearly counterpart (already yearly, legal club…), or upgrade paths not loaded. */
  | { kind: 'none' }
  | { kind: 'offer'; buyOptionName: string; monthlyCost: number }
  /** A yearly counterpart exists but no upgrade path prices it: log it (§8), show nothing. */
  | { kind: 'missing-price'; buyOptionName: string };

/**
 * The "switch to the annual plan" alternative of a monthly member: the upgrade path of this
 * subscription whose buy option is the yearly counterpart (`yearlyCounterpart` of the
 * subscriptions rules, passed in), with its monthly cost. `upgradePaths` null means they did
 * not load (that failure is logged by the client already: nothing more to log here).
 */
export function yearlyAlternative(input: {
  subscriptionId: number;
  yearlyBuyOption: string | null;
  upgradePaths: readonly YearlyPriceSource[] | null;
}): YearlyAlternative {
  if (!input.yearlyBuyOption || input.upgradePaths === null) return { kind: 'none' };
  const wanted = input.yearlyBuyOption.toLowerCase();
  const path = input.upgradePaths.find(
    (p) =>
      p.subscriptionId === input.subscriptionId &&
      p.upgradeDetails?.buyOptionType?.trim().toLowerCase() === wanted,
  );
  const cost = path?.upgradeDetails?.monthlyCostNumber;
  if (typeof cost === 'number' && Number.isFinite(cost) && cost > 0) {
    return { kind: 'offer', buyOptionName: input.yearlyBuyOption, monthlyCost: cost };
  }
  return { kind: 'missing-price', buyOptionName: input.yearlyBuyOption };
}
