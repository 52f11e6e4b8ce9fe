import { atom } from 'jotai';
import { breakpoints } from '../../../tokens/breakpoints';

const currentWidth = () => (typeof window === 'undefined' ? breakpoints.wide : window.innerWidth);

/**
 * The width a first render assumes before the window is measured: the window's own in the
 * browser, or, in a server-rendered page, the width the server assumed from the request (the
 * page's store sets it), so that hydration renders what the server did (the live width follows
 * once mounted).
 */
export const assumedWidthAtom = atom(currentWidth());

/**
 * The window's width, kept up to date while something reads it. Read when the page's box has
 * been laid out (a resize observer's callbacks come after the browser's layout), not as soon as
 * something mounts: that is in the effects right after hydration, when reading `innerWidth`
 * forces the browser to lay out the whole page again first (59–83 ms at 4× CPU,
 * docs/decisions.md "Server rendering").
 */
const liveWidthAtom = atom<number | null>(null);
liveWidthAtom.onMount = (set) => {
  const update = () => set(currentWidth());
  if (typeof ResizeObserver === 'undefined') {
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }
  // The root element is as wide as the window: it changes size whenever the width does.
  const observer = new ResizeObserver(update);
  observer.observe(document.documentElement);
  return () => observer.disconnect();
};

/** A width pinned from outside (stories showing a width their viewport does not have). */
const pinnedWidthAtom = atom<number | null>(null);

/**
 * The window's width, as every width rule of a render reads it (the header's breakpoints, the
 * dashboard's small screens): never read from `window` during a render, so the server's render
 * and the browser's hydration agree. Writing a number pins it; writing `null` follows the window
 * again.
 */
export const windowWidthAtom = atom(
  (get) => get(pinnedWidthAtom) ?? get(liveWidthAtom) ?? get(assumedWidthAtom),
  (_get, set, width: number | null) => set(pinnedWidthAtom, width),
);
