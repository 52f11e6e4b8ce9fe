import { baseTokens } from './base';
import { makeTokens } from './makeTokens';

/** `fr-legal`: placeholder until the brand palette lands. */
export const frLegalTokens = makeTokens(baseTokens, {});
