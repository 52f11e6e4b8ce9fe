import { deLegalTokens } from '../../../tokens/de-legal';
import { makeBrandTheme } from '../makeBrandTheme.css';

export const deLegalTheme = makeBrandTheme(deLegalTokens, 'de-legal');
