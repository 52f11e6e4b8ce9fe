import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '../src/platform/AppProviders';
import { createI18n } from '../src/platform/i18n/i18n';
import { siteContextAtom } from '../src/platform/site/atoms';
import { brandForHost } from '../src/platform/site/hosts';
import { brandDefaults } from '../src/platform/site/markets';
import { createAppStore } from '../src/platform/state/store';
import { App } from './App';
import { loadBrandTheme } from './brandTheme';

/** Bootstrap: brand from the host, its theme, translations, the app's store, then render. */
async function bootstrap() {
  const brand = brandForHost(window.location.hostname);
  const { country, locale } = brandDefaults[brand];
  const themeClass = await loadBrandTheme[brand]();
  document.documentElement.classList.add(themeClass);
  document.documentElement.lang = locale;

  // The API client sends the member's secure id; forced variations come from the address.
  const { store } = createAppStore();
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
