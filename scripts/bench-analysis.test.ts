import { describe, expect, it } from 'vitest';
import {
  compareCell,
  duplicates,
  encodingSummary,
  formatTable,
  median,
  missingRows,
  type NetworkEntry,
  sequentialSteps,
  transferredBy,
  uncompressed,
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

  it('names each request made more than once, by method, URL and body', () => {
    expect(
      duplicates([
        { method: 'GET', url: 'a' },
        { method: 'POST', url: 'a' },
        { method: 'GET', url: 'a' },
        { method: 'GET', url: 'b' },
      ]),
    ).toEqual(['GET a ×2']);
    // Two POSTs to one URL are the same request only with the same body.
    expect(
      duplicates([
        { method: 'POST', url: 'e', body: '{"name":"x"}' },
        { method: 'POST', url: 'e', body: '{"name":"y"}' },
        { method: 'POST', url: 'e', body: '{"name":"x"}' },
      ]),
    ).toEqual(['POST e {"name":"x"} ×2']);
  });

  const response = (
    type: string,
    transferred: number,
    encoding = 'br',
    extra: Partial<NetworkEntry> = {},
  ): NetworkEntry => ({
    method: 'GET',
    url: `http://main.localhost/${type}/${transferred}`,
    start: 0,
    end: 1,
    type,
    encoding,
    transferred,
    ...extra,
  });

  it('adds up bytes transferred by type, as the browser received them', () => {
    const entries = [
      response('document', 2_000),
      response('script', 50_000),
      response('script', 10_000),
      response('stylesheet', 4_000),
      response('font', 20_000, ''),
      response('fetch', 500, ''),
    ];
    expect(transferredBy(entries)).toEqual({
      js: 60_000,
      css: 4_000,
      fonts: 20_000,
      total: 86_500,
    });
    expect(transferredBy([])).toEqual({ js: 0, css: 0, fonts: 0, total: 0 });
  });

  it('counts content-encodings and flags scripts and stylesheets sent uncompressed', () => {
    const entries = [
      response('script', 50_000),
      response('script', 40_000, 'gzip'),
      response('stylesheet', 9_000, ''),
      response('stylesheet', 300, ''),
      // A near-empty file: 1.2 kB on the wire, all but 80 bytes of it headers.
      response('stylesheet', 1_200, '', { headerBytes: 1_120 }),
      response('font', 20_000, ''),
      response('script', 8_000, '', { fromCache: true }),
    ];
    expect(encodingSummary(entries)).toBe('br ×1, gzip ×1, none ×4');
    expect(encodingSummary(entries, ['font'])).toBe('none ×1');
    expect(encodingSummary([])).toBe('none');
    // Fonts are compressed already, a tiny body is not worth it (whatever its headers weigh), a
    // cached one was not sent.
    expect(uncompressed(entries).map((entry) => entry.transferred)).toEqual([9_000]);
  });

  const row: BenchRow = {
    group: 'bytes',
    name: 'main /my-account/subscriptions/: first-screen JS transferred',
    value: 330_000,
    unit: 'B',
    floor: 60_000,
    ratio: 5.5,
    target: '≤ 3× React floor',
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
