import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ds/Card/Card';
import { Heading } from '../../ds/Heading/Heading';
import { CreditCardIcon, WarningIcon } from '../../ds/icons';
import { Link } from '../../ds/Link/Link';
import { Inline, Stack } from '../../ds/layout';
import { Text } from '../../ds/Text/Text';
import { accountHref } from '../navigation';
import { useCardStatus } from './useCardStatus';

function LoadedExpiredCardWarning() {
  const { t } = useTranslation(['account', 'paymentMethods']);
  const card = useCardStatus();
  const headingId = useId();
  if (!card.ok || card.status.kind !== 'expired-in-use') return null;
  const { last4Digits, planCount } = card.status;
  return (
    <section aria-labelledby={headingId}>
      <Card variant="outline" tone="warning" padding="md">
        <Stack space="sm" align="start">
          <Inline space="xs" alignY="center">
            <WarningIcon />
            <Heading level={3} size="item" id={headingId}>
              {t('account:overview.cards.expiredTitle')}
            </Heading>
          </Inline>
          <Text>
            {last4Digits
              ? t('account:overview.cards.expiredBody', { last4: last4Digits, count: planCount })
              : t('account:overview.cards.expiredBodyUnknown')}
          </Text>
          <Link
            variant="standalone"
            href={accountHref.settings()}
            icon={<CreditCardIcon size="sm" />}
          >
            {t('paymentMethods:actions.update')}
          </Link>
        </Stack>
      </Card>
    </section>
  );
}

/**
 * The warning a member must act on: the card paying a renewing plan has expired, so the next
 * charge will fail. Shown at the top of the overview with a link to Settings; nothing otherwise
 * (nor while loading).
 */
export function ExpiredCardWarning() {
  return (
    <Suspense fallback={null}>
      <LoadedExpiredCardWarning />
    </Suspense>
  );
}
