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
  it('formats the window on the site clock with its short name', () => {
    // ICU versions differ in the space before "PM" (U+202F or U+0020).
    const values = maintenanceMessageValues({
      brand: 'Acme Legal',
      start: window.start,
      end: window.end,
      locale: 'en-US',
    });
    const spaced = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, value.replace(/\s/g, ' ')]),
    );
    expect(spaced).toEqual({
      brand: 'Acme Legal',
      startDate: 'January 14, 2025',
      startTime: '8:00 PM',
      endTime: '10:00 PM',
      timeZone: 'MST',
    });
  });

  it('follows the locale, in its names of the clock', () => {
    const values = maintenanceMessageValues({
      brand: 'B',
      start: window.start,
      end: window.end,
      locale: 'de-DE',
    });
    expect(values.startDate).toBe('14. Januar 2025');
    expect(values.startTime).toBe('20:00');
    expect(values.endTime).toBe('22:00');
    expect(values.timeZone).toBe('GMT-7');
    const quebec = maintenanceMessageValues({ ...values, ...window, locale: 'fr-CA' });
    expect(quebec.timeZone).toBe('HNR');
  });

  it('is the same in every runtime: winter 2026 is −07:00, whatever its time-zone data says', () => {
    // Chromium 156's data keeps Alberta on −06:00 all winter from 2026; Node 20's does not.
    const startingAt = (start: string) => {
      const values = maintenanceMessageValues({ brand: 'B', start, end: start, locale: 'en-US' });
      return `${values.startTime.replace(/\s/g, ' ')} ${values.timeZone}`;
    };
    expect(startingAt('2026-11-29T20:00:00Z')).toBe('1:00 PM MST');
    expect(startingAt('2026-07-01T20:00:00Z')).toBe('2:00 PM MDT');
  });
});

describe('maintenanceMessageValues with a configured abbreviation (page-shell §2)', () => {
  it("shows the configured abbreviation instead of the clock's short name", () => {
    const values = maintenanceMessageValues({
      brand: 'B',
      start: window.start,
      end: window.end,
      locale: 'en-US',
      timeZoneAbbreviation: ' CT ',
    });
    expect(values.timeZone).toBe('CT');
    expect(
      maintenanceMessageValues({
        ...values,
        start: window.start,
        end: window.end,
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
