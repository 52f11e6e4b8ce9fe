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
 * formatted for the page locale in the site's time zone.
 */
export function maintenanceMessageValues(input: {
  brand: string;
  start: string;
  end: string;
  timeZone: string;
  locale: string;
}): MaintenanceMessageValues {
  const start = new Date(input.start);
  const end = new Date(input.end);
  const date = new Intl.DateTimeFormat(input.locale, {
    timeZone: input.timeZone,
    dateStyle: 'long',
  });
  const time = new Intl.DateTimeFormat(input.locale, {
    timeZone: input.timeZone,
    timeStyle: 'short',
  });
  const zone = new Intl.DateTimeFormat(input.locale, {
    timeZone: input.timeZone,
    timeZoneName: 'short',
  })
    .formatToParts(start)
    .find((part) => part.type === 'timeZoneName');
  return {
    brand: input.brand,
    startDate: date.format(start),
    startTime: time.format(start),
    endTime: time.format(end),
    timeZone: zone?.value ?? input.timeZone,
  };
}
