import { useTranslation } from 'react-i18next';
import { Badge } from '../../ds/Badge/Badge';
import { WarningIcon } from '../../ds/icons';
import { Box, Inline, Stack } from '../../ds/layout';
import { critical, detail, figure, itemTitle, planRow } from './overview.css';
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
            <h4 className={itemTitle}>{t(`kinds.${view.kindKey}`, { brand })}</h4>
            <Badge tone={badge.tone}>{t(`state.${badge.key}`)}</Badge>
          </Inline>
          {view.cancelled ? (
            dateLine && <p className={detail}>{dateLine}</p>
          ) : (
            <Inline space="sm" alignY="baseline">
              {amount && <span className={figure}>{amount}</span>}
              {billing && <span className={detail}>{billing}</span>}
              {dateLine && <span className={detail}>{dateLine}</span>}
            </Inline>
          )}
          {view.cardExpired && (
            <Inline space="xs" alignY="center">
              <WarningIcon size="sm" />
              <p className={critical}>{ta('overview.plans.cardExpired')}</p>
            </Inline>
          )}
        </Stack>
      </div>
    </Box>
  );
}
