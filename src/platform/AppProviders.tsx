import type { i18n as I18n } from 'i18next';
import type { createStore } from 'jotai';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';

export interface AppProvidersProps {
  /** The Jotai store of this app instance (or story). */
  store: ReturnType<typeof createStore>;
  /** The i18next instance, already switched to `locale`. */
  i18n: I18n;
  /** BCP 47 locale for react-aria's own formatting and strings. */
  locale: string;
  children: ReactNode;
}

/**
 * The providers every screen needs: state, translations and react-aria's locale.
 * The theme class is set on <html> by the caller so that portals (dialogs, popovers) get it.
 */
export function AppProviders({ store, i18n, locale, children }: AppProvidersProps) {
  return (
    <JotaiProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <I18nProvider locale={locale === 'en-XA' ? 'en-US' : locale}>{children}</I18nProvider>
      </I18nextProvider>
    </JotaiProvider>
  );
}
