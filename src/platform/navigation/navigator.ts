import { atom } from 'jotai';

/**
 * How the page leaves for another address: one place, so stories and tests can watch where a
 * click would go instead of unloading the page (search submit, country choice, sign-out, "/").
 */
export interface PageNavigator {
  /** Goes to `url` (a normal navigation, kept in history). */
  assign(url: string): void;
  /** Opens `url` in a new window or a sized popup (`features` as `window.open` takes them). */
  open(url: string, target?: string, features?: string): void;
}

export const browserNavigator: PageNavigator = {
  assign: (url) => window.location.assign(url),
  open: (url, target = '_blank', features) => {
    window.open(url, target, features);
  },
};

export const navigatorAtom = atom<PageNavigator>(browserNavigator);

/** Navigates through the page's navigator. */
export const navigateAtom = atom(null, (get, _set, url: string) => {
  get(navigatorAtom).assign(url);
});
