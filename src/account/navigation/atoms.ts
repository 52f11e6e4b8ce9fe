import { atom } from 'jotai';
import { siteConfigAtom } from '../../platform/config/atoms';
import { siteContextAtom } from '../../platform/site/atoms';
import { siteStyleOf, type Tab, tabsFor } from './rules';

/** §2 The tabs of the current site: its style (from the brand) and its country. */
export const accountTabsAtom = atom((get): Tab[] =>
  tabsFor({
    siteStyle: siteStyleOf(get(siteContextAtom).brand),
    country: get(siteConfigAtom).countryCode,
  }),
);
