import { useTranslation } from 'react-i18next';
import { Link } from '../../../ds/Link/Link';
import { useSubscriptionsHref } from './useSubscriptionsHref';

/** "Back to your subscriptions" (the way out of every cancellation screen). */
export function BackToList() {
  const { t } = useTranslation('cancellation');
  const href = useSubscriptionsHref();
  return (
    <div>
      <Link variant="standalone" href={href}>
        {t('state.backToList')}
      </Link>
    </div>
  );
}
