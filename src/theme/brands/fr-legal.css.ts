import { frLegalTokens } from '../../../tokens/fr-legal';
import { makeBrandTheme } from '../makeBrandTheme.css';

export const frLegalTheme = makeBrandTheme(frLegalTokens, 'fr-legal');
