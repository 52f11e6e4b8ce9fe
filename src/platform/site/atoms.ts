import { atom } from 'jotai';
import type { BrandId } from '../../../tokens/types';
import type { CountryCode } from './markets';

/** Which site this page belongs to: set once by the app bootstrap or a story's globals. */
export interface SiteContext {
  brand: BrandId;
  country: CountryCode;
  locale: string;
}

export const siteContextAtom = atom<SiteContext>({ brand: 'main', country: 'US', locale: 'en-US' });

/**
 * The address of the page as it was loaded: the browser's, or the one the server renders (set
 * by the page's store). What a render reads of the address (its host, its origin) comes from
 * here, never from `location`, so the server and the browser render the same.
 */
export const pageUrlAtom = atom(
  typeof location === 'undefined' ? 'http://localhost/' : location.href,
);
