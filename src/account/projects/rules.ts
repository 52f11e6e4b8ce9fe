/** Project dashboard decisions (account-dashboard §3, §6). */
import { resolveRedirect } from '../../platform/navigation/redirect';

/** §6 Countries without the estate vault. */
export const ESTATE_VAULT_UNAVAILABLE_COUNTRIES: readonly string[] = ['GB', 'AU', 'FR', 'DE'];

/** §6 The estate vault is unavailable for GB, AU, FR and DE. */
export function isEstateVaultAvailable(country: string): boolean {
  return !ESTATE_VAULT_UNAVAILABLE_COUNTRIES.includes(country.toUpperCase());
}

/** What one project tile shows. */
export interface ProjectTileView {
  /** Stable React key (tiles may repeat an address). */
  key: string;
  title: string;
  /** The project's dashboard, absolute on the site's origin. */
  href: string;
}

/**
 * §3 Project tiles (title, href) as links: blank titles are dropped (nothing to name the link),
 * titles are trimmed, and each href is resolved against the site's origin (§5 redirect rule), so
 * a tile never leads off the site and a relative path is not read as a dashboard route.
 */
export function projectTileViews(
  tiles: readonly { title?: string | null; href?: string | null }[],
  origin: string,
): ProjectTileView[] {
  return tiles.flatMap((tile, index) => {
    const title = tile.title?.trim();
    if (!title) return [];
    const href = resolveRedirect(tile.href, { siteOrigin: origin });
    return [{ key: `${index}:${href}`, title, href }];
  });
}
