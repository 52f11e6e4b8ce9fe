import path from 'node:path';
import { mergeConfig } from 'vite';
import floor from './vite.config';

const floorDir = path.dirname(new URL(import.meta.url).pathname);

/** The stack floor of `npm run bench` (`stack.tsx`), built like the React floor. */
export default mergeConfig(floor, {
  build: { rollupOptions: { input: path.join(floorDir, 'stack.html') } },
});
