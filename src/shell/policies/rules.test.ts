import { describe, expect, it } from 'vitest';
import {
  isPolicyLoading,
  PolicyKind,
  policyContentFromResponse,
  policyContentSettings,
  policyDocumentForKind,
  policyFetchFailedMessage,
  policyKindFromMessage,
  policyKinds,
  policyMessageName,
  policyPdfFileName,
  policyRegion,
  policyShowsPrintAndSave,
  policyUrl,
  policyUrlErrorMessage,
  policyUrlForKind,
} from './rules';

describe('policyUrl (page-shell §5, §7)', () => {
  it('lower-cases the type, turns spaces into underscores and lower-cases the region', () => {
    expect(
      policyUrl({
        brand: 'main',
        policyType: 'Privacy Policy',
        locale: 'en_US',
        region: 'California',
      }),
    ).toEqual({
      ok: true,
      url: '/common/components/website-policies/main/privacy_policy_en_US_california.html',
    });
    expect(policyUrl({ brand: 'main', policyType: 'Terms of Use', locale: 'en-GB' })).toEqual({
      ok: true,
      url: '/common/components/website-policies/main/terms_of_use_en_GB.html',
    });
  });

  it('fails naming the first empty part', () => {
    expect(policyUrl({ brand: ' ', policyType: 'x', locale: 'en_US' })).toEqual({
      ok: false,
      error: 'mustNotBeEmpty',
      part: 'brand',
    });
    expect(policyUrl({ brand: 'b', policyType: '', locale: 'en_US' })).toMatchObject({
      part: 'policyType',
    });
    expect(policyUrl({ brand: 'b', policyType: 'x', locale: '' })).toMatchObject({
      part: 'locale',
    });
  });

  it('cannot be steered out of the policies folder by the brand', () => {
    const result = policyUrl({ brand: '../../x', policyType: 'Terms', locale: 'en_US' });
    expect(result.ok && new URL(result.url, 'https://s.test').pathname).toMatch(
      /^\/common\/components\/website-policies\/[^/]+\/[^/]+\.html$/,
    );
  });
});

describe('policyRegion (page-shell §9)', () => {
  it('uses Quebec for cookie and privacy in en_CA and fr_CA', () => {
    for (const locale of ['en_CA', 'fr_CA', 'fr-CA']) {
      expect(policyRegion(PolicyKind.CookiePolicy, locale)).toBe('Quebec');
      expect(policyRegion(PolicyKind.PrivacyPolicy, locale)).toBe('Quebec');
      expect(policyRegion(PolicyKind.Terms, locale)).toBeNull();
    }
  });

  it('uses California for privacy in en_US only', () => {
    expect(policyRegion(PolicyKind.PrivacyPolicy, 'en_US')).toBe('California');
    expect(policyRegion(PolicyKind.CookiePolicy, 'en_US')).toBeNull();
    expect(policyRegion(PolicyKind.PrivacyPolicy, 'en_GB')).toBeNull();
    expect(policyRegion(PolicyKind.PrivacyPolicy, 'es_MX')).toBeNull();
  });

  it('applies the override when building a URL for a kind', () => {
    expect(policyUrlForKind(PolicyKind.CookiePolicy, 'main', 'fr-CA')).toEqual({
      ok: true,
      url: '/common/components/website-policies/main/cookie_policy_fr_CA_quebec.html',
    });
  });
});

describe('print and save (page-shell §2)', () => {
  it('shows only for editorial, privacy and terms', () => {
    expect(policyKinds.filter(policyShowsPrintAndSave).sort()).toEqual([
      'EDITORIALPOLICY',
      'PRIVACYPOLICY',
      'TERMS',
    ]);
  });
});

describe('message names (page-shell §7)', () => {
  it('maps every kind to its message name and back', () => {
    const names = policyKinds.map(policyMessageName);
    expect(new Set(names)).toEqual(
      new Set([
        'terms',
        'ai-disclaimer',
        'cookie',
        'disclaimer',
        'email',
        'editorial',
        'legal-notice',
        'privacy',
      ]),
    );
    for (const kind of policyKinds)
      expect(policyKindFromMessage(policyMessageName(kind))).toBe(kind);
  });

  it('returns null for unknown names', () => {
    expect(policyKindFromMessage('refund')).toBeNull();
    expect(policyKindFromMessage(undefined)).toBeNull();
    expect(policyKindFromMessage(' Privacy ')).toBe('PRIVACYPOLICY');
  });
});

describe('policy content (page-shell §2, §8)', () => {
  it('loads on 200 and fails otherwise', () => {
    expect(policyContentFromResponse('Terms', { status: 200, html: '<p>x</p>' })).toEqual({
      kind: 'loaded',
      html: '<p>x</p>',
    });
    for (const response of [
      { status: 404, html: '' },
      { status: 204, html: '' },
      { status: 200, html: ' \n ' },
      null,
    ]) {
      expect(policyContentFromResponse('Terms', response)).toEqual({
        kind: 'failed',
        log: { message: 'policyFetchFailed', policyType: 'Terms' },
      });
    }
  });

  it('treats empty content as loading', () => {
    expect(isPolicyLoading('')).toBe(true);
    expect(isPolicyLoading(null)).toBe(true);
    expect(isPolicyLoading('<p/>')).toBe(false);
  });
});

describe('policy document parts (page-shell §5, §7, §9)', () => {
  it('gives the brand and file name the policy call takes, with the region override', () => {
    expect(policyDocumentForKind(PolicyKind.PrivacyPolicy, 'main', 'en-US')).toEqual({
      ok: true,
      brand: 'main',
      document: 'privacy_policy_en_US_california',
    });
    expect(policyDocumentForKind(PolicyKind.AiDisclaimer, 'fr-legal', 'fr-FR')).toEqual({
      ok: true,
      brand: 'fr-legal',
      document: 'ai_disclaimer_fr_FR',
    });
  });

  it('agrees with the URL for every kind', () => {
    for (const kind of policyKinds) {
      const parts = policyDocumentForKind(kind, 'de-legal', 'de-AT');
      const url = policyUrlForKind(kind, 'de-legal', 'de-AT');
      expect(parts.ok && url.ok).toBe(true);
      if (parts.ok && url.ok) {
        expect(url.url).toBe(
          `/common/components/website-policies/${parts.brand}/${parts.document}.html`,
        );
      }
    }
  });

  it('names the empty part', () => {
    expect(policyDocumentForKind(PolicyKind.Terms, '', 'en-US')).toMatchObject({
      ok: false,
      part: 'brand',
    });
    expect(policyDocumentForKind(PolicyKind.Terms, 'main', ' ')).toMatchObject({
      part: 'locale',
    });
    expect(policyUrlErrorMessage('locale')).toBe('Policy URL: locale must not be empty');
  });
});

describe('failure message (page-shell §8)', () => {
  it('names the policy type', () => {
    expect(policyFetchFailedMessage('Cookie Policy')).toBe('Failed fetching Cookie Policy');
  });
});

describe('policy content settings (page-shell §3)', () => {
  it('flags print and save for editorial, privacy and terms only', () => {
    for (const kind of policyKinds) {
      const settings = policyContentSettings(kind, 'LegalKit', 'Title');
      expect(settings.showPrintButton).toBe(policyShowsPrintAndSave(kind));
      expect(settings.showSaveButton).toBe(policyShowsPrintAndSave(kind));
    }
    expect(policyContentSettings(PolicyKind.Terms, 'LegalKit', 'Terms of Use')).toEqual({
      policyType: 'Terms of Use',
      showPrintButton: true,
      showSaveButton: true,
      pdfFileName: 'LegalKit - Terms of Use',
    });
  });

  it('builds a PDF file name a file system accepts', () => {
    expect(policyPdfFileName('Actes Clairs', 'Politique de confidentialité')).toBe(
      'Actes Clairs - Politique de confidentialité',
    );
    expect(policyPdfFileName(null, 'Terms of Use')).toBe('Terms of Use');
    expect(policyPdfFileName('  ', 'Terms of Use')).toBe('Terms of Use');
    expect(policyPdfFileName('A/B', 'Terms: "v2" <draft>?')).toBe('A B - Terms v2 draft');
  });
});
