import { useTranslation } from 'react-i18next';
import { Badge } from '../../ds/Badge/Badge';
import { Heading } from '../../ds/Heading/Heading';
import { WarningIcon } from '../../ds/icons';
import { Box, Inline, Stack } from '../../ds/layout';
import { Text } from '../../ds/Text/Text';
import { planRow } from './overview.css';
import type { OverviewPlanRowView } from './rules';

/** One plan of the overview's list: name and state, amount, billing and date, card warning. */
export function PlanRow({
  view,
  brand,
}: {
  /** From `overviewPlanRowView`. */
  view: OverviewPlanRowView;
  /** The brand's display name, for the generic "<brand> subscription" kind. */
  brand: string;
}) {
  const { t } = useTranslation('subscriptions');
  const { t: ta } = useTranslation('account');
  const { badge, amount, date } = view;
  const billing = view.billingKey ? t(`billing.${view.billingKey}`) : null;
  const dateLine = date && t(`dates.${date.key}`, { date: date.date });
  return (
    <Box as="li">
      <div className={planRow}>
        <Stack space="xs">
          <Inline space="sm" align="spaceBetween">
            <Heading level={4} size="item">
              {t(`kinds.${view.kindKey}`, { brand })}
            </Heading>
            <Badge tone={badge.tone}>{t(`state.${badge.key}`)}</Badge>
          </Inline>
          {view.cancelled ? (
            dateLine && (
              <Text size="small" tone="secondary">
                {dateLine}
              </Text>
            )
          ) : (
            <Inline space="sm" alignY="baseline">
              {amount && (
                <Text as="span" size="figure">
                  {amount}
                </Text>
              )}
              {billing && (
                <Text as="span" size="small" tone="secondary">
                  {billing}
                </Text>
              )}
              {dateLine && (
                <Text as="span" size="small" tone="secondary">
                  {dateLine}
                </Text>
              )}
            </Inline>
          )}
          {view.cardExpired && (
            <Inline space="xs" alignY="center">
              <WarningIcon size="sm" />
              <Text size="small" tone="critical" weight="medium">
                {ta('overview.plans.cardExpired')}
              </Text>
            </Inline>
          )}
        </Stack>
      </div>
    </Box>
  );
}
