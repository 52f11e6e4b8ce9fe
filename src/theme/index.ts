import type { BrandId } from '../../tokens/types';
import './global.css';
import './fonts';
import { deLegalTheme } from './brands/de-legal.css';
import { frLegalTheme } from './brands/fr-legal.css';
import { legalContractsTheme } from './brands/legal-contracts.css';
import { mainTheme } from './brands/main.css';

export { vars } from './contract.css';

/**
 * Every brand's theme class. Storybook and tests use this; a product imports only its own
 * brand from `./brands/<brand>.css` so it ships one brand's CSS.
 */
export const themeClassByBrand: Record<BrandId, string> = {
  main: mainTheme,
  'legal-contracts': legalContractsTheme,
  'fr-legal': frLegalTheme,
  'de-legal': deLegalTheme,
};
