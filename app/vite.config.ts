import path from 'node:path';
import { defineConfig, mergeConfig } from 'vite';
import shared from '../vite.config';

const appDir = path.dirname(new URL(import.meta.url).pathname);

/** The /my-account/ single-page app, built to dist/app and served by the reference server. */
export default mergeConfig(
  shared,
  defineConfig({
    root: appDir,
    base: '/my-account/',
    publicDir: false,
    build: { outDir: path.join(appDir, '..', 'dist', 'app'), emptyOutDir: true },
  }),
);
