import { deLegalTokens } from './de-legal';
import { frLegalTokens } from './fr-legal';
import { legalContractsTokens } from './legal-contracts';
import { mainTokens } from './main';
import type { BrandId, Tokens } from './types';

export * from './breakpoints';
export * from './types';

export const brandTokens: Record<BrandId, Tokens> = {
  main: mainTokens,
  'legal-contracts': legalContractsTokens,
  'fr-legal': frLegalTokens,
  'de-legal': deLegalTokens,
};
