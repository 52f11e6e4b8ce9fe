import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import {
  loadSiteConfigAtom,
  type SiteConfig,
  siteConfigAtom,
  siteConfigLoadKeyAtom,
  siteConfigOutOfDateAtom,
} from './atoms';

/**
 * The site configuration as the header and footer show it (page-shell §2–3): loaded when it is
 * not synchronised yet or is in another language than the page (a load already running, such
 * as the one a page starts at boot, is reused), and whether loading it failed for the current
 * host, country and brand, in which case they show what does not depend on it.
 */
export function useSiteConfig(): { config: SiteConfig; failed: boolean } {
  const config = useAtomValue(siteConfigAtom);
  const outOfDate = useAtomValue(siteConfigOutOfDateAtom);
  const load = useSetAtom(loadSiteConfigAtom);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const key = useAtomValue(siteConfigLoadKeyAtom);

  useEffect(() => {
    if (!outOfDate) return;
    let current = true;
    void load().then((result) => {
      if (current && !result.ok) setFailedKey(key);
    });
    return () => {
      current = false;
    };
  }, [outOfDate, key, load]);

  return { config, failed: !config.isSyncedWithServer && failedKey === key };
}
