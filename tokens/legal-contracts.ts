import { baseTokens } from './base';
import { makeTokens } from './makeTokens';

/** `legal-contracts`: placeholder until the brand palette lands. */
export const legalContractsTokens = makeTokens(baseTokens, {});
