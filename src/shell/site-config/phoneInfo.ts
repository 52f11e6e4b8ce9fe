import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import type { PhoneInfo } from '../../platform/api/contract';
import { siteConfigAtom } from '../../platform/config/atoms';
import { siteContextAtom } from '../../platform/site/atoms';
import { apiClientAtom } from '../../platform/state/atoms';
import { metadataOptionsAtom } from '../metadata';

/**
 * What the phone-info call depends on, as one string: the call repeats only when the host,
 * country, (for CA) product code or the page's language changes (the hours are server text in
 * it, which the API client sends), not when other configuration values arrive.
 */
const phoneQueryKeyAtom = atom((get) => {
  const { host, countryCode } = get(siteConfigAtom);
  const country = countryCode.toUpperCase();
  // Page-shell §7: productCode is sent only for CA, otherwise empty.
  const productCode = country === 'CA' ? (get(metadataOptionsAtom).productCode ?? '') : '';
  return JSON.stringify([host, country, productCode, get(siteContextAtom).locale]);
});

const phoneInfoRequestAtom = atom(async (get): Promise<PhoneInfo | null> => {
  const [host, countryCode, productCode] = JSON.parse(get(phoneQueryKeyAtom)) as string[];
  const result = await get(apiClientAtom).call('phoneInfo', {
    query: { host, countryCode: countryCode ?? '', returnCompanyAddress: true, productCode },
  });
  if (!result.ok) return null;
  return (
    result.data.find((info) => info.countryCode.toUpperCase() === countryCode) ??
    result.data[0] ??
    null
  );
});

/** Page-shell §6 `showPhoneInfo`: the site shows the phone (and only then asks for it). */
const showsPhoneAtom = atom((get) => get(siteConfigAtom).values.showPhoneInfo === true);

const loadedPhoneInfoAtom = unwrap(phoneInfoRequestAtom, (previous) => previous ?? null);

/**
 * Customer-service phone info of the current country (page-shell §3, §7), or `null` while it
 * loads, when the call fails or when the country has none. Shared by the footer and the header,
 * and read only while config allows the phone (§6 `showPhoneInfo`): a site that hides it never
 * asks.
 */
export const phoneInfoAtom = atom((get) => (get(showsPhoneAtom) ? get(loadedPhoneInfoAtom) : null));

/**
 * Resolves once `phoneInfoAtom` holds the phone info (at once when config hides the phone).
 * The server waits for it before rendering the shell, and the browser before hydrating it, so
 * the phone is in the first paint instead of pushing the header and footer about after it.
 */
export const loadPhoneInfoAtom = atom(null, async (get): Promise<void> => {
  if (!get(showsPhoneAtom)) return;
  // Read first, so `unwrap` is watching the call's promise and holds its answer once it is in.
  get(loadedPhoneInfoAtom);
  await get(phoneInfoRequestAtom);
});
