import { describe, expect, it } from 'vitest';
import type { Variation } from '../../platform/experiments/registry';
import {
  isESignBenefitShown,
  isQuickActionsShown,
  isTrustWidgetShown,
  parseRegionList,
} from './rules';

const base = { variation: 'C' as Variation, userRegion: null, unsupportedRegions: '' };

describe('parseRegionList', () => {
  it('splits, trims, upper-cases and drops blanks', () => {
    expect(parseRegionList('QC, nl ,,PE ')).toEqual(['QC', 'NL', 'PE']);
    expect(parseRegionList('')).toEqual([]);
    expect(parseRegionList(null)).toEqual([]);
  });
});

describe('isESignBenefitShown (§6)', () => {
  it('is always shown in the US', () => {
    for (const variation of ['C', 'N', 'F', 'Y', null] as const) {
      expect(isESignBenefitShown({ ...base, country: 'US', variation })).toBe(true);
    }
  });

  it('needs variation N in CA, GB and AU', () => {
    for (const country of ['CA', 'GB', 'AU']) {
      expect(isESignBenefitShown({ ...base, country, variation: 'N' })).toBe(true);
      expect(isESignBenefitShown({ ...base, country, variation: 'C' })).toBe(false);
      expect(isESignBenefitShown({ ...base, country, variation: 'F' })).toBe(false);
      expect(isESignBenefitShown({ ...base, country, variation: undefined })).toBe(false);
    }
  });

  it('is never shown elsewhere', () => {
    for (const country of ['FR', 'DE', 'MX']) {
      expect(isESignBenefitShown({ ...base, country, variation: 'N' })).toBe(false);
    }
  });

  it('is hidden when the region is in the unsupported list, in any country', () => {
    expect(
      isESignBenefitShown({
        country: 'US',
        variation: 'C',
        userRegion: 'ny',
        unsupportedRegions: 'CA,NY',
      }),
    ).toBe(false);
    expect(
      isESignBenefitShown({
        country: 'CA',
        variation: 'N',
        userRegion: 'QC',
        unsupportedRegions: ' qc ',
      }),
    ).toBe(false);
    expect(
      isESignBenefitShown({
        country: 'CA',
        variation: 'N',
        userRegion: 'ON',
        unsupportedRegions: 'QC',
      }),
    ).toBe(true);
    expect(
      isESignBenefitShown({
        country: 'US',
        variation: 'C',
        userRegion: '',
        unsupportedRegions: 'NY',
      }),
    ).toBe(true);
  });
});

describe('isTrustWidgetShown (§6)', () => {
  it('is hidden for DE and FR', () => {
    expect(isTrustWidgetShown('DE')).toBe(false);
    expect(isTrustWidgetShown('fr')).toBe(false);
    for (const c of ['US', 'CA', 'GB', 'AU', 'AT']) expect(isTrustWidgetShown(c)).toBe(true);
  });
});

describe('isQuickActionsShown (§9)', () => {
  const ready = { isSignedIn: true, subscriptionsLoaded: true };
  it('shows in US, CA and GB for a signed-in member once the list is loaded', () => {
    for (const country of ['US', 'CA', 'gb']) {
      expect(isQuickActionsShown({ ...ready, country })).toBe(true);
    }
  });

  it('hides in other countries, signed out, or before the list loads', () => {
    for (const country of ['AU', 'FR', 'DE']) {
      expect(isQuickActionsShown({ ...ready, country })).toBe(false);
    }
    expect(isQuickActionsShown({ ...ready, country: 'US', isSignedIn: false })).toBe(false);
    expect(isQuickActionsShown({ ...ready, country: 'US', subscriptionsLoaded: false })).toBe(
      false,
    );
  });
});
