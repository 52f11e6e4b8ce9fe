import { useTranslation } from 'react-i18next';
import { Badge } from '../../ds/Badge/Badge';
import { Card } from '../../ds/Card/Card';
import { Heading } from '../../ds/Heading/Heading';
import { Inline, Stack } from '../../ds/layout';
import { Text } from '../../ds/Text/Text';
import { billingKey, stateBadge } from '../domain';
import { dateLineTexts, paymentText, priceText, type SubscriptionsT, taxText } from './cardTexts';
import { OrderOffer } from './OrderOffer';
import { PlanFacts } from './PlanFacts';
import { PlanLines } from './PlanLines';
import { ReceiptList } from './ReceiptList';
import { RefundBadges } from './RefundBadges';
import { cancelHrefFor, type SubscriptionCardModel } from './rules';
import { SubscriptionActions } from './SubscriptionActions';
import { useKindName } from './useKindName';

export interface SubscriptionCardProps {
  /** What the card shows, from `subscriptionCardModel`. */
  model: SubscriptionCardModel;
  /** The brand's display name, for the generic "<brand> subscription" kind. @default '' */
  brandName?: string;
  /** Level of the plan name's heading in the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Opens the reactivation dialog (the list owns it). */
  onReactivate?: (model: SubscriptionCardModel) => void;
}

/**
 * One subscription (account-dashboard §2–§4): the plan's name with its state as a badge, the
 * billing frequency, the price with any tax, the date that matters (next charge, trial end,
 * access until, expired on), the card or PayPal account used, refund status, receipts (each
 * opening its receipt page in a new tab) and the actions that apply: cancel (a link to the
 * cancel pages), reactivate (opens the confirmation), upgrade (a form posted to the order
 * site). The refined card (§9) leads with a summary of next charge, price and payment; promo
 * overrides turn the offers into highlighted promo cards. Props only.
 */
export function SubscriptionCard({
  model,
  brandName = '',
  headingLevel = 3,
  onReactivate,
}: SubscriptionCardProps) {
  const { t } = useTranslation(['subscriptions', 'upgrade']);
  const ts = t as unknown as SubscriptionsT;
  const kindName = useKindName(brandName);
  const name = kindName(model.kind);
  const badge = stateBadge[model.state];
  const frequency = model.frequency ? ts(`billing.${billingKey[model.frequency]}`) : null;
  const plan = {
    price: priceText(ts, model),
    tax: taxText(ts, model),
    payment: paymentText(ts, model),
    dates: dateLineTexts(ts, model.dates),
  };

  return (
    <Card variant={model.promo ? 'elevated' : 'outline'} padding="md">
      <Stack space="md">
        <Stack space="xs">
          <Inline space="sm" align="spaceBetween" alignY="center">
            <Heading level={headingLevel} size="subsection">
              {name}
            </Heading>
            <Badge tone={badge.tone} dot>
              {ts(`state.${badge.key}`)}
            </Badge>
          </Inline>
          {frequency && (
            <Text size="small" tone="secondary">
              {frequency}
            </Text>
          )}
        </Stack>

        {model.refined ? <PlanFacts name={name} {...plan} /> : <PlanLines {...plan} />}

        {model.refunds.length > 0 && <RefundBadges refunds={model.refunds} />}

        {model.receipts.length > 0 && (
          <ReceiptList
            receipts={model.receipts}
            headingLevel={Math.min(headingLevel + 1, 6) as 3 | 4 | 5 | 6}
          />
        )}

        {model.upgrade && (
          <OrderOffer
            promo={model.promo}
            title={t('upgrade:to', { plan: kindName(model.upgrade.toKind) })}
            lines={[
              model.upgrade.monthlyCost
                ? t('upgrade:monthlyCost', { price: model.upgrade.monthlyCost })
                : null,
            ]}
            form={model.upgrade.form}
            label={ts('actions.upgrade')}
          />
        )}

        {model.allAccessOffer && (
          <OrderOffer
            promo={model.promo}
            title={t('upgrade:allAccess.title')}
            lines={[
              t('upgrade:allAccess.body'),
              model.allAccessOffer.yearlyPrice
                ? t('upgrade:allAccess.price', { price: model.allAccessOffer.yearlyPrice })
                : null,
            ]}
            form={model.allAccessOffer.form}
            label={t('upgrade:allAccess.cta')}
          />
        )}

        {(model.cancel || model.canReactivate) && (
          <SubscriptionActions
            cancelHref={model.cancel ? cancelHrefFor(model.cancel, name) : null}
            canReactivate={model.canReactivate}
            onReactivate={() => onReactivate?.(model)}
          />
        )}
      </Stack>
    </Card>
  );
}
