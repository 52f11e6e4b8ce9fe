import { describe, expect, it } from 'vitest';
import { isEstateVaultAvailable } from './rules';

describe('isEstateVaultAvailable (§6)', () => {
  it('is unavailable for GB, AU, FR and DE', () => {
    for (const c of ['GB', 'AU', 'FR', 'DE', 'de']) expect(isEstateVaultAvailable(c)).toBe(false);
  });

  it('is available elsewhere', () => {
    for (const c of ['US', 'CA', 'MX', 'AT']) expect(isEstateVaultAvailable(c)).toBe(true);
  });
});
