import { readFileSync } from 'node:fs';
import path from 'node:path';
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
import { appBuildReader, linkTags } from '../appBuild';
import { secureIdFromCookie } from '../auth/sessions';
import type { ServerDeps } from '../deps';
import { translatorIn } from '../i18n';
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
import { brandOf } from '../sites';

const assetsDir = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'assets');

/**
 * A host page's language is its country's (./siteCountry.ts), like the shell it embeds (the
 * browser's Accept-Language does not change it: header and content must speak one language).
 */
export const hostLocale = (c: Context) => siteOf(c).locale;
export const hostTranslator = (c: Context) => translatorIn(hostLocale(c));

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

/** The frame of a host page, as routes find it in `c.var.hostPage`. */
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

/**
 * The frame of every host page (issue #11): the page's own content inside `#host-content`, the
 * page shell around it (rendered on the server, or by the shell bundle when that render is not
 * built or fails), the page's script (`/server-assets/host-page.js`, which talks to the shell
 * only through the host-page messages, page-shell §7) and its stylesheet, and the shell as a
 * fragment for another server's pages (`/shell/fragment`). `frame` gives every later route its
 * frame (`c.var.hostPage`): ./hostPages.ts, ./sitePages.ts and the not-found page.
 */
export function hostPageFrame({ config }: ServerDeps, renderShell: ShellRenderer) {
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

  // Installed before the request's country is resolved (a country the brand does not serve is
  // answered with the not-found page, ../app.ts): the language is read when a page renders.
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
