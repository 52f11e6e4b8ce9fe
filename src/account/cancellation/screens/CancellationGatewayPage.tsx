import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Card } from '../../../ds/Card/Card';
import { Link } from '../../../ds/Link/Link';
import { Stack } from '../../../ds/layout';
import { Text } from '../../../ds/Text/Text';
import type { Subscription } from '../../../platform/api/contract';
import { siteContextAtom } from '../../../platform/site/atoms';
import { useEventually } from '../../../platform/state/useEventually';
import { isRenewing, subscriptionState } from '../../domain';
import { accountHref } from '../../navigation';
import { cancelEntryFor, gatewayChoice } from '..';
import { BackToList } from './BackToList';
import { reloadSubscriptionsAtom, subscriptionsAtom } from './data';
import { FlowFrame } from './FlowFrame';
import { FlowMessage } from './FlowMessage';
import { FlowSkeleton } from './FlowSkeleton';
import { SubscriptionsFailed } from './SubscriptionsFailed';
import { useFormat } from './useFormat';
import { useSubscriptionName } from './useSubscriptionName';

/**
 * Top-level `/cancel` (no query): the member's cancellable (renewing) subscriptions, each
 * leading into its cancel flow (the funnel's landing in US/CA/GB/AU, else the plain page); with
 * exactly one it goes straight in; with none it says so.
 */
export function CancellationGatewayPage() {
  return (
    <Suspense fallback={<FlowSkeleton />}>
      <Gateway />
    </Suspense>
  );
}

function Gateway() {
  const { t } = useTranslation('cancellation');
  const loaded = useEventually(subscriptionsAtom);
  const reload = useSetAtom(reloadSubscriptionsAtom);
  const { country } = useAtomValue(siteContextAtom);
  const nameOf = useSubscriptionName();
  const format = useFormat();
  if (!loaded.ok) return <SubscriptionsFailed reload={reload} />;
  const byId = new Map(loaded.data.map((s) => [s.subscriptionId, s]));
  const choice = gatewayChoice(
    loaded.data.map((s) => ({
      subscriptionId: s.subscriptionId,
      renewing: isRenewing(subscriptionState(s)),
    })),
  );
  const hrefOf = (s: Subscription) => {
    const link = {
      subscriptionId: s.subscriptionId,
      isTrial: subscriptionState(s) === 'initial-trial',
    };
    return cancelEntryFor(country) === 'funnel'
      ? accountHref.cancelV2(link)
      : accountHref.cancel(link);
  };
  if (choice.kind === 'none') {
    return (
      <FlowMessage title={t('gateway.title')} body={t('gateway.none')} testId="gateway-none" />
    );
  }
  if (choice.kind === 'one') {
    return <Navigate replace to={hrefOf(byId.get(choice.subscriptionId) as Subscription)} />;
  }
  return (
    <FlowFrame title={t('gateway.title')} testId="cancellation-gateway">
      <Text>{t('gateway.intro')}</Text>
      <Stack space="lg" as="ul">
        {choice.subscriptionIds.map((id) => {
          const subscription = byId.get(id) as Subscription;
          const name = nameOf(subscription);
          return (
            <Card key={id} heading={name} variant="outline">
              <Stack space="sm">
                <Text size="small" tone="secondary">
                  {t('gateway.renews', {
                    date: format.date(subscription.nextChargeDate),
                    amount: format.money(subscription.amount ?? 0, subscription.countryCode),
                  })}
                </Text>
                <div>
                  <Link variant="standalone" href={hrefOf(subscription)}>
                    {t('gateway.choose', { name })}
                  </Link>
                </div>
              </Stack>
            </Card>
          );
        })}
      </Stack>
      <BackToList />
    </FlowFrame>
  );
}
