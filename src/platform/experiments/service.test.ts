import fc from 'fast-check';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteContextAtom } from '../site/atoms';
import type { CountryCode } from '../site/markets';
import { createFakeServer, createTestStore, ok } from '../state/testing';
import { cacheAtom } from '../storage/atoms';
import { createCache, createMemoryStorage } from '../storage/cache';
import {
  experimentsServiceAtom,
  fetchExperimentsAtom,
  forcedVariationsAtom,
  prefetchExperimentsAtom,
  variationAtom,
} from './atoms';
import type { CookieJar } from './cookie';
import { type ExperimentKey, experimentKeys, experiments, type Variation } from './registry';
import {
  createExperimentsService,
  EXPERIMENT_CACHE_TTL_MS,
  type ExperimentAssignment,
  type ExperimentQuery,
  experimentCacheKey,
  experimentsToPrefetch,
  type FetchExperiments,
  forcedVariationsFromQuery,
  toVariation,
} from './service';

afterEach(() => {
  vi.useRealTimers();
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A batch call answering every query with `variationName`, in order. */
function answering(variationName: string) {
  return vi.fn<FetchExperiments>(async (queries) =>
    queries.map(({ experimentName }) => ({ experimentName, variationName })),
  );
}

/** The queries of each call made, by experiment name. */
const namesPerCall = (fetchExperiments: ReturnType<typeof vi.fn<FetchExperiments>>) =>
  fetchExperiments.mock.calls.map(([queries]) => queries.map((q) => q.experimentName));

function setup(fetchExperiments: FetchExperiments, maxQueriesPerCall?: number) {
  let time = 0;
  const storage = createMemoryStorage();
  const cache = createCache({ storage, now: () => time });
  const jar: CookieJar = { cookie: '' };
  const warn = vi.fn();
  const error = vi.fn();
  const service = createExperimentsService({
    fetchExperiments,
    cache,
    cookies: jar,
    warn,
    error,
    maxQueriesPerCall,
  });
  return {
    service,
    cache,
    jar,
    warn,
    error,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

const query: ExperimentQuery = { experimentName: 'Promo_Cards', countryCode: 'US' };

describe('experiment cache keys', () => {
  it('lower-cases the parts and joins them with underscores', () => {
    expect(experimentCacheKey(query)).toBe('experiment_promo_cards_us');
    expect(
      experimentCacheKey({ ...query, productCode: 'ALLLAW', buyOptionName: 'Trial_Subscription' }),
    ).toBe('experiment_promo_cards_us_alllaw_trial_subscription');
  });
});

describe('variation codes', () => {
  it('accepts N, C, F and Y and turns anything else into the control, logged', () => {
    const warn = vi.fn();
    expect(['N', 'c', ' F ', 'Y'].map((code) => toVariation(code, 'x', warn))).toEqual([
      'N',
      'C',
      'F',
      'Y',
    ]);
    expect(warn).not.toHaveBeenCalled();
    expect(toVariation('Z', 'x', warn)).toBe('C');
    expect(toVariation(undefined, 'x', warn)).toBe('C');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('experiments service', () => {
  it('fetches once, caches for 30 days and mirrors the assignment in the cookie', async () => {
    const fetchExperiments = answering('N');
    const { service, cache, jar, advance } = setup(fetchExperiments);
    const [first, second] = await Promise.all([service.variation(query), service.variation(query)]);
    expect([first, second]).toEqual(['N', 'N']);
    expect(fetchExperiments).toHaveBeenCalledTimes(1);
    expect(cache.get('experiment_promo_cards_us')).toBe('N');
    expect(jar.cookie).toContain('dcsExp=Promo_Cards%3DN');
    advance(EXPERIMENT_CACHE_TTL_MS - 1);
    expect(await service.variation(query)).toBe('N');
    expect(fetchExperiments).toHaveBeenCalledTimes(1);
    advance(1);
    await service.variation(query);
    expect(fetchExperiments).toHaveBeenCalledTimes(2);
  });

  it('sends what is asked in one task as one call, in the order asked, and answers each', async () => {
    const fetchExperiments = vi.fn<FetchExperiments>(async (queries) =>
      queries.map(({ experimentName }, index) => ({
        experimentName,
        variationName: index % 2 ? 'C' : 'N',
      })),
    );
    const { service, jar } = setup(fetchExperiments);
    const asked = ['a', 'b', 'c'].map((experimentName) =>
      service.variation({ experimentName, countryCode: 'US' }),
    );
    expect(await Promise.all(asked)).toEqual(['N', 'C', 'N']);
    expect(namesPerCall(fetchExperiments)).toEqual([['a', 'b', 'c']]);
    expect(jar.cookie).toContain(encodeURIComponent('a=N;b=C;c=N'));
  });

  it('asks again in the next call for what is asked after the flush', async () => {
    vi.useFakeTimers();
    const fetchExperiments = answering('N');
    const { service } = setup(fetchExperiments);
    void service.variation({ experimentName: 'a', countryCode: 'US' });
    await vi.advanceTimersByTimeAsync(0);
    void service.variation({ experimentName: 'b', countryCode: 'US' });
    await vi.advanceTimersByTimeAsync(0);
    expect(namesPerCall(fetchExperiments)).toEqual([['a'], ['b']]);
  });

  it('never sends a cached experiment', async () => {
    const fetchExperiments = answering('N');
    const { service, cache } = setup(fetchExperiments);
    cache.set(experimentCacheKey({ experimentName: 'b', countryCode: 'US' }), 'F');
    const asked = ['a', 'b', 'c'].map((experimentName) =>
      service.variation({ experimentName, countryCode: 'US' }),
    );
    expect(await Promise.all(asked)).toEqual(['N', 'F', 'N']);
    expect(namesPerCall(fetchExperiments)).toEqual([['a', 'c']]);
    await service.variation({ experimentName: 'b', countryCode: 'US' });
    expect(fetchExperiments).toHaveBeenCalledTimes(1);
  });

  it('joins an ask to the same experiment queued or already sent', async () => {
    vi.useFakeTimers();
    const answer = deferred<ExperimentAssignment[]>();
    const fetchExperiments = vi.fn<FetchExperiments>(() => answer.promise);
    const { service } = setup(fetchExperiments);
    const queuedTwice = [service.variation(query), service.variation({ ...query })];
    await vi.advanceTimersByTimeAsync(0);
    const whileSent = service.variation(query);
    await vi.advanceTimersByTimeAsync(0);
    answer.resolve([{ experimentName: 'Promo_Cards', variationName: 'Y' }]);
    expect(await Promise.all([...queuedTwice, whileSent])).toEqual(['Y', 'Y', 'Y']);
    expect(namesPerCall(fetchExperiments)).toEqual([['Promo_Cards']]);
  });

  it('a failed call is logged once and every experiment of it is the control, uncached', async () => {
    const { service, error, cache, jar } = setup(async () => {
      throw new Error('offline');
    });
    const asked = ['a', 'b', 'c'].map((experimentName) =>
      service.variation({ experimentName, countryCode: 'US' }),
    );
    expect(await Promise.all(asked)).toEqual(['C', 'C', 'C']);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('a, b, c'), expect.any(Error));
    expect(cache.get(experimentCacheKey({ experimentName: 'a', countryCode: 'US' }))).toBe(
      undefined,
    );
    expect(jar.cookie).toBe('');
    // The rest of the page keeps the control rather than asking the failing service again.
    expect(await service.variation({ experimentName: 'a', countryCode: 'US' })).toBe('C');
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('an answer that does not match the queries counts as a failed call', async () => {
    const { service, error } = setup(async () => [{ experimentName: 'a', variationName: 'N' }]);
    const asked = ['a', 'b'].map((experimentName) =>
      service.variation({ experimentName, countryCode: 'US' }),
    );
    expect(await Promise.all(asked)).toEqual(['C', 'C']);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('an unknown variation is the control for that experiment only, with a warning', async () => {
    const { service, warn } = setup(async () => [
      { experimentName: 'a', variationName: 'Z' },
      { experimentName: 'b', variationName: 'N' },
    ]);
    const asked = ['a', 'b'].map((experimentName) =>
      service.variation({ experimentName, countryCode: 'US' }),
    );
    expect(await Promise.all(asked)).toEqual(['C', 'N']);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('splits more queries than one call may carry into several calls', async () => {
    const fetchExperiments = answering('N');
    const { service } = setup(fetchExperiments, 2);
    await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((experimentName) =>
        service.variation({ experimentName, countryCode: 'US' }),
      ),
    );
    expect(namesPerCall(fetchExperiments)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('bypasses the cache when a variation GUID is forced, and does not share its request', async () => {
    const fetchExperiments = vi.fn<FetchExperiments>(async (queries) =>
      queries.map(({ experimentName, forceVariationGuid }) => ({
        experimentName,
        variationName: forceVariationGuid ? 'F' : 'N',
      })),
    );
    const { service, cache } = setup(fetchExperiments);
    cache.set(experimentCacheKey(query), 'C');
    expect(await service.variation({ ...query, forceVariationGuid: 'g-1' })).toBe('F');
    expect(fetchExperiments).toHaveBeenCalledWith([{ ...query, forceVariationGuid: 'g-1' }]);
    const other = { ...query, countryCode: 'CA' };
    const [forced, unforced] = await Promise.all([
      service.variation({ ...other, forceVariationGuid: 'g-2' }),
      service.variation(other),
    ]);
    expect([forced, unforced]).toEqual(['F', 'N']);
    expect(fetchExperiments).toHaveBeenLastCalledWith([
      { ...other, forceVariationGuid: 'g-2' },
      other,
    ]);
  });

  it('never asks for one experiment twice, however many ask for it in a task', async () => {
    const names = ['a', 'b', 'c', 'd'];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...names), { minLength: 1, maxLength: 40 }),
        fc.subarray(names),
        async (asks, cachedNames) => {
          const fetchExperiments = answering('N');
          const { service, cache } = setup(fetchExperiments);
          for (const experimentName of cachedNames) {
            cache.set(experimentCacheKey({ experimentName, countryCode: 'US' }), 'F');
          }
          const answers = await Promise.all(
            asks.map((experimentName) => service.variation({ experimentName, countryCode: 'US' })),
          );
          const toSend = [...new Set(asks)].filter((name) => !cachedNames.includes(name));
          expect(namesPerCall(fetchExperiments)).toEqual(toSend.length ? [toSend] : []);
          expect(answers).toEqual(asks.map((name) => (cachedNames.includes(name) ? 'F' : 'N')));
        },
      ),
    );
  });

  it('initialisation resolves after 1 s when nothing is pending', async () => {
    vi.useFakeTimers();
    const { service } = setup(answering('N'));
    let done = false;
    void service.initialised().then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('initialisation waits for pending requests, including ones asked during the grace', async () => {
    vi.useFakeTimers();
    const first = deferred<ExperimentAssignment[]>();
    const second = deferred<ExperimentAssignment[]>();
    const answers = [first.promise, second.promise];
    const { service } = setup(() => answers.shift() ?? Promise.reject(new Error('extra')));
    let done = false;
    void service.variation(query);
    void service.initialised().then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    void service.variation({ ...query, countryCode: 'CA' });
    first.resolve([{ experimentName: 'Promo_Cards', variationName: 'N' }]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(done).toBe(false);
    second.resolve([{ experimentName: 'Promo_Cards', variationName: 'C' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });
});

describe('prefetching the page’s experiments', () => {
  function storeIn(country: CountryCode, forced: Partial<Record<ExperimentKey, Variation>> = {}) {
    const fetchExperiments = answering('N');
    const store = createStore();
    store.set(cacheAtom, createCache({ storage: createMemoryStorage() }));
    store.set(fetchExperimentsAtom, () => fetchExperiments);
    store.set(siteContextAtom, { brand: 'main', country, locale: 'en-US' });
    store.set(forcedVariationsAtom, forced);
    return { store, fetchExperiments };
  }
  const namesOf = (keys: readonly ExperimentKey[]) => keys.map((key) => experiments[key].name);
  const runningIn = (country: string) =>
    experimentKeys.filter(
      (key) =>
        experiments[key].countries.length === 0 ||
        (experiments[key].countries as readonly string[]).includes(country),
    );
  const prefetchAll = (store: ReturnType<typeof storeIn>['store']) => {
    store.set(prefetchExperimentsAtom, 'page-shell');
    store.set(prefetchExperimentsAtom, 'account-dashboard');
  };

  it('asks, in one call, for every experiment running in the country and not forced', async () => {
    const { store, fetchExperiments } = storeIn('GB', { quickActionsFab: 'N' });
    prefetchAll(store);
    await store.get(experimentsServiceAtom).initialised();
    const expected = runningIn('GB').filter((key) => key !== 'quickActionsFab');
    expect(expected.length).toBeGreaterThan(2);
    expect(namesPerCall(fetchExperiments)).toEqual([namesOf(expected)]);
    expect(fetchExperiments.mock.calls[0]?.[0].every((q) => q.countryCode === 'GB')).toBe(true);
  });

  it('leaves every later ask of the page to the cache or the call in flight', async () => {
    const { store, fetchExperiments } = storeIn('US');
    prefetchAll(store);
    const later = await Promise.all(runningIn('US').map((key) => store.get(variationAtom(key))));
    expect(later.every((variation) => variation === 'N')).toBe(true);
    expect(namesPerCall(fetchExperiments)).toEqual([namesOf(runningIn('US'))]);
  });

  it('leaves out experiments asked with a product or buy option', () => {
    const registry = {
      ...experiments,
      promoCards: { ...experiments.promoCards, askedWith: ['productCode'] as const },
    };
    const keys = experimentsToPrefetch('account-dashboard', 'US', {}, registry);
    expect(keys).not.toContain('promoCards');
    expect(keys).toContain('partnerOffers');
  });

  it("a page asks only for its own spec's experiments: a host page not for My Account's", () => {
    const shell = experimentsToPrefetch('page-shell', 'US', {});
    expect(shell).toContain('prepopulatedAutocomplete');
    expect(shell).not.toContain('partnerOffers');
    expect(shell.every((key) => experiments[key].spec === 'page-shell')).toBe(true);
    const account = experimentsToPrefetch('account-dashboard', 'US', {});
    expect(account).toContain('partnerOffers');
    expect(account.every((key) => experiments[key].spec === 'account-dashboard')).toBe(true);
  });
});

describe('forced variations', () => {
  it('reads the forceVariation query parameter by key or service name', () => {
    expect(
      forcedVariationsFromQuery(
        '?forceVariation=promo_cards:N,quickActionsFab:f&forceVariation=memberCancelFunnel:Z,nope:N',
      ),
    ).toEqual({ promoCards: 'N', quickActionsFab: 'F' });
    expect(forcedVariationsFromQuery('')).toEqual({});
  });

  it('forced variations win over the service; other countries get the control unasked', async () => {
    const fetchExperiments = answering('N');
    const store = createStore();
    store.set(cacheAtom, createCache({ storage: createMemoryStorage() }));
    store.set(fetchExperimentsAtom, () => fetchExperiments);
    store.set(siteContextAtom, { brand: 'main', country: 'US', locale: 'en-US' });
    store.set(forcedVariationsAtom, { promoCards: 'F' });
    expect(await store.get(variationAtom('promoCards'))).toBe('F');
    expect(fetchExperiments).not.toHaveBeenCalled();
    expect(await store.get(variationAtom('partnerOffers'))).toBe('N');
    expect(fetchExperiments).toHaveBeenCalledWith([
      { experimentName: experiments.partnerOffers.name, countryCode: 'US' },
    ]);
    store.set(siteContextAtom, { brand: 'main', country: 'GB', locale: 'en-GB' });
    expect(await store.get(variationAtom('partnerOffers'))).toBe('C');
    expect(fetchExperiments).toHaveBeenCalledTimes(1);
    expect(store.get(experimentsServiceAtom)).toBe(store.get(experimentsServiceAtom));
  });
});

describe('experiments through the API client', () => {
  it('posts the page’s queries in one batch and caches the answers; a failed call is the control', async () => {
    let answer: unknown = ok([
      { experimentName: 'partner_offers', variationName: 'N' },
      { experimentName: 'promo_cards', variationName: 'C' },
    ]);
    const server = createFakeServer({
      'POST /api/foundation/user-account-management/v1/user-experiments': () => answer,
    });
    const { store, cache } = createTestStore(server);
    expect(
      await Promise.all([
        store.get(variationAtom('partnerOffers')),
        store.get(variationAtom('promoCards')),
      ]),
    ).toEqual(['N', 'C']);
    expect(server.log()).toEqual([
      'POST /api/foundation/user-account-management/v1/user-experiments',
    ]);
    expect(server.calls[0]?.body).toEqual({
      experiments: [
        { experimentName: 'partner_offers', countryCode: 'US' },
        { experimentName: 'promo_cards', countryCode: 'US' },
      ],
    });
    expect(cache.get('experiment_partner_offers_us')).toBe('N');

    answer = { status: 500, body: {} };
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(
      await Promise.all([
        store.get(variationAtom('memberCancelFunnel')),
        store.get(variationAtom('bundleSubscriptionPhase1')),
      ]),
    ).toEqual(['C', 'C']);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining(
        'Failed to load experiments member_cancel_funnel, bundle_subscription_phase_1',
      ),
      expect.any(Error),
    );
    error.mockRestore();
  });
});

describe('adopting the assignments a server render got', () => {
  it('keeps them as if fetched (cache and cookie), so asking for them sends nothing', async () => {
    const fetchExperiments = answering('C');
    const { service, jar } = setup(fetchExperiments);
    const query: ExperimentQuery = { experimentName: 'promo_cards', countryCode: 'US' };
    service.adopt([query], [{ experimentName: 'promo_cards', variationName: 'N' }]);
    await expect(service.variation(query)).resolves.toBe('N');
    expect(fetchExperiments).not.toHaveBeenCalled();
    expect(jar.cookie).toContain('promo_cards');
  });
});
