import { describe, expect, it } from 'vitest';
import {
  isPolicyLoading,
  PolicyKind,
  policyContentFromResponse,
  policyKindFromMessage,
  policyKinds,
  policyMessageName,
  policyRegion,
  policyShowsPrintAndSave,
  policyUrl,
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
    for (const response of [{ status: 404, html: '' }, { status: 204, html: '' }, null]) {
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
