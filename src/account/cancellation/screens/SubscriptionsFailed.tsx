import { useTranslation } from 'react-i18next';
import { FlowMessage } from './FlowMessage';

/** The failed subscriptions load: message and "Try again" (reloads the resource). */
export function SubscriptionsFailed({ reload }: { reload: () => void }) {
  const { t } = useTranslation('cancellation');
  return (
    <FlowMessage
      title={t('title')}
      body={t('state.loadFailed')}
      onRetry={reload}
      testId="cancel-load-failed"
    />
  );
}
