import { describe, expect, it } from 'vitest';
import { setSiteConfigAtom } from '../../platform/config/atoms';
import { menuCategories } from '../../platform/fixtures/site';
import { siteContextAtom } from '../../platform/site/atoms';
import { createFakeServer, createTestStore } from '../../platform/state/testing';
import { patchLayoutAtom } from '../layout';
import {
  ensureNavigationLoadedAtom,
  loadNavigationAtom,
  navigationAtom,
  navigationVisibleAtom,
} from './atoms';

const MENU = 'GET /api/foundation/navigation/v1/menu-categories';

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

  it('loads once however many components ask', async () => {
    const server = createFakeServer({ [MENU]: () => menuCategories });
    const { store } = createTestStore(server);
    await Promise.all([
      store.set(ensureNavigationLoadedAtom),
      store.set(ensureNavigationLoadedAtom),
    ]);
    await store.set(ensureNavigationLoadedAtom);
    expect(server.calls).toHaveLength(1);
    expect(store.get(navigationAtom).isLoaded).toBe(true);
    store.set(setSiteConfigAtom, { countryCode: 'CA' });
    await store.set(ensureNavigationLoadedAtom);
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]?.search).toContain('countryCode=CA');
    // Another language (Quebec's French) loads the menu again, asked in that language.
    store.set(siteContextAtom, { brand: 'main', country: 'CA', locale: 'fr-CA' });
    await store.set(ensureNavigationLoadedAtom);
    expect(server.calls).toHaveLength(3);
    expect(server.calls.map((call) => call.language)).toEqual(['en-US', 'en-US', 'fr-CA']);
  });

  it('is visible for the normal banner unless showNavigation is false', () => {
    const { store } = createTestStore(createFakeServer({}));
    expect(store.get(navigationVisibleAtom)).toBe(true);
    store.set(setSiteConfigAtom, { configValues: { showNavigation: false } });
    expect(store.get(navigationVisibleAtom)).toBe(false);
    store.set(setSiteConfigAtom, { configValues: { showNavigation: true } });
    store.set(patchLayoutAtom, { bannerStyle: 'simple' });
    expect(store.get(navigationVisibleAtom)).toBe(false);
  });
});
