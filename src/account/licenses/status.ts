import { atom } from 'jotai';
import { clockAtom } from '../../platform/state/clock';
import { subscriptions } from '../subscriptions';
import { licenses } from './atoms';
import { type AccountLicenseLabel, accountLicenseLabel } from './rules';

/**
 * §4 The account license label from the subscriptions and licenses resources (both load at
 * once). `undefined` when either failed to load: the label cannot be known, so none is shown.
 */
export const accountLicenseLabelAtom = atom(
  async (get): Promise<AccountLicenseLabel | null | undefined> => {
    const [subscriptionList, licenseList] = await Promise.all([
      get(subscriptions.value),
      get(licenses.value),
    ]);
    if (!subscriptionList.ok || !licenseList.ok) return undefined;
    return accountLicenseLabel(
      subscriptionList.data,
      licenseList.data,
      new Date(get(clockAtom).now()),
    );
  },
);
