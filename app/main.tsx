import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '../src/platform/AppProviders';
import { createI18n } from '../src/platform/i18n/i18n';
import { siteContextAtom } from '../src/platform/site/atoms';
import { brandForHost } from '../src/platform/site/hosts';
import { brandDefaults } from '../src/platform/site/markets';
import { App } from './App';
import { loadBrandTheme } from './brandTheme';

/** Bootstrap: brand from the host, its theme, translations, a fresh store, then render. */
async function bootstrap() {
  const brand = brandForHost(window.location.hostname);
  const { country, locale } = brandDefaults[brand];
  const themeClass = await loadBrandTheme[brand]();
  document.documentElement.classList.add(themeClass);
  document.documentElement.lang = locale;

  const store = createStore();
  store.set(siteContextAtom, { brand, country, locale });
  const i18n = createI18n(locale);

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <AppProviders store={store} i18n={i18n} locale={locale}>
        <App />
      </AppProviders>
    </StrictMode>,
  );
}

void bootstrap();
