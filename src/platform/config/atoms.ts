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
 * Loads the configuration values for the current host, country and brand, and marks them
 * synchronised. A load for the same host, country and brand already running is reused.
 */
export const loadSiteConfigAtom = atom(null, (get, set): Promise<ApiResult<SiteConfigValues>> => {
  const { host, countryCode, brand } = get(siteConfigAtom);
  const key = `${host}|${countryCode}|${brand}`;
  const pending = get(pendingLoadAtom);
  if (pending?.key === key) return pending.promise;
  const promise = get(apiClientAtom)
    .call('siteConfigValues', { query: { host, countryCode, brand } })
    .then((result) => {
      const latest = get(siteConfigAtom);
      if (result.ok && `${latest.host}|${latest.countryCode}|${latest.brand}` === key) {
        set(siteConfigAtom, { ...latest, values: result.data, isSyncedWithServer: true });
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
