import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vite';
import { reactRouterProduction } from '../../app/reactRouter';

const floorDir = path.dirname(new URL(import.meta.url).pathname);

/**
 * The hello-world floor of `npm run bench`: the same Vite and React plugin as the app build
 * (`app/vite.config.ts`), production mode, written wherever the bench says (`build.outDir`).
 */
const floor = defineConfig({
  root: floorDir,
  base: '/',
  publicDir: false,
  plugins: [react()],
  resolve: { alias: [reactRouterProduction] },
  build: { manifest: true, emptyOutDir: true },
});
export default floor;

/** Another floor of the bench, built like this one from its own page (`html`, in this folder). */
export const floorPage = (html: string) =>
  mergeConfig(floor, { build: { rollupOptions: { input: path.join(floorDir, html) } } });
