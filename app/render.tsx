/**
 * The server's render of the site's pages (built by `vite.ssr.config.ts` into `dist/ssr`, run by
 * the reference server): the same components, atoms, API calls and route table as the browser
 * (`main.tsx`, `host.tsx`), rendered to HTML for the member or guest who asked, with the state
 * the browser hydrates from (`./pageState.ts`).
 *
 * The API is called in-process with the member's cookies (`RenderInput.fetch`), exactly as the
 * browser would call it, and every answer is kept for the page's state. The render waits for
 * everything the first screen reads (`allReady`), so the HTML is complete: no fallback, no
 * inline script to reveal a late part.
 */
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import {
  ACCOUNT_BASENAME,
  accountDocumentTitle,
  accountPrefetch,
  accountReturnPath,
  createAccountRoutes,
  pageTitleOf,
  pathWithinBase,
  routeModulesOf,
  startAccountLoads,
  startRouteLoads,
} from '../src/account/app';
import type { RecordedCalls } from '../src/platform/api/client';
import { signInRedirectUrl } from '../src/platform/api/rules';
import { siteConfigAtom } from '../src/platform/config/atoms';
import { loadI18n, translationsOf } from '../src/platform/i18n/loadI18n';
import { settledUserLoadAtom, userSessionAtom } from '../src/platform/session/atoms';
import {
  type HostIsland as HostIslandData,
  type PageBasics,
  type PageState,
  pageStateScript,
  type RenderInput,
  type RenderOutcome,
  type ShellFragment,
} from '../src/platform/ssr/pageState';
import { createCache, createMemoryStorage } from '../src/platform/storage/cache';
import { secureIdInvalidFromUrl } from '../src/shell/session';
import { loadBrandTheme } from './brandTheme';
import { HOST_CONTENT_MARKER, HostIsland, HostShell, HostSlot } from './hostShell';
import { PageRoot } from './PageRoot';
import { createPageStore, startShellLoads } from './pageState';

/** The store of one server render, with the calls it makes kept for the page's state. */
function serverStore(input: RenderInput) {
  const url = new URL(input.url);
  const { country, locale } = input;
  const basics: PageBasics = {
    brand: input.brand,
    country,
    locale,
    url: url.href,
    now: Date.now(),
    width: input.width,
    ...(input.layout && { layout: input.layout }),
  };
  const calls: RecordedCalls = [];
  const store = createPageStore(basics, {
    api: {
      baseUrl: url.origin,
      fetch: input.fetch,
      record: (key, result) => calls.push([key, result]),
      unloadTarget: null,
      // A redirect is the server's answer (see `renderAccountPage`), never a navigation here.
      navigate: () => undefined,
    },
    // A browser's local storage is not here: the render starts from nothing and keeps what it
    // learns (experiments asked twice in one render are asked once).
    cache: createCache({ storage: createMemoryStorage() }),
    sweepCache: false,
  });
  const i18n = loadI18n(locale);
  /** The page's state once rendered. */
  const state = async (): Promise<PageState> => ({
    ...basics,
    themeClass: await loadBrandTheme[input.brand](),
    session: store.get(userSessionAtom),
    calls,
    translations: translationsOf(await i18n, locale),
  });
  return { store, url, locale, i18n, state };
}

/** Renders `node` and waits for all of it (every suspended part), then returns the HTML. */
async function renderComplete(node: ReactNode): Promise<string> {
  let failure: unknown;
  const stream = await renderToReadableStream(node, {
    // Every part inline where it belongs: a large part would otherwise come after the rest with
    // an inline script to move it, which the page's policy does not run.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  // A part that failed on the server would be left to the browser: the caller renders it all
  // there instead.
  if (failure) throw failure;
  return html;
}

/**
 * A /my-account/ page: the route's guards (a redirect is the answer), then the member (a guest
 * is sent to sign-in with the same return address as in the browser), then the page with the
 * account data its screen needs (`startRouteLoads`, the browser's own path).
 */
export async function renderAccountPage(input: RenderInput): Promise<RenderOutcome> {
  const { store, url, locale, i18n, state } = serverStore(input);
  await Promise.all([startAccountLoads(store), startShellLoads(store)]);

  const routes = createAccountRoutes({
    store,
    shell: { prefetchWhenIdle: accountPrefetch, search: url.search },
  });
  const handler = createStaticHandler(routes, { basename: ACCOUNT_BASENAME });
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return { kind: 'redirect', location: context.headers.get('location') ?? ACCOUNT_BASENAME };
  }

  const user = store.get(settledUserLoadAtom);
  const signedIn = store.get(userSessionAtom).isSignedIn;
  const signedOut = !signedIn && (user?.ok || user?.failure.kind === 'signedOut');
  if (signedOut && !secureIdInvalidFromUrl(url.href).openSignedOutDialog) {
    const signIn = store.get(siteConfigAtom).values.signIn;
    const returnPath = accountReturnPath(pathWithinBase(url.pathname), url.search);
    return { kind: 'redirect', location: signInRedirectUrl(signIn || undefined, returnPath) };
  }
  // The account data the route's screen reads (its routes' `needs`), and nothing else: the
  // page's state carries exactly these answers.
  await startRouteLoads(store, context.matches);

  const html = await renderComplete(
    <PageRoot store={store} i18n={await i18n} locale={locale} render="server">
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </PageRoot>,
  );
  const router = {
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: context.errors,
  };
  const pageState: PageState = { ...(await state()), router };
  // The title the page sets once it runs (`usePageAnnouncement`), so it never changes on load.
  const title = accountDocumentTitle(
    (await i18n).getFixedT(locale, 'account'),
    pageTitleOf(
      context.matches.map((match) => match.route.handle),
      url.search,
    ),
    store.get(siteConfigAtom).values.sitebrand,
  );
  return {
    kind: 'page',
    html,
    title,
    state: pageState,
    stateScript: pageStateScript(pageState),
    routeModules: routeModulesOf(context.matches.map((match) => match.route.handle)),
  };
}

/**
 * The page shell for a host page: what goes around the page's own content, or, for a page
 * whose content is an island, the shell with the island rendered in it (all of it `before`).
 */
export async function renderShellFragment(
  input: RenderInput,
  island?: HostIslandData,
): Promise<ShellFragment> {
  const { store, url, locale, i18n, state } = serverStore(input);
  await startShellLoads(store);
  const html = await renderComplete(
    <PageRoot store={store} i18n={await i18n} locale={locale} render="server">
      <HostShell search={url.search} layout={input.layout}>
        {island ? <HostIsland island={island} /> : <HostSlot html={HOST_CONTENT_MARKER} />}
      </HostShell>
    </PageRoot>,
  );
  const [before = '', after = ''] = island ? [html] : html.split(HOST_CONTENT_MARKER);
  const fragmentState = await state();
  return { before, after, state: fragmentState, stateScript: pageStateScript(fragmentState) };
}
