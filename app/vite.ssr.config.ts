import path from 'node:path';
import { defineConfig, mergeConfig } from 'vite';
import shared from '../vite.config';
import { appSite, distDir } from './vite.config';

/**
 * The server's render (`render.tsx`) built for Node into dist/ssr, beside the browser build
 * (`vite.config.ts`): the same sources and the same vanilla-extract class names, without CSS
 * (the browser build's stylesheets are the ones linked). Dependencies stay in node_modules.
 */
export default mergeConfig(
  shared,
  defineConfig({
    ...appSite,
    build: {
      ssr: path.join(appSite.root, 'render.tsx'),
      outDir: path.join(distDir, 'ssr'),
      emptyOutDir: true,
      // One file per lazy chunk is fine on a server; nothing here is served to browsers.
      rollupOptions: { output: { entryFileNames: 'render.js' } },
    },
  }),
);
