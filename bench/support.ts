import { type BenchOptions, bench as vitestBench } from 'vitest';

/**
 * Vitest's `bench`, except that an error thrown by the measured function fails the run. Without
 * `throws`, tinybench records the error, Vitest prints nothing and exits 0, and a broken bench
 * (a rejected contract, an error page) would simply look fast.
 */
export function bench(
  name: string,
  fn: () => void | Promise<void>,
  options: BenchOptions = {},
): void {
  vitestBench(name, fn, { ...options, throws: true });
}
