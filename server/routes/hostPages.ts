import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { brandNames } from '../../src/platform/fixtures';
import {
  type HostIsland,
  type HostPageLayout,
  hostIslandScript,
  hostLayoutScript,
} from '../../src/platform/ssr/pageState';
import { normalizeEmail } from '../../src/platform/validation/credentials';
import {
  cancelFormValues,
  checkCancelRequest,
  emptyCancelForm,
  STATUTORY_CANCEL_PATH,
  type StatutoryCancelView,
  statutoryCancelTitleKey,
} from '../../src/shell/statutory-cancel/rules';
import { appBuildReader, linkTags } from '../appBuild';
import { RateLimiter } from '../auth/rateLimit';
import { memberForSecureId, secureIdFromCookie } from '../auth/sessions';
import { siteContent } from '../content';
import { projectTiles } from '../db/schema';
import type { ServerDeps } from '../deps';
import { translatorIn } from '../i18n';
import { formOf } from '../input';
import { logLine } from '../log';
import {
  htmlAttributes,
  renderedHead,
  renderedPageCaching,
  type ShellRenderer,
  styleAttributeSources,
} from '../render';
import { sendTextAsset, textAsset } from '../serving';
import { siteOf } from '../siteCountry';
import { externalResourceTags } from '../siteOperations';
import { brandOf, clientAddress } from '../sites';
import { hasStatutoryCancelPage, receiveCancellation, todayFor } from '../statutoryCancel';

const assetsDir = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'assets');

/**
 * A host page's language is its country's (./siteCountry.ts), like the shell it embeds (the
 * browser's Accept-Language does not change it: header and content must speak one language).
 */
const hostLocale = (c: Context) => siteOf(c).locale;
const hostTranslator = (c: Context) => translatorIn(hostLocale(c));

/**
 * A host page's content: the server's HTML (`body`), or an island React renders with the shell
 * (`island`, a page built from the design system's fields).
 */
export type HostPageContent = {
  name: string;
  title: string;
  status?: 200 | 400 | 404 | 429;
  /** The page's own entries in the shell's navigation menus, by category code. */
  navigationItems?: HostPageLayout['navigationItems'];
} & (
  | { body: HtmlEscapedString | Promise<HtmlEscapedString>; island?: undefined }
  | { island: HostIsland; body?: undefined }
);

/** The frame of a host page, for the site's other pages (see ./sitePages.ts). */
export interface HostPageFrame {
  /** The page's language (the shell's). */
  locale: string;
  render: (page: HostPageContent, data?: Record<string, string>) => Promise<Response>;
}

/**
 * The layout a host page asks of its shell: the values its script also sends as layout host
 * messages (its `data-banner-style`, `data-footer-style`, `data-sign-in-links`), given to the
 * shell's render so the page starts in them, and the page's navigation entries.
 */
function hostLayoutOf(
  data: Record<string, string>,
  navigationItems: HostPageLayout['navigationItems'],
): HostPageLayout | undefined {
  const layout: HostPageLayout = {
    ...(data['banner-style'] && { bannerStyle: data['banner-style'] }),
    ...(data['footer-style'] && { footerStyle: data['footer-style'] }),
    ...(data['sign-in-links'] && { signInLinksState: data['sign-in-links'] }),
    ...(navigationItems && { navigationItems }),
  };
  return Object.keys(layout).length > 0 ? layout : undefined;
}

/** The longest search query a results page reads. */
const maxQueryLength = 200;

/**
 * The site's own pages that embed the page shell (issue #11): home, search results, sign-in /
 * create account and My Documents. Each is real server-rendered content inside
 * `#host-content`; the shell bundle mounts the header, footer and dialogs around it, and the
 * page's script (`/server-assets/host-page.js`) talks to the shell only through the host-page
 * messages (page-shell §7). `frame` gives every later page its frame (`c.var.hostPage`).
 */
export function hostPageRoutes({ config, database }: ServerDeps, renderShell: ShellRenderer) {
  const { db } = database;
  const app = new Hono();
  const appBuild = appBuildReader(config.appDist);

  const hostScript = textAsset(
    readFileSync(path.join(assetsDir, 'host-page.js'), 'utf8'),
    'text/javascript; charset=utf-8',
  );
  const hostCss = textAsset(
    readFileSync(path.join(assetsDir, 'host-pages.css'), 'utf8'),
    'text/css; charset=utf-8',
  );
  app.get('/server-assets/host-page.js', (c) => sendTextAsset(c, hostScript));
  app.get('/server-assets/host-pages.css', (c) => sendTextAsset(c, hostCss));

  /** The shell around a host page, rendered on the server (null: not built, or it failed). */
  async function shellFor(c: Context, island?: HostIsland, layout?: HostPageLayout) {
    try {
      return await renderShell(c, island, layout);
    } catch (error) {
      if (config.logLevel !== 'silent') {
        console.error(`GET ${c.req.path}: shell render failed: ${logLine(error)}`);
      }
      return null;
    }
  }

  /**
   * The page shell as a fragment for a host page's server (issue #23): the HTML that goes
   * around the page's own content, the head tags, the `<html>` attributes, the inline state and
   * the `style-src-attr` sources its policy needs. Cacheable by a shared cache for guests
   * (per host and address, `?country=`, and the cookie that may remember one: `Vary: Cookie`);
   * never stored for a member.
   */
  app.get('/shell/fragment', async (c) => {
    const build = appBuild();
    const fragment = build ? await shellFor(c) : null;
    if (!build || !fragment) return c.json({ error: hostTranslator(c)('hostPages.notBuilt') }, 503);
    const member = secureIdFromCookie(c) !== null;
    c.header('cache-control', member ? 'private, no-store' : 'public, max-age=60');
    c.header('vary', 'Cookie', { append: true });
    return c.json({
      htmlAttributes: { lang: fragment.state.locale, class: fragment.state.themeClass },
      head: renderedHead(build, build.shell, fragment.state),
      bodyStart: `<div id="shell-root">${fragment.before}`,
      bodyEnd: `${fragment.after}</div>${fragment.stateScript}`,
      styleSrcAttr: styleAttributeSources(fragment.before + fragment.after),
    });
  });

  /**
   * A host page: its content is the server's HTML (`body`), or an island React renders with the
   * shell (`island`, a page built from the design system's fields).
   */
  async function hostPage(c: Context, page: HostPageContent, data: Record<string, string> = {}) {
    const build = appBuild();
    if (!build) return c.text(hostTranslator(c)('hostPages.notBuilt'), 503);
    const status = page.status ?? 200;
    const files = build.shell;
    const asset = (file: string) => `/my-account/${file}`;
    const attributes = Object.entries(data).map(([key, value]) => html` data-${key}="${value}"`);
    const headStart = html`<meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>${page.title} | ${brandNames[brandOf(c)]}</title>
      <link rel="icon" href="data:," />`;
    // An island renders its own frame (`#host-content`); its data travels beside it.
    const content = page.island
      ? raw(hostIslandScript(page.island))
      : html`<div id="host-content" class="host-page" data-page="${page.name}"${attributes}>
          ${page.body}
        </div>`;
    // The brand's tokens (and its font faces, for pages without the app's theme) come before the
    // app's stylesheets, whose faces of the same fonts (the hashed, preloaded files) then win:
    // a face declared twice is fetched once, from the last rule. The page's own styles come last.
    const brandCss = html`<link rel="stylesheet" href="/server-assets/brands/${brandOf(c)}.css" />`;
    const hostCss = html`<link rel="stylesheet" href="/server-assets/host-pages.css" />`;
    // The site's external resources (EXTERNAL_RESOURCES), allowed by this response's nonce.
    const resources = externalResourceTags(c, config);

    // The shell rendered on the server, the page's content in its slot (what a host page's
    // server does with /shell/fragment).
    const layout = hostLayoutOf(data, page.navigationItems);
    const shell = await shellFor(c, page.island, layout);
    if (shell) {
      renderedPageCaching(c, secureIdFromCookie(c) !== null);
      c.set('styleAttributes', styleAttributeSources(shell.before + shell.after));
      return c.html(
        html`<!doctype html>
          <html ${raw(htmlAttributes(shell.state))}>
            <head>
              ${headStart}
              ${brandCss}
              ${raw(renderedHead(build, files, shell.state))}
              ${hostCss}
              <script type="module" src="/server-assets/host-page.js"></script>
              ${raw(resources.head)}
            </head>
            <body>
              ${
                page.island
                  ? html`<div id="shell-root">${raw(shell.before)}${raw(shell.after)}</div>${content}`
                  : html`<div id="shell-root">${raw(shell.before)}${content}${raw(shell.after)}</div>`
              }
              ${raw(shell.stateScript)}
              ${raw(resources.foot)}
            </body>
          </html>`,
        status,
      );
    }
    // Without the server's render: the shell bundle renders the shell around the content.
    return c.html(
      html`<!doctype html>
        <html lang="${hostLocale(c)}" data-country="${siteOf(c).country}">
          <head>
            ${headStart}
            ${brandCss}
            ${files.css.map((file) => html`<link rel="stylesheet" href="${asset(file)}" />`)}
            ${files.preload.map((file) => html`<link rel="modulepreload" href="${asset(file)}" />`)}
            ${raw(linkTags(build.firstScreen(brandOf(c), hostLocale(c))))}
            ${hostCss}
            <script type="module" src="${asset(files.script)}"></script>
            <script type="module" src="/server-assets/host-page.js"></script>
            ${raw(resources.head)}
          </head>
          <body>
            <div id="shell-root"></div>
            ${content}
            ${layout ? raw(hostLayoutScript(layout)) : ''}
            ${raw(resources.foot)}
          </body>
        </html>`,
      status,
    );
  }

  const contractsOf = (c: Context) => siteContent(brandOf(c)).contractsFor(siteOf(c).country);

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
      {
        'sign-in-mode': mode,
        'return-url': safeReturn,
        // A page about signing in: a simple shell whose header offers only the other way in.
        'banner-style': 'simple',
        'footer-style': 'simple',
        'sign-in-links': mode === 'Create' ? 'SignIn' : 'Create',
      },
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

  // The statutory cancellation page (§ 312k BGB): open to guests, so limited per address and
  // per address given, like sign-in and password recovery (each request writes a row and a mail).
  const cancelWindow = 15 * 60 * 1000;
  const cancelsPerAddress = new RateLimiter(db, 'statutoryCancel/address', 10, cancelWindow);
  const cancelsPerEmail = new RateLimiter(db, 'statutoryCancel/email', 5, cancelWindow);

  const cancelPage = async (
    c: Context,
    view: StatutoryCancelView,
    status: 200 | 400 | 429 = 200,
  ) => {
    const response = await hostPage(c, {
      name: 'cancel',
      title: hostTranslator(c)(statutoryCancelTitleKey(view), { ns: 'cancellation' }),
      status,
      island: { kind: 'statutoryCancel', page: view },
    });
    // What the consumer typed and their receipt are theirs alone: never kept by any cache.
    response.headers.set('cache-control', 'no-store');
    return response;
  };

  /**
   * A brand whose site names this page as its `cancel` page serves it; another brand has no
   * such page (its footer does not link one): its members cancel in My Account.
   */
  app.use(STATUTORY_CANCEL_PATH, async (c, next) => {
    if (hasStatutoryCancelPage(brandOf(c))) return next();
    return c.redirect('/my-account/cancel', 303);
  });
  app.get(STATUTORY_CANCEL_PATH.replace(/\/$/, ''), (c) => c.redirect(STATUTORY_CANCEL_PATH, 301));
  app.get(STATUTORY_CANCEL_PATH, (c) =>
    cancelPage(c, { view: 'form', values: emptyCancelForm, errors: {} }),
  );
  app.post(STATUTORY_CANCEL_PATH, async (c) => {
    const brand = brandOf(c);
    const values = cancelFormValues(formOf(c));
    const allowed =
      (await cancelsPerAddress.take(clientAddress(c))) &&
      (await cancelsPerEmail.take(`${brand}:${normalizeEmail(values.email)}`));
    if (!allowed)
      return cancelPage(c, { view: 'form', values, errors: {}, formError: 'tooMany' }, 429);
    const check = checkCancelRequest(values, todayFor(brand));
    if (!check.ok) return cancelPage(c, { view: 'form', values, errors: check.errors }, 400);
    const receipt = await receiveCancellation(
      db,
      { brand, locale: hostLocale(c), outboxDir: config.outboxDir },
      check.request,
    );
    return cancelPage(c, { view: 'received', receipt });
  });

  // The site's other pages and the not-found page (./sitePages.ts, ../app.ts) are framed as
  // these are. Installed before the request's country is resolved (a country the brand does
  // not serve is answered with the not-found page): the language is read when a page renders.
  const frame: MiddlewareHandler = async (c, next) => {
    c.set('hostPage', {
      get locale() {
        return hostLocale(c);
      },
      render: (page, data) => hostPage(c, page, data),
    });
    await next();
  };

  return { routes: app, frame };
}

declare module 'hono' {
  interface ContextVariableMap {
    hostPage: HostPageFrame;
  }
}
