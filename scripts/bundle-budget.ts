/**
 * The bundle budget of `npm test` (issue #14): the gzip size of the JavaScript and CSS the first
 * screen of /my-account/ needs (the `index.html` entry and its static imports, the main brand's
 * theme and the en-US translations, which the app loads before its first screen) must stay
 * within `budget`. Reads the Vite manifest of `dist/app`; run after the build:
 * `node --import tsx scripts/bundle-budget.ts` (in `test:e2e`, right after build-app.mjs).
 * `npm run bench` measures the same bytes in a browser and compares them with a React floor.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** One chunk of a Vite manifest (the fields this script reads). */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * Gzip bytes allowed for the first screen. Set about 4–5% above the figures of 2026-11-24
 * (JS 307.8 kB, CSS 11.6 kB gzip, level 9): room for a small feature or a library's patch
 * release, not for a new library on the first screen or another brand's CSS leaking in. Raise it on purpose, in the commit that needs it, saying why.
 */
export const budget = { js: 320_000, css: 12_200 } as const;

/** The manifest keys of what the first screen loads beside its entry: brand theme, locale. */
export function firstScreenKeys(
  manifest: Manifest,
  { brand = 'main', locale = 'en-US' }: { brand?: string; locale?: string } = {},
): string[] {
  const keys = Object.keys(manifest);
  const brandKey = keys.find((key) => key.endsWith(`/theme/brands/${brand}.ts`));
  const localeKey = keys.find((key) => manifest[key]?.name === `locale-${locale}`);
  const missing = [!brandKey && `brand ${brand}`, !localeKey && `locale ${locale}`].filter(Boolean);
  if (missing.length > 0) throw new Error(`not in the manifest: ${missing.join(', ')}`);
  return ['index.html', brandKey as string, localeKey as string];
}

/**
 * The files a page loads for `roots` (manifest keys): each root's chunk, its static imports
 * (transitively) and their CSS; dynamic imports are left out (loaded on demand).
 */
export function filesOf(manifest: Manifest, roots: string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    else js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return { js: [...js].sort(), css: [...css].sort() };
}

export interface BudgetLine {
  kind: 'js' | 'css';
  gzip: number;
  limit: number;
  ok: boolean;
}

/** Each kind's gzip total against its limit. */
export function checkBudget(
  sizes: { js: number; css: number },
  limits: { js: number; css: number } = budget,
): BudgetLine[] {
  return (['js', 'css'] as const).map((kind) => ({
    kind,
    gzip: sizes[kind],
    limit: limits[kind],
    ok: sizes[kind] <= limits[kind],
  }));
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function formatBudget(lines: BudgetLine[]): string {
  return lines
    .map(
      (line) =>
        `${line.ok ? 'ok  ' : 'OVER'} first-screen ${line.kind.toUpperCase().padEnd(3)} ${kB(line.gzip).padStart(9)} gzip (budget ${kB(line.limit)})`,
    )
    .join('\n');
}

/** Gzip size (level 9, as a static precompressor would) of each file, summed. */
export function gzipTotal(dir: string, files: string[]): number {
  return files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length,
    0,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'app');
  const manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const files = filesOf(manifest, firstScreenKeys(manifest));
  const lines = checkBudget({ js: gzipTotal(dist, files.js), css: gzipTotal(dist, files.css) });
  console.log(formatBudget(lines));
  if (lines.some((line) => !line.ok)) {
    console.error(
      'The first screen grew past its budget (scripts/bundle-budget.ts): see `npm run bench` for what it holds.',
    );
    process.exit(1);
  }
}
