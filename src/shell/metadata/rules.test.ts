import { describe, expect, it } from 'vitest';
import { metadataRegionFromLoc, pageMetadataRequest } from './rules';

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
