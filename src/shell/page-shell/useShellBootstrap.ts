import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { loadSiteConfigAtom, siteConfigAtom } from '../../platform/config/atoms';
import { refreshLocationAtom } from '../country-selector';
import { metadataRegionFromLoc } from '../metadata';

/**
 * What the shell loads once it is mounted (page-shell §2, §7): the site configuration for this
 * host, country and brand (the header and footer show skeletons until it is synchronised), and
 * the location (countries, regions, the visitor's region from `loc`; criteria from `ldcn`).
 */
export function useShellBootstrap(search: string) {
  const { countryCode, brand } = useAtomValue(siteConfigAtom);
  const loadSiteConfig = useSetAtom(loadSiteConfigAtom);
  const refreshLocation = useSetAtom(refreshLocationAtom);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new country or brand loads again
  useEffect(() => {
    void loadSiteConfig();
  }, [countryCode, brand, loadSiteConfig]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new country reloads its regions
  useEffect(() => {
    const query = new URLSearchParams(search);
    void refreshLocation({
      regionCode: metadataRegionFromLoc(query.get('loc')) ?? undefined,
      criteria: query.get('ldcn') ?? undefined,
    });
  }, [search, countryCode, refreshLocation]);
}
