/** The subscription card's sentences, from its view model in the member's language. */
import type { useTranslation } from 'react-i18next';
import type { DateLine, SubscriptionCardModel } from './rules';

export type SubscriptionsT = ReturnType<typeof useTranslation<'subscriptions'>>['t'];

/** A date line with its sentence ("Next charge on March 8, 2026"). */
export interface DateLineText extends DateLine {
  text: string;
}

export function priceText(t: SubscriptionsT, model: SubscriptionCardModel): string | null {
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

export function taxText(t: SubscriptionsT, model: SubscriptionCardModel): string | null {
  const tax = model.price?.tax;
  if (!tax) return null;
  return tax.code
    ? t('price.tax', { amount: tax.amount, taxCode: tax.code })
    : t('price.taxNoCode', { amount: tax.amount });
}

export function paymentText(t: SubscriptionsT, model: SubscriptionCardModel): string | null {
  const { payment } = model;
  if (payment.kind === 'card') {
    return t('payment.card', { cardType: payment.cardType, last4: payment.last4 });
  }
  if (payment.kind === 'paypal') return t('payment.paypal', { paypalId: payment.payPalId });
  // "No payment method" matters only for what still renews.
  return model.state === 'active' || model.state === 'initial-trial' ? t('payment.none') : null;
}

export function dateLineTexts(t: SubscriptionsT, lines: readonly DateLine[]): DateLineText[] {
  return lines.map((line) => ({ ...line, text: t(`dates.${line.kind}`, { date: line.date }) }));
}
