import { atom } from 'jotai';
import { siteConfigAtom } from '../../platform/config/atoms';
import { siteContextAtom } from '../../platform/site/atoms';
import { type AccountLinks, accountLinks, siteOrigin } from './rules';

function pageLocation(): { protocol: string; origin: string } {
  return typeof location === 'undefined'
    ? { protocol: 'https:', origin: 'http://localhost' }
    : { protocol: location.protocol, origin: location.origin };
}

/** The site's origin (scheme and configured host). */
export const siteOriginAtom = atom((get) => siteOrigin(get(siteConfigAtom).host, pageLocation()));

/** §2 Every external link of the dashboard for this site, country and language. */
export const accountLinksAtom = atom((get): AccountLinks => {
  const config = get(siteConfigAtom);
  const context = get(siteContextAtom);
  return accountLinks({
    origin: get(siteOriginAtom),
    config: config.values,
    country: config.countryCode,
    locale: context.locale,
  });
});
