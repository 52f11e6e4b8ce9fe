import type { BrandId } from '../../tokens/types';
import { deLegalTheme } from './brands/de-legal';
import { frLegalTheme } from './brands/fr-legal';
import { legalContractsTheme } from './brands/legal-contracts';
import { mainTheme } from './brands/main';

export { applyTheme } from './applyTheme';
export { vars } from './contract.css';

/**
 * Every brand's theme class, with every brand's fonts. Storybook and tests use this; a
 * product imports only its own brand from `./brands/<brand>` (fonts + global CSS + theme
 * class) so it ships one brand's CSS and typefaces. (`makeBrandTheme` stays in its `.css.ts`
 * file: vanilla-extract cannot serialise a function exported to runtime code.)
 */
export const themeClassByBrand: Record<BrandId, string> = {
  main: mainTheme,
  'legal-contracts': legalContractsTheme,
  'fr-legal': frLegalTheme,
  'de-legal': deLegalTheme,
};
