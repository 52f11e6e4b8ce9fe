import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../ds/Card/Card';
import { Stack } from '../../../ds/layout';
import { Text } from '../../../ds/Text/Text';
import { parseServerDate } from '../../../platform/format/dates';
import { clockAtom } from '../../../platform/state/clock';
import { useEventually } from '../../../platform/state/useEventually';
import { isRenewing, subscriptionState } from '../../domain';
import { reminderDateFor } from '..';
import { BackToList } from './BackToList';
import { reloadSubscriptionsAtom, subscriptionsAtom } from './data';
import { FlowFrame } from './FlowFrame';
import { FlowMessage } from './FlowMessage';
import { FlowSkeleton } from './FlowSkeleton';
import { ReminderCard } from './ReminderCard';
import { SubscriptionsFailed } from './SubscriptionsFailed';
import { useFormat } from './useFormat';
import { useSubscriptionName } from './useSubscriptionName';

/**
 * Top-level `/reminder` (no query): each renewing subscription with its next charge and its own
 * calendar reminder (three days before, or "too soon"); none renewing says so.
 */
export function CancellationReminderPage() {
  return (
    <Suspense fallback={<FlowSkeleton />}>
      <Reminders />
    </Suspense>
  );
}

function Reminders() {
  const { t } = useTranslation('cancellation');
  const loaded = useEventually(subscriptionsAtom);
  const reload = useSetAtom(reloadSubscriptionsAtom);
  const now = new Date(useAtomValue(clockAtom).now());
  const nameOf = useSubscriptionName();
  const format = useFormat();
  if (!loaded.ok) return <SubscriptionsFailed reload={reload} />;
  const renewing = loaded.data.filter((s) => isRenewing(subscriptionState(s)));
  if (renewing.length === 0) {
    return (
      <FlowMessage title={t('reminder.title')} body={t('reminder.none')} testId="reminder-none" />
    );
  }
  return (
    <FlowFrame title={t('reminder.title')} testId="cancellation-reminder">
      <Text>{t('reminder.intro')}</Text>
      <Stack space="lg">
        {renewing.map((subscription) => {
          const name = nameOf(subscription);
          const date = format.date(subscription.nextChargeDate);
          const amount = format.money(subscription.amount ?? 0, subscription.countryCode);
          const remindDate = reminderDateFor(subscription.nextChargeDate, now);
          const remindAt = remindDate ? parseServerDate(remindDate) : null;
          return (
            <Card key={subscription.subscriptionId} heading={name} variant="outline">
              <Stack space="md">
                <Text>
                  {remindAt
                    ? t('reminder.renews', { name, date, amount })
                    : t('reminder.tooLate', { name, date, amount })}
                </Text>
                {remindAt && (
                  <ReminderCard remindAt={remindAt} subscriptionId={subscription.subscriptionId} />
                )}
              </Stack>
            </Card>
          );
        })}
      </Stack>
      <BackToList />
    </FlowFrame>
  );
}
