import {
  canAddAllAccessYearly,
  type DisplayKindFields,
  isActiveSubscription,
  orderFileName,
  orderFormVersion,
  type StateFields,
} from '../../src/account/domain';
import type { Subscription, UpgradePath } from '../../src/platform/api/contract';

/** The all-access yearly plan's price per month, per country currency (reference prices). */
const allAccessMonthlyCost: Record<string, number> = {
  US: 8.25,
  CA: 9.99,
  GB: 7.5,
  AU: 11.5,
  FR: 8.99,
  DE: 8.99,
};

/** Whether a subscription is offered the all-access yearly upgrade: active, and no bundle,
 * all-access or library. */
export function isUpgradable(s: StateFields & DisplayKindFields): boolean {
  return isActiveSubscription(s) && canAddAllAccessYearly(s);
}

/**
 * Upgrade offers of the reference server: every active subscription that may take the
 * all-access yearly plan (bundles, all-access itself and library purchases may not) gets one,
 * posting to this server's local order page.
 */
export function upgradePathsFor(list: readonly Subscription[], origin: string): UpgradePath[] {
  return list.filter(isUpgradable).map((s) => {
    const details = (isMobile: boolean) => ({
      orderUrl: `${origin}/order/upgrade`,
      orderPostData: {
        code: orderFormVersion(s.countryCode),
        file: orderFileName(s.countryCode, isMobile),
        loc: s.countryCode,
      },
    });
    return {
      subscriptionId: s.subscriptionId,
      upgradeDetails: {
        buyOptionType: 'subscription_year_renew_all_access',
        monthlyCostNumber: allAccessMonthlyCost[s.countryCode] ?? allAccessMonthlyCost.US ?? 0,
        desktopOrderDetails: details(false),
        mobileOrderDetails: details(true),
      },
    };
  });
}
