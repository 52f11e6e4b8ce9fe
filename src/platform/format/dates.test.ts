import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clockNameAt,
  formatDisplayDate,
  formatOffset,
  formatServerDate,
  instantToWallTime,
  offsetAt,
  parseServerDate,
  parseServerWallTime,
  specApproximateInstant,
  specApproximateOffset,
  type WallTime,
  wallTimeToInstant,
} from './dates';

const HOUR = 3_600_000;

function wall(year: number, month: number, day: number, hour = 0, minute = 0): WallTime {
  return { year, month, day, hour, minute, second: 0, millisecond: 0 };
}

/** Offset the real conversion applied to a wall time, as "-06:00". */
function realOffset(text: string): string {
  const instant = parseServerDate(text);
  if (!instant) throw new Error(`unreadable ${text}`);
  return formatOffset(offsetAt(instant));
}

describe('parseServerWallTime', () => {
  it('reads date-only, minute, second and fraction forms', () => {
    expect(parseServerWallTime('2026-03-08')).toEqual(wall(2026, 3, 8));
    expect(parseServerWallTime('2026-03-08T01:30')).toEqual(wall(2026, 3, 8, 1, 30));
    expect(parseServerWallTime('2026-03-08 01:30:15.5')).toEqual({
      ...wall(2026, 3, 8, 1, 30),
      second: 15,
      millisecond: 500,
    });
    expect(parseServerWallTime('2026-03-08T01:30:15.1234567')?.millisecond).toBe(123);
  });

  it.each([
    '',
    'not a date',
    '2026-02-30',
    '2026-13-01',
    '2026-03-08T24:00',
    '2026-03-08T10:60',
    '0099-01-01',
    '26-03-08',
  ])('rejects %j', (text) => {
    expect(parseServerWallTime(text)).toBeNull();
    expect(parseServerDate(text)).toBeNull();
  });
});

describe('specApproximateOffset (§9 rule)', () => {
  it('is summer April to October and winter December to February', () => {
    expect(specApproximateOffset(wall(2026, 4, 1))).toBe(-360);
    expect(specApproximateOffset(wall(2026, 10, 31))).toBe(-360);
    expect(specApproximateOffset(wall(2026, 12, 1))).toBe(-420);
    expect(specApproximateOffset(wall(2026, 2, 28))).toBe(-420);
  });

  it('switches on the second Sunday of March and the first Sunday of November', () => {
    expect(specApproximateOffset(wall(2026, 3, 7))).toBe(-420);
    expect(specApproximateOffset(wall(2026, 3, 8))).toBe(-360);
    expect(specApproximateOffset(wall(2026, 10, 31))).toBe(-360);
    expect(specApproximateOffset(wall(2026, 11, 1))).toBe(-420);
    // 2025: March 9 and November 2.
    expect(specApproximateOffset(wall(2025, 3, 8))).toBe(-420);
    expect(specApproximateOffset(wall(2025, 3, 9))).toBe(-360);
    expect(specApproximateOffset(wall(2025, 11, 1))).toBe(-360);
    expect(specApproximateOffset(wall(2025, 11, 2))).toBe(-420);
  });

  it('gives the instant of the wall time at that offset', () => {
    expect(specApproximateInstant('2026-07-01T12:00')?.toISOString()).toBe(
      '2026-07-01T18:00:00.000Z',
    );
    expect(specApproximateInstant('nope')).toBeNull();
  });
});

describe('the site clock', () => {
  it('is America/Edmonton as every edition of the time-zone data has it, 2008–2025', () => {
    const edmonton = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Edmonton',
      timeZoneName: 'longOffset',
    });
    const differences: string[] = [];
    // Hour by hour in the months of the changes, daily otherwise.
    for (let t = Date.UTC(2008, 0, 1); t < Date.UTC(2026, 0, 1); ) {
      const instant = new Date(t);
      const month = instant.getUTCMonth();
      t += month === 2 || month === 10 ? HOUR : 24 * HOUR;
      const name = edmonton.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value;
      if (name !== `GMT${formatOffset(offsetAt(instant))}`) differences.push(instant.toISOString());
    }
    expect(differences).toEqual([]);
  });

  it('keeps −07:00 in winter from 2026 on, whatever the runtime’s data says of Alberta', () => {
    expect(offsetAt(new Date('2026-11-29T20:00:00Z'))).toBe(-420);
    expect(offsetAt(new Date('2027-01-15T12:00:00Z'))).toBe(-420);
    expect(offsetAt(new Date('2027-07-01T12:00:00Z'))).toBe(-360);
    expect(formatDisplayDate(new Date('2026-11-30T06:30:00Z'), 'en-US')).toBe('November 29, 2026');
  });

  it('names the clock in the page language', () => {
    expect(clockNameAt(new Date('2026-11-29T20:00:00Z'), 'en-US')).toBe('MST');
    expect(clockNameAt(new Date('2026-07-01T20:00:00Z'), 'en-US')).toBe('MDT');
    expect(clockNameAt(new Date('2026-11-29T20:00:00Z'), 'fr-CA')).toBe('HNR');
    expect(clockNameAt(new Date('2026-07-01T20:00:00Z'), 'fr-CA')).toBe('HAR');
    expect(clockNameAt(new Date('2026-11-29T20:00:00Z'), 'de-DE')).toBe('GMT-7');
  });
});

describe('parseServerDate (on the site clock)', () => {
  it('agrees with the spec rule on every day of 2020–2030 except the transition days', () => {
    const disagreements: string[] = [];
    for (let year = 2020; year <= 2030; year++) {
      for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += 24 * HOUR) {
        const day = new Date(t).toISOString().slice(0, 10);
        for (const time of ['00:00', '01:30', '02:30', '12:00', '23:59']) {
          const text = `${day}T${time}`;
          if (parseServerDate(text)?.getTime() !== specApproximateInstant(text)?.getTime()) {
            disagreements.push(day);
          }
        }
      }
    }
    const days = [...new Set(disagreements)];
    const transitions = days.map((d) => {
      const w = parseServerWallTime(d);
      if (!w) throw new Error(d);
      const weekday = new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay();
      return { month: w.month, sunday: weekday === 0, earlyInMonth: w.day <= 14 };
    });
    // Exactly two days a year, each a Sunday early in March or November.
    expect(days).toHaveLength(2 * 11);
    for (const t of transitions) {
      expect([3, 11]).toContain(t.month);
      expect(t.sunday && t.earlyInMonth).toBe(true);
    }
  });

  it('is right on the spring transition day (2026-03-08)', () => {
    expect(realOffset('2026-03-08T01:30')).toBe('-07:00');
    expect(realOffset('2026-03-08T03:30')).toBe('-06:00');
    // 02:30 does not exist: it moves forward by the gap, to 03:30 −06:00.
    expect(parseServerDate('2026-03-08T02:30')?.toISOString()).toBe('2026-03-08T09:30:00.000Z');
    expect(instantToWallTime(new Date('2026-03-08T09:30:00Z'))).toEqual(wall(2026, 3, 8, 3, 30));
    // The spec's rule is off by an hour before 03:00 that day.
    expect(specApproximateInstant('2026-03-08T01:30')?.toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });

  it('is right on the autumn transition day (2026-11-01)', () => {
    expect(realOffset('2026-11-01T00:30')).toBe('-06:00');
    // 01:30 happens twice: the first occurrence (−06:00) is chosen.
    expect(parseServerDate('2026-11-01T01:30')?.toISOString()).toBe('2026-11-01T07:30:00.000Z');
    expect(realOffset('2026-11-01T02:30')).toBe('-07:00');
    expect(specApproximateInstant('2026-11-01T00:30')?.toISOString()).toBe(
      '2026-11-01T07:30:00.000Z',
    );
  });

  it('keeps an explicit zone', () => {
    expect(parseServerDate('2026-07-01T12:00:00Z')?.toISOString()).toBe('2026-07-01T12:00:00.000Z');
    expect(parseServerDate('2026-07-01T12:00:00+02:00')?.toISOString()).toBe(
      '2026-07-01T10:00:00.000Z',
    );
  });
});

describe('date conversion properties', () => {
  const from = Date.UTC(2008, 0, 1);
  const to = Date.UTC(2037, 0, 1);
  const instants = fc.integer({ min: from, max: to }).map((ms) => new Date(ms));
  const wallTimes = fc
    .record({
      year: fc.integer({ min: 2008, max: 2036 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.integer({ min: 0, max: 59 }),
      second: fc.integer({ min: 0, max: 59 }),
      millisecond: fc.integer({ min: 0, max: 999 }),
    })
    .map((w): WallTime => w);
  // Transitions are the only places the mapping is not one to one; bias towards them.
  const nearTransitions = fc
    .record({
      year: fc.integer({ min: 2008, max: 2036 }),
      spring: fc.boolean(),
      hour: fc.integer({ min: 0, max: 3 }),
      minute: fc.integer({ min: 0, max: 59 }),
    })
    .map(({ year, spring, hour, minute }): WallTime => {
      const month = spring ? 3 : 11;
      const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
      const firstSunday = 1 + ((7 - firstWeekday) % 7);
      return wall(year, month, spring ? firstSunday + 7 : firstSunday, hour, minute);
    });
  const anyWall = fc.oneof(wallTimes, nearTransitions);

  it('instant → wall → instant returns the instant, or its first occurrence when repeated', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const back = wallTimeToInstant(instantToWallTime(instant)).getTime();
        const t = instant.getTime();
        expect(back === t || back === t - HOUR).toBe(true);
        if (back !== t) {
          // Only the second pass through a repeated autumn hour maps back earlier.
          expect(instantToWallTime(new Date(back))).toEqual(instantToWallTime(instant));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('wall → instant → wall returns the wall time, or one hour later inside the spring gap', () => {
    fc.assert(
      fc.property(anyWall, (w) => {
        const back = instantToWallTime(wallTimeToInstant(w));
        const shift =
          Date.UTC(back.year, back.month - 1, back.day, back.hour, back.minute) -
          Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
        expect([0, HOUR]).toContain(shift);
        if (shift === HOUR) expect([w.month, w.hour]).toEqual([3, 2]);
      }),
      { numRuns: 2000 },
    );
  });

  it('is monotonic: a later existing wall time is never an earlier instant', () => {
    const existing = anyWall.filter((w) => {
      const back = instantToWallTime(wallTimeToInstant(w));
      return back.hour === w.hour && back.day === w.day;
    });
    fc.assert(
      fc.property(existing, existing, (a, b) => {
        const order = (x: WallTime) =>
          Date.UTC(x.year, x.month - 1, x.day, x.hour, x.minute, x.second, x.millisecond);
        const [early, late] = order(a) <= order(b) ? [a, b] : [b, a];
        expect(wallTimeToInstant(early).getTime()).toBeLessThanOrEqual(
          wallTimeToInstant(late).getTime(),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('the offset is always −06:00 or −07:00 and the spec rule is off only on transition days', () => {
    fc.assert(
      fc.property(wallTimes, (w) => {
        const offset = offsetAt(wallTimeToInstant(w));
        expect([-360, -420]).toContain(offset);
        const weekday = new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay();
        const transitionDay = weekday === 0 && (w.month === 3 || w.month === 11) && w.day <= 14;
        if (!transitionDay) expect(offset).toBe(specApproximateOffset(w));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatOffset', () => {
  it.each([
    [-360, '-06:00'],
    [-420, '-07:00'],
    [330, '+05:30'],
    [0, '+00:00'],
  ])('%d → %s', (minutes, text) => {
    expect(formatOffset(minutes)).toBe(text);
  });
});

describe('formatDisplayDate (§9)', () => {
  const instant = new Date('2026-03-08T22:05:00Z'); // 16:05 −06:00

  it('writes long month, day and year in the display zone', () => {
    expect(formatDisplayDate(instant, 'en-US')).toBe('March 8, 2026');
    expect(formatDisplayDate(instant, 'de-DE')).toBe('8. März 2026');
    expect(formatDisplayDate(instant, 'fr-FR')).toBe('8 mars 2026');
    // 01:00 UTC on the 9th is still the 8th in Edmonton.
    expect(formatDisplayDate(new Date('2026-03-09T01:00:00Z'), 'en-US')).toBe('March 8, 2026');
  });

  it('adds a 12-hour time, 24-hour plus "Uhr" in German', () => {
    expect(formatDisplayDate(instant, 'en-US', { withTime: true })).toBe(
      'March 8, 2026 at 4:05 PM',
    );
    expect(formatDisplayDate(instant, 'de-DE', { withTime: true })).toBe(
      '8. März 2026 um 16:05 Uhr',
    );
    expect(formatDisplayDate(instant, 'fr-FR', { withTime: true })).toBe('8 mars 2026 à 16:05');
  });

  it('can show another zone', () => {
    expect(formatDisplayDate(instant, 'en-GB', { withTime: true, timeZone: 'Europe/London' })).toBe(
      '8 March 2026 at 10:05 pm',
    );
  });

  it('formats server text, null when unreadable or absent', () => {
    expect(formatServerDate('2026-11-01T01:30', 'en-US', { withTime: true })).toBe(
      'November 1, 2026 at 1:30 AM',
    );
    expect(formatServerDate('garbage', 'en-US')).toBeNull();
    expect(formatServerDate(null, 'en-US')).toBeNull();
  });
});
