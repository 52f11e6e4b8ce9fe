import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon, SearchIcon } from '../../ds/icons';
import { Link } from '../../ds/Link/Link';
import { Box, Stack } from '../../ds/layout';
import { Text } from '../../ds/Text/Text';
import { siteConfigAtom } from '../../platform/config/atoms';
import { siteContextAtom } from '../../platform/site/atoms';
import { useEventually } from '../../platform/state/useEventually';
import { accountLinksAtom } from '../links';
import { accountHref } from '../navigation';
import { paymentMethods } from '../payment-methods';
import { LoadFailed } from '../shared';
import { subscriptions } from '../subscriptions';
import { OverviewCard } from './OverviewCard';
import { PlanRow } from './PlanRow';
import { overviewPlanRowView, overviewPlans } from './rules';
import { useNow } from './useNow';

function LoadedPlans() {
  const { t } = useTranslation(['account', 'subscriptions']);
  const subs = useEventually(subscriptions.value);
  const cards = useEventually(paymentMethods.value);
  const reload = useSetAtom(subscriptions.reload);
  const links = useAtomValue(accountLinksAtom);
  const { locale } = useAtomValue(siteContextAtom);
  const brand = useAtomValue(siteConfigAtom).values.sitebrand ?? '';
  const now = useNow();
  if (!subs.ok)
    return (
      <LoadFailed frame="plain" message={t('account:overview.sectionFailed')} onRetry={reload} />
    );
  const plans = overviewPlans(subs.data, cards.ok ? cards.data : [], now);
  if (plans.rows.length === 0) {
    return (
      <Stack space="sm" align="start">
        <Text>{t('subscriptions:empty')}</Text>
        {links.allContracts && (
          <Link variant="standalone" href={links.allContracts} icon={<SearchIcon size="sm" />}>
            {t('account:overview.tasks.browseDocuments')}
          </Link>
        )}
      </Stack>
    );
  }
  return (
    <Stack space="sm">
      <Box as="ul">
        {plans.rows.map((row) => (
          <PlanRow key={row.subscriptionId} view={overviewPlanRowView(row, locale)} brand={brand} />
        ))}
      </Box>
      {plans.otherCount > 0 && (
        <Text size="small" tone="secondary">
          {t('account:overview.plans.more', { count: plans.otherCount })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The member's plans: what renews, with its amount and next charge (the trial's end), then
 * cancelled plans with the day access ends; expired and library purchases are counted. A plan
 * whose card has expired says so. Links to the Subscriptions tab.
 */
export function PlansSection() {
  const { t } = useTranslation('account');
  return (
    <OverviewCard
      heading={t('overview.plans.title')}
      skeletonLines={4}
      footer={
        <Link
          variant="standalone"
          href={accountHref.subscriptions()}
          icon={<ChevronRightIcon size="sm" />}
        >
          {t('overview.plans.manage')}
        </Link>
      }
    >
      <LoadedPlans />
    </OverviewCard>
  );
}
