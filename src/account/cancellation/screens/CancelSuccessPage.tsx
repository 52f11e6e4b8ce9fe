import { useTranslation } from 'react-i18next';
import { Link } from '../../../ds/Link/Link';
import { Stack } from '../../../ds/layout';
import { Text } from '../../../ds/Text/Text';
import { InvalidQuery, parseCancelSuccessQuery, useValidQuery } from '../../navigation';
import { FlowFrame } from './FlowFrame';
import { useFormat } from './useFormat';
import { useSubscriptionsHref } from './useSubscriptionsHref';

/**
 * `/subscriptions/cancel-success` — the funnel's last step: an initial trial is told it will not
 * be charged; a paid plan keeps access until the next charge date of the query (or is simply
 * told no charge follows when the date is absent), and that it can still reactivate.
 */
export function CancelSuccessPage() {
  const { t } = useTranslation('cancellation');
  const format = useFormat();
  const listHref = useSubscriptionsHref();
  const query = useValidQuery(parseCancelSuccessQuery);
  if (query.kind === 'invalid') return <InvalidQuery params={query.params} />;
  const { initialTrial, nextChargeDate } = query.value;
  const date = nextChargeDate ? format.dateOf(nextChargeDate) : null;
  return (
    <FlowFrame title={t('success.title')} testId="cancel-success">
      <Stack space="md">
        <Text role="status">
          {initialTrial
            ? t('success.trialBody')
            : date
              ? t('success.body', { date })
              : t('success.bodyNoDate')}
        </Text>
        {!initialTrial && (
          <Text size="small" tone="secondary">
            {t('success.reactivateHint')}
          </Text>
        )}
      </Stack>
      <div>
        <Link variant="standalone" href={listHref}>
          {t('success.viewSubscriptions')}
        </Link>
      </div>
    </FlowFrame>
  );
}
