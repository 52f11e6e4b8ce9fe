import { describe, expect, it } from 'vitest';
import {
  compareCell,
  duplicates,
  formatTable,
  median,
  missingRows,
  sequentialSteps,
} from '../bench/analysis';
import type { BenchRow } from '../bench/figures';

/** The pure parts of `npm run bench` (bench/analysis.ts); the unit project runs scripts/. */
describe('bench analysis', () => {
  it('median of odd and even counts', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('counts sequential round trips: overlapping calls are one step, a call after an answer one more', () => {
    const call = (start: number, end: number) => ({
      method: 'GET',
      url: `/api/${start}`,
      start,
      end,
    });
    expect(sequentialSteps([])).toBe(0);
    // Two calls in flight together, then one that waited for the first answer.
    expect(sequentialSteps([call(0, 100), call(10, 150), call(120, 200)])).toBe(2);
    // A chain of three, given out of order.
    expect(sequentialSteps([call(200, 300), call(0, 100), call(100, 200)])).toBe(3);
    // Starting exactly when an answer ends counts as after it.
    expect(sequentialSteps([call(0, 100), call(100, 100)])).toBe(2);
  });

  it('names each request made more than once, by method and URL', () => {
    expect(
      duplicates([
        { method: 'GET', url: 'a' },
        { method: 'POST', url: 'a' },
        { method: 'GET', url: 'a' },
        { method: 'GET', url: 'b' },
      ]),
    ).toEqual(['GET a ×2']);
  });

  const row: BenchRow = {
    group: 'bytes',
    name: 'first-screen JS (gzip)',
    value: 330_000,
    unit: 'B',
    floor: 60_000,
    ratio: 5.5,
    target: '≤ 1.6× floor',
    met: false,
    note: 'bounded by bootstrap.js',
  };

  it('prints a missed target with its note, and each row beside the earlier run', () => {
    const table = formatTable([row], [{ ...row, value: 300_000 }]);
    expect(table).toContain('330.0 kB');
    expect(table).toContain('5.50×');
    expect(table).toContain('NO');
    expect(table).toContain('↳ bounded by bootstrap.js');
    expect(table).toContain('300.0 kB (+10.0%)');
    expect(compareCell(row, { ...row, value: Number.NaN })).toBe('–');
  });

  it('lists the rows of the earlier run that this run lacks', () => {
    const old = { ...row, name: 'renamed' };
    expect(missingRows([row], [row, old])).toEqual([old]);
  });
});
