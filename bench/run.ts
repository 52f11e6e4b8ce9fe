/**
 * `npm run bench` (issue #14): builds the product, measures it beside its floors in one run and
 * prints the table; writes `bench/results/latest.json` and a dated copy (git-ignored).
 *
 *   npm run bench                         everything but the full `npm test` (≈ 12–15 minutes)
 *   npm run bench -- --quick              2 runs instead of 5, shorter server load, no Storybook
 *   npm run bench -- --full-test          also times the whole `npm test` (18+ minutes)
 *   npm run bench -- --compare <file>     prints each row beside the same row of an earlier JSON
 *   npm run bench -- --markdown <file>    prints an earlier JSON as a Markdown table (no run)
 *   npm run bench -- --only bytes,load    only those parts (bytes/load/network/ready/interaction
 *                                         are one browser part; server; workbench)
 *
 * The browser part (bench/browser.ts) loads `/my-account/subscriptions/` (signed in) and the
 * host page `/` on every brand under Lighthouse's mobile profile (150 ms, 1.6 Mbit/s, 4× CPU;
 * Fast 4G rows beside them on the main brand): bytes as the browser received them from the
 * running server, beside the hello-world React floor served by the same server; load times
 * beside each page's static snapshot; API depth and requests made twice; "ready to act" (issue
 * #23: when the card's "Cancel subscription" link, or the host page's menu button, answers a
 * press) beside the React floor's LCP, in loads of its own. `--only bytes` or `--only network`
 * load each page once (no static floor, no Fast 4G); `--only ready` only the ready-to-act loads.
 *
 * The Vitest micro benches (pure rules, the API client, in-process server calls) are separate:
 * `npm run bench:micro`. Run the bench alone on the machine (`flock /tmp/browser.lock …` here).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumPath } from '../scripts/chromium';
import { formatMarkdown, formatTable, missingRows } from './analysis';
import { runBrowserBench } from './browser';
import type { BenchRow } from './figures';
import { runServerBench } from './server-load';
import { resultsDir, runWorkbench } from './workbench';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export interface BenchResult {
  machine: { cpus: number; model: string; memory: string; node: string; chromium: string };
  date: string;
  /** Whether the run was `--quick` (fewer runs: noisier figures). */
  quick?: boolean;
  rows: BenchRow[];
}

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'full-test': { type: 'boolean', default: false },
    compare: { type: 'string' },
    only: { type: 'string' },
    markdown: { type: 'string' },
  },
});
const log = (line: string) => console.log(line);
const only = values.only ? new Set(values.only.split(',')) : undefined;
const wants = (part: string) => !only || only.has(part);

function machine(): BenchResult['machine'] {
  let chromium = 'unknown';
  try {
    chromium = execFileSync(chromiumPath(), ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // no browser: the browser part will say so
  }
  return {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model.trim() ?? 'unknown',
    memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    node: process.version,
    chromium,
  };
}

async function main() {
  const started = performance.now();
  const previous = values.compare
    ? (JSON.parse(readFileSync(values.compare, 'utf8')) as BenchResult)
    : undefined;
  log('bench: building the product (scripts/build-app.mjs)…');
  execFileSync(process.execPath, [path.join(root, 'scripts', 'build-app.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });

  const rows: BenchRow[] = [];
  const failed: string[] = [];
  const part = async (name: string, run: () => Promise<BenchRow[]> | BenchRow[]) => {
    try {
      rows.push(...(await run()));
    } catch (error) {
      failed.push(name);
      console.error(`bench: the ${name} part failed:`, error);
    }
  };
  const browserParts = ['bytes', 'load', 'network', 'ready', 'interaction'];
  if (browserParts.some(wants))
    await part('browser', () => runBrowserBench({ quick: values.quick, log, parts: wants }));
  if (wants('server')) await part('server', () => runServerBench({ quick: values.quick }));
  if (wants('workbench'))
    await part('workbench', () =>
      runWorkbench({ storybook: !values.quick, fullTest: values['full-test'], log }),
    );

  const result: BenchResult = {
    machine: machine(),
    date: new Date().toISOString(),
    ...(values.quick ? { quick: true } : {}),
    rows,
  };
  console.log('');
  console.log(
    `Machine: ${result.machine.cpus} × ${result.machine.model}, ${result.machine.memory}, Node ${result.machine.node}, ${result.machine.chromium}${values.quick ? ' (--quick: fewer runs)' : ''}`,
  );
  console.log(formatTable(rows, previous?.rows));
  if (previous) {
    console.log(`\nbefore: ${values.compare} (${previous.date})`);
    const missing = missingRows(rows, previous.rows);
    if (only && missing.length > 0)
      console.log(`  ${missing.length} rows of it not measured in this run (--only)`);
    else for (const row of missing) console.log(`  not in this run: ${row.group} / ${row.name}`);
  }
  const withTarget = rows.filter((row) => row.met !== undefined);
  console.log(
    `\n${withTarget.filter((row) => row.met).length} of ${withTarget.length} targets met; ${Math.round((performance.now() - started) / 1000)} s${failed.length > 0 ? `; FAILED parts: ${failed.join(', ')}` : ''}`,
  );

  mkdirSync(resultsDir, { recursive: true });
  const text = `${JSON.stringify(result, null, 2)}\n`;
  writeFileSync(path.join(resultsDir, `${result.date.replace(/:/g, '-')}.json`), text);
  if (only) {
    console.log('bench: --only: latest.json left as it was (a partial run)');
  } else {
    writeFileSync(path.join(resultsDir, 'latest.json'), text);
    writeFileSync(path.join(resultsDir, 'latest.md'), markdownReport(result));
    console.log('Written: bench/results/latest.json and latest.md');
  }
  if (failed.length > 0) process.exitCode = 1;
}

/** A run as the Markdown page the README links to: when, on what machine, every row. */
function markdownReport(result: BenchResult): string {
  const { cpus, model, memory, node, chromium } = result.machine;
  const met = result.rows.filter((row) => row.met === true).length;
  const withTarget = result.rows.filter((row) => row.met !== undefined).length;
  return [
    '# `npm run bench`: latest figures',
    '',
    `Generated by \`npm run bench\` (bench/run.ts); do not edit by hand. Measured ${result.date.slice(0, 16).replace('T', ' ')} UTC on ${cpus} × ${model}, ${memory}, Node ${node}, ${chromium}${result.quick ? ' (--quick: fewer runs)' : ''}. ${met} of ${withTarget} targets met.`,
    '',
    formatMarkdown(result.rows),
    '',
  ].join('\n');
}

if (values.markdown) {
  const saved = JSON.parse(readFileSync(values.markdown, 'utf8')) as BenchResult;
  console.log(markdownReport(saved));
} else {
  await main();
}
