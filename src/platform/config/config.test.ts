import { describe, expect, it } from 'vitest';
import { loadNavigationAtom, navigationAtom } from '../../shell/navigation/atoms';
import { menuCategories, siteConfigFor } from '../fixtures/site';
import { createFakeServer, createTestStore, deferred } from '../state/testing';
import { loadSiteConfigAtom, setSiteConfigAtom, siteConfigAtom, trustLogosAtom } from './atoms';

const CONFIG = 'GET /api/foundation/site-configuration/v1/values';
const MENU = 'GET /api/foundation/navigation/v1/menu-categories';

describe('site configuration', () => {
  it('is not synchronised until the server answers; concurrent loads share one request', async () => {
    const gate = deferred<void>();
    const server = createFakeServer({
      [CONFIG]: async () => {
        await gate.promise;
        return siteConfigFor('main', 'US');
      },
    });
    const { store } = createTestStore(server);
    store.set(setSiteConfigAtom, { countryCode: 'US', brand: 'main' });
    expect(store.get(siteConfigAtom).isSyncedWithServer).toBe(false);
    const first = store.set(loadSiteConfigAtom);
    const second = store.set(loadSiteConfigAtom);
    expect(second).toBe(first);
    gate.resolve();
    await first;
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.search).toContain('countryCode=US');
    expect(server.calls[0]?.search).toContain('brand=main');
    expect(store.get(siteConfigAtom).isSyncedWithServer).toBe(true);
    expect(store.get(siteConfigAtom).values.sitebrand).toBe(siteConfigFor('main', 'US').sitebrand);
    expect(store.get(trustLogosAtom).showBbbLogo).toBe(siteConfigFor('main', 'US').showBbbLogo);
  });

  it('drops an answer for a country the site has since left', async () => {
    const gate = deferred<void>();
    const server = createFakeServer({
      [CONFIG]: async () => {
        await gate.promise;
        return siteConfigFor('main', 'US');
      },
    });
    const { store } = createTestStore(server);
    store.set(setSiteConfigAtom, { countryCode: 'US', brand: 'main' });
    const loading = store.set(loadSiteConfigAtom);
    store.set(setSiteConfigAtom, { countryCode: 'GB' });
    gate.resolve();
    await loading;
    expect(store.get(siteConfigAtom)).toMatchObject({
      countryCode: 'GB',
      isSyncedWithServer: false,
    });
  });
});

describe('navigation', () => {
  it('loads the menu categories and marks them loaded', async () => {
    const server = createFakeServer({ [MENU]: () => menuCategories });
    const { store } = createTestStore(server);
    expect(store.get(navigationAtom).isLoaded).toBe(false);
    await store.set(loadNavigationAtom, 'WILL');
    expect(store.get(navigationAtom)).toEqual({ menuCategories, isLoaded: true });
    expect(server.calls[0]?.search).toContain('productCode=WILL');
  });

  it('a failed load leaves an empty, loaded menu', async () => {
    const server = createFakeServer({ [MENU]: () => ({ status: 500, body: {} }) });
    const { store } = createTestStore(server);
    await store.set(loadNavigationAtom);
    expect(store.get(navigationAtom)).toEqual({ menuCategories: [], isLoaded: true });
  });
});
