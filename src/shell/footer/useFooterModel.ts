import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { siteConfigAtom, trustLogosAtom } from '../../platform/config/atoms';
import { variationOrControlAtom } from '../../platform/experiments/atoms';
import { useHydrated } from '../../platform/hydration';
import { isSignedInAtom } from '../../platform/session/atoms';
import { clockAtom } from '../../platform/state/clock';
import { hasCookieChoiceAtom } from '../cookie-consent';
import { footerStyleAtom } from '../layout';
import { metadataOptionsAtom } from '../metadata';
import { phoneInfoAtom } from '../site-config';
import { type FooterModel, footerModel } from './rules';

/**
 * The configured footer's view model (`footerModel`) from config, session, experiments and the
 * page. Read only once the configuration is synchronised: reading the phone info asks for it.
 */
export function useFooterModel({
  now,
  hasCountrySelector,
}: {
  now?: Date;
  hasCountrySelector: boolean;
}): FooterModel {
  const { i18n } = useTranslation('footer');
  const style = useAtomValue(footerStyleAtom);
  const config = useAtomValue(siteConfigAtom);
  const clock = useAtomValue(clockAtom);
  const isSignedIn = useAtomValue(isSignedInAtom);
  const aiAssistant = useAtomValue(variationOrControlAtom('aiAssistant'));
  const { productCode } = useAtomValue(metadataOptionsAtom);
  const phone = useAtomValue(phoneInfoAtom);
  const trustLogos = useAtomValue(trustLogosAtom);
  // The choice lives in this browser's local storage, which the server does not see.
  const hydrated = useHydrated();
  const hasCookieChoice = useAtomValue(hasCookieChoiceAtom) && hydrated;
  return footerModel({
    style,
    values: config.values,
    countryCode: config.countryCode,
    isSignedIn,
    aiAssistantVariation: aiAssistant,
    productCode,
    phone,
    trustLogos,
    pageLocale: i18n.language,
    now: now ?? new Date(clock.now()),
    hasCountrySelector,
    hasCookieChoice,
  });
}
