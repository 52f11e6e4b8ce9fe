import { createThemeContract } from '@vanilla-extract/css';
import { baseTokens } from '../../tokens/base';
import type { Tokens } from '../../tokens/types';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

function toContract<T extends object>(tokens: T): Contract<T> {
  return Object.fromEntries(
    Object.entries(tokens).map(([key, value]) => [
      key,
      typeof value === 'string' ? null : toContract(value as object),
    ]),
  ) as Contract<T>;
}

/** The typed theme contract: components read these CSS variables and nothing else. */
export const vars = createThemeContract(toContract<Tokens>(baseTokens));
