import { useTranslation } from 'react-i18next';
import { ChevronRightIcon, WarningIcon } from '../../ds/icons';
import { Link } from '../../ds/Link/Link';
import { Inline } from '../../ds/layout';
import { Text } from '../../ds/Text/Text';
import { accountHref } from '../navigation';
import { LoadFailed } from '../shared';
import { OverviewCard } from './OverviewCard';
import { useCardStatus } from './useCardStatus';

function LoadedCardStatus() {
  const { t } = useTranslation(['account', 'paymentMethods']);
  const card = useCardStatus();
  if (!card.ok)
    return (
      <LoadFailed
        frame="plain"
        message={t('account:overview.sectionFailed')}
        onRetry={card.reload}
      />
    );
  const { status } = card;
  switch (status.kind) {
    case 'expired-in-use':
      return (
        <Inline space="xs" alignY="center">
          <WarningIcon size="sm" />
          <Text size="small" tone="critical" weight="medium">
            {t('account:overview.cards.expiredTitle')}
          </Text>
        </Inline>
      );
    case 'expired-unused':
      return <Text>{t('account:overview.cards.expiredUnused', { count: status.count })}</Text>;
    case 'ok':
      return <Text>{t('account:overview.cards.ok', { count: status.count })}</Text>;
    default:
      return <Text>{t('paymentMethods:empty')}</Text>;
  }
}

/** The saved cards at a glance (expired, up to date, none); links to Settings. */
export function CardsSection() {
  const { t } = useTranslation(['account', 'paymentMethods']);
  return (
    <OverviewCard
      heading={t('paymentMethods:title')}
      skeletonLines={2}
      footer={
        <Link
          variant="standalone"
          href={accountHref.settings()}
          icon={<ChevronRightIcon size="sm" />}
        >
          {t('account:overview.cards.manage')}
        </Link>
      }
    >
      <LoadedCardStatus />
    </OverviewCard>
  );
}
