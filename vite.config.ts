import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Shared by Storybook (which loads it automatically), Vitest and the app build. */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    watch: {
      // What runs and tests write, never source. vanilla-extract's compiler starts a Vite
      // server with a file watcher on the whole repository inside every Vite server that loads
      // this config (one per Vitest project): each baseline or report written made each of
      // them re-read the folder, 400 files at a time, and the watchers took most of Vitest's
      // one Node thread in a screenshot refresh.
      ignored: [
        '**/__screenshots__/**',
        '**/.vitest-attachments/**',
        '**/reports/**',
        '**/test-results/**',
        '**/dist/**',
        '**/storybook-static/**',
        '**/bench/results/**',
        '**/.data/**',
      ],
    },
  },
  optimizeDeps: {
    // Imported only by the code vanilla-extract generates from `.css.ts` files, which the
    // dependency scan does not see: found mid-run, they made every story project's dev server
    // re-optimise and reload, and story files being imported then failed ("Failed to fetch
    // dynamically imported module").
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    ],
  },
});
