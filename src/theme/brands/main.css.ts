import { mainTokens } from '../../../tokens/main';
import { makeBrandTheme } from '../makeBrandTheme.css';

export const mainTheme = makeBrandTheme(mainTokens, 'main');
