import { I18nProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CountrySelector } from '../country-selector';
import { Footer } from '../footer';

/**
 * The page shell's footer with its country selector, a chunk of its own (`shellFooter`): below
 * the fold, it is hydrated after the first screen, as a root of its own (`LaterRoot`), so it
 * carries react-aria's locale itself, following the language the page shows.
 */
export function ShellFooter() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <I18nProvider locale={locale === 'en-XA' ? 'en-US' : locale}>
      <Footer countrySelector={<CountrySelector placement="top" section="footer" />} />
    </I18nProvider>
  );
}
