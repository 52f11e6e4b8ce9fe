import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { siteConfigAtom } from '../../platform/config/atoms';
import { userSessionAtom } from '../../platform/session/atoms';
import { licenseProductAtom, loadPageLicensesAtom } from '../../platform/session/userLicenses';
import { rememberPartnerQueryAtom } from '../affiliate';
import { refreshLocationAtom } from '../country-selector';
import { metadataRegionFromLoc } from '../metadata';

/**
 * What the shell loads once it is mounted (page-shell §2, §7): the location (countries,
 * regions, the visitor's region from `loc`; criteria from `ldcn`), again for a new country.
 * The site configuration is loaded by the header and footer, which wait for it. A member on a
 * page about a product gets their licences for it (user-licenses), again for another member.
 * A partner's `pid` in the address is remembered for the site's next pages.
 */
export function useShellBootstrap(search: string) {
  const { countryCode } = useAtomValue(siteConfigAtom);
  const refreshLocation = useSetAtom(refreshLocationAtom);
  const product = useAtomValue(licenseProductAtom);
  const { secureId } = useAtomValue(userSessionAtom);
  const loadLicenses = useSetAtom(loadPageLicensesAtom);
  const rememberPartnerQuery = useSetAtom(rememberPartnerQueryAtom);

  useEffect(() => rememberPartnerQuery(search), [search, rememberPartnerQuery]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another product, country or member reloads
  useEffect(() => {
    void loadLicenses();
  }, [product, countryCode, secureId, loadLicenses]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new country reloads its regions
  useEffect(() => {
    const query = new URLSearchParams(search);
    void refreshLocation({
      regionCode: metadataRegionFromLoc(query.get('loc')) ?? undefined,
      criteria: query.get('ldcn') ?? undefined,
    });
  }, [search, countryCode, refreshLocation]);
}
