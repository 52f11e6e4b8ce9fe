import { describe, expect, it } from 'vitest';
import { isSubscriptionCardRefinementOn } from './rules';

describe('isSubscriptionCardRefinementOn (§9)', () => {
  it('is on for US whatever the variation, elsewhere only on N', () => {
    expect(isSubscriptionCardRefinementOn({ country: 'US', variation: 'C' })).toBe(true);
    expect(isSubscriptionCardRefinementOn({ country: 'us', variation: null })).toBe(true);
    expect(isSubscriptionCardRefinementOn({ country: 'CA', variation: 'N' })).toBe(true);
    expect(isSubscriptionCardRefinementOn({ country: 'CA', variation: 'C' })).toBe(false);
    expect(isSubscriptionCardRefinementOn({ country: 'CA', variation: undefined })).toBe(false);
    expect(isSubscriptionCardRefinementOn({ country: 'GB', variation: 'F' })).toBe(false);
  });
});
