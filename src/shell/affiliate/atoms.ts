import { atom } from 'jotai';
import { cacheAtom } from '../../platform/storage/atoms';
import { type Affiliate, detectAffiliate } from './rules';

/** Cache key of the last query string a page of this site was opened with (page-shell §2). */
export const LAST_QUERY_STRING_KEY = 'last_query_string';

const isString = (value: unknown): value is string => typeof value === 'string';

/** An affiliate set explicitly (the page, a story); `undefined` means "detect". */
const chosenAffiliateAtom = atom<Affiliate | null | undefined>(undefined);

/**
 * The affiliate partner of this visit (page-shell §2 Affiliate detection): the one set
 * explicitly, else `pid=pg-{code}` from the address, else from the stored last query string.
 * Writing `null` means "no partner"; writing `undefined` goes back to detection.
 */
export const affiliateAtom = atom(
  (get): Affiliate | null => {
    const chosen = get(chosenAffiliateAtom);
    if (chosen !== undefined) return chosen;
    const search = typeof location === 'undefined' ? '' : location.search;
    return detectAffiliate(search, get(cacheAtom).get(LAST_QUERY_STRING_KEY, isString));
  },
  (_get, set, affiliate: Affiliate | null | undefined) => set(chosenAffiliateAtom, affiliate),
);
