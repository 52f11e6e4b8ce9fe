import { describe, expect, it } from 'vitest';
import { maintenanceMessageValues, showMaintenanceBar } from './rules';

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
