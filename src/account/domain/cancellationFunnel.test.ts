import { describe, expect, it } from 'vitest';
import { hasCancellationFunnel } from './cancellationFunnel';

describe('hasCancellationFunnel (§6)', () => {
  it('exists for US, CA, GB and AU only', () => {
    for (const c of ['US', 'CA', 'GB', 'AU', 'us']) expect(hasCancellationFunnel(c)).toBe(true);
    for (const c of ['FR', 'DE', 'MX', 'ES', '']) expect(hasCancellationFunnel(c)).toBe(false);
  });
});
