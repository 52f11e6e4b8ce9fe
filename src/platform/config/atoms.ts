import { atom } from 'jotai';
import { isBrandId } from '../../../tokens/types';
import type { ApiResult } from '../api/client';
import type { SiteConfigValues } from '../api/contract';
import { pageUrlAtom, siteContextAtom } from '../site/atoms';
import { isCountryCode } from '../site/markets';
import { apiClientAtom } from '../state/atoms';

/**
 * Site configuration (page-shell §3): the values of one host, country and brand, and whether
 * they came from the server yet. Until `isSyncedWithServer` the header and footer show their
 * skeletons (page-shell §2).
 */
export interface SiteConfig {
  host: string;
  countryCode: string;
  /** The brand value sent to the configuration service. */
  brand: string;
  /** Values so far: partial until the server (or the host page) supplies them. */
  values: Partial<SiteConfigValues>;
  isSyncedWithServer: boolean;
}

/** What was set explicitly; an unset country or brand follows the site context. */
type SiteConfigState = Omit<SiteConfig, 'countryCode' | 'brand' | 'host'> &
  Partial<Pick<SiteConfig, 'countryCode' | 'brand' | 'host'>>;

const siteConfigStateAtom = atom<SiteConfigState>({
  values: {},
  isSyncedWithServer: false,
});

/**
 * The configuration of this page. Its country and brand are the site context's (the app's
 * host, a story's globals) until a host page's set-config or the app pins them.
 */
export const siteConfigAtom = atom(
  (get): SiteConfig => {
    const state = get(siteConfigStateAtom);
    const context = get(siteContextAtom);
    return {
      ...state,
      // The page's host until a host page's set-config names another.
      host: state.host ?? new URL(get(pageUrlAtom)).host,
      countryCode: state.countryCode ?? context.country,
      brand: state.brand ?? context.brand,
    };
  },
  (get, set, next: SiteConfig | ((current: SiteConfig) => SiteConfig)) => {
    set(siteConfigStateAtom, typeof next === 'function' ? next(get(siteConfigAtom)) : next);
  },
);

/**
 * The page's language the server's values were loaded in, or `null` while the values are the
 * host page's own. Server values carry text in the page's language (the copyright line), so a
 * change of language loads them again (`siteConfigOutOfDateAtom`).
 */
const loadedLocaleAtom = atom<string | null>(null);

/** What a configuration load is for: host, country, brand and the page's language. */
export const siteConfigLoadKeyAtom = atom((get) => {
  const { host, countryCode, brand } = get(siteConfigAtom);
  return `${host}|${countryCode}|${brand}|${get(siteContextAtom).locale}`;
});

/**
 * Whether the configuration should be loaded: it is not synchronised yet, or the server's
 * values are in another language than the page's now (a Canadian page switched to Quebec's
 * French). The previous values stay on screen while the new ones load.
 */
export const siteConfigOutOfDateAtom = atom((get) => {
  if (!get(siteConfigAtom).isSyncedWithServer) return true;
  const loadedLocale = get(loadedLocaleAtom);
  return loadedLocale !== null && loadedLocale !== get(siteContextAtom).locale;
});

export interface SiteConfigPatch {
  countryCode?: string;
  brand?: string;
  configValues?: Partial<SiteConfigValues>;
}

/**
 * Applies configuration from the host page (set-config, page-shell §7): values are merged, and
 * a known country or brand also switches the site context. Values the host page sends come
 * from its own server call, so they count as synchronised.
 */
export const setSiteConfigAtom = atom(null, (get, set, patch: SiteConfigPatch) => {
  const current = get(siteConfigAtom);
  const countryCode = patch.countryCode?.toUpperCase() ?? current.countryCode;
  set(siteConfigAtom, {
    ...current,
    countryCode,
    brand: patch.brand ?? current.brand,
    values: { ...current.values, ...patch.configValues },
    isSyncedWithServer: current.isSyncedWithServer || patch.configValues !== undefined,
  });
  if (patch.configValues !== undefined) set(loadedLocaleAtom, null);
  const context = get(siteContextAtom);
  const brand = patch.brand && isBrandId(patch.brand) ? patch.brand : context.brand;
  const country = isCountryCode(countryCode) ? countryCode : context.country;
  if (brand !== context.brand || country !== context.country) {
    set(siteContextAtom, { ...context, brand, country });
  }
});

const pendingLoadAtom = atom<{
  key: string;
  promise: Promise<ApiResult<SiteConfigValues>>;
} | null>(null);

/**
 * Loads the configuration values for the current host, country, brand and language (the API
 * client sends the page's), and marks them synchronised. A load for the same key already
 * running is reused.
 */
export const loadSiteConfigAtom = atom(null, (get, set): Promise<ApiResult<SiteConfigValues>> => {
  const { host, countryCode, brand } = get(siteConfigAtom);
  const key = get(siteConfigLoadKeyAtom);
  const pending = get(pendingLoadAtom);
  if (pending?.key === key) return pending.promise;
  const promise = get(apiClientAtom)
    .call('siteConfigValues', { query: { host, countryCode, brand } })
    .then((result) => {
      if (result.ok && get(siteConfigLoadKeyAtom) === key) {
        set(siteConfigAtom, {
          ...get(siteConfigAtom),
          values: result.data,
          isSyncedWithServer: true,
        });
        set(loadedLocaleAtom, get(siteContextAtom).locale);
      }
      return result;
    })
    .finally(() => {
      if (get(pendingLoadAtom)?.promise === promise) set(pendingLoadAtom, null);
    });
  set(pendingLoadAtom, { key, promise });
  return promise;
});

/** Trust logos (page-shell §2 Footer extras), as the host page's trust-logos snapshot. */
export interface TrustLogos {
  showBbbLogo: boolean;
  showPciLogo: boolean;
  showSslLogo: boolean;
  showMobileTrustLogos: boolean;
  logoBbbImage: string | null;
  logoBbbTitle: string | null;
  logoBbbUrl: string | null;
  logoPciId: string | null;
  logoSslId: string | null;
  leftOnDesktop: boolean;
  rightOnDesktop: boolean;
}

export const trustLogosAtom = atom((get): TrustLogos => {
  const values = get(siteConfigAtom).values;
  return {
    showBbbLogo: values.showBbbLogo ?? false,
    showPciLogo: values.showPciLogo ?? false,
    showSslLogo: values.showSslLogo ?? false,
    showMobileTrustLogos: values.showMobileTrustLogos ?? false,
    logoBbbImage: values.logoBbbImage ?? null,
    logoBbbTitle: values.logoBbbTitle ?? null,
    logoBbbUrl: values.logoBbbUrl ?? null,
    logoPciId: values.logoPciId ?? null,
    logoSslId: values.logoSslId ?? null,
    leftOnDesktop: values.trustLogosLeftOnDesktop ?? false,
    rightOnDesktop: values.trustLogosRightOnDesktop ?? false,
  };
});
