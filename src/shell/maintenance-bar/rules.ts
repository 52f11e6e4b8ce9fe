import type { Variation } from '../../platform/experiments/registry';
import { clockNameAt, onSiteClock, parseServerDate } from '../../platform/format/dates';
import { dateTimeFormat } from '../../platform/format/intl';

/**
 * Maintenance bar decisions (page-shell §2 Maintenance bar, §4 maintenance bar test, §9 "Default
 * maintenance ... settings come from site config").
 */

export interface MaintenanceWindow {
  /** Site config: maintenance notice switched on. */
  enabled: boolean;
  /** ISO instants of the window. */
  start: string;
  end: string;
}

/**
 * The bar shows while a configured window has not ended (an unreadable or reversed window never
 * shows). The spec gives no rule here beyond the message; this is what a member expects.
 */
export function showMaintenanceBar(window: MaintenanceWindow | null, now: Date): boolean {
  if (!window?.enabled) return false;
  const start = Date.parse(window.start);
  const end = Date.parse(window.end);
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start) return false;
  return now.getTime() < end;
}

/** Interpolation values for the maintenance message (page-shell §2). */
export interface MaintenanceMessageValues {
  brand: string;
  startDate: string;
  startTime: string;
  endTime: string;
  /** Short time-zone name, e.g. "EST" or "GMT+1". */
  timeZone: string;
}

/**
 * Page-shell §2: brand, start date, start time, end time and the time-zone abbreviation,
 * formatted for the page locale on the site clock (the server's, account-dashboard §9), the same
 * in the server's render and in every browser.
 */
export function maintenanceMessageValues(input: {
  brand: string;
  start: string;
  end: string;
  locale: string;
  /** The abbreviation the site configures (e.g. "CT"); wins over the clock's own short name. */
  timeZoneAbbreviation?: string | null;
}): MaintenanceMessageValues {
  const start = new Date(input.start);
  const end = new Date(input.end);
  const date = dateTimeFormat(input.locale, { timeZone: 'UTC', dateStyle: 'long' });
  const time = dateTimeFormat(input.locale, { timeZone: 'UTC', timeStyle: 'short' });
  return {
    brand: input.brand,
    startDate: date.format(onSiteClock(start)),
    startTime: time.format(onSiteClock(start)),
    endTime: time.format(onSiteClock(end)),
    timeZone: input.timeZoneAbbreviation?.trim() || clockNameAt(start, input.locale),
  };
}

/** The maintenance window as the site configuration carries it (zone-less server dates). */
export interface ConfiguredMaintenance {
  start: string;
  end: string;
  timeZoneAbbreviation: string;
}

/**
 * Page-shell §9 "default maintenance settings come from site config": a configured window is a
 * switched-on window. Its dates are instants, or the server's wall-clock times (no zone) read on
 * the site clock; null when nothing is configured or a date is unreadable.
 */
export function maintenanceWindowFromConfig(
  maintenance: ConfiguredMaintenance | null | undefined,
): MaintenanceWindow | null {
  if (!maintenance) return null;
  const start = parseServerDate(maintenance.start);
  const end = parseServerDate(maintenance.end);
  if (!start || !end) return null;
  return { enabled: true, start: start.toISOString(), end: end.toISOString() };
}

/** The longest delay `setTimeout` honours (about 24.8 days); longer ones fire at once. */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/**
 * How long until a shown bar must hide (its window ends), capped at what a timer can wait: a
 * capped timer simply checks again. Null when there is nothing to wait for.
 */
export function msUntilMaintenanceEnds(window: MaintenanceWindow | null, now: Date): number | null {
  if (!showMaintenanceBar(window, now) || !window) return null;
  return Math.min(Date.parse(window.end) - now.getTime(), MAX_TIMER_DELAY_MS);
}

/**
 * Page-shell §4 maintenance bar test. The spec names the experiment, not what it changes: the
 * control "C" shows the standard bar; the treatment "N" a compact bar the visitor can dismiss
 * until the window ends. Any other variation is the control.
 */
export function maintenanceBarStyle(variation: Variation): 'standard' | 'compact' {
  return variation === 'N' ? 'compact' : 'standard';
}

/** Storage key of a dismissal: one per window, so a new window shows again. */
export function maintenanceDismissKey(window: Pick<MaintenanceWindow, 'start' | 'end'>): string {
  return `maintenance-dismissed:${window.start}|${window.end}`;
}
