import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { ServerConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { securityHeaders } from './security';

export interface ServerDeps {
  config: ServerConfig;
  database: DatabaseHandle;
}

/** The whole HTTP surface: API routes of both specs and the built /my-account/ app. */
export function createApp({ config }: ServerDeps) {
  const app = new Hono();
  app.use('*', securityHeaders);

  app.get('/healthz', (c) => c.json({ ok: true }));

  // The built single-page app: assets by path, every other /my-account/ route gets index.html.
  const appRoot = path.relative(process.cwd(), config.appDist);
  app.use(
    '/my-account/*',
    serveStatic({ root: appRoot, rewriteRequestPath: (p) => p.replace(/^\/my-account/, '') }),
  );
  app.get('/my-account/*', (c) => {
    const index = path.join(config.appDist, 'index.html');
    if (!existsSync(index)) return c.text('The app is not built: run `npm run build:app`.', 503);
    return c.html(readFileSync(index, 'utf8'));
  });
  app.get('/', (c) => c.redirect('/my-account/'));
  return app;
}
