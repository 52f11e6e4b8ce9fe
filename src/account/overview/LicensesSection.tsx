import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ds/Badge/Badge';
import { ChevronRightIcon } from '../../ds/icons';
import { Link } from '../../ds/Link/Link';
import { Inline, Stack } from '../../ds/layout';
import { Text } from '../../ds/Text/Text';
import { useEventually } from '../../platform/state/useEventually';
import { licenses } from '../licenses';
import { accountHref } from '../navigation';
import { LoadFailed } from '../shared';
import { OverviewCard } from './OverviewCard';
import { licenseSummary } from './rules';
import { useNow } from './useNow';

function LoadedLicenses() {
  const { t } = useTranslation(['account', 'subscriptions']);
  const result = useEventually(licenses.value);
  const reload = useSetAtom(licenses.reload);
  const now = useNow();
  if (!result.ok)
    return (
      <LoadFailed frame="plain" message={t('account:overview.sectionFailed')} onRetry={reload} />
    );
  const summary = licenseSummary(result.data, now);
  if (summary.total === 0) return <Text>{t('subscriptions:licenses.empty')}</Text>;
  return (
    <Stack space="xs">
      <Text as="span" size="figure">
        {t('subscriptions:licenses.count', { count: summary.total })}
      </Text>
      <Inline space="sm">
        <Badge tone="success" dot>
          {t('account:overview.licenses.active', { count: summary.active })}
        </Badge>
        {summary.expired > 0 && (
          <Badge tone="neutral" dot>
            {t('account:overview.licenses.expired', { count: summary.expired })}
          </Badge>
        )}
      </Inline>
    </Stack>
  );
}

/** How many document licenses the member holds, active and expired; links to the licenses tab. */
export function LicensesSection() {
  const { t } = useTranslation(['account', 'subscriptions']);
  return (
    <OverviewCard
      heading={t('subscriptions:licenses.title')}
      skeletonLines={2}
      footer={
        <Link
          variant="standalone"
          href={accountHref.licenses()}
          icon={<ChevronRightIcon size="sm" />}
        >
          {t('account:overview.licenses.view')}
        </Link>
      }
    >
      <LoadedLicenses />
    </OverviewCard>
  );
}
