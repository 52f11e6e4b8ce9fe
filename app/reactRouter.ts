import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * React Router's production build for a production bundle. Its package exports point every
 * bundler at its development build (remix-run/react-router#14102: the only difference is
 * `ENABLE_DEV_WARNINGS`, whose warnings and their code then ship to members and run on the
 * server), so the app's builds and the bench's floors resolve `react-router` to the production
 * files beside it.
 */
const development = createRequire(import.meta.url).resolve('react-router');
export const reactRouterProduction = {
  find: /^react-router$/,
  replacement: path.join(path.dirname(development), '..', 'production', 'index.mjs'),
};
