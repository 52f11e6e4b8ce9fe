import { atom } from 'jotai';
import { whenAll } from '../../../platform/state/resource';
import { licenses } from '../../licenses';
import { subscriptions } from '../../subscriptions';
import { upgradePaths } from '../../upgrade';

/**
 * Subscriptions and licenses, loaded side by side (one suspension, no waterfall); at once when
 * both are in (`whenAll`: a server-rendered screen hydrates without suspending).
 */
export const cancelDataAtom = atom((get) =>
  whenAll([get(subscriptions.value), get(licenses.value)], ([subscriptionList, licenseList]) => ({
    subscriptions: subscriptionList,
    licenses: licenseList,
  })),
);

/** The landing's data: the above plus the upgrade paths (its yearly alternative). */
export const landingDataAtom = atom((get) =>
  whenAll([get(cancelDataAtom), get(upgradePaths.value)], ([data, paths]) => ({
    ...data,
    upgradePaths: paths,
  })),
);

/** Subscriptions alone (gateway, top-level reminder). */
export const subscriptionsAtom = subscriptions.value;

/** Reload actions of the failed states' "Try again". */
export const reloadSubscriptionsAtom = subscriptions.reload;
export const reloadLicensesAtom = licenses.reload;
