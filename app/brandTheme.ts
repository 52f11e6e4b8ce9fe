import type { BrandId } from '../tokens/types';

/**
 * Each brand's theme (fonts, global CSS and theme class) is its own chunk: a page loads only
 * its own brand's.
 */
export const loadBrandTheme: Record<BrandId, () => Promise<string>> = {
  main: () => import('../src/theme/brands/main').then((m) => m.mainTheme),
  'legal-contracts': () =>
    import('../src/theme/brands/legal-contracts').then((m) => m.legalContractsTheme),
  'fr-legal': () => import('../src/theme/brands/fr-legal').then((m) => m.frLegalTheme),
  'de-legal': () => import('../src/theme/brands/de-legal').then((m) => m.deLegalTheme),
};
