import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { brandNames } from '../../src/platform/fixtures';
import { brandDefaults } from '../../src/platform/site/markets';
import { memberForSecureId, secureIdFromCookie } from '../auth/sessions';
import { siteContent } from '../content';
import { projectTiles } from '../db/schema';
import type { ServerDeps } from '../deps';
import { translatorIn } from '../i18n';
import { brandOf } from '../sites';

const assetsDir = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'assets');

/** One entry of Vite's build manifest (`dist/app/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * The files of the shell bundle (`app/host.tsx`) from the build manifest: its script, the
 * chunks it imports (preloaded) and every stylesheet on that static import graph. Re-read when
 * the build changes, so `npm start` after a rebuild never points at deleted files.
 */
function shellBundle(appDist: string) {
  const manifestPath = path.join(appDist, '.vite', 'manifest.json');
  let cached: { mtime: number; files: ReturnType<typeof read> } | undefined;
  function read() {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const entry = manifest['host.tsx'];
    if (!entry) throw new Error('The build manifest has no host.tsx entry');
    const css = new Set<string>();
    const preload = new Set<string>();
    const visit = (chunk: ManifestChunk) => {
      for (const file of chunk.css ?? []) css.add(file);
      for (const key of chunk.imports ?? []) {
        const imported = manifest[key];
        if (imported && !preload.has(imported.file)) {
          preload.add(imported.file);
          visit(imported);
        }
      }
    };
    visit(entry);
    return { script: entry.file, preload: [...preload], css: [...css] };
  }
  return () => {
    if (!existsSync(manifestPath)) return null;
    const mtime = statSync(manifestPath).mtimeMs;
    if (cached?.mtime !== mtime) cached = { mtime, files: read() };
    return cached.files;
  };
}

/**
 * A host page's language is the brand's home locale, like the shell it embeds (the browser's
 * Accept-Language does not change it: header and content must speak one language).
 */
const hostLocale = (c: Context) => brandDefaults[brandOf(c)].locale;
const hostTranslator = (c: Context) => translatorIn(hostLocale(c));

/** The longest search query a results page reads. */
const maxQueryLength = 200;

/**
 * The site's own pages that embed the page shell (issue #11): home, search results, sign-in /
 * create account and My Documents. Each is real server-rendered content inside
 * `#host-content`; the shell bundle mounts the header, footer and dialogs around it, and the
 * page's script (`/server-assets/host-page.js`) talks to the shell only through the host-page
 * messages (page-shell §7).
 */
export function hostPageRoutes({ config, database }: ServerDeps) {
  const { db } = database;
  const app = new Hono();
  const bundle = shellBundle(config.appDist);

  const hostScript = readFileSync(path.join(assetsDir, 'host-page.js'), 'utf8');
  const hostCss = readFileSync(path.join(assetsDir, 'host-pages.css'), 'utf8');
  app.get('/server-assets/host-page.js', (c) =>
    c.body(hostScript, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
  );
  app.get('/server-assets/host-pages.css', (c) =>
    c.body(hostCss, 200, { 'content-type': 'text/css; charset=utf-8' }),
  );

  function hostPage(
    c: Context,
    page: { name: string; title: string; body: HtmlEscapedString | Promise<HtmlEscapedString> },
    data: Record<string, string> = {},
  ) {
    const files = bundle();
    if (!files) return c.text(hostTranslator(c)('hostPages.notBuilt'), 503);
    const asset = (file: string) => `/my-account/${file}`;
    const attributes = Object.entries(data).map(([key, value]) => html` data-${key}="${value}"`);
    return c.html(
      html`<!doctype html>
        <html lang="${hostLocale(c)}">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>${page.title} | ${brandNames[brandOf(c)]}</title>
            <link rel="icon" href="data:," />
            ${files.css.map((file) => html`<link rel="stylesheet" href="${asset(file)}" />`)}
            <link rel="stylesheet" href="/server-assets/brands/${brandOf(c)}.css" />
            <link rel="stylesheet" href="/server-assets/host-pages.css" />
            ${files.preload.map((file) => html`<link rel="modulepreload" href="${asset(file)}" />`)}
            <script type="module" src="${asset(files.script)}"></script>
            <script type="module" src="/server-assets/host-page.js"></script>
          </head>
          <body>
            <div id="shell-root"></div>
            <div id="host-content" class="host-page" data-page="${page.name}"${attributes}>
              ${page.body}
            </div>
          </body>
        </html>`,
    );
  }

  const contractsOf = (c: Context) =>
    siteContent(brandOf(c)).contractsFor(brandDefaults[brandOf(c)].country);

  /** Home: what the brand offers, its featured documents and the way into My Account. */
  app.get('/', (c) => {
    const t = hostTranslator(c);
    const brand = brandNames[brandOf(c)];
    const featured = contractsOf(c).filter((contract) => contract.isFeatured);
    return hostPage(c, {
      name: 'home',
      title: t('hostPages.homeTitle', { brand }),
      body: html`<h1>${t('hostPages.homeHeading', { brand })}</h1>
        <p class="lead">${t('hostPages.homeLead')}</p>
        <h2>${t('hostPages.featuredHeading')}</h2>
        <ul class="documents">
          ${featured.map((contract) => html`<li><a href="${contract.url}">${contract.name}</a></li>`)}
        </ul>
        <p><a class="button" href="/my-account/">${t('hostPages.toMyAccount')}</a></p>`,
    });
  });

  /** Search results for `zoom_query` (page-shell §2 site search) from the brand's contract list. */
  app.get('/searchzoom/', (c) => {
    const t = hostTranslator(c);
    const query = (c.req.query('zoom_query') ?? '').trim().slice(0, maxQueryLength);
    const needle = query.toLowerCase();
    const results = needle
      ? contractsOf(c).filter((contract) => contract.name.toLowerCase().includes(needle))
      : [];
    const heading = query
      ? t('hostPages.resultsFor', { query, interpolation: { escapeValue: false } })
      : t('hostPages.searchTitle');
    return hostPage(c, {
      name: 'search',
      title: heading,
      body: html`<h1>${heading}</h1>
        ${
          !query
            ? html`<p>${t('hostPages.searchEmptyQuery')}</p>`
            : results.length === 0
              ? html`<p>${t('hostPages.noResults', { query, interpolation: { escapeValue: false } })}</p>`
              : html`<p role="status">${t('hostPages.resultCount', { count: results.length })}</p>
                  <ul class="documents">
                    ${results.map((contract) => html`<li><a href="${contract.url}">${contract.name}</a></li>`)}
                  </ul>`
        }`,
    });
  });

  /**
   * Sign in (`?page=signin`) or create an account (`?page=create`): the page opens the shell's
   * dialog in that mode and, once signed in, continues to `ReturnUrl` (a path on this site only).
   */
  app.get('/SignIn/', async (c) => {
    const t = hostTranslator(c);
    const mode = c.req.query('page')?.toLowerCase() === 'create' ? 'Create' : 'SignIn';
    const returnUrl = c.req.query('ReturnUrl') ?? '';
    const safeReturn = /^\/(?![/\\])/.test(returnUrl) ? returnUrl : '/my-account/';
    const signedIn = await memberForSecureId(db, c, secureIdFromCookie(c));
    if (signedIn) return c.redirect(safeReturn);
    const title = mode === 'Create' ? t('hostPages.createTitle') : t('hostPages.signInTitle');
    return hostPage(
      c,
      {
        name: 'sign-in',
        title,
        body: html`<h1>${title}</h1>
          <p>${mode === 'Create' ? t('hostPages.createLead') : t('hostPages.signInLead')}</p>
          <p>
            <button type="button" class="button" data-open-sign-in="${mode}">
              ${mode === 'Create' ? t('hostPages.createButton') : t('hostPages.signInButton')}
            </button>
          </p>`,
      },
      { 'sign-in-mode': mode, 'return-url': safeReturn },
    );
  });

  /** My Documents: the member's documents, or a way to sign in to see them. */
  app.get('/mydocuments/', async (c) => {
    const t = hostTranslator(c);
    const member = await memberForSecureId(db, c, secureIdFromCookie(c));
    const title = t('hostPages.documentsTitle');
    if (!member) {
      return hostPage(
        c,
        {
          name: 'documents',
          title,
          body: html`<h1>${title}</h1>
            <p>${t('hostPages.documentsSignedOut')}</p>
            <p>
              <button type="button" class="button" data-open-sign-in="SignIn">
                ${t('hostPages.signInButton')}
              </button>
            </p>`,
        },
        { 'reload-on-sign-in': 'true' },
      );
    }
    const documents = await db
      .select({ title: projectTiles.title, href: projectTiles.href })
      .from(projectTiles)
      .where(eq(projectTiles.memberId, member.id))
      .orderBy(projectTiles.id);
    return hostPage(
      c,
      {
        name: 'documents',
        title,
        body: html`<h1>${title}</h1>
          ${
            documents.length === 0
              ? html`<p>${t('hostPages.documentsEmpty')}</p>`
              : html`<ul class="documents">
                  ${documents.map((doc) => html`<li><a href="${doc.href}">${doc.title}</a></li>`)}
                </ul>`
          }
          <p><a class="button" href="/my-account/">${t('hostPages.toMyAccount')}</a></p>`,
      },
      { 'reload-on-sign-out': 'true' },
    );
  });

  return app;
}
