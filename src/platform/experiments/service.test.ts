import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteContextAtom } from '../site/atoms';
import { createFakeServer, createTestStore, ok } from '../state/testing';
import { cacheAtom } from '../storage/atoms';
import { createCache, createMemoryStorage } from '../storage/cache';
import {
  experimentsServiceAtom,
  fetchExperimentAtom,
  forcedVariationsAtom,
  variationAtom,
} from './atoms';
import type { CookieJar } from './cookie';
import { experiments } from './registry';
import {
  createExperimentsService,
  EXPERIMENT_CACHE_TTL_MS,
  type ExperimentQuery,
  experimentCacheKey,
  type FetchExperiment,
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

function setup(fetchExperiment: FetchExperiment) {
  let time = 0;
  const storage = createMemoryStorage();
  const cache = createCache({ storage, now: () => time });
  const jar: CookieJar = { cookie: '' };
  const warn = vi.fn();
  const error = vi.fn();
  const service = createExperimentsService({ fetchExperiment, cache, cookies: jar, warn, error });
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
    const fetchExperiment = vi.fn<FetchExperiment>(async (q) => ({
      experimentName: q.experimentName,
      variationName: 'N',
    }));
    const { service, cache, jar, advance } = setup(fetchExperiment);
    const [first, second] = await Promise.all([service.variation(query), service.variation(query)]);
    expect([first, second]).toEqual(['N', 'N']);
    expect(fetchExperiment).toHaveBeenCalledTimes(1);
    expect(cache.get('experiment_promo_cards_us')).toBe('N');
    expect(jar.cookie).toContain('dcsExp=Promo_Cards%3DN');
    advance(EXPERIMENT_CACHE_TTL_MS - 1);
    expect(await service.variation(query)).toBe('N');
    expect(fetchExperiment).toHaveBeenCalledTimes(1);
    advance(1);
    await service.variation(query);
    expect(fetchExperiment).toHaveBeenCalledTimes(2);
  });

  it('logs a failure to load and treats it as the control', async () => {
    const { service, error, cache } = setup(async () => {
      throw new Error('offline');
    });
    expect(await service.variation(query)).toBe('C');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Promo_Cards'), expect.any(Error));
    expect(cache.get(experimentCacheKey(query))).toBeUndefined();
  });

  it('bypasses the cache when a variation GUID is forced', async () => {
    const fetchExperiment = vi.fn<FetchExperiment>(async () => ({
      experimentName: 'Promo_Cards',
      variationName: 'F',
    }));
    const { service, cache } = setup(fetchExperiment);
    cache.set(experimentCacheKey(query), 'C');
    expect(await service.variation({ ...query, forceVariationGuid: 'g-1' })).toBe('F');
    expect(fetchExperiment).toHaveBeenCalledWith({ ...query, forceVariationGuid: 'g-1' });
  });

  it('initialisation resolves after 1 s when nothing is pending', async () => {
    vi.useFakeTimers();
    const { service } = setup(async () => ({ experimentName: 'x', variationName: 'N' }));
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
    const first = deferred<{ experimentName: string; variationName: string }>();
    const second = deferred<{ experimentName: string; variationName: string }>();
    const answers = [first.promise, second.promise];
    const { service } = setup(() => answers.shift() ?? Promise.reject(new Error('extra')));
    let done = false;
    void service.variation(query);
    void service.initialised().then(() => {
      done = true;
    });
    void service.variation({ ...query, countryCode: 'CA' });
    first.resolve({ experimentName: 'Promo_Cards', variationName: 'N' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(done).toBe(false);
    second.resolve({ experimentName: 'Promo_Cards', variationName: 'C' });
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
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
    const fetchExperiment = vi.fn<FetchExperiment>(async (q) => ({
      experimentName: q.experimentName,
      variationName: 'N',
    }));
    const store = createStore();
    store.set(cacheAtom, createCache({ storage: createMemoryStorage() }));
    store.set(fetchExperimentAtom, () => fetchExperiment);
    store.set(siteContextAtom, { brand: 'main', country: 'US', locale: 'en-US' });
    store.set(forcedVariationsAtom, { promoCards: 'F' });
    expect(await store.get(variationAtom('promoCards'))).toBe('F');
    expect(fetchExperiment).not.toHaveBeenCalled();
    expect(await store.get(variationAtom('partnerOffers'))).toBe('N');
    expect(fetchExperiment).toHaveBeenCalledWith({
      experimentName: experiments.partnerOffers.name,
      countryCode: 'US',
    });
    store.set(siteContextAtom, { brand: 'main', country: 'GB', locale: 'en-GB' });
    expect(await store.get(variationAtom('partnerOffers'))).toBe('C');
    expect(fetchExperiment).toHaveBeenCalledTimes(1);
    expect(store.get(experimentsServiceAtom)).toBe(store.get(experimentsServiceAtom));
  });
});

describe('experiments through the API client', () => {
  it('posts the query and caches the answer; a failed call is the control', async () => {
    let answer: unknown = ok({ experimentName: 'partner_offers', variationName: 'N' });
    const server = createFakeServer({
      'POST /api/foundation/user-account-management/v1/user-experiment': () => answer,
    });
    const { store, cache } = createTestStore(server);
    expect(await store.get(variationAtom('partnerOffers'))).toBe('N');
    expect(server.calls[0]?.body).toEqual({ experimentName: 'partner_offers', countryCode: 'US' });
    expect(cache.get('experiment_partner_offers_us')).toBe('N');

    answer = { status: 500, body: {} };
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await store.get(variationAtom('promoCards'))).toBe('C');
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('Failed to load experiment promo_cards'),
      expect.any(Error),
    );
    error.mockRestore();
  });
});
