import type { BrandId } from '../tokens/types';

/** Each brand's theme (CSS and fonts) is its own chunk: a page loads only its brand's. */
export const loadBrandTheme: Record<BrandId, () => Promise<string>> = {
  main: () => import('../src/theme/brands/main.css').then((m) => m.mainTheme),
  'legal-contracts': () =>
    import('../src/theme/brands/legal-contracts.css').then((m) => m.legalContractsTheme),
  'fr-legal': () => import('../src/theme/brands/fr-legal.css').then((m) => m.frLegalTheme),
  'de-legal': () => import('../src/theme/brands/de-legal.css').then((m) => m.deLegalTheme),
};
