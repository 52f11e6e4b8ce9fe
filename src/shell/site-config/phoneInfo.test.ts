import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../platform/api/client';
import { siteConfigAtom } from '../../platform/config/atoms';
import { phoneInfo } from '../../platform/fixtures/site';
import { siteContextAtom } from '../../platform/site/atoms';
import { apiClientAtom } from '../../platform/state/atoms';
import { loadPhoneInfoAtom, phoneInfoAtom } from './phoneInfo';

function storeWithPhone(showPhoneInfo: boolean) {
  const call = vi.fn(async () => ({ ok: true, status: 200, data: phoneInfo }));
  const store = createStore();
  store.set(apiClientAtom, { call } as unknown as ApiClient);
  store.set(siteContextAtom, { brand: 'main', country: 'US', locale: 'en-US' });
  store.set(siteConfigAtom, (config) => ({
    ...config,
    values: { showPhoneInfo },
    isSyncedWithServer: true,
  }));
  return { store, call };
}

describe('phoneInfoAtom (page-shell §6 showPhoneInfo, §7)', () => {
  it('asks for the phone info while config shows the phone', () => {
    const { store, call } = storeWithPhone(true);
    store.get(phoneInfoAtom);
    expect(call).toHaveBeenCalledWith('phoneInfo', expect.anything());
  });

  it('never asks when config hides the phone, whichever part of the shell reads it', () => {
    const { store, call } = storeWithPhone(false);
    expect(store.get(phoneInfoAtom)).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it('holds the phone once its load resolves: a render right after shows it', async () => {
    const { store } = storeWithPhone(true);
    await store.set(loadPhoneInfoAtom);
    expect(store.get(phoneInfoAtom)).toMatchObject({ countryCode: 'US' });
  });

  it('resolves at once, asking nothing, when config hides the phone', async () => {
    const { store, call } = storeWithPhone(false);
    await store.set(loadPhoneInfoAtom);
    expect(call).not.toHaveBeenCalled();
  });

  it("asks again when the page's language changes: the hours are server text in it", async () => {
    const { store, call } = storeWithPhone(true);
    await store.set(loadPhoneInfoAtom);
    store.set(siteContextAtom, { brand: 'main', country: 'US', locale: 'fr-CA' });
    await store.set(loadPhoneInfoAtom);
    expect(call).toHaveBeenCalledTimes(2);
  });
});
