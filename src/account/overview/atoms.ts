import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { siteConfigAtom } from '../../platform/config/atoms';
import { variationOrControlAtom } from '../../platform/experiments/atoms';
import { isSignedInAtom } from '../../platform/session/atoms';
import { locationAtom } from '../../shell/country-selector';
import { licenses } from '../licenses';
import { accountLinksAtom, eSignatureHref, siteOriginAtom } from '../links';
import { subscriptions } from '../subscriptions';
import {
  isESignBenefitShown,
  isQuickActionsShown,
  type QuickAction,
  quickActions,
  quickActionsPresentation,
} from './rules';

// The lists read without suspending: null while loading.
const subscriptionsNow = unwrap(subscriptions.value, () => null);
const licensesNow = unwrap(licenses.value, () => null);

/**
 * Page-shell §4 "once subscriptions or another list is loaded": a list of the member's has
 * loaded successfully (a failed load does not count: the page shows its failure instead).
 */
export const accountListLoadedAtom = atom(
  (get) => get(subscriptionsNow)?.ok === true || get(licensesNow)?.ok === true,
);

/** The member's region (the page location's region, else Quebec when configured); null if unknown. */
const userRegionAtom = atom((get): string | null => {
  const region = get(locationAtom).currentRegion?.regionCode?.trim();
  if (region) return region;
  return get(siteConfigAtom).values.isQuebecRegion ? 'QC' : null;
});

/** §6 Whether the e-signature benefit (and so the e-sign quick action) shows for this member. */
export const eSignShownAtom = atom((get) => {
  const config = get(siteConfigAtom);
  return isESignBenefitShown({
    country: config.countryCode,
    variation: get(variationOrControlAtom('esignExpansionHeader')),
    userRegion: get(userRegionAtom),
    unsupportedRegions: config.values.unsupportedRegions,
  });
});

/** §9 Whether the quick actions show: US, CA or GB, signed in, once a list has loaded. */
export const quickActionsShownAtom = atom((get) =>
  isQuickActionsShown({
    country: get(siteConfigAtom).countryCode,
    isSignedIn: get(isSignedInAtom),
    subscriptionsLoaded: get(accountListLoadedAtom),
  }),
);

/** §9 The quick actions and how they appear (`quickActionsFab`: N a menu button beside the title, else a card). */
export const quickActionsAtom = atom(
  (get): { presentation: 'fab' | 'card'; actions: QuickAction[] } => {
    const links = get(accountLinksAtom);
    return {
      presentation: quickActionsPresentation(get(variationOrControlAtom('quickActionsFab'))),
      actions: quickActions(
        { ...links, eSignature: eSignatureHref(get(siteOriginAtom), 'quick-actions') },
        get(eSignShownAtom),
      ),
    };
  },
);
