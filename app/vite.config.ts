import path from 'node:path';
import { defineConfig, mergeConfig, type Rolldown } from 'vite';
import shared from '../vite.config';
import { precompress } from './precompress';
import { reactRouterProduction } from './reactRouter';

const appDir = path.dirname(new URL(import.meta.url).pathname);

/** What the browser's build and the server's render (`vite.ssr.config.ts`) share. */
export const appSite = { root: appDir, base: '/my-account/', publicDir: false } as const;
export const distDir = path.join(appDir, '..', 'dist');

/** `…/src/platform/i18n/locales/fr-CA/footer.json` → `locale-fr-CA`; any other module → null. */
function localeChunkName(moduleId: string): string | null {
  const locale = /[\\/]platform[\\/]i18n[\\/]locales[\\/]([^\\/]+)[\\/][^\\/]+\.json$/.exec(
    moduleId,
  )?.[1];
  return locale ? `locale-${locale}` : null;
}

const dependency = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names})[\\\\/]`);

type ModuleGraph = Parameters<Rolldown.CodeSplittingNameFunction>[1];

/** react-aria-components' entry file: it re-exports every component, whether used or not. */
const componentsBarrel = /[\\/]react-aria-components[\\/]dist[\\/]exports[\\/]index\.mjs$/;

/** The names a module imports from react-aria-components (`import { A, B as C } from …`). */
function componentsImportedBy(code: string | null): Set<string> {
  const names = new Set<string>();
  for (const clause of code?.matchAll(
    /import\s*\{([^}]*)\}\s*from\s*["']react-aria-components["']/g,
  ) ?? [])
    for (const name of (clause[1] ?? '').split(',')) names.add(name.trim().split(/\s+/)[0] ?? '');
  return names;
}

/**
 * The entries (`index.html`, the dashboard: 'account'; `host.tsx`, the host pages' shell: 'host')
 * that import `moduleId`: through static imports only, and at all (also through a dynamic
 * import, a dialog's). Through the components' barrel only the modules that import one of the
 * module's own exports count: the barrel imports every component, and tree-shaking keeps only
 * the used ones.
 */
function entriesImporting(moduleId: string, graph: ModuleGraph) {
  const statically = new Set<string>();
  const atAll = new Set<string>();
  const seen = new Set<string>();
  const visit = (id: string, lazy: boolean) => {
    const key = `${lazy}:${id}`;
    if (seen.has(key)) return;
    seen.add(key);
    const info = graph.getModuleInfo(id);
    if (!info) return;
    if (info.isEntry) {
      const entry = id.endsWith('host.tsx') ? 'host' : 'account';
      atAll.add(entry);
      if (!lazy) statically.add(entry);
    }
    const importers = [
      ...info.importers.map((importer) => [importer, lazy] as const),
      ...info.dynamicImporters.map((importer) => [importer, true] as const),
    ];
    for (const [importer, viaLazy] of importers) {
      if (!componentsBarrel.test(importer)) visit(importer, viaLazy);
      else
        for (const user of graph.getModuleInfo(importer)?.importers ?? []) {
          const used = componentsImportedBy(graph.getModuleInfo(user)?.code ?? null);
          if (info.exports.some((name) => used.has(name))) visit(user, viaLazy);
        }
    }
  };
  visit(moduleId, false);
  return { statically: [...statically], atAll: [...atAll] };
}

/**
 * The first screen in a few chunks instead of ~40 small ones, each a request and a module
 * record on a phone (`$initial`: what the entries import statically, after tree-shaking):
 * - what both entries import: the framework libraries, react-aria, the app's own code;
 * - what one entry imports and the other's dialogs also use: one chunk per entry;
 * - what only one entry uses: one chunk per entry (the host pages' dialogs never load the
 *   dashboard's code).
 * Modules reached only through a dynamic import (dialogs, menus, the cancellation flow,
 * DOMPurify, policy texts, the card form) are in no group and keep their lazy chunks. The
 * entry modules stay out: a dialog sharing a module with one entry's chunk would otherwise run
 * that entry on the other's page. Groups take their modules in this order, so a module's
 * dependencies (which rolldown adds to its group) are never wider than the group.
 */
const firstScreenGroups = (
  [
    [
      'framework',
      dependency(
        'react|react-dom|scheduler|use-sync-external-store|react-router|jotai|i18next|react-i18next|html-parse-stringify|ky',
      ),
      'both',
    ],
    [
      'react-aria',
      dependency(
        'react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@react-types|@internationalized|@swc|clsx',
      ),
      'both',
    ],
    ['first-screen', undefined, 'both'],
    ['first-screen', undefined, 'one, shared'],
    ['first-screen', undefined, 'one'],
  ] as const
).map(
  ([name, test, entries], index, groups): Rolldown.CodeSplittingGroup => ({
    debugName: `${name} (${entries})`,
    test,
    name: (moduleId, graph) => {
      const info = graph.getModuleInfo(moduleId);
      // An entry, or the script of an HTML entry: its chunk must stay the entry's own.
      if (!info || info.isEntry || info.importers.some((id) => id.endsWith('.html'))) return null;
      const { statically, atAll } = entriesImporting(moduleId, graph);
      if (entries === 'both') return statically.length > 1 ? name : null;
      if (statically.length !== 1) return null;
      const shared = atAll.length > 1;
      if (shared !== (entries === 'one, shared')) return null;
      return `${name}-${statically[0]}${shared ? '-shared' : ''}`;
    },
    // Only what an entry's static imports actually use, after tree-shaking (rolldown's tag).
    tags: ['$initial'],
    priority: groups.length - index,
  }),
);

/**
 * Two entries built together to dist/app and served by the reference server under
 * /my-account/: the dashboard app (`index.html`) and the shell bundle of the server's host
 * pages (`host.tsx`), which share their chunks. The manifest tells the server the hashed file
 * names of the host bundle.
 */
export default mergeConfig(
  shared,
  defineConfig({
    ...appSite,
    resolve: { alias: [reactRouterProduction] },
    plugins: [precompress()],
    build: {
      outDir: path.join(distDir, 'app'),
      emptyOutDir: true,
      manifest: true,
      rollupOptions: {
        input: { index: path.join(appDir, 'index.html'), host: path.join(appDir, 'host.tsx') },
        output: {
          codeSplitting: {
            groups: [
              // A locale's translation files (loaded on demand by src/platform/i18n/loadI18n.ts)
              // make one chunk: a page fetches one file per locale of its chain, not one per
              // namespace.
              { debugName: 'locale', name: localeChunkName },
              ...firstScreenGroups,
            ],
          },
        },
      },
    },
  }),
);
