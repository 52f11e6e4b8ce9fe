import type { BrandId } from '../../tokens/types';

/**
 * Puts a brand's theme class and the page language on <html>, replacing the previous
 * brand's class. On <html> rather than a wrapper so that portalled overlays are themed too.
 */
export function applyTheme(themeClass: string, allThemeClasses: readonly string[], lang: string) {
  const root = document.documentElement;
  root.classList.remove(...allThemeClasses);
  root.classList.add(themeClass);
  root.lang = lang;
}

export type { BrandId };
