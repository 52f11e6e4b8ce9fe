import { describe, expect, it } from 'vitest';
import { telHref } from './rules';

describe('telHref (page-shell §2, §7)', () => {
  it('dials digits and a leading plus only', () => {
    expect(telHref('1-800-555-0199')).toBe('tel:18005550199');
    expect(telHref('+44 800 555 0123')).toBe('tel:+448005550123');
  });
});
