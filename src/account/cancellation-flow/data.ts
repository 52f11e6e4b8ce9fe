import { atom } from 'jotai';
import { licenses } from '../licenses';
import { subscriptions } from '../subscriptions';
import { upgradePaths } from '../upgrade';

/** Subscriptions and licenses, loaded side by side (one suspension, no waterfall). */
export const cancelDataAtom = atom(async (get) => {
  const [subscriptionList, licenseList] = await Promise.all([
    get(subscriptions.value),
    get(licenses.value),
  ]);
  return { subscriptions: subscriptionList, licenses: licenseList };
});

/** The landing's data: the above plus the upgrade paths (its yearly alternative). */
export const landingDataAtom = atom(async (get) => {
  const [data, paths] = await Promise.all([get(cancelDataAtom), get(upgradePaths.value)]);
  return { ...data, upgradePaths: paths };
});

/** Subscriptions alone (gateway, top-level reminder). */
export const subscriptionsAtom = subscriptions.value;

/** Reload actions of the failed states' "Try again". */
export const reloadSubscriptionsAtom = subscriptions.reload;
export const reloadLicensesAtom = licenses.reload;
