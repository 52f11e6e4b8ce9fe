import { describe, expect, it } from 'vitest';
import { checkExpiry } from './cardExpiry';

describe('checkExpiry (§5)', () => {
  // 2026-06-01 03:00 UTC is still May 31 in Edmonton.
  const now = new Date('2026-06-01T03:00:00Z');

  it('accepts the current month and later, rejects earlier months', () => {
    expect(checkExpiry(5, 2026, now)).toBe('valid');
    expect(checkExpiry('06', '26', now)).toBe('valid');
    expect(checkExpiry(4, 2026, now)).toBe('expired');
    expect(checkExpiry(12, 2025, now)).toBe('expired');
    expect(checkExpiry(1, 2045, now)).toBe('valid');
  });

  it('uses the month in server time', () => {
    expect(checkExpiry(5, 2026, new Date('2026-06-01T07:00:00Z'))).toBe('expired');
  });

  it('rejects impossible months and years', () => {
    expect(checkExpiry(13, 2027, now)).toBe('invalid');
    expect(checkExpiry(0, 2027, now)).toBe('invalid');
    expect(checkExpiry('ab', 2027, now)).toBe('invalid');
    expect(checkExpiry(1, 202, now)).toBe('invalid');
    expect(checkExpiry(1, 2046, now)).toBe('invalid');
  });

  it('is empty when a part is missing', () => {
    expect(checkExpiry(null, 2027, now)).toBe('empty');
    expect(checkExpiry(1, '', now)).toBe('empty');
  });
});
