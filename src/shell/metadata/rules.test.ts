import { describe, expect, it } from 'vitest';
import type { PageMetadata } from '../../platform/api/contract';
import { headElements, metadataRegionFromLoc, pageMetadataRequest } from './rules';

describe('metadataRegionFromLoc (page-shell §3, §5)', () => {
  it('takes the characters after the first two, upper-cased', () => {
    expect(metadataRegionFromLoc('usca')).toBe('CA');
    expect(metadataRegionFromLoc('CAqc')).toBe('QC');
    expect(metadataRegionFromLoc('usnyc')).toBe('NYC');
  });

  it('is null when there is nothing after two characters', () => {
    expect(metadataRegionFromLoc('us')).toBeNull();
    expect(metadataRegionFromLoc('u')).toBeNull();
    expect(metadataRegionFromLoc('')).toBeNull();
    expect(metadataRegionFromLoc(null)).toBeNull();
  });
});

describe('pageMetadataRequest (page-shell §3, §7)', () => {
  it('reads the region from loc in the page URL', () => {
    expect(
      pageMetadataRequest({
        countryCode: 'US',
        fullUrl: 'https://www.site.test/lease/?loc=USTX',
        productCode: 'LEASE',
        nameVariation: ' ',
      }),
    ).toEqual({
      countryCode: 'US',
      fullUrl: 'https://www.site.test/lease/?loc=USTX',
      productCode: 'LEASE',
      regionCode: 'TX',
      nameVariation: null,
    });
  });

  it('leaves the region empty without loc or with an unparseable URL', () => {
    expect(
      pageMetadataRequest({ countryCode: 'US', fullUrl: 'https://s.test/' }).regionCode,
    ).toBeNull();
    expect(pageMetadataRequest({ countryCode: 'US', fullUrl: 'not a url' }).regionCode).toBeNull();
  });
});

describe('headElements (page-shell §3, §7)', () => {
  const metadata: PageMetadata = {
    htmlAttrs: { lang: 'en-US' },
    title: ' Lease Agreement | LegalKit ',
    meta: [
      { name: 'description', content: 'Terms: what a lease covers.' },
      { property: 'og:image', content: 'https://cdn.test/lease.png' },
    ],
    link: [
      { rel: 'canonical', href: 'https://www.site.test/lease/' },
      { rel: 'alternate', hreflang: 'fr-CA', href: '/fr/bail/' },
    ],
    structuredData: [{ '@type': 'WebPage', name: 'Lease' }],
  };

  it('keeps lang, title, meta, link and JSON-LD', () => {
    expect(headElements(metadata)).toEqual({
      lang: 'en-US',
      title: 'Lease Agreement | LegalKit',
      meta: metadata.meta,
      link: metadata.link,
      jsonLd: ['{"@type":"WebPage","name":"Lease"}'],
    });
  });

  it('drops event handlers, odd names, script and data addresses, and http-equiv', () => {
    const elements = headElements({
      ...metadata,
      meta: [
        { name: 'robots', content: 'noindex', onload: 'alert(1)', 'bad name': 'x' },
        { 'http-equiv': 'refresh', content: '0;url=https://evil.test' },
        { property: 'og:url', content: 'javascript:alert(1)' },
        {},
      ],
      link: [
        { rel: 'canonical', href: 'javascript:alert(1)' },
        { rel: 'icon', href: 'data:image/png;base64,AAAA' },
        { rel: 'alternate' },
        { rel: 'alternate', href: 'ftp://files.test/' },
      ],
    });
    expect(elements.meta).toEqual([{ name: 'robots', content: 'noindex' }]);
    expect(elements.link).toEqual([]);
  });

  it('escapes "<" in JSON-LD so it cannot close its script', () => {
    const [json] = headElements({
      ...metadata,
      structuredData: [{ name: '</script><script>alert(1)</script>' }],
    }).jsonLd;
    expect(json).not.toContain('<');
    expect(JSON.parse(json ?? '')).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('leaves an empty lang or title alone', () => {
    const elements = headElements({ ...metadata, htmlAttrs: { lang: ' ' }, title: '' });
    expect(elements.lang).toBeNull();
    expect(elements.title).toBeNull();
  });
});
