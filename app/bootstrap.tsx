import type { ReactNode } from 'react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '../src/platform/AppProviders';
import { prefetchExperimentsAtom } from '../src/platform/experiments/atoms';
import { loadI18n } from '../src/platform/i18n/loadI18n';
import { siteContextAtom } from '../src/platform/site/atoms';
import { brandForHost } from '../src/platform/site/hosts';
import { brandDefaults } from '../src/platform/site/markets';
import { createAppStore } from '../src/platform/state/store';
import { loadBrandTheme } from './brandTheme';

/**
 * What every page of the site does before it renders (the /my-account/ app and the host pages
 * alike): the brand from the host, the store (API client with the member's secure id, forced
 * variations from the address) and the page's first calls, which start at once, while the
 * brand's theme and the locale's translations load (the page's head preloads those), then
 * render into `#<rootId>`.
 */
export async function bootstrap(
  rootId: string,
  content: () => ReactNode,
  startLoads?: (store: ReturnType<typeof createAppStore>['store']) => void,
) {
  const brand = brandForHost(window.location.hostname);
  const { country, locale } = brandDefaults[brand];

  const { store } = createAppStore();
  store.set(siteContextAtom, { brand, country, locale });
  // The shell's experiments (page-shell §4); `startLoads` may add the page's own, in one call.
  store.set(prefetchExperimentsAtom, 'page-shell');
  startLoads?.(store);

  // The brand's theme and the locale's translations (with its fallback chain) load side by side;
  // other locales load when the language changes.
  const [themeClass, i18n] = await Promise.all([loadBrandTheme[brand](), loadI18n(locale)]);
  document.documentElement.classList.add(themeClass);
  document.documentElement.lang = locale;

  const root = document.getElementById(rootId);
  if (!root) throw new Error(`#${rootId} is missing from the page`);
  createRoot(root).render(
    <StrictMode>
      <AppProviders store={store} i18n={i18n} locale={locale}>
        {content()}
      </AppProviders>
    </StrictMode>,
  );
}
