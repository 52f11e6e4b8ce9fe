import { atom, type Getter } from 'jotai';
import type { UserLicense } from '../api/contract';
import { siteConfigAtom } from '../config/atoms';
import { apiClientAtom } from '../state/atoms';
import { cacheAtom } from '../storage/atoms';
import { userSessionAtom } from './atoms';
import { loadUserLicenses, userLicensesCacheKey } from './licenses';

/**
 * The product the page is about (page-shell §7: a host page names it with use-metadata-options
 * or refresh-location-state), whose licences the member may hold; `null` on a page without one.
 */
export const licenseProductAtom = atom<string | null>(null);

interface LoadedLicenses {
  /** The secure id they were loaded for: another member (or none) never sees them. */
  owner: string;
  key: string;
  licenses: UserLicense[];
}

const loadedLicensesAtom = atom<LoadedLicenses | null>(null);

const pageLicenseQuery = (get: Getter) => {
  const productCode = get(licenseProductAtom);
  return productCode ? { productCode, countryCode: get(siteConfigAtom).countryCode } : null;
};

/**
 * The signed-in member's licences for the page's product in the site's country (page-shell §3
 * User license); empty for a guest, a page without a product, or until loaded.
 */
export const pageLicensesAtom = atom<UserLicense[]>((get) => {
  const loaded = get(loadedLicensesAtom);
  const query = pageLicenseQuery(get);
  const { isSignedIn, secureId } = get(userSessionAtom);
  if (!loaded || !query || !isSignedIn || loaded.owner !== secureId) return [];
  return loaded.key === userLicensesCacheKey(query) ? loaded.licenses : [];
});

/**
 * Loads the member's licences for the page's product (page-shell §7 user-licenses: productCode,
 * countryCode), from the 24-hour local cache that sign-in and sign-out clear. Nothing for a guest
 * or a page without a product; a failure leaves none (the client has logged it).
 */
export const loadPageLicensesAtom = atom(null, async (get, set): Promise<void> => {
  const query = pageLicenseQuery(get);
  const { isSignedIn, secureId } = get(userSessionAtom);
  if (!query || !isSignedIn || !secureId) return;
  const result = await loadUserLicenses(get(apiClientAtom), get(cacheAtom), query);
  if (!result.ok || get(userSessionAtom).secureId !== secureId) return;
  set(loadedLicensesAtom, {
    owner: secureId,
    key: userLicensesCacheKey(query),
    licenses: result.data,
  });
});
