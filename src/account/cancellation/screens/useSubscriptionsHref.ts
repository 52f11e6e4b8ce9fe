import { useAtomValue } from 'jotai';
import { accountHref, accountTabsAtom } from '../../navigation';

/**
 * Where the member's subscriptions are listed: the subscriptions list, or the combined tab on
 * sites without a subscriptions tab (legal-contracts, main outside the utility countries) — the
 * same way back as the navigation's InvalidQuery.
 */
export function useSubscriptionsHref(): string {
  const tabs = useAtomValue(accountTabsAtom);
  const hasList = tabs.some((tab) => tab.id === 'subscriptions');
  const hasCombined = tabs.some((tab) => tab.id === 'subscriptions-and-licenses');
  return !hasList && hasCombined ? accountHref.combined() : accountHref.subscriptions();
}
