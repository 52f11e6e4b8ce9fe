import path from 'node:path';
import { defineConfig, mergeConfig } from 'vite';
import shared from '../vite.config';
import { reactRouterProduction } from './reactRouter';
import { appSite, distDir } from './vite.config';

/**
 * The server's render (`render.tsx`) built for Node into dist/ssr, beside the browser build
 * (`vite.config.ts`): the same sources and the same vanilla-extract class names, without CSS
 * (the browser build's stylesheets are the ones linked). Dependencies stay in node_modules,
 * but React Router, bundled in its production build.
 */
export default mergeConfig(
  shared,
  defineConfig({
    ...appSite,
    // React Router bundled in its production build, as in the browser (./reactRouter.ts).
    resolve: { alias: [reactRouterProduction] },
    ssr: { noExternal: ['react-router'] },
    build: {
      ssr: path.join(appSite.root, 'render.tsx'),
      outDir: path.join(distDir, 'ssr'),
      emptyOutDir: true,
      // One file, lazy routes and dialogs included: the server imports `render.js` again under a
      // new address when it is rebuilt (`server/render.ts`), and a lazy chunk importing the entry
      // back would get a second copy of it, with atoms of its own that the page's store never
      // filled (a lazy screen rendered its loading state on the server).
      rollupOptions: { output: { entryFileNames: 'render.js', codeSplitting: false } },
    },
  }),
);
