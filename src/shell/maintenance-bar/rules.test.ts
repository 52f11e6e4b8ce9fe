import { describe, expect, it } from 'vitest';
import {
  MAX_TIMER_DELAY_MS,
  maintenanceBarStyle,
  maintenanceDismissKey,
  maintenanceMessageValues,
  maintenanceWindowFromConfig,
  msUntilMaintenanceEnds,
  showMaintenanceBar,
} from './rules';

const window = { enabled: true, start: '2025-01-15T03:00:00Z', end: '2025-01-15T05:00:00Z' };

describe('showMaintenanceBar (page-shell §2, §9)', () => {
  it('shows an enabled window until it ends', () => {
    expect(showMaintenanceBar(window, new Date('2025-01-14T00:00:00Z'))).toBe(true);
    expect(showMaintenanceBar(window, new Date('2025-01-15T04:59:59Z'))).toBe(true);
    expect(showMaintenanceBar(window, new Date('2025-01-15T05:00:00Z'))).toBe(false);
  });

  it('never shows a disabled, missing, unreadable or reversed window', () => {
    const now = new Date('2025-01-14T00:00:00Z');
    expect(showMaintenanceBar({ ...window, enabled: false }, now)).toBe(false);
    expect(showMaintenanceBar(null, now)).toBe(false);
    expect(showMaintenanceBar({ ...window, start: 'soon' }, now)).toBe(false);
    expect(showMaintenanceBar({ ...window, end: window.start }, now)).toBe(false);
  });
});

describe('maintenanceMessageValues (page-shell §2)', () => {
  it('formats the window in the site time zone with its abbreviation', () => {
    // ICU versions differ in the space before "PM" (U+202F or U+0020).
    const values = maintenanceMessageValues({
      brand: 'Acme Legal',
      start: window.start,
      end: window.end,
      timeZone: 'America/New_York',
      locale: 'en-US',
    });
    const spaced = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, value.replace(/\s/g, ' ')]),
    );
    expect(spaced).toEqual({
      brand: 'Acme Legal',
      startDate: 'January 14, 2025',
      startTime: '10:00 PM',
      endTime: '12:00 AM',
      timeZone: 'EST',
    });
  });

  it('follows the locale', () => {
    const values = maintenanceMessageValues({
      brand: 'B',
      start: window.start,
      end: window.end,
      timeZone: 'Europe/Berlin',
      locale: 'de-DE',
    });
    expect(values.startDate).toBe('15. Januar 2025');
    expect(values.startTime).toBe('04:00');
    expect(values.endTime).toBe('06:00');
  });
});

describe('maintenanceMessageValues with a configured abbreviation (page-shell §2)', () => {
  it('shows the configured abbreviation instead of the browser short name', () => {
    const values = maintenanceMessageValues({
      brand: 'B',
      start: window.start,
      end: window.end,
      timeZone: 'America/Edmonton',
      locale: 'en-US',
      timeZoneAbbreviation: ' CT ',
    });
    expect(values.timeZone).toBe('CT');
    expect(
      maintenanceMessageValues({
        ...values,
        start: window.start,
        end: window.end,
        timeZone: 'America/Edmonton',
        locale: 'en-US',
        timeZoneAbbreviation: '',
      }).timeZone,
    ).toBe('MST');
  });
});

describe('maintenanceWindowFromConfig (page-shell §9)', () => {
  it('reads the configured wall times in the server zone', () => {
    expect(
      maintenanceWindowFromConfig({
        start: '2026-03-21T22:00:00',
        end: '2026-03-22T02:00:00',
        timeZoneAbbreviation: 'CT',
      }),
    ).toEqual({
      enabled: true,
      start: '2026-03-22T04:00:00.000Z',
      end: '2026-03-22T08:00:00.000Z',
    });
  });

  it('is null without a window or with an unreadable date', () => {
    expect(maintenanceWindowFromConfig(null)).toBeNull();
    expect(maintenanceWindowFromConfig(undefined)).toBeNull();
    expect(
      maintenanceWindowFromConfig({
        start: 'soon',
        end: '2026-03-22T02:00:00',
        timeZoneAbbreviation: 'CT',
      }),
    ).toBeNull();
  });
});

describe('msUntilMaintenanceEnds', () => {
  it('counts down to the end of a shown window', () => {
    expect(msUntilMaintenanceEnds(window, new Date('2025-01-15T04:59:00Z'))).toBe(60_000);
  });

  it('caps long waits at what a timer honours', () => {
    expect(msUntilMaintenanceEnds(window, new Date('2024-01-01T00:00:00Z'))).toBe(
      MAX_TIMER_DELAY_MS,
    );
  });

  it('is null when the bar is not shown', () => {
    expect(msUntilMaintenanceEnds(window, new Date('2025-01-15T05:00:00Z'))).toBeNull();
    expect(msUntilMaintenanceEnds(null, new Date())).toBeNull();
  });
});

describe('maintenanceBarStyle (page-shell §4 maintenance bar test)', () => {
  it('shows the standard bar in the control and the compact one in the treatment', () => {
    expect(maintenanceBarStyle('C')).toBe('standard');
    expect(maintenanceBarStyle('N')).toBe('compact');
    expect(maintenanceBarStyle('F')).toBe('standard');
  });
});

describe('maintenanceDismissKey', () => {
  it('differs per window', () => {
    expect(maintenanceDismissKey(window)).not.toBe(
      maintenanceDismissKey({ ...window, end: '2025-01-15T06:00:00Z' }),
    );
  });
});
