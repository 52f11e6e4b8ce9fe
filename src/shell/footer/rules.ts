/**
 * Footer decisions: link sets per brand and flags, desktop interleave, mobile/simple grid,
 * copyright year, AI-disclaimer wording and Quebec/QC locale blocks (page-shell §2 Footer, §3 Site
 * configuration values, §4 Experiments, §6, §9).
 */
import type { PhoneInfo, SiteConfigValues, SitePageUrl } from '../../platform/api/contract';
import { PolicyKind } from '../../platform/api/policyDocuments';
import type { FooterStyle } from '../layout';
import type { SiteBrandType } from '../site-config';

/** Countries that show "how it works" to signed-out visitors (page-shell §2 Footer, §6). */
export const HOW_IT_WORKS_COUNTRIES: readonly string[] = ['US', 'FR', 'DE', 'AT', 'ES', 'MX', 'CA'];

/** Page-shell §6: "how it works" only for signed-out visitors in US, FR, DE, AT, ES, MX, CA. */
export function showHowItWorks(countryCode: string, isSignedIn: boolean): boolean {
  return !isSignedIn && HOW_IT_WORKS_COUNTRIES.includes(countryCode.toUpperCase());
}

/** Footer links, named like the page-URL fields of site configuration (page-shell §3). */
export type FooterLinkId =
  | 'home'
  | 'aboutUs'
  | 'contact'
  | 'helpCenter'
  | 'howItWorks'
  | 'legalDocuments'
  | 'lawLibrary'
  | 'businessSolutions'
  | 'affiliate'
  | 'careers'
  | 'terms'
  | 'cookiePolicy'
  | 'privacyPolicy'
  | 'legalNotice'
  | 'cancel'
  | 'editorialPolicy';

/** Page-shell §2: the link order of each brand. */
export const FOOTER_LINK_ORDER: Record<SiteBrandType, readonly FooterLinkId[]> = {
  main: [
    'home',
    'aboutUs',
    'contact',
    'helpCenter',
    'howItWorks',
    'legalDocuments',
    'lawLibrary',
    'businessSolutions',
    'affiliate',
    'careers',
  ],
  frLegal: [
    'home',
    'howItWorks',
    'terms',
    'helpCenter',
    'cookiePolicy',
    'aboutUs',
    'privacyPolicy',
    'legalDocuments',
    'legalNotice',
  ],
  deLegal: [
    'home',
    'aboutUs',
    'howItWorks',
    'legalDocuments',
    'cancel',
    'editorialPolicy',
    'legalNotice',
    'terms',
    'privacyPolicy',
    'cookiePolicy',
    'contact',
  ],
};

/** Policy links also open their policy dialog (page-shell §2 Policy dialogs). */
const POLICY_BY_LINK: Partial<Record<FooterLinkId, PolicyKind>> = {
  terms: PolicyKind.Terms,
  cookiePolicy: PolicyKind.CookiePolicy,
  privacyPolicy: PolicyKind.PrivacyPolicy,
  legalNotice: PolicyKind.LegalNotice,
  editorialPolicy: PolicyKind.EditorialPolicy,
};

/** Page-shell §2: contact and help center open in a new tab. */
const NEW_TAB_LINKS: readonly FooterLinkId[] = ['contact', 'helpCenter'];

/** The site-configuration flags the footer reads (page-shell §3). Missing means off. */
export interface FooterFlags {
  showHomePageLink?: boolean;
  showAboutUs?: boolean;
  showLegalDocumentsLink?: boolean;
  showLawLibraryLink?: boolean;
  showBusinessSolutionsPageLink?: boolean;
  showAffiliateLink?: boolean;
  showCareersPageLink?: boolean;
  showMobileAboutLink?: boolean;
  showMobileLegalNotice?: boolean;
  showMobileTermsPolicy?: boolean;
  showMobileCancelPage?: boolean;
}

/** Flag each link needs on every viewport; links not listed need none. */
const DESKTOP_FLAG: Partial<Record<FooterLinkId, keyof FooterFlags>> = {
  home: 'showHomePageLink',
  aboutUs: 'showAboutUs',
  legalDocuments: 'showLegalDocumentsLink',
  lawLibrary: 'showLawLibraryLink',
  businessSolutions: 'showBusinessSolutionsPageLink',
  affiliate: 'showAffiliateLink',
  careers: 'showCareersPageLink',
};

/** Extra flag a link needs on mobile (page-shell §2 "Mobile links vary by brand flags"). */
const MOBILE_FLAG: Partial<Record<FooterLinkId, keyof FooterFlags>> = {
  aboutUs: 'showMobileAboutLink',
  legalNotice: 'showMobileLegalNotice',
  terms: 'showMobileTermsPolicy',
  privacyPolicy: 'showMobileTermsPolicy',
  cancel: 'showMobileCancelPage',
};

export interface FooterLinksInput {
  brandType: SiteBrandType;
  flags: FooterFlags;
  /** Page URLs from site configuration; a link without a URL is not shown. */
  urls: Partial<Record<FooterLinkId, string>>;
  countryCode: string;
  isSignedIn: boolean;
  viewport: 'desktop' | 'mobile';
}

export interface FooterLink {
  id: FooterLinkId;
  url: string;
  newTab: boolean;
  /** The policy dialog this link opens, if it is a policy link. */
  policy: PolicyKind | null;
}

/**
 * Page-shell §2 Footer: the brand's links in order, each shown only when its config flag allows
 * and it has a URL; "how it works" only for signed-out visitors in US, FR, DE, AT, ES, MX, CA;
 * on mobile the about, legal-notice, terms/privacy and cancel links also need their mobile flag.
 */
export function footerLinks(input: FooterLinksInput): FooterLink[] {
  return FOOTER_LINK_ORDER[input.brandType].flatMap((id): FooterLink[] => {
    const url = input.urls[id]?.trim();
    if (!url) return [];
    const flag = DESKTOP_FLAG[id];
    if (flag && input.flags[flag] !== true) return [];
    const mobileFlag = MOBILE_FLAG[id];
    if (input.viewport === 'mobile' && mobileFlag && input.flags[mobileFlag] !== true) return [];
    if (id === 'howItWorks' && !showHowItWorks(input.countryCode, input.isSignedIn)) return [];
    return [{ id, url, newTab: NEW_TAB_LINKS.includes(id), policy: POLICY_BY_LINK[id] ?? null }];
  });
}

export type FooterCell<T> = { kind: 'link'; link: T } | { kind: 'spacer' };

/**
 * Page-shell §2 Layout: desktop links alternate between a left and a right group (first left),
 * with a spacer between neighbouring links in each group. `slotOf` gives a link's place in the
 * alternation (default: its index): the footer passes its place among the links a signed-out
 * visitor sees, so a member, who has no "how it works", finds every other link in the column
 * it has on the home page they saw as a guest (issue #24).
 */
export function interleaveDesktopLinks<T>(
  links: readonly T[],
  slotOf: (link: T, index: number) => number = (_, index) => index,
): {
  left: FooterCell<T>[];
  right: FooterCell<T>[];
} {
  const withSpacers = (group: T[]): FooterCell<T>[] =>
    group.flatMap((link, index): FooterCell<T>[] =>
      index === 0 ? [{ kind: 'link', link }] : [{ kind: 'spacer' }, { kind: 'link', link }],
    );
  return {
    left: withSpacers(links.filter((link, index) => slotOf(link, index) % 2 === 0)),
    right: withSpacers(links.filter((link, index) => slotOf(link, index) % 2 === 1)),
  };
}

/**
 * Page-shell §2 Layout: mobile and simple footers use a grid. Fewer than 4 links make one row;
 * a count with remainder 3 (of 4) uses two columns; otherwise four columns on wide screens and
 * two on small ones.
 */
export function footerGridColumns(count: number): { wide: number; small: number } {
  if (count < 4) return { wide: Math.max(count, 1), small: Math.max(count, 1) };
  if (count % 4 === 3) return { wide: 2, small: 2 };
  return { wide: 4, small: 2 };
}

/** Placeholder in footerCopyrightTextFormat replaced by the current year (page-shell §9). */
export const COPYRIGHT_YEAR_PLACEHOLDER = '{currentYear}';

/** Page-shell §9: replaces every current-year placeholder with the year of `now`. */
export function copyrightText(format: string, now: Date): string {
  return format.split(COPYRIGHT_YEAR_PLACEHOLDER).join(String(now.getFullYear()));
}

/**
 * Page-shell §4 AI-assistant experiment: for US and the main brand, variation N switches the
 * footer wording to the variant with the AI disclaimer.
 */
export function footerWordingVariant(input: {
  countryCode: string;
  brandType: SiteBrandType;
  aiAssistantVariation?: string | null;
}): 'aiDisclaimer' | 'default' {
  const applies = input.countryCode.toUpperCase() === 'US' && input.brandType === 'main';
  return applies && input.aiAssistantVariation === 'N' ? 'aiDisclaimer' : 'default';
}

/** A footer disclaimer block's language: the site's own, or a fixed one (page-shell §9). */
export type FooterLocaleBlock = 'default' | 'en' | 'en-CA' | 'fr';

/**
 * Page-shell §9: a Canadian product code ending in QC gets English plus Canadian-English blocks;
 * the Quebec region gets the default plus French; everything else the default alone.
 */
export function footerLocaleBlocks(input: {
  countryCode: string;
  productCode?: string | null;
  isQuebecRegion: boolean;
}): FooterLocaleBlock[] {
  const canadian = input.countryCode.toUpperCase() === 'CA';
  if (canadian && input.productCode?.trim().toUpperCase().endsWith('QC')) return ['en', 'en-CA'];
  if (input.isQuebecRegion) return ['default', 'fr'];
  return ['default'];
}

/** Fixed languages of the footer's locale blocks (page-shell §9): English is US English, French is Canadian French. */
const BLOCK_LOCALE: Record<Exclude<FooterLocaleBlock, 'default'>, string> = {
  en: 'en-US',
  'en-CA': 'en-CA',
  fr: 'fr-CA',
};

/**
 * The locale of each footer block, in order, for a page in `pageLocale`: the default block is
 * the page's own language. A block in the same language as an earlier one is dropped (Quebec
 * pages already in French show one French block).
 */
export function footerBlockLocales(
  blocks: readonly FooterLocaleBlock[],
  pageLocale: string,
): string[] {
  const locales = blocks.map((block) => (block === 'default' ? pageLocale : BLOCK_LOCALE[block]));
  return locales.filter((locale, index) => locales.indexOf(locale) === index);
}

/**
 * Footer links' URLs from the site configuration's page URLs (page-shell §3). The help-center
 * link goes to the configured help-center contact page.
 */
export function footerLinkUrls(
  pages: Partial<Record<SitePageUrl, string | null | undefined>>,
): Partial<Record<FooterLinkId, string>> {
  const source: Record<FooterLinkId, SitePageUrl> = {
    home: 'home',
    aboutUs: 'aboutUs',
    contact: 'contact',
    helpCenter: 'helpCenterContact',
    howItWorks: 'howItWorks',
    legalDocuments: 'legalDocuments',
    lawLibrary: 'lawLibrary',
    businessSolutions: 'businessSolutions',
    affiliate: 'affiliate',
    careers: 'careers',
    terms: 'terms',
    cookiePolicy: 'cookiePolicy',
    privacyPolicy: 'privacyPolicy',
    legalNotice: 'legalNotice',
    cancel: 'cancel',
    editorialPolicy: 'editorialPolicy',
  };
  return Object.fromEntries(
    Object.entries(source).flatMap(([id, page]) => {
      const url = pages[page]?.trim();
      return url ? [[id, url]] : [];
    }),
  ) as Partial<Record<FooterLinkId, string>>;
}

/** The parts a footer can show. */
export type FooterSection =
  | 'links'
  | 'phone'
  | 'social'
  | 'trustLogos'
  | 'countrySelector'
  | 'disclaimer'
  | 'copyright'
  | 'recaptcha';

const SECTIONS_BY_STYLE: Record<FooterStyle, readonly FooterSection[]> = {
  normal: [
    'links',
    'phone',
    'social',
    'trustLogos',
    'countrySelector',
    'disclaimer',
    'copyright',
    'recaptcha',
  ],
  simple: ['links', 'disclaimer', 'copyright', 'recaptcha'],
  selection: ['countrySelector', 'copyright', 'recaptcha'],
  disclaimerOnly: ['disclaimer', 'copyright', 'recaptcha'],
  none: [],
};

/**
 * Page-shell §2/§4: what each footer style shows. Normal shows everything; simple its links (as a
 * grid), the disclaimer and copyright; selection the country selector and copyright;
 * disclaimer-only the disclaimer and copyright; none nothing. Every visible style keeps the
 * recaptcha notice, since the sign-in dialogs it covers open on every page.
 */
export function footerSections(style: FooterStyle): ReadonlySet<FooterSection> {
  return new Set(SECTIONS_BY_STYLE[style]);
}

/** Page-shell §2 Layout: the normal desktop footer interleaves its links; every other layout is a grid. */
export function footerLinkLayout(
  style: FooterStyle,
  viewport: 'desktop' | 'mobile',
): 'interleaved' | 'grid' {
  return style === 'normal' && viewport === 'desktop' ? 'interleaved' : 'grid';
}

/**
 * Page-shell §3: whether the disclaimer text shows. The disclaimer-only style always shows it
 * (the page asked for it); otherwise showDisclaimer on desktop and showMobileDisclaimer on mobile.
 */
export function showFooterDisclaimer(input: {
  style: FooterStyle;
  viewport: 'desktop' | 'mobile';
  showDisclaimer?: boolean;
  showMobileDisclaimer?: boolean;
}): boolean {
  if (!footerSections(input.style).has('disclaimer')) return false;
  if (input.style === 'disclaimerOnly') return true;
  return (
    (input.viewport === 'desktop' ? input.showDisclaimer : input.showMobileDisclaimer) === true
  );
}

export type TrustLogoKind = 'accreditation' | 'pci' | 'ssl';

export interface TrustLogoInput {
  showBbbLogo: boolean;
  showPciLogo: boolean;
  showSslLogo: boolean;
  showMobileTrustLogos: boolean;
  logoBbbUrl: string | null;
  leftOnDesktop: boolean;
  rightOnDesktop: boolean;
}

/**
 * Page-shell §2 Extras: which trust logos show and where. On desktop they sit at the start
 * (left) or end (right) of the links row by their position flags: both flags split them, the
 * accreditation logo left and the payment and SSL logos right; neither flag keeps them left.
 * On mobile they show in one row below the links only with showMobileTrustLogos. The
 * accreditation logo needs its profile URL.
 */
export function trustLogoPlacement(
  input: TrustLogoInput,
  viewport: 'desktop' | 'mobile',
): { start: TrustLogoKind[]; end: TrustLogoKind[] } {
  const shown: TrustLogoKind[] = [];
  if (input.showBbbLogo && input.logoBbbUrl?.trim()) shown.push('accreditation');
  if (input.showPciLogo) shown.push('pci');
  if (input.showSslLogo) shown.push('ssl');
  if (viewport === 'mobile') return { start: input.showMobileTrustLogos ? shown : [], end: [] };
  if (input.leftOnDesktop && input.rightOnDesktop) {
    return {
      start: shown.filter((kind) => kind === 'accreditation'),
      end: shown.filter((kind) => kind !== 'accreditation'),
    };
  }
  if (input.rightOnDesktop) return { start: [], end: shown };
  return { start: shown, end: [] };
}

export type SocialNetwork = 'facebook' | 'instagram' | 'linkedin';

export interface SocialLink {
  network: SocialNetwork;
  /** The network's own name (not translated). */
  name: string;
  url: string;
}

/**
 * Page-shell §2 Extras: the three social networks, each at the brand's handle (the site brand
 * name, lower-cased, letters and digits only). The configuration names no social URLs.
 */
export function socialLinks(siteBrand: string): SocialLink[] {
  const handle = siteBrand.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (!handle) return [];
  return [
    { network: 'facebook', name: 'Facebook', url: `https://www.facebook.com/${handle}` },
    { network: 'instagram', name: 'Instagram', url: `https://www.instagram.com/${handle}` },
    { network: 'linkedin', name: 'LinkedIn', url: `https://www.linkedin.com/company/${handle}` },
  ];
}

/** Page-shell §2 Extras: the recaptcha notice links to the search provider's policies. */
export const RECAPTCHA_NOTICE = {
  service: 'reCAPTCHA',
  provider: 'Google',
  privacyUrl: 'https://policies.google.com/privacy',
  termsUrl: 'https://policies.google.com/terms',
} as const;

// ---------------------------------------------------------------------------------------------
// The footer's view model: what each part shows, decided once from the rules above

/** What the footer renders while its inputs arrive. */
export type FooterDisplay = 'hidden' | 'skeleton' | 'unconfigured' | 'configured';

/**
 * Page-shell §2: the none style renders nothing; a skeleton stands in until the translations are
 * loaded and the site configuration is synchronised; when the configuration cannot be loaded the
 * footer keeps only what needs none of it.
 */
export function footerDisplay(input: {
  style: FooterStyle;
  translationsReady: boolean;
  configSynced: boolean;
  configFailed: boolean;
}): FooterDisplay {
  if (input.style === 'none') return 'hidden';
  if (!input.translationsReady || (!input.configSynced && !input.configFailed)) return 'skeleton';
  return input.configFailed ? 'unconfigured' : 'configured';
}

/** How one viewport's links are laid out (page-shell §2 Layout). */
export type FooterLinkArrangement =
  | { layout: 'interleaved'; left: FooterCell<FooterLink>[]; right: FooterCell<FooterLink>[] }
  | { layout: 'grid'; links: FooterLink[]; columns: { wide: number; small: number } };

/** A trust logo with what it links to or identifies itself by. */
export type FooterTrustLogo =
  | { kind: 'accreditation'; url: string }
  | { kind: 'pci' | 'ssl'; logoId: string | null };

export type FooterCopyrightText =
  | { kind: 'configured'; text: string }
  | { kind: 'default'; year: number };

export interface FooterModelInput {
  style: FooterStyle;
  values: Partial<SiteConfigValues>;
  countryCode: string;
  isSignedIn: boolean;
  aiAssistantVariation?: string | null;
  productCode?: string | null;
  /** The current country's phone info, `null` while it loads or when there is none. */
  phone: PhoneInfo | null;
  trustLogos: TrustLogoInput & { logoPciId: string | null; logoSslId: string | null };
  /** The page's language, for the disclaimer blocks. */
  pageLocale: string;
  now: Date;
  /** Whether the page passed a country selector. */
  hasCountrySelector: boolean;
  /** Whether this browser holds a cookie choice (known only once hydrated). */
  hasCookieChoice: boolean;
}

/** Everything the configured footer shows (page-shell §2 Footer, §3, §4, §9). */
export interface FooterModel {
  /** The site brand's name, for the disclaimer and the default copyright. */
  brand: string;
  /** Each viewport's links; `null` when the style shows none. */
  links: { desktop: FooterLinkArrangement; mobile: FooterLinkArrangement } | null;
  /** The phone block's info; `null` when it does not show. */
  phone: PhoneInfo | null;
  social: SocialLink[];
  showCountrySelector: boolean;
  /** The phone, social links or country selector show, in a row beside the links. */
  hasInfo: boolean;
  trustLogos: {
    desktopStart: FooterTrustLogo[];
    desktopEnd: FooterTrustLogo[];
    mobile: FooterTrustLogo[];
  };
  /** The disclaimer's blocks and where it shows; `null` when it shows nowhere. */
  disclaimer: {
    locales: string[];
    wording: 'aiDisclaimer' | 'default';
    viewports: 'all' | 'desktop' | 'mobile';
  } | null;
  copyright: FooterCopyrightText;
  showDisclaimerLink: boolean;
  /** The cookie-preferences link, once a choice is stored (the bar and its link are gone). */
  showCookieSettings: boolean;
}

/** The configured footer's view model, from the site configuration and the rules above. */
export function footerModel(input: FooterModelInput): FooterModel {
  const { style, values, countryCode, trustLogos } = input;
  const sections = footerSections(style);
  const brandType = values.siteBrandType ?? 'main';
  const brand = values.sitebrand ?? '';
  const urls = footerLinkUrls(values);
  const linksFor = (viewport: 'desktop' | 'mobile', isSignedIn = input.isSignedIn) =>
    footerLinks({ brandType, flags: values, urls, countryCode, isSignedIn, viewport });
  // The desktop columns follow the links a guest sees: signing in never moves a link.
  const guestOrder = linksFor('desktop', false).map((link) => link.id);
  const arrange = (viewport: 'desktop' | 'mobile'): FooterLinkArrangement => {
    const links = linksFor(viewport);
    if (footerLinkLayout(style, viewport) === 'grid') {
      return { layout: 'grid', links, columns: footerGridColumns(links.length) };
    }
    const { left, right } = interleaveDesktopLinks(links, (link, index) => {
      const slot = guestOrder.indexOf(link.id);
      return slot < 0 ? index : slot;
    });
    return { layout: 'interleaved', left, right };
  };

  const phone =
    sections.has('phone') && values.showPhoneInfo === true && input.phone !== null
      ? input.phone
      : null;
  const social =
    sections.has('social') && values.showSocialLinks === true ? socialLinks(brand) : [];
  const showCountrySelector = sections.has('countrySelector') && input.hasCountrySelector;

  const logo = (kind: TrustLogoKind): FooterTrustLogo =>
    kind === 'accreditation'
      ? { kind, url: trustLogos.logoBbbUrl ?? '' }
      : { kind, logoId: kind === 'pci' ? trustLogos.logoPciId : trustLogos.logoSslId };
  const showTrust = sections.has('trustLogos');
  const desktopTrust = trustLogoPlacement(trustLogos, 'desktop');
  const mobileTrust = trustLogoPlacement(trustLogos, 'mobile').start;

  const disclaimerOn = (viewport: 'desktop' | 'mobile') =>
    showFooterDisclaimer({
      style,
      viewport,
      showDisclaimer: values.showDisclaimer,
      showMobileDisclaimer: values.showMobileDisclaimer,
    });
  const desktopDisclaimer = disclaimerOn('desktop');
  const mobileDisclaimer = disclaimerOn('mobile');
  const format = values.footerCopyrightTextFormat?.trim();

  return {
    brand,
    links: sections.has('links')
      ? { desktop: arrange('desktop'), mobile: arrange('mobile') }
      : null,
    phone,
    social,
    showCountrySelector,
    hasInfo: phone !== null || social.length > 0 || showCountrySelector,
    trustLogos: {
      desktopStart: showTrust ? desktopTrust.start.map(logo) : [],
      desktopEnd: showTrust ? desktopTrust.end.map(logo) : [],
      mobile: showTrust ? mobileTrust.map(logo) : [],
    },
    disclaimer:
      desktopDisclaimer || mobileDisclaimer
        ? {
            locales: footerBlockLocales(
              footerLocaleBlocks({
                countryCode,
                productCode: input.productCode,
                isQuebecRegion: values.isQuebecRegion ?? false,
              }),
              input.pageLocale,
            ),
            wording: footerWordingVariant({
              countryCode,
              brandType,
              aiAssistantVariation: input.aiAssistantVariation,
            }),
            viewports:
              desktopDisclaimer === mobileDisclaimer
                ? 'all'
                : desktopDisclaimer
                  ? 'desktop'
                  : 'mobile',
          }
        : null,
    copyright: format
      ? { kind: 'configured', text: copyrightText(format, input.now) }
      : { kind: 'default', year: input.now.getFullYear() },
    showDisclaimerLink: values.showDisclaimerLink === true,
    showCookieSettings: input.hasCookieChoice,
  };
}
