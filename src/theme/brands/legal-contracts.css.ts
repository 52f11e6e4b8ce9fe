import { legalContractsTokens } from '../../../tokens/legal-contracts';
import { makeBrandTheme } from '../makeBrandTheme.css';

export const legalContractsTheme = makeBrandTheme(legalContractsTokens, 'legal-contracts');
