import { describe, expect, it } from 'vitest';
import { shouldSendBrandParam } from './rules';

describe('shouldSendBrandParam (page-shell §5 Brand query parameter)', () => {
  it('drops "+", empty, "%2B" and "None"', () => {
    for (const brand of ['+', '', '  ', '%2B', '%2b', 'None', null, undefined]) {
      expect(shouldSendBrandParam(brand), String(brand)).toBe(false);
    }
  });

  it('sends any other brand, including look-alikes', () => {
    for (const brand of ['main', 'none', '++', 'NoneSuch']) {
      expect(shouldSendBrandParam(brand), brand).toBe(true);
    }
  });
});
