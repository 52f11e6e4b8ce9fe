import { describe, expect, it } from 'vitest';
import { siteConfigFor } from '../../platform/fixtures';
import {
  accountLinkIds,
  accountLinks,
  CA_NOTARY_BOOKING_URL,
  eSignatureHref,
  isOffSite,
  siteOrigin,
  withQuery,
} from './rules';

const origin = 'https://www.legalkit.example.com';
const us = { origin, config: siteConfigFor('main', 'US'), country: 'US', locale: 'en-US' };

describe('accountLinks (§2)', () => {
  it('builds every link on the site origin from the configuration (main, US)', () => {
    const links = accountLinks(us);
    expect(links).toEqual({
      home: `${origin}/`,
      allContracts: `${origin}/legal-documents/`,
      estateContracts: `${origin}/legal-documents/estate-planning/`,
      realEstateContracts: `${origin}/legal-documents/real-estate/`,
      businessContracts: `${origin}/legal-documents/business/`,
      myDocuments: `${origin}/mydocuments/`,
      estateDashboard: `${origin}/estate-dashboard/`,
      federalIncorporation: null,
      resources: `${origin}/resources/`,
      help: `${origin}/help/`,
      feedback: `${origin}/help/tickets/?type=feedback`,
      reviews: `${origin}/reviews/`,
      businessSolutions: `${origin}/business/`,
      affiliate: `${origin}/affiliates/`,
      onlineNotary: `${origin}/online-notary/`,
      legalAdvice: `${origin}/legal-advice/`,
      eSignature: `${origin}/esign/?utm_source=my-account&utm_medium=dashboard&utm_campaign=member-benefits`,
    });
    expect(Object.keys(links)).toEqual([...accountLinkIds]);
  });

  it('uses defaults when the configuration has not arrived', () => {
    const links = accountLinks({ ...us, config: {} });
    expect(links.home).toBe(`${origin}/`);
    expect(links.allContracts).toBe(`${origin}/legal-documents/`);
    expect(links.myDocuments).toBe(`${origin}/mydocuments/`);
    expect(links.feedback).toBe(`${origin}/help/tickets/?type=feedback`);
    expect(links.estateDashboard).toBeNull();
    expect(links.businessSolutions).toBeNull();
    expect(links.affiliate).toBeNull();
  });

  it('groups follow a configured documents path, with or without its trailing slash', () => {
    const links = accountLinks({ ...us, config: { legalDocuments: '/docs' } });
    expect(links.allContracts).toBe(`${origin}/docs/`);
    expect(links.businessContracts).toBe(`${origin}/docs/business/`);
  });

  it('German help goes to the ticket page', () => {
    const de = accountLinks({
      origin: 'https://www.vertragswerk.example.com',
      config: siteConfigFor('de-legal', 'DE'),
      country: 'DE',
      locale: 'de-DE',
    });
    expect(de.help).toBe('https://www.vertragswerk.example.com/help/tickets/');
    const at = accountLinks({ ...us, config: { ticketCenter: '/tickets/' }, locale: 'de-AT' });
    expect(at.help).toBe(`${origin}/tickets/`);
    expect(accountLinks({ ...us, locale: 'fr-FR' }).help).toBe(`${origin}/help/`);
  });

  it('CA notary goes to the booking service; CA alone has the federal incorporation package', () => {
    const ca = accountLinks({ ...us, config: siteConfigFor('main', 'CA'), country: 'ca' });
    expect(ca.onlineNotary).toBe(CA_NOTARY_BOOKING_URL);
    expect(isOffSite(ca.onlineNotary as string, origin)).toBe(true);
    expect(ca.federalIncorporation).toBe(
      `${origin}/legal-documents/business/federal-incorporation-package/`,
    );
    expect(ca.estateDashboard).toBeNull();
    for (const country of ['US', 'GB', 'AU', 'FR', 'DE']) {
      const links = accountLinks({ ...us, country });
      expect(links.onlineNotary).toBe(`${origin}/online-notary/`);
      expect(links.federalIncorporation).toBeNull();
    }
  });

  it('drops pages the site switches off or does not configure', () => {
    const links = accountLinks({
      ...us,
      config: {
        ...siteConfigFor('main', 'US'),
        showEstateDashboard: false,
        showBusinessSolutionsPageLink: false,
        showAffiliateLink: false,
      },
    });
    expect(links.estateDashboard).toBeNull();
    expect(links.businessSolutions).toBeNull();
    expect(links.affiliate).toBeNull();
    const fr = accountLinks({ ...us, config: siteConfigFor('fr-legal', 'FR'), locale: 'fr-FR' });
    expect(fr.businessSolutions).toBeNull();
    expect(fr.affiliate).toBeNull();
  });

  it('never leaves the site for a configured absolute or protocol-relative path', () => {
    const links = accountLinks({
      ...us,
      config: { myDocuments: 'https://evil.example.net/x', home: '//evil.example.net' },
    });
    expect(links.myDocuments).toBe(`${origin}/`);
    expect(links.home).toBe(`${origin}/evil.example.net`);
  });
});

describe('eSignatureHref (§2)', () => {
  it('carries utm source, medium and campaign', () => {
    const url = new URL(eSignatureHref(origin, 'quick-actions'));
    expect(url.origin + url.pathname).toBe(`${origin}/esign/`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: 'my-account',
      utm_medium: 'dashboard',
      utm_campaign: 'quick-actions',
    });
  });
});

describe('helpers', () => {
  it('withQuery keeps and replaces parameters', () => {
    expect(withQuery(`${origin}/a/?x=1&type=old`, { type: 'feedback' })).toBe(
      `${origin}/a/?x=1&type=feedback`,
    );
  });

  it('isOffSite compares origins', () => {
    expect(isOffSite(`${origin}/x`, origin)).toBe(false);
    expect(isOffSite('https://other.example.com/', origin)).toBe(true);
    expect(isOffSite('not a url', origin)).toBe(true);
  });

  it('siteOrigin pairs the configured host with the page protocol', () => {
    const page = { protocol: 'http:', origin: 'http://localhost:6006' };
    expect(siteOrigin('main.localhost:3000', page)).toBe('http://main.localhost:3000');
    expect(siteOrigin('', page)).toBe('http://localhost:6006');
    expect(siteOrigin(null, page)).toBe('http://localhost:6006');
  });
});
