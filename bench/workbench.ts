/**
 * §6 of issue #14: how long the workbench takes. The static Storybook build is timed every
 * full run; the whole `npm test` (18+ minutes) only with `--full-test`, otherwise its figure is
 * carried over from the newest earlier result that has it, marked as such.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BenchRow } from './figures';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const resultsDir = path.join(root, 'bench', 'results');

function timed(command: string, args: string[]): { seconds: number; ok: boolean } {
  const started = performance.now();
  const run = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  return { seconds: (performance.now() - started) / 1000, ok: run.status === 0 };
}

/** The newest row of that group and name in the results folder (dated files and latest.json). */
export function lastRow(group: string, name: string): { row: BenchRow; date: string } | undefined {
  if (!existsSync(resultsDir)) return undefined;
  const found: { row: BenchRow; date: string }[] = [];
  for (const file of readdirSync(resultsDir).filter((entry) => entry.endsWith('.json'))) {
    try {
      const result = JSON.parse(readFileSync(path.join(resultsDir, file), 'utf8')) as {
        date: string;
        rows: BenchRow[];
      };
      const row = result.rows.find(
        (candidate) =>
          candidate.group === group &&
          candidate.name === name &&
          typeof candidate.value === 'number' &&
          Number.isFinite(candidate.value) &&
          !candidate.note?.startsWith('carried over'),
      );
      if (row) found.push({ row, date: result.date });
    } catch {
      // not a bench result
    }
  }
  return found.sort((a, b) => b.date.localeCompare(a.date))[0];
}

const carried = (group: string, name: string, why: string): BenchRow | undefined => {
  const last = lastRow(group, name);
  return last
    ? { ...last.row, note: `carried over from the run of ${last.date} (${why})` }
    : undefined;
};

/** A workbench row of seconds. */
const secondsRow = (name: string, value: number, note: string): BenchRow => ({
  group: 'workbench',
  name,
  value,
  unit: 's',
  better: 'lower',
  note,
});

export function runWorkbench(options: {
  storybook: boolean;
  fullTest: boolean;
  log: (line: string) => void;
}): BenchRow[] {
  const rows: BenchRow[] = [];
  const storybookName = 'static Storybook build';
  if (options.storybook) {
    options.log('bench: static Storybook build…');
    const out = mkdtempSync(path.join(tmpdir(), 'ld-bench-storybook-'));
    const build = timed('npx', ['storybook', 'build', '--quiet', '-o', out]);
    rmSync(out, { recursive: true, force: true });
    const note = build.ok ? 'npx storybook build -o <temp dir>' : 'the build FAILED';
    rows.push(secondsRow(storybookName, build.seconds, note));
  } else {
    const row = carried('workbench', storybookName, 'not built in --quick mode');
    if (row) rows.push(row);
  }
  const testName = 'full npm test';
  if (options.fullTest) {
    options.log('bench: full npm test (long)…');
    const test = timed('npm', ['test']);
    const note = test.ok
      ? 'npm test, measured with --full-test'
      : 'npm test FAILED (time to failure)';
    rows.push(secondsRow(testName, test.seconds, note));
  } else {
    rows.push(
      carried('workbench', testName, 'run it with --full-test') ??
        secondsRow(testName, Number.NaN, 'not measured yet: npm run bench -- --full-test'),
    );
  }
  return rows;
}
