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
