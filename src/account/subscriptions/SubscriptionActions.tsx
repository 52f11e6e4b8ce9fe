import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { Link } from '../../ds/Link/Link';
import { Box, Inline } from '../../ds/layout';
import * as styles from './SubscriptionCard.css';

export interface SubscriptionActionsProps {
  /** Where "Cancel subscription" goes (`cancelHrefFor`); none when it cannot be cancelled. */
  cancelHref: string | null;
  /** Shows "Reactivate", which calls `onReactivate`. */
  canReactivate: boolean;
  onReactivate: () => void;
}

/** The card's actions that apply: reactivate (opens the confirmation) and cancel (a link). */
export function SubscriptionActions({
  cancelHref,
  canReactivate,
  onReactivate,
}: SubscriptionActionsProps) {
  const { t } = useTranslation('subscriptions');
  return (
    <Box>
      <div className={styles.actions}>
        <Inline space="md" alignY="center">
          {canReactivate && (
            <Button variant="primary" size="sm" onPress={onReactivate}>
              {t('actions.reactivate')}
            </Button>
          )}
          {cancelHref && (
            <Link variant="standalone" href={cancelHref}>
              {t('actions.cancel')}
            </Link>
          )}
        </Inline>
      </div>
    </Box>
  );
}
