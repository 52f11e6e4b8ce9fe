/** Project dashboard decisions (account-dashboard §6). */

/** §6 Countries without the estate vault. */
export const ESTATE_VAULT_UNAVAILABLE_COUNTRIES: readonly string[] = ['GB', 'AU', 'FR', 'DE'];

/** §6 The estate vault is unavailable for GB, AU, FR and DE. */
export function isEstateVaultAvailable(country: string): boolean {
  return !ESTATE_VAULT_UNAVAILABLE_COUNTRIES.includes(country.toUpperCase());
}
