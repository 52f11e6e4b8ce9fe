import { baseTokens } from './base';
import { makeTokens } from './makeTokens';

/** `de-legal`: placeholder until the brand palette lands. */
export const deLegalTokens = makeTokens(baseTokens, {});
