import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useHref } from 'react-router';
import { CalendarIcon } from '../../../ds/icons';
import { Link } from '../../../ds/Link/Link';
import { Stack } from '../../../ds/layout';
import { Text } from '../../../ds/Text/Text';
import { pageUrlAtom } from '../../../platform/site/atoms';
import { clockAtom } from '../../../platform/state/clock';
import { icsDataUrl, reminderIcs } from '..';
import { useFormat } from './useFormat';
import { useSubscriptionsHref } from './useSubscriptionsHref';

export interface ReminderCardProps {
  /** When to be reminded. */
  remindAt: Date;
  /** Names the event's subscription in the file id (one event per subscription and day). */
  subscriptionId?: number;
}

/**
 * The reminder the member sets themselves: the spec has no reminder call, so "Add a reminder to
 * your calendar" downloads an .ics event for the reminder day, with a link back to the list.
 */
export function ReminderCard({ remindAt, subscriptionId }: ReminderCardProps) {
  const { t } = useTranslation('cancellation');
  const format = useFormat();
  const now = new Date(useAtomValue(clockAtom).now());
  const listHref = useHref(useSubscriptionsHref());
  const { origin } = new URL(useAtomValue(pageUrlAtom));
  const url = `${origin}${listHref}`;
  const day = remindAt.toISOString().slice(0, 10);
  const ics = reminderIcs({
    remindAt,
    summary: t('reminder.eventTitle'),
    description: t('reminder.eventBody', { url }),
    url,
    uid: `cancel-reminder-${subscriptionId ?? 'account'}-${day}@my-account`,
    now,
  });
  return (
    <Stack space="sm">
      <Text>{t('reminder.when', { date: format.dateOf(remindAt, true) })}</Text>
      <div>
        <Link
          variant="standalone"
          icon={<CalendarIcon />}
          href={icsDataUrl(ics)}
          download={`${t('reminder.fileName')}.ics`}
        >
          {t('reminder.add')}
        </Link>
      </div>
      <Text size="small" tone="secondary">
        {t('reminder.help')}
      </Text>
    </Stack>
  );
}
