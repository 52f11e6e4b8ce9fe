import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadI18n } from '../src/platform/i18n/loadI18n';
import { brandForHost } from '../src/platform/site/hosts';
import { brandDefaults, type CountryCode, countries } from '../src/platform/site/markets';
import { type PageState, readHostLayout, readPageState } from '../src/platform/ssr/pageState';
import { browserPageApiOptions } from '../src/platform/state/pageApi';
import { loadBrandTheme } from './brandTheme';
import { PageRoot } from './PageRoot';
import { createPageStore, type PageStore, startShellLoads } from './pageState';

/** What a page renders into its root, once its store exists (the state when server-rendered). */
export type PageContent = (
  store: PageStore,
  state: PageState | null,
) => ReactNode | Promise<ReactNode>;

/**
 * What every page of the site does in the browser (the /my-account/ app and the host pages
 * alike).
 *
 * A page the server rendered (it carries its state, see `./pageState.ts`) is hydrated: the store
 * starts from the server's site, clock, width and member, the page's first calls are answered by
 * the server's answers, the translations come with the page, so React adopts the server's HTML
 * without a request and without rendering anything differently.
 *
 * Otherwise (the server could not render it) the page renders here as before: the brand from
 * the host, the page's first calls started at once while the brand's theme and the locale's
 * translations load (the page's head preloads those), then a render into `#<rootId>`.
 */
export async function bootstrap(
  rootId: string,
  content: PageContent,
  startLoads?: (store: PageStore) => Promise<unknown>,
) {
  const api = browserPageApiOptions();
  const root = document.getElementById(rootId);
  if (!root) throw new Error(`#${rootId} is missing from the page`);
  const state = readPageState(document);
  if (state) {
    const store = createPageStore(state, {
      api: { ...api, replay: state.calls },
      session: state.session,
    });
    const pageLoads = startLoads?.(store);
    const [i18n, page] = await Promise.all([
      loadI18n(state.locale, state.translations),
      content(store, state),
      startShellLoads(store),
      pageLoads,
    ]);
    hydrateRoot(
      root,
      <PageRoot store={store} i18n={i18n} locale={state.locale} render="hydrate">
        {page}
      </PageRoot>,
      // Hydration must adopt the server's HTML as it is: a difference is a bug to see.
      { onRecoverableError: (error) => console.error('Hydration:', error) },
    );
    return;
  }

  const brand = brandForHost(window.location.hostname);
  const { country, locale } = serverSite(brand);
  // A host page's layout travels beside it when the server did not render its shell.
  const layout = readHostLayout(document);
  const store = createPageStore(
    { brand, country, locale, url: location.href, now: Date.now(), width: innerWidth, layout },
    { api },
  );
  // Started, not awaited: what the page renders while its data comes is designed.
  void startLoads?.(store);

  // The brand's theme and the locale's translations (with its fallback chain) load side by side;
  // other locales load when the language changes.
  const [themeClass, i18n, page] = await Promise.all([
    loadBrandTheme[brand](),
    loadI18n(locale),
    content(store, null),
  ]);
  document.documentElement.classList.add(themeClass);
  document.documentElement.lang = locale;
  createRoot(root).render(
    <PageRoot store={store} i18n={i18n} locale={locale} render="browser">
      {page}
    </PageRoot>,
  );
}

/**
 * The site's country and locale as the server resolved them for a page it did not render
 * (`<html lang data-country>`), else the brand's home.
 */
function serverSite(brand: keyof typeof brandDefaults): { country: CountryCode; locale: string } {
  const { lang, dataset } = document.documentElement;
  const country = countries.find((code) => code === dataset.country);
  return country && lang ? { country, locale: lang } : brandDefaults[brand];
}
