import { describe, expect, it, vi } from 'vitest';
import { unregisterAccountServiceWorkers } from './serviceWorkers';

function registration(scope: string) {
  return { scope, unregister: vi.fn(async () => true) } as unknown as ServiceWorkerRegistration;
}

describe('unregisterAccountServiceWorkers', () => {
  it('unregisters only the workers whose scope includes /my-account', async () => {
    const account = registration('https://example.com/my-account/');
    const site = registration('https://example.com/');
    const result = await unregisterAccountServiceWorkers({
      getRegistrations: async () => [account, site],
    });
    expect(result).toEqual(['https://example.com/my-account/']);
    expect(account.unregister).toHaveBeenCalledOnce();
    expect(site.unregister).not.toHaveBeenCalled();
  });

  it('does nothing without service workers, and never rejects', async () => {
    await expect(unregisterAccountServiceWorkers(undefined)).resolves.toEqual([]);
    await expect(
      unregisterAccountServiceWorkers({
        getRegistrations: () => Promise.reject(new Error('SecurityError')),
      }),
    ).resolves.toEqual([]);
  });

  it('a worker that refuses to go does not stop the others', async () => {
    const stubborn = {
      scope: 'https://example.com/my-account/a/',
      unregister: vi.fn(() => Promise.reject(new Error('no'))),
    } as unknown as ServiceWorkerRegistration;
    const other = registration('https://example.com/my-account/b/');
    const result = await unregisterAccountServiceWorkers({
      getRegistrations: async () => [stubborn, other],
    });
    expect(result).toHaveLength(2);
    expect(other.unregister).toHaveBeenCalledOnce();
  });
});
