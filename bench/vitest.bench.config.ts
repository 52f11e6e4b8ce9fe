import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/**
 * `npm run bench`: timings live here, never in timed tests. Node only, so it does not need the
 * React or vanilla-extract plugins of the root `vite.config.ts` (no bench imports a component
 * or a `.css.ts` file). Files run one after another so the server bench does not share the
 * two cores with the pure-function benches.
 */
export default defineConfig({
  root,
  test: {
    environment: 'node',
    fileParallelism: false,
    benchmark: {
      include: ['bench/**/*.bench.ts'],
    },
  },
});
