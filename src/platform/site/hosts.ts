import type { BrandId } from '../../../tokens/types';

/**
 * One host name per brand. The reference server and the app read the same table; on a
 * developer machine Chromium resolves every `*.localhost` name to loopback.
 */
export const hostsByBrand: Record<BrandId, readonly string[]> = {
  main: ['localhost', '127.0.0.1', 'main.localhost'],
  'legal-contracts': ['contracts.localhost'],
  'fr-legal': ['fr.localhost'],
  'de-legal': ['de.localhost'],
};

/** The brand of a host name (without port); unknown hosts are the main brand. */
export function brandForHost(hostname: string): BrandId {
  const host = hostname.toLowerCase();
  for (const [brand, hosts] of Object.entries(hostsByBrand) as [BrandId, readonly string[]][]) {
    if (hosts.includes(host)) return brand;
  }
  return 'main';
}
