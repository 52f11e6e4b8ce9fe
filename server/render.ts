/**
 * The server-rendered pages (issue #23): the app's own render (`app/render.tsx`, built into
 * `dist/ssr` beside `dist/app`) run for the request, with the site's API called in-process, as
 * the browser would call it with the member's cookies.
 */
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { type EndpointName, endpoints } from '../src/platform/api/contract';
import { pathPattern } from '../src/platform/api/rules';
import type * as Render from '../src/platform/ssr/pageState';
import { SHELL_FOOTER_MODULE } from '../src/shell/page-shell/rules';
import { breakpoints, viewports } from '../tokens/breakpoints';
import { type AppBuild, appBase, type ShellBundle } from './appBuild';
import type { ServerConfig } from './config';
import { siteOf } from './siteCountry';
import { brandOf, originOf } from './sites';

export type Renderer = Render.ServerRender;

/**
 * The build of `app/render.tsx` that goes with the browser build in `appDist` (`dist/ssr` beside
 * `dist/app`), imported again when it is rebuilt; `null` while it is not built (the pages are
 * then rendered in the browser, as before).
 */
export function rendererReader(appDist: string): () => Promise<Renderer | null> {
  const entry = path.join(appDist, '..', 'ssr', 'render.js');
  let cached: { mtime: number; renderer: Promise<Renderer> } | undefined;
  return async () => {
    if (!existsSync(entry)) return null;
    const mtime = statSync(entry).mtimeMs;
    if (cached?.mtime !== mtime) {
      const url = `${pathToFileURL(entry).href}?v=${mtime}`;
      cached = { mtime, renderer: import(url) as Promise<Renderer> };
    }
    return cached.renderer;
  };
}

/** The end-to-end suite's cookie naming the endpoint the render's calls fail on (`faultInjection`). */
export const faultCookie = 'ld-fault';

function faultedEndpoint(name: string | undefined): EndpointName | undefined {
  return name !== undefined && name in endpoints ? (name as EndpointName) : undefined;
}

/** Whether `request` is a call of `name` (its method and its path, parameters as one segment). */
function matchesEndpoint(request: Request, name: EndpointName): boolean {
  const { method, path } = endpoints[name];
  const { pathname } = new URL(request.url);
  return request.method === method && new RegExp(`^${pathPattern(path)}$`).test(pathname);
}

/**
 * A request for the page rendered in the browser instead (`X-Render: browser`): the path a
 * page takes when the server's render is not built or fails, on demand (debugging, and the
 * end-to-end tests of the browser's own loads).
 */
export const rendersInBrowser = (c: Context) => c.req.header('x-render') === 'browser';

/**
 * The width a page is rendered for: a phone's when the browser says it is one (the
 * `Sec-CH-UA-Mobile` client hint, or a mobile user agent), a desktop's otherwise. The page
 * follows the real width once it runs.
 */
export function assumedWidth(c: Context): number {
  const mobileHint = c.req.header('sec-ch-ua-mobile');
  const mobile =
    mobileHint !== undefined
      ? mobileHint === '?1'
      : /Mobi|Android|iPhone|iPad/.test(c.req.header('user-agent') ?? '');
  return mobile ? viewports.mobile.width : breakpoints.wide;
}

/**
 * What the render needs from a request: the page's public address, the brand, its country and
 * locale (./siteCountry.ts), the width, and
 * an in-process fetch of the site's API that carries the member's cookies (and nothing else
 * of the request: the render asks as the member's browser would).
 */
export function renderInput(
  c: Context,
  brand: Render.RenderInput['brand'],
  handle: (request: Request, env: unknown) => Response | Promise<Response>,
  faultInjection = false,
): Render.RenderInput {
  const requested = new URL(c.req.url);
  const url = new URL(`${requested.pathname}${requested.search}`, originOf(c)).href;
  // The member's cookies, and where the request came from (believed only behind a trusted proxy).
  const forwarded = ['cookie', 'x-forwarded-for', 'x-forwarded-proto'].flatMap((name) => {
    const value = c.req.header(name);
    return value === undefined ? [] : [[name, value] as const];
  });
  const faulted = faultInjection ? faultedEndpoint(getCookie(c, faultCookie)) : undefined;
  const fetchInProcess: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    if (faulted && matchesEndpoint(request, faulted)) {
      return new Response('Internal Server Error', { status: 500 });
    }
    for (const [name, value] of forwarded) request.headers.set(name, value);
    return handle(request, c.env);
  };
  const { country, locale } = siteOf(c);
  return { url, brand, country, locale, width: assumedWidth(c), fetch: fetchInProcess };
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * The Content-Security-Policy source list that allows exactly the `style` attributes in `html`
 * (react-aria's visually hidden inputs, a progress bar's width…) and no other: React writes
 * them into server HTML, and a strict policy without `'unsafe-inline'` would otherwise drop them.
 */
export function styleAttributeSources(html: string): string {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/\sstyle="([^"]*)"/g)) {
    const value = (match[1] ?? '').replace(
      /&(?:amp|quot|#x27|#39|lt|gt);/g,
      (e) => entities[e] ?? e,
    );
    hashes.add(`'sha256-${createHash('sha256').update(value).digest('base64')}'`);
  }
  return hashes.size === 0 ? "'none'" : `'unsafe-hashes' ${[...hashes].join(' ')}`;
}

/**
 * The head of a server-rendered page: the stylesheets first (the first paint needs only them),
 * the brand's fonts, then the entry's script and its static imports. No translation or theme
 * chunk: the translations come inline with the page and the theme class is on `<html>`. A page
 * that opens on a lazy route (`routeModules`, the cancellation screens) also links that chunk:
 * its stylesheets, so the server's HTML is styled before any script, and its scripts, which the
 * browser must have before it hydrates. The footer, hydrated after the first screen from a
 * chunk of its own, has its stylesheets linked and its scripts left to the page.
 */
export function renderedHead(
  build: AppBuild,
  entry: ShellBundle,
  state: Render.PageState,
  routeModules: readonly string[] = [],
): string {
  const first = build.firstScreen(state.brand, state.locale);
  const route = build.moduleChunks(routeModules);
  const later = build.moduleChunks([SHELL_FOOTER_MODULE]);
  const asset = (file: string) => `${appBase}${file}`;
  const stylesheets = new Set([
    ...entry.css.map(asset),
    ...first.stylesheets,
    ...route.css.map(asset),
    ...later.css.map(asset),
  ]);
  const preloads = new Set(
    [...entry.preload, ...route.scripts].filter((file) => file !== entry.script).map(asset),
  );
  return [
    ...[...stylesheets].map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...first.fonts.map(
      (href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`,
    ),
    `<script type="module" crossorigin src="${asset(entry.script)}"></script>`,
    ...[...preloads].map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ]
    .map((tag) => `    ${tag}`)
    .join('\n');
}

/** The attributes of a server-rendered page's `<html>`: its language and the brand's theme. */
export const htmlAttributes = (state: Render.PageState) =>
  `lang="${state.locale}" class="${state.themeClass}"`;

/** Text as HTML text (`&`, `<`, `>` and quotes as references). */
const escapeText = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * A /my-account/ page as the server rendered it, with its state and its route's title, and the
 * site's external resources (head and body end, ./siteOperations.ts).
 */
export function accountDocument(
  build: AppBuild,
  page: Render.RenderedPage,
  resources: { head: string; foot: string } = { head: '', foot: '' },
): string {
  return `<!doctype html>
<html ${htmlAttributes(page.state)}>
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeText(page.title)}</title>
    <link rel="icon" href="data:," />
${renderedHead(build, build.account, page.state, page.routeModules)}
${resources.head}
  </head>
  <body>
    <div id="root">${page.html}</div>
    ${page.stateScript}
${resources.foot}
  </body>
</html>`;
}

/**
 * How a rendered page may be cached: never by anyone for a member (it carries their data and
 * their secure id), and revalidated for a guest; either way it varies with the cookies, so a
 * cache never answers one visitor with another's page.
 */
export function renderedPageCaching(c: Context, hasSession: boolean) {
  c.header('cache-control', hasSession ? 'private, no-store' : 'no-cache');
  c.header('vary', 'Cookie', { append: true });
}

/**
 * Renders the page shell for a request (`null` while the server's render is not built), with
 * the page's island in it when it has one, in the page's layout when it has one.
 */
export type ShellRenderer = (
  c: Context,
  island?: Render.HostIsland,
  layout?: Render.HostPageLayout,
) => Promise<Render.ShellFragment | null>;

/** The shell fragments of `appDist`'s build, with the site's API answered by `handle`. */
export function shellRenderer(
  config: Pick<ServerConfig, 'appDist' | 'faultInjection'>,
  handle: (request: Request, env: unknown) => Response | Promise<Response>,
): ShellRenderer {
  const renderer = rendererReader(config.appDist);
  return async (c, island, layout) => {
    const render = rendersInBrowser(c) ? null : await renderer();
    if (!render) return null;
    const input = renderInput(c, brandOf(c), handle, config.faultInjection);
    return render.renderShellFragment(layout ? { ...input, layout } : input, island);
  };
}

declare module 'hono' {
  interface ContextVariableMap {
    /** The `style-src-attr` sources of a server-rendered page (see `styleAttributeSources`). */
    styleAttributes: string;
  }
}
