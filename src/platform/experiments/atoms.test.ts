import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { siteContextAtom } from '../site/atoms';
import { cacheAtom } from '../storage/atoms';
import { createCache, createMemoryStorage } from '../storage/cache';
import { fetchExperimentsAtom, settleVariationsAtom, variationOrControlAtom } from './atoms';
import type { FetchExperiments } from './service';

/** A US page whose experiments call assigns `N` to every experiment it is asked for. */
function storeAssigning(fetchExperiments: FetchExperiments) {
  const store = createStore();
  store.set(siteContextAtom, { brand: 'main', country: 'US', locale: 'en-US' });
  store.set(cacheAtom, createCache({ storage: createMemoryStorage() }));
  store.set(fetchExperimentsAtom, () => fetchExperiments);
  return store;
}

const assignsN: FetchExperiments = async (queries) =>
  queries.map((query) => ({ experimentName: query.experimentName, variationName: 'N' }));

describe('settleVariationsAtom (a server-rendered page renders the member’s variations)', () => {
  it('reads the control until the assignment is in, when nothing waited for it', () => {
    const store = storeAssigning(assignsN);
    expect(store.get(variationOrControlAtom('bundleSubscriptionPhase1'))).toBe('C');
  });

  it('holds every assignment of the spec once it resolves: a render right after reads them', async () => {
    const fetchExperiments = vi.fn(assignsN);
    const store = storeAssigning(fetchExperiments);
    await store.set(settleVariationsAtom, 'account-dashboard');
    expect(store.get(variationOrControlAtom('bundleSubscriptionPhase1'))).toBe('N');
    expect(store.get(variationOrControlAtom('promoCards'))).toBe('N');
    // The other spec's experiments were not asked for.
    const asked = fetchExperiments.mock.calls.flatMap(([queries]) =>
      queries.map((query) => query.experimentName),
    );
    expect(asked).toContain('bundle_subscription_phase_1');
    expect(asked).not.toContain('ai_assistant');
  });

  it('settles on the control when the experiments call fails, and says so', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = storeAssigning(async () => {
      throw new Error('experiments service down');
    });
    await store.set(settleVariationsAtom, 'account-dashboard');
    expect(store.get(variationOrControlAtom('bundleSubscriptionPhase1'))).toBe('C');
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('using control C'),
      expect.any(Error),
    );
    logged.mockRestore();
  });
});
