import type { DeepPartial, Tokens } from './types';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function merge<T>(base: T, overrides: DeepPartial<T>): T {
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(overrides as Record<string, unknown>)) {
    if (value === undefined) continue;
    const current = result[key];
    result[key] = isPlainObject(current) && isPlainObject(value) ? merge(current, value) : value;
  }
  return result as T;
}

/** A brand states only what differs from the base: everything else is inherited. */
export function makeTokens(base: Tokens, overrides: DeepPartial<Tokens>): Tokens {
  return merge(base, overrides);
}
