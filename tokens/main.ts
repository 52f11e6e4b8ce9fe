import { baseTokens } from './base';
import { makeTokens } from './makeTokens';

/** `main`: the utility-style flagship brand. It is the base itself. */
export const mainTokens = makeTokens(baseTokens, {});
