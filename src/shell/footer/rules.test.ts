import { describe, expect, it } from 'vitest';
import {
  COPYRIGHT_YEAR_PLACEHOLDER,
  copyrightText,
  FOOTER_LINK_ORDER,
  type FooterLinkId,
  type FooterLinksInput,
  footerBlockLocales,
  footerGridColumns,
  footerLinkLayout,
  footerLinks,
  footerLinkUrls,
  footerLocaleBlocks,
  footerSections,
  footerWordingVariant,
  interleaveDesktopLinks,
  RECAPTCHA_NOTICE,
  showFooterDisclaimer,
  showHowItWorks,
  socialLinks,
  type TrustLogoInput,
  trustLogoPlacement,
} from './rules';

const allIds = [...new Set(Object.values(FOOTER_LINK_ORDER).flat())] as FooterLinkId[];
const urls = Object.fromEntries(allIds.map((id) => [id, `/${id}/`]));
const allFlags = {
  showHomePageLink: true,
  showAboutUs: true,
  showLegalDocumentsLink: true,
  showLawLibraryLink: true,
  showBusinessSolutionsPageLink: true,
  showAffiliateLink: true,
  showCareersPageLink: true,
  showMobileAboutLink: true,
  showMobileLegalNotice: true,
  showMobileTermsPolicy: true,
  showMobileCancelPage: true,
};
const input = (over: Partial<FooterLinksInput> = {}): FooterLinksInput => ({
  brandType: 'main',
  flags: allFlags,
  urls,
  countryCode: 'US',
  isSignedIn: false,
  viewport: 'desktop',
  ...over,
});
const ids = (over: Partial<FooterLinksInput> = {}) => footerLinks(input(over)).map((l) => l.id);

describe('footerLinks (page-shell §2 Footer)', () => {
  it('lists the main brand links in order', () => {
    expect(ids()).toEqual([
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
    ]);
  });

  it('lists the French and German brand links in order', () => {
    expect(ids({ brandType: 'frLegal', countryCode: 'FR' })).toEqual([
      'home',
      'howItWorks',
      'terms',
      'helpCenter',
      'cookiePolicy',
      'aboutUs',
      'privacyPolicy',
      'legalDocuments',
      'legalNotice',
    ]);
    expect(ids({ brandType: 'deLegal', countryCode: 'DE' })).toEqual([
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
    ]);
  });

  it('drops each flagged link when its flag is off or missing', () => {
    const flagOf: Record<string, keyof typeof allFlags> = {
      home: 'showHomePageLink',
      aboutUs: 'showAboutUs',
      legalDocuments: 'showLegalDocumentsLink',
      lawLibrary: 'showLawLibraryLink',
      businessSolutions: 'showBusinessSolutionsPageLink',
      affiliate: 'showAffiliateLink',
      careers: 'showCareersPageLink',
    };
    for (const [id, flag] of Object.entries(flagOf)) {
      expect(ids({ flags: { ...allFlags, [flag]: false } })).not.toContain(id);
    }
    expect(ids({ flags: {} })).toEqual(['contact', 'helpCenter', 'howItWorks']);
  });

  it('drops a link without a URL', () => {
    expect(ids({ urls: { ...urls, careers: ' ' } })).not.toContain('careers');
  });

  it('shows how it works only to signed-out visitors in its countries', () => {
    expect(ids({ isSignedIn: true })).not.toContain('howItWorks');
    expect(ids({ countryCode: 'GB' })).not.toContain('howItWorks');
    expect(ids({ countryCode: 'CA' })).toContain('howItWorks');
  });

  it('opens contact and help center in a new tab and marks policy links', () => {
    const links = footerLinks(input({ brandType: 'deLegal', countryCode: 'DE' }));
    const byId = Object.fromEntries(links.map((link) => [link.id, link]));
    expect(byId.contact?.newTab).toBe(true);
    expect(byId.home?.newTab).toBe(false);
    expect(byId.privacyPolicy?.policy).toBe('PRIVACYPOLICY');
    expect(byId.editorialPolicy?.policy).toBe('EDITORIALPOLICY');
    expect(byId.cancel?.policy).toBeNull();
    expect(footerLinks(input()).find((l) => l.id === 'helpCenter')?.newTab).toBe(true);
  });

  it('needs the mobile flags for about, legal notice, terms/privacy and cancel on mobile', () => {
    const mobileOff = {
      ...allFlags,
      showMobileAboutLink: false,
      showMobileLegalNotice: false,
      showMobileTermsPolicy: false,
      showMobileCancelPage: false,
    };
    expect(
      ids({ brandType: 'deLegal', countryCode: 'DE', viewport: 'mobile', flags: mobileOff }),
    ).toEqual([
      'home',
      'howItWorks',
      'legalDocuments',
      'editorialPolicy',
      'cookiePolicy',
      'contact',
    ]);
    expect(ids({ brandType: 'deLegal', countryCode: 'DE', flags: mobileOff })).toContain('cancel');
  });
});

describe('interleaveDesktopLinks (page-shell §2 Layout)', () => {
  it('alternates links left and right with spacers between neighbours', () => {
    const link = (link: string) => ({ kind: 'link', link });
    const spacer = { kind: 'spacer' };
    expect(interleaveDesktopLinks(['a', 'b', 'c', 'd', 'e'])).toEqual({
      left: [link('a'), spacer, link('c'), spacer, link('e')],
      right: [link('b'), spacer, link('d')],
    });
    expect(interleaveDesktopLinks(['a'])).toEqual({ left: [link('a')], right: [] });
    expect(interleaveDesktopLinks([])).toEqual({ left: [], right: [] });
  });

  it("keeps each link's column when a link of the full list is missing (its slot)", () => {
    const link = (link: string) => ({ kind: 'link', link });
    const spacer = { kind: 'spacer' };
    const guest = ['home', 'about', 'how', 'docs', 'terms'];
    const member = ['home', 'about', 'docs', 'terms'];
    expect(interleaveDesktopLinks(member, (id) => guest.indexOf(id))).toEqual({
      left: [link('home'), spacer, link('terms')],
      right: [link('about'), spacer, link('docs')],
    });
  });
});

describe('footerGridColumns (page-shell §2 Layout)', () => {
  it('uses one row below 4 links', () => {
    expect(footerGridColumns(1)).toEqual({ wide: 1, small: 1 });
    expect(footerGridColumns(3)).toEqual({ wide: 3, small: 3 });
    expect(footerGridColumns(0)).toEqual({ wide: 1, small: 1 });
  });

  it('uses two columns for a remainder of 3, else four wide and two small', () => {
    expect(footerGridColumns(7)).toEqual({ wide: 2, small: 2 });
    expect(footerGridColumns(11)).toEqual({ wide: 2, small: 2 });
    for (const count of [4, 5, 6, 8, 9, 10]) {
      expect(footerGridColumns(count)).toEqual({ wide: 4, small: 2 });
    }
  });
});

describe('copyrightText (page-shell §9)', () => {
  it('replaces every year placeholder with the current year', () => {
    const now = new Date(2031, 5, 1);
    expect(copyrightText(`© ${COPYRIGHT_YEAR_PLACEHOLDER} Brand`, now)).toBe('© 2031 Brand');
    expect(copyrightText(`2001-{currentYear}, {currentYear}`, now)).toBe('2001-2031, 2031');
    expect(copyrightText('No year', now)).toBe('No year');
  });
});

describe('footerWordingVariant (page-shell §4 AI assistant)', () => {
  it('switches only for US, main brand, variation N', () => {
    const base = { countryCode: 'US', brandType: 'main' as const, aiAssistantVariation: 'N' };
    expect(footerWordingVariant(base)).toBe('aiDisclaimer');
    expect(footerWordingVariant({ ...base, aiAssistantVariation: 'C' })).toBe('default');
    expect(footerWordingVariant({ ...base, aiAssistantVariation: null })).toBe('default');
    expect(footerWordingVariant({ ...base, countryCode: 'CA' })).toBe('default');
    expect(footerWordingVariant({ ...base, brandType: 'frLegal' })).toBe('default');
  });
});

describe('footerLocaleBlocks (page-shell §9)', () => {
  it('gives QC products English plus Canadian English, Quebec default plus French', () => {
    expect(
      footerLocaleBlocks({ countryCode: 'CA', productCode: 'LEASEQC', isQuebecRegion: true }),
    ).toEqual(['en', 'en-CA']);
    expect(
      footerLocaleBlocks({ countryCode: 'CA', productCode: 'LEASE', isQuebecRegion: true }),
    ).toEqual(['default', 'fr']);
    expect(
      footerLocaleBlocks({ countryCode: 'US', productCode: 'LEASEQC', isQuebecRegion: false }),
    ).toEqual(['default']);
    expect(footerLocaleBlocks({ countryCode: 'CA', isQuebecRegion: false })).toEqual(['default']);
  });
});

describe('footerBlockLocales (page-shell §9)', () => {
  it('puts the page language first and fixes the others', () => {
    expect(footerBlockLocales(['en', 'en-CA'], 'fr-CA')).toEqual(['en-US', 'en-CA']);
    expect(footerBlockLocales(['default', 'fr'], 'en-CA')).toEqual(['en-CA', 'fr-CA']);
    expect(footerBlockLocales(['default'], 'de-DE')).toEqual(['de-DE']);
  });

  it('shows a language once', () => {
    expect(footerBlockLocales(['default', 'fr'], 'fr-CA')).toEqual(['fr-CA']);
  });
});

describe('footerLinkUrls (page-shell §3)', () => {
  it('maps page URLs to links, help center to the help-center contact page', () => {
    expect(
      footerLinkUrls({ home: '/', helpCenterContact: '/help/contact/', careers: ' ', terms: null }),
    ).toEqual({ home: '/', helpCenter: '/help/contact/' });
  });
});

describe('footerSections and footerLinkLayout (page-shell §2, §4)', () => {
  it('shows what each style names', () => {
    expect([...footerSections('normal')]).toHaveLength(8);
    expect([...footerSections('simple')]).toEqual([
      'links',
      'disclaimer',
      'copyright',
      'recaptcha',
    ]);
    expect([...footerSections('selection')]).toEqual(['countrySelector', 'copyright', 'recaptcha']);
    expect([...footerSections('disclaimerOnly')]).toEqual(['disclaimer', 'copyright', 'recaptcha']);
    expect(footerSections('none').size).toBe(0);
  });

  it('interleaves only the normal desktop footer', () => {
    expect(footerLinkLayout('normal', 'desktop')).toBe('interleaved');
    expect(footerLinkLayout('normal', 'mobile')).toBe('grid');
    expect(footerLinkLayout('simple', 'desktop')).toBe('grid');
  });
});

describe('showFooterDisclaimer (page-shell §3)', () => {
  it('follows the desktop and mobile flags, always on for disclaimer-only', () => {
    const flags = { showDisclaimer: true, showMobileDisclaimer: false };
    expect(showFooterDisclaimer({ style: 'normal', viewport: 'desktop', ...flags })).toBe(true);
    expect(showFooterDisclaimer({ style: 'normal', viewport: 'mobile', ...flags })).toBe(false);
    expect(showFooterDisclaimer({ style: 'disclaimerOnly', viewport: 'mobile', ...flags })).toBe(
      true,
    );
    expect(showFooterDisclaimer({ style: 'selection', viewport: 'desktop', ...flags })).toBe(false);
  });
});

describe('trustLogoPlacement (page-shell §2 Extras)', () => {
  const all: TrustLogoInput = {
    showBbbLogo: true,
    showPciLogo: true,
    showSslLogo: true,
    showMobileTrustLogos: true,
    logoBbbUrl: 'https://example.org',
    leftOnDesktop: true,
    rightOnDesktop: false,
  };

  it('places the logos by their desktop flags', () => {
    expect(trustLogoPlacement(all, 'desktop')).toEqual({
      start: ['accreditation', 'pci', 'ssl'],
      end: [],
    });
    expect(
      trustLogoPlacement({ ...all, leftOnDesktop: false, rightOnDesktop: true }, 'desktop'),
    ).toEqual({ start: [], end: ['accreditation', 'pci', 'ssl'] });
    expect(trustLogoPlacement({ ...all, rightOnDesktop: true }, 'desktop')).toEqual({
      start: ['accreditation'],
      end: ['pci', 'ssl'],
    });
    expect(trustLogoPlacement({ ...all, leftOnDesktop: false }, 'desktop').start).toHaveLength(3);
  });

  it('drops logos whose flag is off, and the accreditation logo without its URL', () => {
    expect(trustLogoPlacement({ ...all, showPciLogo: false, logoBbbUrl: null }, 'desktop')).toEqual(
      { start: ['ssl'], end: [] },
    );
  });

  it('shows them on mobile only with showMobileTrustLogos', () => {
    expect(trustLogoPlacement(all, 'mobile').start).toEqual(['accreditation', 'pci', 'ssl']);
    expect(trustLogoPlacement({ ...all, showMobileTrustLogos: false }, 'mobile')).toEqual({
      start: [],
      end: [],
    });
  });
});

describe('socialLinks and the recaptcha notice (page-shell §2 Extras)', () => {
  it('links three networks at the brand handle', () => {
    const links = socialLinks('Actes Clairs');
    expect(links.map((link) => link.network)).toEqual(['facebook', 'instagram', 'linkedin']);
    expect(links[0]?.url).toBe('https://www.facebook.com/actesclairs');
    expect(socialLinks(' ')).toEqual([]);
  });

  it('links the provider policies over https', () => {
    expect(RECAPTCHA_NOTICE.privacyUrl).toMatch(/^https:\/\//);
    expect(RECAPTCHA_NOTICE.termsUrl).toMatch(/^https:\/\//);
  });
});

describe('showHowItWorks (page-shell §6)', () => {
  it('shows to signed-out visitors in US, FR, DE, AT, ES, MX, CA only', () => {
    for (const country of ['US', 'FR', 'DE', 'AT', 'ES', 'MX', 'CA']) {
      expect(showHowItWorks(country, false)).toBe(true);
      expect(showHowItWorks(country, true)).toBe(false);
    }
    for (const country of ['GB', 'AU', 'IE', 'IN', 'NZ']) {
      expect(showHowItWorks(country, false)).toBe(false);
    }
  });
});
