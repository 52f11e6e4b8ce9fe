import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { apiPrefixes, endpoints } from '../src/platform/api/contract';
import { appBuildReader, buildAssetsPrefix, isBuildAsset } from './appBuild';
import { secureIdFromCookie } from './auth/sessions';
import type { ServerDeps } from './deps';
import { fail } from './http';
import { translatorFor } from './i18n';
import { readInput } from './input';
import { logLine } from './log';
import {
  accountDocument,
  renderedPageCaching,
  rendererReader,
  renderInput,
  rendersInBrowser,
  shellRenderer,
  styleAttributeSources,
} from './render';
import { accountRoutes } from './routes/account';
import { hostPageFrame } from './routes/hostFrame';
import { hostPageRoutes } from './routes/hostPages';
import { pageRoutes } from './routes/pages';
import { platformRoutes } from './routes/platform';
import { sessionRoutes } from './routes/session';
import { siteRoutes } from './routes/site';
import { notFoundPage, sitePageRoutes } from './routes/sitePages';
import { familyCors, noStore, originCheck, responseSecurityHeaders } from './security';
import {
  compressResponses,
  immutable,
  revalidate,
  revalidateHtml,
  sendTextAsset,
  type TextAsset,
  textAsset,
} from './serving';
import { routingPath, siteCountryResolver, siteOf } from './siteCountry';
import { externalResourceTags } from './siteOperations';
import { brandOf, siteResolver } from './sites';

/** The whole HTTP surface: API routes of both specs, server pages and the built /my-account/ app. */
export function createApp(deps: ServerDeps) {
  const { config } = deps;
  // Host pages under a country prefix (`/ca/`) are the same pages (./siteCountry.ts).
  const app = new Hono({ getPath: routingPath });
  const hostFrame = hostPageFrame(deps, shellRenderer(config, app.fetch));
  app.use('*', responseSecurityHeaders(config));
  app.use('*', compressResponses);
  app.use('*', revalidateHtml);
  // Before the host check: a load balancer probes by address.
  app.get('/healthz', (c) => c.json({ ok: true, database: deps.database.kind }));
  app.use('*', siteResolver(config));
  // Before the country: an address the brand's countries do not have is the host's not-found page.
  app.use('*', hostFrame.frame);
  app.use('*', siteCountryResolver(deps.database.db));
  app.use('*', readInput);
  app.use('*', originCheck(config));
  // The family's other hosts call secure-session and sign-out here (page-shell §7).
  app.use('*', familyCors(config, [endpoints.secureSession.path, endpoints.signOut.path]));
  app.use(`${apiPrefixes.api}/*`, noStore);
  app.use('/receipts/*', noStore);
  app.use('/order/*', noStore);
  app.route('/', sessionRoutes(deps));
  app.route('/', accountRoutes(deps));
  app.route('/', platformRoutes(deps));
  app.route('/', siteRoutes(config));
  app.route('/', pageRoutes(deps));
  app.route('/', hostFrame.routes);
  app.route('/', hostPageRoutes(deps));
  app.route('/', sitePageRoutes(deps));

  // The built single-page app: its files by path (hashed assets cached for good, their
  // precompressed variants by Accept-Encoding); every other /my-account/ route is its page.
  const appFiles = serveStatic({
    root: path.relative(process.cwd(), config.appDist),
    precompressed: true,
    rewriteRequestPath: (p) => p.replace(/^\/my-account/, ''),
  });
  app.use('/my-account/*', async (c, next) => {
    // The page itself is built per brand below; the build's manifest is not for browsers.
    if (/\/$|\/index\.html$|\/\.vite\//.test(c.req.path)) return next();
    const found = await appFiles(c, next);
    if (found instanceof Response && found.ok) {
      found.headers.set('cache-control', isBuildAsset(c.req.path) ? immutable : revalidate);
    }
    return found;
  });
  // A build file that is not there is a 404, never the page (a browser would run it as script).
  app.get(`${buildAssetsPrefix}*`, (c) => c.notFound());
  const appBuild = appBuildReader(config.appDist);
  // Each brand's page in each country, compressed once per build (in that country's locale).
  const appPages = new Map<string, TextAsset>();
  const renderer = rendererReader(config.appDist);
  app.get('/my-account/*', async (c) => {
    const build = appBuild();
    if (!build) return c.text('The app is not built: run `npm run build:app`.', 503);
    const brand = brandOf(c);
    // The page rendered on the server for this member (issue #23); the browser-rendered page
    // when the server's render is not built or failed.
    const render = rendersInBrowser(c) ? null : await renderer();
    if (render) {
      try {
        const outcome = await render.renderAccountPage(
          renderInput(c, brand, app.fetch, config.faultInjection),
        );
        renderedPageCaching(c, secureIdFromCookie(c) !== null);
        if (outcome.kind === 'redirect') return c.redirect(outcome.location, 302);
        c.set('styleAttributes', styleAttributeSources(outcome.html));
        return c.html(accountDocument(build, outcome, externalResourceTags(c, config)));
      } catch (error) {
        if (config.logLevel !== 'silent') {
          console.error(`GET ${c.req.path}: server render failed: ${logLine(error)}`);
        }
      }
    }
    const { country, locale } = siteOf(c);
    const page = build.indexHtml(brand, locale, country);
    const key = `${brand}|${country}`;
    let asset = appPages.get(key);
    if (asset?.body !== page) {
      asset = textAsset(page, 'text/html; charset=utf-8');
      appPages.set(key, asset);
    }
    return sendTextAsset(c, asset);
  });
  app.get('/my-account', (c) => c.redirect('/my-account/'));

  // Unknown API paths and unexpected failures answer in the envelope, never with a stack trace.
  app.notFound((c) =>
    c.req.path.startsWith(`${apiPrefixes.api}/`)
      ? fail(c, 404, translatorFor(c)('status.notFound'))
      : notFoundPage(c),
  );
  app.onError((error, c) => {
    if (config.logLevel !== 'silent')
      console.error(`${c.req.method} ${c.req.path}: ${logLine(error)}`);
    return fail(c, 500, translatorFor(c)('status.generalError'));
  });
  return app;
}
