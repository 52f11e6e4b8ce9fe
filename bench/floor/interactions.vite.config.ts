import path from 'node:path';
import { mergeConfig } from 'vite';
import floor from './vite.config';

const floorDir = path.dirname(new URL(import.meta.url).pathname);

/** The interaction floor of `npm run bench` (`interactions.tsx`), built like the React floor. */
export default mergeConfig(floor, {
  build: { rollupOptions: { input: path.join(floorDir, 'interactions.html') } },
});
