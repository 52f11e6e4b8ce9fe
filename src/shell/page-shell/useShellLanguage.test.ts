// @vitest-environment jsdom
import { createStore, Provider } from 'jotai';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../platform/i18n/i18n';
import { siteContextAtom } from '../../platform/site/atoms';
import { locationAtom } from '../country-selector';
import { useShellLanguage } from './useShellLanguage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Language() {
  useShellLanguage();
  return null;
}

let unmount = () => {};
afterEach(() => unmount());

async function renderLanguage(country: 'US' | 'CA') {
  const store = createStore();
  store.set(siteContextAtom, { brand: 'main', country, locale: 'en-US' });
  const root = createRoot(document.createElement('div'));
  unmount = () => act(() => root.unmount());
  await act(async () => {
    root.render(
      createElement(
        Provider,
        { store },
        createElement(I18nextProvider, { i18n: createI18n('en-US') }, createElement(Language)),
      ),
    );
  });
  const setRegion = (regionCode: string) =>
    act(async () => {
      store.set(locationAtom, (current) => ({ ...current, currentRegion: { regionCode } }));
    });
  const setCountry = (next: 'US' | 'CA') =>
    act(async () => {
      store.set(siteContextAtom, (current) => ({ ...current, country: next }));
    });
  return { store, setRegion, setCountry, locale: () => store.get(siteContextAtom).locale };
}

describe('useShellLanguage: Quebec (page-shell §4)', () => {
  it('switches to Canadian French when the region QC becomes known in Canada', async () => {
    const page = await renderLanguage('CA');
    await page.setRegion('QC');
    expect(page.locale()).toBe('fr-CA');
    await act(async () => {});
    expect(document.documentElement.lang).toBe('fr-CA');
  });

  it('also when the country becomes Canada after the region is known (loc first, set-config after)', async () => {
    const page = await renderLanguage('US');
    await page.setRegion('QC');
    expect(page.locale()).toBe('en-US');
    await page.setCountry('CA');
    expect(page.locale()).toBe('fr-CA');
  });

  it('leaves other regions in their language', async () => {
    const page = await renderLanguage('CA');
    await page.setRegion('ON');
    expect(page.locale()).toBe('en-US');
  });
});
