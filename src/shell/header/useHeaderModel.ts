import { useAtomValue } from 'jotai';
import type { SiteConfigValues } from '../../platform/api/contract';
import { siteConfigAtom } from '../../platform/config/atoms';
import { variationOrControlAtom } from '../../platform/experiments/atoms';
import { userSessionAtom } from '../../platform/session/atoms';
import { siteContextAtom } from '../../platform/site/atoms';
import { windowWidthAtom } from '../../platform/state/windowWidth';
import { type Affiliate, affiliateAtom, coBrandLogo } from '../affiliate';
import {
  type BannerStyle,
  bannerParts,
  bannerStyleAtom,
  signInLinks,
  signInLinksStateAtom,
} from '../layout';
import { phoneInfoAtom } from '../site-config';
import {
  accountMenuLabel,
  COMPANY_DOMAINS,
  DEFAULT_PATHS,
  type HelpMenuItem,
  helpMenuItems,
  showEstateVault,
  showLogoTagline,
  showPhoneNumber,
  upgradeButtonTextKey,
  upgradeEntry,
} from './rules';

/** Everything the desktop and mobile headers show, decided once from config, session and rules. */
export interface HeaderModel {
  values: Partial<SiteConfigValues>;
  brandName: string | null;
  homeUrl: string;
  coBrand: ReturnType<typeof coBrandLogo>;
  showTagline: boolean;
  phoneNumber: string | null;
  helpItems: HelpMenuItem[];
  isSignedIn: boolean;
  account: ReturnType<typeof accountMenuLabel>;
  showEstateVault: boolean;
  /** French legal-docs brand: My Documents opens the dialog instead of navigating. */
  myDocumentsAsDialog: boolean;
  myDocumentsUrl: string;
  bannerStyle: BannerStyle;
  parts: ReturnType<typeof bannerParts>;
  signInLinks: ReturnType<typeof signInLinks>;
  upgrade: ReturnType<typeof upgradeEntry>;
  upgradeTextKey: ReturnType<typeof upgradeButtonTextKey>;
  upgradeUrl: string | null;
  /** Banner normal and showNavigation not false (page-shell §2 Desktop navigation). */
  showNavigation: boolean;
}

const url = (value: string | null | undefined) => (value?.trim() ? value : null);

/** The header's view model (page-shell §2 Header, §4, §6, §9), from the existing rules. */
export function useHeaderModel(affiliateOverride?: Affiliate | null): HeaderModel {
  const config = useAtomValue(siteConfigAtom);
  const session = useAtomValue(userSessionAtom);
  const bannerStyle = useAtomValue(bannerStyleAtom);
  const signInLinksState = useAtomValue(signInLinksStateAtom);
  const site = useAtomValue(siteContextAtom);
  const width = useAtomValue(windowWidthAtom);
  const phone = useAtomValue(phoneInfoAtom);
  const detected = useAtomValue(affiliateAtom);
  const redesign = useAtomValue(variationOrControlAtom('upgradeBarRedesign'));
  const taglineVariation = useAtomValue(variationOrControlAtom('logoTagline'));

  const values = config.values;
  const isSignedIn = session.isSignedIn;
  const phoneAllowed = showPhoneNumber(values);
  const phoneNumber = phoneAllowed ? (url(phone?.phoneNumber) ?? null) : null;
  const parts = bannerParts(bannerStyle, isSignedIn);
  return {
    values,
    brandName: url(values.sitebrand),
    homeUrl: url(values.home) ?? DEFAULT_PATHS.home,
    coBrand: coBrandLogo(affiliateOverride === undefined ? detected : affiliateOverride),
    showTagline: showLogoTagline({
      countryCode: config.countryCode,
      isLawDepotBrand: values.isLawDepotBrand === true,
      viewportWidth: width,
      variation: taglineVariation,
    }),
    phoneNumber,
    helpItems: values.siteBrandType
      ? helpMenuItems({
          brandType: values.siteBrandType,
          locale: site.locale,
          showPhoneInfo: phoneAllowed,
          phoneNumber,
          isSignedIn,
          hasTicketCenter: url(values.ticketCenter) !== null,
        }).filter((item) => item !== 'liveChat' || url(values.liveHelp) !== null)
      : [],
    isSignedIn,
    account: accountMenuLabel(session.username, COMPANY_DOMAINS[site.brand]),
    showEstateVault: showEstateVault(values) && url(values.estateDashboard) !== null,
    myDocumentsAsDialog: values.siteBrandType === 'frLegal',
    myDocumentsUrl: url(values.myDocuments) ?? DEFAULT_PATHS.myDocuments,
    bannerStyle,
    parts,
    signInLinks: signInLinks(signInLinksState),
    upgrade: upgradeEntry({
      countryCode: config.countryCode,
      isSignedIn,
      hasFreeAccount: session.hasFreeAccount,
      yearlySupported: values.isYearlySubscriptionSupported === true,
      bannerStyle,
      upgradeBarRedesignVariation: redesign,
    }),
    upgradeTextKey: upgradeButtonTextKey(width),
    upgradeUrl: url(values.upgradeAccount),
    showNavigation: parts.navigation && values.showNavigation !== false,
  };
}
