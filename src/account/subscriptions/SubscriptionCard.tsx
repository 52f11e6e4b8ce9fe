import { type ReactNode, useId } from 'react';
import { Heading } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ds/Badge/Badge';
import { Button } from '../../ds/Button/Button';
import { Card } from '../../ds/Card/Card';
import { Link } from '../../ds/Link/Link';
import { Box, Inline, Stack } from '../../ds/layout';
import type { OrderForm } from '../upgrade';
import {
  billingKey,
  cancelHrefFor,
  type DateLine,
  type DisplayKind,
  displayKindKey,
  type RefundModel,
  type SubscriptionCardModel,
  stateBadge,
} from './rules';
import * as styles from './SubscriptionCard.css';

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

type T = ReturnType<typeof useTranslation<'subscriptions'>>['t'];

/** The translated name of a display kind. */
export function useKindName(brandName = '') {
  const { t } = useTranslation('subscriptions');
  return (kind: DisplayKind) => t(`kinds.${displayKindKey[kind]}`, { brand: brandName });
}

function priceText(t: T, model: SubscriptionCardModel): string | null {
  if (!model.price) return null;
  const { amount } = model.price;
  if (model.state === 'library') return t('price.paid', { amount });
  switch (model.frequency) {
    case 'monthly':
      return t('price.perMonth', { amount });
    case 'yearly':
      return t('price.perYear', { amount });
    case 'three-month':
      return t('price.everyMonths', { amount, count: 3 });
    case 'six-month':
      return t('price.everyMonths', { amount, count: 6 });
    default:
      return amount;
  }
}

function taxText(t: T, model: SubscriptionCardModel): string | null {
  const tax = model.price?.tax;
  if (!tax) return null;
  return tax.code
    ? t('price.tax', { amount: tax.amount, taxCode: tax.code })
    : t('price.taxNoCode', { amount: tax.amount });
}

function paymentText(t: T, model: SubscriptionCardModel): string | null {
  const { payment } = model;
  if (payment.kind === 'card') {
    return t('payment.card', { cardType: payment.cardType, last4: payment.last4 });
  }
  if (payment.kind === 'paypal') return t('payment.paypal', { paypalId: payment.payPalId });
  // "No payment method" matters only for what still renews.
  return model.state === 'active' || model.state === 'initial-trial' ? t('payment.none') : null;
}

function dateText(t: T, line: DateLine): string {
  return t(`dates.${line.kind}`, { date: line.date });
}

const refundTone = {
  pending: 'warning',
  refunded: 'success',
  partial: 'info',
  declined: 'critical',
  other: 'neutral',
} as const;

function refundText(t: T, refund: RefundModel): string {
  return refund.kind === 'other'
    ? t('refund.other', { status: refund.text })
    : t(`refund.${refund.kind}`);
}

/** A real form posted to the order site: its hidden fields and the button that submits it. */
function OrderFormButton({
  form,
  label,
  describedBy,
  primary,
}: {
  form: OrderForm;
  label: string;
  describedBy: string;
  primary: boolean;
}) {
  return (
    <form method="post" action={form.action}>
      {form.fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button
        type="submit"
        variant={primary ? 'primary' : 'secondary'}
        size="sm"
        aria-describedby={describedBy}
      >
        {label}
      </Button>
    </form>
  );
}

function Offer({
  promo,
  title,
  lines,
  form,
  label,
}: {
  promo: boolean;
  title: string;
  lines: (string | null)[];
  form: OrderForm;
  label: string;
}) {
  const id = useId();
  return (
    <div className={styles.offer({ promo })}>
      <div id={id}>
        <p className={styles.offerTitle}>{title}</p>
        {lines.filter(Boolean).map((text) => (
          <p key={text} className={styles.detail}>
            {text}
          </p>
        ))}
      </div>
      <OrderFormButton form={form} label={label} describedBy={id} primary={promo} />
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      {children}
    </div>
  );
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
  const ts = t as unknown as T;
  const kindName = useKindName(brandName);
  const name = kindName(model.kind);
  const badge = stateBadge[model.state];
  const frequency = model.frequency ? ts(`billing.${billingKey[model.frequency]}`) : null;
  const price = priceText(ts, model);
  const tax = taxText(ts, model);
  const payment = paymentText(ts, model);
  const [headline, ...laterDates] = model.dates;
  const subLevel = Math.min(headingLevel + 1, 6) as 3 | 4 | 5 | 6;

  const summary = model.refined ? (
    <>
      {headline && (
        <Fact label={ts(`dateLabels.${headline.kind}`)}>
          <dd className={styles.factValue}>{headline.date}</dd>
        </Fact>
      )}
      {price && (
        <Fact label={ts('price.label')}>
          <dd className={styles.factValue}>{price}</dd>
          {tax && <dd className={styles.detail}>{tax}</dd>}
        </Fact>
      )}
      {payment && (
        <Fact label={ts('payment.label')}>
          <dd className={styles.factValue}>{payment}</dd>
        </Fact>
      )}
    </>
  ) : null;

  return (
    <Card variant={model.promo ? 'elevated' : 'outline'} padding="md">
      <Stack space="md">
        <Stack space="xs">
          <Inline space="sm" align="spaceBetween" alignY="center">
            <Heading level={headingLevel} className={styles.title}>
              {name}
            </Heading>
            <Badge tone={badge.tone} dot>
              {ts(`state.${badge.key}`)}
            </Badge>
          </Inline>
          {frequency && <p className={styles.detail}>{frequency}</p>}
        </Stack>

        {model.refined ? (
          <>
            <dl className={styles.summary} aria-label={ts('card.summary', { name })}>
              {summary}
            </dl>
            {laterDates.length > 0 && (
              <Stack space="xxs">
                {laterDates.map((d) => (
                  <p key={d.kind} className={styles.detail}>
                    {dateText(ts, d)}
                  </p>
                ))}
              </Stack>
            )}
          </>
        ) : (
          <Stack space="xxs">
            {price && <p className={styles.line}>{price}</p>}
            {tax && <p className={styles.detail}>{tax}</p>}
            {model.dates.map((d, index) => (
              <p key={d.kind} className={index === 0 ? styles.line : styles.detail}>
                {dateText(ts, d)}
              </p>
            ))}
            {payment && <p className={styles.detail}>{payment}</p>}
          </Stack>
        )}

        {model.refunds.length > 0 && (
          <Inline space="xs">
            {model.refunds.map((refund) => (
              <Badge key={refundText(ts, refund)} tone={refundTone[refund.kind]}>
                {refundText(ts, refund)}
              </Badge>
            ))}
          </Inline>
        )}

        {model.receipts.length > 0 && (
          <Stack space="xs">
            <Heading level={subLevel} className={styles.subTitle}>
              {ts('receipts.title')}
            </Heading>
            <ul className={styles.plainList}>
              {model.receipts.map((receipt) => (
                <li key={receipt.invoiceNumber}>
                  <Link href={receipt.url} isExternal>
                    {ts('receipts.viewFor', { date: receipt.date })}
                  </Link>
                </li>
              ))}
            </ul>
          </Stack>
        )}

        {model.upgrade && (
          <Offer
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
          <Offer
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
          <Box>
            <div className={styles.actions}>
              <Inline space="md" alignY="center">
                {model.canReactivate && (
                  <Button variant="primary" size="sm" onPress={() => onReactivate?.(model)}>
                    {ts('actions.reactivate')}
                  </Button>
                )}
                {model.cancel && (
                  <Link variant="standalone" href={cancelHrefFor(model.cancel, name)}>
                    {ts('actions.cancel')}
                  </Link>
                )}
              </Inline>
            </div>
          </Box>
        )}
      </Stack>
    </Card>
  );
}
