/**
 * Pure helpers of `npm run bench` (no browser, no server): medians, the critical path of API
 * calls, duplicate requests, transferred bytes by type and encoding, the table and the
 * comparison of two runs.
 */
import type { BenchRow } from './figures';

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** One request as seen by the browser: times in ms on one clock. */
export interface TimedRequest {
  method: string;
  url: string;
  start: number;
  end: number;
}

/**
 * The number of sequential round trips in `requests`: a request that starts after another one
 * has ended is one step further than it (it may have waited for its answer); requests in flight
 * together are one step. 0 for no request.
 */
export function sequentialSteps(requests: TimedRequest[]): number {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const depth: number[] = [];
  sorted.forEach((request, index) => {
    let before = 0;
    for (let other = 0; other < index; other++) {
      const earlier = sorted[other] as TimedRequest;
      if (earlier.end <= request.start) before = Math.max(before, depth[other] as number);
    }
    depth.push(before + 1);
  });
  return Math.max(0, ...depth);
}

/**
 * `METHOD url` (and the body, when there is one) of every request made more than once, with its
 * count: two requests with the same method, URL and request body are the same request made
 * twice; two POSTs to one URL with different bodies are not.
 */
export function duplicates(
  requests: { method: string; url: string; body?: string | undefined }[],
): string[] {
  const counts = new Map<string, number>();
  for (const { method, url, body } of requests) {
    const key = body ? `${method} ${url} ${body}` : `${method} ${url}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count > 1).map(([key, count]) => `${key} ×${count}`);
}

/**
 * One response as the browser's network log saw it (Chrome DevTools protocol): times in ms on
 * the epoch clock, `transferred` the bytes received for it on the wire (headers and body as
 * sent, i.e. compressed when the server compressed it: `Network.loadingFinished`'s
 * `encodedDataLength`), `encoding` its `content-encoding` ('' when none).
 */
export interface NetworkEntry extends TimedRequest {
  /** The request body, for requests that have one. */
  body?: string;
  /** The protocol's resource type, lower case: 'document', 'script', 'stylesheet', 'font', 'fetch' … */
  type: string;
  status?: number;
  encoding: string;
  /** Bytes on the wire, response headers included (the protocol's `encodedDataLength`). */
  transferred: number;
  /** Of those, the response headers' bytes (about 1 kB with this server's security headers). */
  headerBytes?: number;
  /** The error of a request that did not complete (e.g. 'net::ERR_ABORTED'). */
  failed?: string;
  /** Answered from the browser's cache, not over the network. */
  fromCache?: boolean;
}

/** Bytes transferred by resource type: scripts, stylesheets, fonts and everything. */
export function transferredBy(entries: NetworkEntry[]): {
  js: number;
  css: number;
  fonts: number;
  total: number;
} {
  const of = (type: string) =>
    entries.filter((entry) => entry.type === type).reduce((sum, e) => sum + e.transferred, 0);
  return {
    js: of('script'),
    css: of('stylesheet'),
    fonts: of('font'),
    total: entries.reduce((sum, entry) => sum + entry.transferred, 0),
  };
}

/** Responses of `types` counted by content-encoding, e.g. 'br ×9, none ×1'. */
export function encodingSummary(
  entries: NetworkEntry[],
  types: string[] = ['script', 'stylesheet'],
): string {
  const counts = new Map<string, number>();
  for (const entry of entries.filter((e) => types.includes(e.type))) {
    const key = entry.encoding || 'none';
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([encoding, count]) => `${encoding} ×${count}`).join(', ') || 'none';
}

/**
 * Scripts and stylesheets sent without a content-encoding although they were worth
 * compressing (a body of at least `minBytes`, the server's own threshold): what a run against
 * an uncompressed server shows. The body is what came after the headers: a near-empty file
 * with a kilobyte of headers is not worth compressing (the bench's static snapshots' style
 * sheets were counted for their headers alone).
 */
export function uncompressed(entries: NetworkEntry[], minBytes = 1024): NetworkEntry[] {
  return entries.filter(
    (entry) =>
      (entry.type === 'script' || entry.type === 'stylesheet') &&
      !entry.fromCache &&
      !entry.failed &&
      entry.encoding === '' &&
      entry.transferred - (entry.headerBytes ?? 0) >= minBytes,
  );
}

/** value / floor, or floor / value where more is better (throughput). */
export function ratioOf(
  value: number,
  floor: number,
  better: 'higher' | 'lower' = 'lower',
): number {
  return better === 'higher' ? floor / value : value / floor;
}

const number = (value: number | undefined, unit = ''): string => {
  if (typeof value !== 'number' || Number.isNaN(value)) return '–';
  if (unit === 'B') return value >= 10_000 ? `${(value / 1000).toFixed(1)} kB` : `${value} B`;
  const digits = Math.abs(value) >= 100 || Number.isInteger(value) ? 0 : 1;
  return `${value.toFixed(digits)}${unit && unit !== 'count' ? ` ${unit}` : ''}`;
};

const pad = (text: string, width: number, right = false) =>
  right ? text.padStart(width) : text.padEnd(width);

/** A row's part, figure, value, floor, ratio, target and met cells (`missed`: a target not met). */
function figureCells(row: BenchRow, missed: string): string[] {
  return [
    row.group,
    row.name,
    number(row.value, row.unit),
    number(row.floor, row.unit),
    row.ratio === undefined ? '' : `${row.ratio.toFixed(2)}×`,
    row.target ?? '',
    row.met === undefined ? '' : row.met ? 'yes' : missed,
  ];
}

/** The table `npm run bench` prints: one line per row, notes under the rows that miss. */
export function formatTable(rows: BenchRow[], previous?: BenchRow[]): string {
  const head = ['part', 'figure', 'value', 'floor', 'ratio', 'target', 'met'];
  if (previous) head.push('before');
  const lines = rows.map((row) => {
    const cells = figureCells(row, 'NO');
    if (previous) {
      const before = previous.find((old) => old.group === row.group && old.name === row.name);
      cells.push(before ? compareCell(row, before) : 'new');
    }
    return cells;
  });
  const widths = head.map((title, column) =>
    Math.max(title.length, ...lines.map((cells) => (cells[column] as string).length)),
  );
  const numeric = new Set([2, 3, 4]);
  const render = (cells: string[]) =>
    cells
      .map((cell, column) => pad(cell, widths[column] as number, numeric.has(column)))
      .join('  ')
      .trimEnd();
  const out = [render(head), widths.map((width) => '-'.repeat(width)).join('  ')];
  rows.forEach((row, index) => {
    out.push(render(lines[index] as string[]));
    if (row.note && row.met === false) out.push(`    ↳ ${row.note}`);
  });
  return out.join('\n');
}

/** The earlier value of a row and the change, e.g. `312.0 kB (-2.1%)`. */
export function compareCell(row: BenchRow, before: BenchRow): string {
  if (!Number.isFinite(before.value) || !Number.isFinite(row.value))
    return number(before.value, before.unit);
  const change = before.value === 0 ? 0 : ((row.value - before.value) / before.value) * 100;
  const sign = change > 0 ? '+' : '';
  return `${number(before.value, before.unit)} (${sign}${change.toFixed(1)}%)`;
}

/** The rows of an earlier run that this run has no row for (left out or renamed). */
export function missingRows(rows: BenchRow[], previous: BenchRow[]): BenchRow[] {
  return previous.filter(
    (old) => !rows.some((row) => row.group === old.group && row.name === old.name),
  );
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The table as Markdown (for the README): value, floor, ratio, target, met, note. */
export function formatMarkdown(rows: BenchRow[]): string {
  const out = [
    '| part | figure | value | floor | ratio | target | met | note |',
    '| --- | --- | ---: | ---: | ---: | --- | --- | --- |',
  ];
  for (const row of rows) {
    out.push(`| ${[...figureCells(row, '**no**'), row.note ?? ''].map(cell).join(' | ')} |`);
  }
  return out.join('\n');
}
