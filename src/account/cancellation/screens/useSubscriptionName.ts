import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '../../../platform/api/contract';
import { siteConfigAtom } from '../../../platform/config/atoms';
import { displayKind } from '../../domain';
import { kindNameKey } from './model';

/**
 * The subscription's name: the query's `subscriptionName` when the list passed one, else its
 * display kind in the member's language.
 */
export function useSubscriptionName() {
  const { t } = useTranslation();
  // The keys are `subscriptions:kinds.*`, chosen at run time from the display kind.
  const translate = t as unknown as (key: string, values: Record<string, string>) => string;
  const brand = useAtomValue(siteConfigAtom).values.sitebrand ?? '';
  return (
    subscription: Pick<Subscription, 'originalBuyOptionName' | 'isLibrary'>,
    given?: string | null,
  ) => given?.trim() || translate(kindNameKey[displayKind(subscription)], { brand });
}
