import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const floorDir = path.dirname(new URL(import.meta.url).pathname);

/**
 * The hello-world floor of `npm run bench`: the same Vite and React plugin as the app build
 * (`app/vite.config.ts`), production mode, written wherever the bench says (`build.outDir`).
 */
export default defineConfig({
  root: floorDir,
  base: '/',
  publicDir: false,
  plugins: [react()],
  build: { manifest: true, emptyOutDir: true },
});
