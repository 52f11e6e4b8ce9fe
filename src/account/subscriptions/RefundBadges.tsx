import { useTranslation } from 'react-i18next';
import { Badge } from '../../ds/Badge/Badge';
import { Inline } from '../../ds/layout';
import type { RefundModel } from './rules';

const refundTone = {
  pending: 'warning',
  refunded: 'success',
  partial: 'info',
  declined: 'critical',
  other: 'neutral',
} as const;

/** The subscription's refund statuses, a badge each. */
export function RefundBadges({ refunds }: { refunds: RefundModel[] }) {
  const { t } = useTranslation('subscriptions');
  const refundText = (refund: RefundModel) =>
    refund.kind === 'other'
      ? t('refund.other', { status: refund.text })
      : t(`refund.${refund.kind}`);
  return (
    <Inline space="xs">
      {refunds.map((refund) => (
        <Badge key={refundText(refund)} tone={refundTone[refund.kind]}>
          {refundText(refund)}
        </Badge>
      ))}
    </Inline>
  );
}
