import { brandIds } from '../../tokens/types';

/**
 * Policy documents served at `/common/components/website-policies/{brand}/{document}.html`,
 * where `document` is `policytype_locale[_region]` (page-shell §7). Null when there is none.
 */
export function policyDocument(brand: string, document: string): string | null {
  if (!(brandIds as readonly string[]).includes(brand)) return null;
  if (!/^[a-z_]+_[a-z]{2}_[A-Z]{2}(_[a-z_]+)?$/.test(document)) return null;
  return null;
}
