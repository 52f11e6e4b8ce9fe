import { atom } from 'jotai';
import { clockAtom } from '../../platform/state/clock';
import { whenAll } from '../../platform/state/resource';
import { subscriptions } from '../subscriptions';
import { licenses } from './atoms';
import { type AccountLicenseLabel, accountLicenseLabel } from './rules';

/**
 * §4 The account license label from the subscriptions and licenses resources (both load at
 * once). `undefined` when either failed to load: the label cannot be known, so none is shown.
 */
export const accountLicenseLabelAtom = atom((get) => {
  const clock = get(clockAtom);
  return whenAll(
    [get(subscriptions.value), get(licenses.value)],
    ([subscriptionList, licenseList]): AccountLicenseLabel | null | undefined => {
      if (!subscriptionList.ok || !licenseList.ok) return undefined;
      return accountLicenseLabel(subscriptionList.data, licenseList.data, new Date(clock.now()));
    },
  );
});
