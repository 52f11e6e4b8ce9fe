import { describe, expect, it } from 'vitest';
import { type FooterModelInput, footerDisplay, footerModel } from './rules';

const values: FooterModelInput['values'] = {
  sitebrand: 'LawDepot',
  siteBrandType: 'main',
  home: '/',
  aboutUs: '/about/',
  contact: '/contact/',
  helpCenterContact: '/help/',
  howItWorks: '/how-it-works/',
  legalDocuments: '/documents/',
  lawLibrary: '/library/',
  showHomePageLink: true,
  showAboutUs: true,
  showLegalDocumentsLink: true,
  showLawLibraryLink: true,
  showPhoneInfo: true,
  showSocialLinks: true,
  showDisclaimer: true,
  showMobileDisclaimer: true,
  isQuebecRegion: false,
};
const phone = { countryCode: 'US', phoneNumber: '1-800-555-0199', phoneHours: '9–5' };
const input = (over: Partial<FooterModelInput> = {}): FooterModelInput => ({
  style: 'normal',
  values,
  countryCode: 'US',
  isSignedIn: false,
  aiAssistantVariation: 'C',
  productCode: null,
  phone: phone as FooterModelInput['phone'],
  trustLogos: {
    showBbbLogo: true,
    showPciLogo: true,
    showSslLogo: false,
    showMobileTrustLogos: false,
    logoBbbUrl: 'https://bbb.example/profile',
    logoPciId: 'pci-1',
    logoSslId: 'ssl-1',
    leftOnDesktop: true,
    rightOnDesktop: true,
  },
  pageLocale: 'en-US',
  now: new Date(2026, 5, 1),
  hasCountrySelector: true,
  hasCookieChoice: false,
  ...over,
});
const linkIds = (cells: { kind: string; link?: { id: string } }[]) =>
  cells.flatMap((cell) => (cell.link ? [cell.link.id] : []));

describe('footerDisplay (page-shell §2)', () => {
  const ready = { translationsReady: true, configSynced: true, configFailed: false };
  it('hides the none style, waits for translations and config, then picks the footer', () => {
    expect(footerDisplay({ ...ready, style: 'none' })).toBe('hidden');
    expect(footerDisplay({ ...ready, style: 'normal', translationsReady: false })).toBe('skeleton');
    expect(footerDisplay({ ...ready, style: 'normal', configSynced: false })).toBe('skeleton');
    expect(
      footerDisplay({ ...ready, style: 'simple', configSynced: false, configFailed: true }),
    ).toBe('unconfigured');
    expect(footerDisplay({ ...ready, style: 'simple' })).toBe('configured');
  });
});

describe('footerModel', () => {
  it('interleaves the normal desktop links and grids the mobile ones', () => {
    const { links } = footerModel(input());
    expect(links?.desktop).toMatchObject({ layout: 'interleaved' });
    // On phones the about link also needs its mobile flag: six links, four columns wide.
    expect(links?.mobile).toMatchObject({ layout: 'grid', columns: { wide: 4, small: 2 } });
    if (links?.mobile.layout !== 'grid') throw new Error('grid expected');
    expect(links.mobile.links.map((link) => link.id)).not.toContain('aboutUs');
    if (links?.desktop.layout !== 'interleaved') throw new Error('interleaved expected');
    expect(linkIds(links.desktop.left)).toEqual(['home', 'contact', 'howItWorks', 'lawLibrary']);
    expect(linkIds(links.desktop.right)).toEqual(['aboutUs', 'helpCenter', 'legalDocuments']);
  });

  it("keeps a member's links in the columns a guest saw them in (issue #24)", () => {
    const { links } = footerModel(input({ isSignedIn: true }));
    if (links?.desktop.layout !== 'interleaved') throw new Error('interleaved expected');
    expect(linkIds(links.desktop.left)).toEqual(['home', 'contact', 'lawLibrary']);
    expect(linkIds(links.desktop.right)).toEqual(['aboutUs', 'helpCenter', 'legalDocuments']);
  });

  it('shows a grid and none of the extras in the simple style', () => {
    const model = footerModel(input({ style: 'simple' }));
    expect(model.links?.desktop).toMatchObject({ layout: 'grid', columns: { wide: 2, small: 2 } });
    expect(model.phone).toBeNull();
    expect(model.social).toEqual([]);
    expect(model.showCountrySelector).toBe(false);
    expect(model.hasInfo).toBe(false);
    expect(model.trustLogos).toEqual({ desktopStart: [], desktopEnd: [], mobile: [] });
  });

  it('shows the phone, social links and selector only when config and the page allow', () => {
    const all = footerModel(input());
    expect(all.phone).toEqual(phone);
    expect(all.social.map((link) => link.network)).toEqual(['facebook', 'instagram', 'linkedin']);
    expect(all.hasInfo).toBe(true);
    const none = footerModel(
      input({
        values: { ...values, showPhoneInfo: false, showSocialLinks: false },
        hasCountrySelector: false,
      }),
    );
    expect([none.phone, none.social, none.showCountrySelector, none.hasInfo]).toEqual([
      null,
      [],
      false,
      false,
    ]);
    expect(
      footerModel(input({ phone: null, values: { ...values, showSocialLinks: false } })),
    ).toMatchObject({ phone: null, showCountrySelector: true, hasInfo: true });
    const selection = footerModel(input({ style: 'selection' }));
    expect([selection.links, selection.showCountrySelector, selection.hasInfo]).toEqual([
      null,
      true,
      true,
    ]);
  });

  it('gives each trust logo its profile URL or logo id, placed by the desktop flags', () => {
    expect(footerModel(input()).trustLogos).toEqual({
      desktopStart: [{ kind: 'accreditation', url: 'https://bbb.example/profile' }],
      desktopEnd: [{ kind: 'pci', logoId: 'pci-1' }],
      mobile: [],
    });
  });

  it('says where the disclaimer shows, in which languages and wording', () => {
    expect(footerModel(input()).disclaimer).toEqual({
      locales: ['en-US'],
      wording: 'default',
      viewports: 'all',
    });
    const desktopOnly = { ...values, showMobileDisclaimer: false };
    expect(footerModel(input({ values: desktopOnly })).disclaimer?.viewports).toBe('desktop');
    const mobileOnly = { ...values, showDisclaimer: false };
    expect(footerModel(input({ values: mobileOnly })).disclaimer?.viewports).toBe('mobile');
    const neither = { ...values, showDisclaimer: false, showMobileDisclaimer: false };
    expect(footerModel(input({ values: neither })).disclaimer).toBeNull();
    expect(footerModel(input({ style: 'disclaimerOnly', values: neither })).disclaimer).toEqual({
      locales: ['en-US'],
      wording: 'default',
      viewports: 'all',
    });
    expect(footerModel(input({ aiAssistantVariation: 'N' })).disclaimer?.wording).toBe(
      'aiDisclaimer',
    );
    const quebec = footerModel(
      input({
        countryCode: 'CA',
        pageLocale: 'en-CA',
        values: { ...values, isQuebecRegion: true },
      }),
    );
    expect(quebec.disclaimer?.locales).toEqual(['en-CA', 'fr-CA']);
  });

  it('writes the configured copyright with the year, or asks for the default one', () => {
    expect(footerModel(input()).copyright).toEqual({ kind: 'default', year: 2026 });
    const format = { ...values, footerCopyrightTextFormat: ' © {currentYear} LawDepot ' };
    expect(footerModel(input({ values: format })).copyright).toEqual({
      kind: 'configured',
      text: '© 2026 LawDepot',
    });
  });

  it('offers the disclaimer link by config and the cookie settings once a choice is stored', () => {
    expect(footerModel(input()).showDisclaimerLink).toBe(false);
    expect(
      footerModel(input({ values: { ...values, showDisclaimerLink: true } })).showDisclaimerLink,
    ).toBe(true);
    expect(footerModel(input()).showCookieSettings).toBe(false);
    expect(footerModel(input({ hasCookieChoice: true })).showCookieSettings).toBe(true);
  });
});
