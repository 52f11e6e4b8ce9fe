import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { siteConfigAtom } from '../../platform/config/atoms';
import { refreshLocationAtom } from '../country-selector';
import { metadataRegionFromLoc } from '../metadata';

/**
 * What the shell loads once it is mounted (page-shell §2, §7): the location (countries,
 * regions, the visitor's region from `loc`; criteria from `ldcn`), again for a new country.
 * The site configuration is loaded by the header and footer, which wait for it.
 */
export function useShellBootstrap(search: string) {
  const { countryCode } = useAtomValue(siteConfigAtom);
  const refreshLocation = useSetAtom(refreshLocationAtom);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new country reloads its regions
  useEffect(() => {
    const query = new URLSearchParams(search);
    void refreshLocation({
      regionCode: metadataRegionFromLoc(query.get('loc')) ?? undefined,
      criteria: query.get('ldcn') ?? undefined,
    });
  }, [search, countryCode, refreshLocation]);
}
