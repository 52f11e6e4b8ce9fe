import path from 'node:path';
import { defineConfig, mergeConfig } from 'vite';
import shared from '../vite.config';
import { precompress } from './precompress';

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
    plugins: [precompress()],
    build: {
      outDir: path.join(distDir, 'app'),
      emptyOutDir: true,
      manifest: true,
      rollupOptions: {
        input: { index: path.join(appDir, 'index.html'), host: path.join(appDir, 'host.tsx') },
        // A locale's translation files (loaded on demand by src/platform/i18n/loadI18n.ts) make
        // one chunk: a page fetches one file per locale of its chain, not one per namespace.
        output: { codeSplitting: { groups: [{ name: localeChunkName }] } },
      },
    },
  }),
);
