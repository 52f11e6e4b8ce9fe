import { describe, expect, it } from 'vitest';
import { siteConfigFor } from '../fixtures/site';
import { siteContextAtom } from '../site/atoms';
import { createFakeServer, createTestStore, deferred } from '../state/testing';
import {
  loadSiteConfigAtom,
  setSiteConfigAtom,
  siteConfigAtom,
  siteConfigOutOfDateAtom,
  trustLogosAtom,
} from './atoms';

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

  it("loads its values again when the page's language changes, keeping the old ones meanwhile", async () => {
    const server = createFakeServer({
      [CONFIG]: (request) => siteConfigFor('main', 'CA', request.language ?? undefined),
    });
    const { store } = createTestStore(server);
    store.set(siteContextAtom, { brand: 'main', country: 'CA', locale: 'en-CA' });
    await store.set(loadSiteConfigAtom);
    expect(store.get(siteConfigOutOfDateAtom)).toBe(false);
    expect(store.get(siteConfigAtom).values.footerCopyrightTextFormat).toContain('All rights');

    // Quebec: the page switches to Canadian French.
    store.set(siteContextAtom, { brand: 'main', country: 'CA', locale: 'fr-CA' });
    expect(store.get(siteConfigOutOfDateAtom)).toBe(true);
    expect(store.get(siteConfigAtom).isSyncedWithServer).toBe(true);
    await store.set(loadSiteConfigAtom);
    expect(server.calls.map((call) => call.language)).toEqual(['en-CA', 'fr-CA']);
    expect(store.get(siteConfigAtom).values.footerCopyrightTextFormat).toContain(
      'Tous droits réservés',
    );
    expect(store.get(siteConfigOutOfDateAtom)).toBe(false);
  });

  it("keeps the host page's own values whatever the page's language", async () => {
    const { store } = createTestStore(
      createFakeServer({ [CONFIG]: () => siteConfigFor('main', 'CA') }),
    );
    store.set(siteContextAtom, { brand: 'main', country: 'CA', locale: 'en-CA' });
    await store.set(loadSiteConfigAtom);
    store.set(setSiteConfigAtom, { configValues: { footerCopyrightTextFormat: '© Host' } });
    store.set(siteContextAtom, { brand: 'main', country: 'CA', locale: 'fr-CA' });
    expect(store.get(siteConfigOutOfDateAtom)).toBe(false);
  });
});
