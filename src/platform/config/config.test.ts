import { describe, expect, it } from 'vitest';
import { siteConfigFor } from '../fixtures/site';
import { siteContextAtom } from '../site/atoms';
import { createFakeServer, createTestStore, deferred } from '../state/testing';
import { loadSiteConfigAtom, setSiteConfigAtom, siteConfigAtom, trustLogosAtom } from './atoms';

const CONFIG = 'GET /api/foundation/site-configuration/v1/values';

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

  it('follows the site context until set-config pins it', () => {
    const { store } = createTestStore(createFakeServer({}));
    store.set(siteContextAtom, { brand: 'fr-legal', country: 'FR', locale: 'fr-FR' });
    expect(store.get(siteConfigAtom)).toMatchObject({ countryCode: 'FR', brand: 'fr-legal' });
    store.set(setSiteConfigAtom, { countryCode: 'ca' });
    store.set(siteContextAtom, { brand: 'main', country: 'US', locale: 'en-US' });
    expect(store.get(siteConfigAtom)).toMatchObject({ countryCode: 'CA', brand: 'fr-legal' });
  });
});
