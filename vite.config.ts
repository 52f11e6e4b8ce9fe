import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Shared by Storybook (which loads it automatically), Vitest and the app build. */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
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
