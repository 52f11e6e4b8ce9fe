import { describe, expect, it } from 'vitest';
import { menuCategories } from '../../platform/fixtures/site';
import { createFakeServer, createTestStore } from '../../platform/state/testing';
import { loadNavigationAtom, navigationAtom } from './atoms';

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
});
