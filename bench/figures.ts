/**
 * One measured figure of `npm run bench`, as printed in its table and written to
 * `bench/results/latest.json`. Every part of the bench (bytes, load, network, interaction,
 * ready, server, workbench) returns rows of this shape, so two runs compare row by row.
 */
export interface BenchRow {
  /**
   * The part of the bench: 'bytes', 'load', 'network', 'ready', 'interaction', 'server',
   * 'workbench'.
   */
  group: string;
  /**
   * What was measured, e.g. 'main /my-account/subscriptions/: first-screen JS transferred' or
   * 'GET subscriptions, PGlite: req/s'.
   */
  name: string;
  value: number;
  /** 'B', 'ms', 'req/s', 'count', 's' … */
  unit: string;
  /** The floor measured side by side in the same run (hello-world React, static page, bare Node). */
  floor?: number;
  /** value / floor (or floor / value for throughput, where more is better): see `better`. */
  ratio?: number;
  /** Whether a higher value is better (throughput) or a lower one (bytes, times). */
  better?: 'higher' | 'lower';
  /** The target in words, e.g. '≤ 1.6× floor' or '≥ 10% of bare Node'. */
  target?: string;
  /** Whether the target is met (undefined: no target for this row). */
  met?: boolean;
  /** What bounds a figure that misses its target, or how it was measured. */
  note?: string;
  /**
   * The responses a bytes row adds up, as the browser received them: file, content-encoding
   * ('' for none) and bytes transferred (headers and body on the wire).
   */
  responses?: { file: string; encoding: string; transferred: number }[];
}
