import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createStore } from 'jotai';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAccountRoutes, routeModulesOf } from '../src/account/app';
import { SHELL_FOOTER_MODULE } from '../src/shell/page-shell/rules';
import { resolveImport } from './dependency-direction';

const root = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`);
}

/** Static imports that load with the importer (`import type` and `import()` left out). */
function loadTimeImports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const pattern =
    /^(?:import|export)\s(?!type\b)[^'";]*?\bfrom\s*['"]([^'"]+)['"]|^import\s*['"]([^'"]+)['"]/gm;
  return [...code.matchAll(pattern)].map((match) => (match[1] ?? match[2]) as string);
}

/** Every module an entry loads before it runs, each with the chain of imports that brings it. */
function staticGraph(entry: string): Map<string, string[]> {
  const known = new Set([...sourceFiles('app'), ...sourceFiles('src')]);
  const reached = new Map([[entry, [entry]]]);
  const queue = [entry];
  for (let file = queue.shift(); file; file = queue.shift()) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const specifier of loadTimeImports(text)) {
      const target = resolveImport(file, specifier, known);
      if (target && !reached.has(target)) {
        reached.set(target, [...(reached.get(file) ?? []), target]);
        queue.push(target);
      }
    }
  }
  return reached;
}

// What a page of the site loads first stays small (issue #11): these modules bundle every
// locale or every brand, for Storybook and tests; the app loads its own on demand instead
// (src/platform/i18n/loadI18n.ts, app/brandTheme.ts).
const notInTheEntries = ['src/platform/i18n/i18n.ts', 'src/theme/index.ts'];

const allRoutes = (routes: RouteObject[]): RouteObject[] =>
  routes.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);

// The screens loaded on first use, as the route table names them (`src/account/app/lazyRoutes.tsx`,
// issue #22): a page that opens on another route never downloads them.
const lazyScreens = [
  ...new Set(
    routeModulesOf(
      allRoutes(createAccountRoutes({ store: createStore() })).map((route) => route.handle),
    ),
  ),
];

// Below the fold, loaded once the first screen has hydrated (`LaterRoot`, issue #23): the
// footer's module and what only it uses (the footer itself).
const laterParts = [SHELL_FOOTER_MODULE, 'src/shell/footer/Footer.tsx'];

describe.each(['app/main.tsx', 'app/host.tsx'])('the static imports of %s', (entry) => {
  it.each(notInTheEntries)('leave out %s', (module) => {
    const graph = staticGraph(entry);
    expect(graph.size).toBeGreaterThan(50);
    expect(graph.get(module)?.join(' → ')).toBeUndefined();
  });

  it('know the lazy screens from the route table', () => {
    expect(lazyScreens.length).toBeGreaterThanOrEqual(4);
  });

  it.each(lazyScreens)('leave out the lazy screens of %s', (module) => {
    expect(staticGraph(entry).get(module)?.join(' → ')).toBeUndefined();
  });

  it.each(laterParts)('leave out the part hydrated later, %s', (module) => {
    expect(staticGraph(entry).get(module)?.join(' → ')).toBeUndefined();
  });

  it('reach the lazy translations loader and the page shell', () => {
    const graph = staticGraph(entry);
    expect(graph.has('src/platform/i18n/loadI18n.ts')).toBe(true);
    expect(graph.has('src/shell/page-shell/PageShell.tsx')).toBe(true);
  });
});
