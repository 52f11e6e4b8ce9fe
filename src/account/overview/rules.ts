/**
 * Dashboard feature gates (account-dashboard §1, §6, §9): member benefits, the trust widget,
 * quick actions and promo cards. Experiment variations come in as arguments.
 */
import type { Variation } from '../../platform/experiments/registry';

/** Countries where the e-signature benefit depends on the e-sign expansion experiment. */
export const ESIGN_EXPERIMENT_COUNTRIES: readonly string[] = ['CA', 'GB', 'AU'];

/**
 * Reads the configured comma list of unsupported regions (`"QC, nl ,"` → `["QC", "NL"]`):
 * trimmed, upper-cased, blanks dropped.
 */
export function parseRegionList(list: string | null | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((region) => region.trim().toUpperCase())
    .filter((region) => region !== '');
}

/**
 * §6 E-signature member benefits: hidden when the user's region is in the unsupported list;
 * otherwise always shown in the US, and in CA, GB and AU only when the country's e-sign
 * experiment variation is N; never elsewhere.
 */
export function isESignBenefitShown(input: {
  country: string;
  /** Variation of the e-sign expansion experiment for this country. */
  variation: Variation | null | undefined;
  /** The member's region (state or province code); null when unknown. */
  userRegion: string | null | undefined;
  /** The configured comma list of unsupported regions. */
  unsupportedRegions: string | null | undefined;
}): boolean {
  const region = input.userRegion?.trim().toUpperCase();
  if (region && parseRegionList(input.unsupportedRegions).includes(region)) return false;
  const country = input.country.toUpperCase();
  if (country === 'US') return true;
  return ESIGN_EXPERIMENT_COUNTRIES.includes(country) && input.variation === 'N';
}

/** §1/§6 The trust-review widget is hidden for DE and FR. */
export function isTrustWidgetShown(country: string): boolean {
  const upper = country.toUpperCase();
  return upper !== 'DE' && upper !== 'FR';
}

/** Countries with quick actions. */
export const QUICK_ACTIONS_COUNTRIES: readonly string[] = ['US', 'CA', 'GB'];

/**
 * §9 Quick actions show in US, CA and GB for a signed-in member, once the subscriptions list has
 * loaded (so the actions can depend on what the member holds, and do not pop in over a spinner).
 */
export function isQuickActionsShown(input: {
  country: string;
  isSignedIn: boolean;
  subscriptionsLoaded: boolean;
}): boolean {
  return (
    QUICK_ACTIONS_COUNTRIES.includes(input.country.toUpperCase()) &&
    input.isSignedIn &&
    input.subscriptionsLoaded
  );
}

/** §9 Promo-card style overrides apply when the promo cards experiment is on (N). */
export function arePromoCardOverridesOn(variation: Variation | null | undefined): boolean {
  return variation === 'N';
}
