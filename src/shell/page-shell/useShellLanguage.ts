import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveLocale } from '../../platform/i18n/rules';
import { siteContextAtom } from '../../platform/site/atoms';
import { configureModuleAtom } from '../../platform/state/modules';
import { locationAtom } from '../country-selector';

/**
 * Keeps the page's language in step with the site context: i18next, `<html lang>`, and, once
 * the location says the visitor is in Quebec, Canadian French (page-shell §4 Quebec region).
 * A host page's set-translation-language changes the context, and so the language. Returns
 * the language the page shows, which trails the context while a new locale loads.
 */
export function useShellLanguage(): string {
  const [context, setContext] = useAtom(siteContextAtom);
  const region = useAtomValue(locationAtom).currentRegion?.regionCode;
  const { i18n } = useTranslation();

  // Quebec switches the language when the region becomes known in Canada: the region may come
  // first (from `loc`) and the country after it (a host page's set-config). A language the host
  // page sets later is kept until the region or the country changes again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new country decides again
  useEffect(() => {
    if (!region) return;
    setContext((current) => {
      const locale = resolveLocale({
        requested: current.locale,
        countryCode: current.country,
        regionCode: region,
      });
      return locale === current.locale ? current : { ...current, locale };
    });
  }, [region, context.country, setContext]);

  useEffect(() => {
    if (i18n.language !== context.locale) void i18n.changeLanguage(context.locale);
  }, [context.locale, i18n]);

  // The app loads a locale's translations on demand, and i18next switches (re-rendering this
  // hook) only once they have arrived: `<html lang>` and react-aria's locale follow the language
  // the page shows, never ahead of its text.
  const shown = i18n.language;
  const configure = useSetAtom(configureModuleAtom);
  useEffect(() => {
    // Page-shell §4: translations are the module configured again for each language.
    configure('translations', () => {
      document.documentElement.lang = shown;
    });
  }, [shown, configure]);

  return shown;
}
