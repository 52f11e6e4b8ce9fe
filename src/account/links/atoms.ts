import { atom } from 'jotai';
import { siteConfigAtom } from '../../platform/config/atoms';
import { pageUrlAtom, siteContextAtom } from '../../platform/site/atoms';
import { type AccountLinks, accountLinks, siteOrigin } from './rules';

/** The site's origin (scheme and configured host). */
export const siteOriginAtom = atom((get) => {
  const page = new URL(get(pageUrlAtom));
  return siteOrigin(get(siteConfigAtom).host, { protocol: page.protocol, origin: page.origin });
});

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
