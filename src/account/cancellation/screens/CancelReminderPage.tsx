import { useTranslation } from 'react-i18next';
import { Card } from '../../../ds/Card/Card';
import { Text } from '../../../ds/Text/Text';
import { InvalidQuery, parseReminderQuery, useValidQuery } from '../../navigation';
import { BackToList } from './BackToList';
import { FlowFrame } from './FlowFrame';
import { ReminderCard } from './ReminderCard';

/**
 * `/subscriptions/reminder?remindDate=…` — reached from the landing's "Remind me before I'm
 * charged": the subscription stays active, and the member adds the reminder to their calendar.
 */
export function CancelReminderPage() {
  const { t } = useTranslation('cancellation');
  const query = useValidQuery(parseReminderQuery);
  if (query.kind === 'invalid') return <InvalidQuery params={query.params} />;
  return (
    <FlowFrame title={t('reminder.title')} testId="cancel-reminder">
      <Text>{t('reminder.intro')}</Text>
      <Card variant="outline">
        <ReminderCard remindAt={query.value.remindDate} />
      </Card>
      <BackToList />
    </FlowFrame>
  );
}
