import { atom } from 'jotai';
import { pageUrlAtom } from '../../platform/site/atoms';
import { cacheAtom } from '../../platform/storage/atoms';
import { type Affiliate, detectAffiliate } from './rules';

/** Cache key of the last query string a page of this site was opened with (page-shell §2). */
export const LAST_QUERY_STRING_KEY = 'last_query_string';

const isString = (value: unknown): value is string => typeof value === 'string';

/** An affiliate set explicitly (the page, a story); `undefined` means "detect". */
const chosenAffiliateAtom = atom<Affiliate | null | undefined>(undefined);

/**
 * The stored last query string, read once something showing the partner has mounted: the
 * server cannot see this browser's storage, so the server's render and the browser's hydration
 * both go without it, and a partner found only there shows right after.
 */
const storedQueryStringAtom = atom<string | null>(null);
const readStoredQueryStringAtom = atom(
  (get) => get(storedQueryStringAtom),
  (get, set) =>
    set(storedQueryStringAtom, get(cacheAtom).get(LAST_QUERY_STRING_KEY, isString) ?? null),
);
readStoredQueryStringAtom.onMount = (read) => read();

/**
 * The affiliate partner of this visit (page-shell §2 Affiliate detection): the one set
 * explicitly, else `pid=pg-{code}` from the page's address (the same on the server), else from
 * the stored last query string. Writing `null` means "no partner"; writing `undefined` goes back
 * to detection.
 */
export const affiliateAtom = atom(
  (get): Affiliate | null => {
    const chosen = get(chosenAffiliateAtom);
    if (chosen !== undefined) return chosen;
    const search = new URL(get(pageUrlAtom)).search;
    return detectAffiliate(search, get(readStoredQueryStringAtom));
  },
  (_get, set, affiliate: Affiliate | null | undefined) => set(chosenAffiliateAtom, affiliate),
);

/**
 * Page-shell §2 "a stored last-query-string value": a page opened with a known partner's
 * `pid=pg-{code}` keeps its query string (30 days, the cache's default lifetime), so the
 * partner's co-brand logo and menus follow the visitor to the site's other pages. A query string
 * without a known partner leaves the stored one as it is.
 */
export const rememberPartnerQueryAtom = atom(null, (get, _set, search: string) => {
  if (!detectAffiliate(search, null)) return;
  get(cacheAtom).set(LAST_QUERY_STRING_KEY, search);
});
