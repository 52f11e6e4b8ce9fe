/**
 * The subscriptions screen's decisions (account-dashboard §2–§4, §9): the card's view model, its
 * links and the order of the list. The domain it builds on (state, kind, frequency, pairing,
 * bundles) is `src/account/domain`. Pure: no React, no clock.
 */

import type { Variation } from '../../platform/experiments/registry';
import { formatServerDate, parseServerDate } from '../../platform/format/dates';
import { formatMoney } from '../../platform/format/money';
import {
  allAccessYearly,
  type BillingFrequency,
  type BuyOptionName,
  billingFrequency,
  canAddAllAccessYearly,
  type DisplayKind,
  type DisplayKindFields,
  displayKind,
  type FrequencyFields,
  hasCancellationFunnel,
  isRenewing,
  newOrderForm,
  type OrderForm,
  productCodeFor,
  type SubscriptionState,
  subscriptionState,
  upgradeOrderForm,
} from '../domain';
import type { SubscriptionLike, UpgradeDetails } from '../model';
import { accountHref } from '../navigation/rules';

// ---------------------------------------------------------------------------------------------
// Subscription card refinement (§9)

/** §9 The refined subscription card: on for US, or when its experiment (CA) is on (N). */
export function isSubscriptionCardRefinementOn(input: {
  country: string;
  variation: Variation | null | undefined;
}): boolean {
  return input.country.toUpperCase() === 'US' || input.variation === 'N';
}

// ---------------------------------------------------------------------------------------------
// The card's view model (§2–§4, §9): everything a subscription card shows, derived once here

/** Card type codes the payment service sends, and the names printed on the cards. */
export const cardTypeNames: Readonly<Record<string, string>> = {
  VI: 'Visa',
  MC: 'Mastercard',
  AX: 'American Express',
  DI: 'Discover',
  MA: 'Maestro',
  JC: 'JCB',
  DC: 'Diners Club',
  PP: 'PayPal',
};

/** The printed name of a card type code (any case); an unknown code is shown as sent. */
export function cardTypeName(code: string | null | undefined): string {
  const key = code?.trim().toUpperCase() ?? '';
  return cardTypeNames[key] ?? code?.trim() ?? '';
}

/** What paid (or pays) for the subscription. */
export type PaymentModel =
  | { kind: 'card'; cardType: string; last4: string }
  | { kind: 'paypal'; payPalId: string }
  | { kind: 'none' };

export type PaymentFields = Pick<SubscriptionLike, 'cardType' | 'cardLast4Digits' | 'payPalId'>;

/**
 * §3 The card used: PayPal when a PayPal id is present (or the type is PP), a card when its
 * last four digits are known, else none (a library purchase paid long ago, say).
 */
export function paymentOf(s: PaymentFields): PaymentModel {
  const payPalId = s.payPalId?.trim();
  if (payPalId) return { kind: 'paypal', payPalId };
  const last4 = s.cardLast4Digits?.trim();
  if (last4 && s.cardType?.trim().toUpperCase() !== 'PP') {
    return { kind: 'card', cardType: cardTypeName(s.cardType), last4 };
  }
  return { kind: 'none' };
}

/**
 * Refund states the card names. The spec does not list the values of refundStatus and
 * refundStatus2; these are read case- and separator-insensitively, anything else is shown as
 * the server wrote it, made readable (`AWAITING_BANK` → "Awaiting bank").
 */
export type RefundKind = 'pending' | 'refunded' | 'partial' | 'declined';

const refundKindByValue: Readonly<Record<string, RefundKind>> = {
  pending: 'pending',
  requested: 'pending',
  processing: 'pending',
  inprogress: 'pending',
  refunded: 'refunded',
  complete: 'refunded',
  completed: 'refunded',
  approved: 'refunded',
  full: 'refunded',
  fullyrefunded: 'refunded',
  partial: 'partial',
  partiallyrefunded: 'partial',
  partialrefund: 'partial',
  declined: 'declined',
  denied: 'declined',
  rejected: 'declined',
  failed: 'declined',
};

/** Values that mean "no refund": nothing to show. */
const noRefundValues = new Set(['', 'none', 'null', 'n/a', 'na', 'norefund', '0']);

export type RefundModel = { kind: RefundKind } | { kind: 'other'; text: string };

function readRefund(value: string | null | undefined): RefundModel | null {
  const text = value?.trim() ?? '';
  const key = text.toLowerCase().replace(/[\s_-]+/g, '');
  if (noRefundValues.has(key)) return null;
  const kind = refundKindByValue[key];
  if (kind) return { kind };
  const words = text.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').toLowerCase();
  return { kind: 'other', text: words.charAt(0).toUpperCase() + words.slice(1) };
}

/**
 * §3 refundStatus and refundStatus2 as the card shows them: each present value once, in that
 * order; the second is dropped when it says the same as the first.
 */
export function refundsOf(
  s: Pick<SubscriptionLike, 'refundStatus' | 'refundStatus2'>,
): RefundModel[] {
  const out: RefundModel[] = [];
  for (const value of [s.refundStatus, s.refundStatus2]) {
    const refund = readRefund(value);
    if (refund && !out.some((r) => JSON.stringify(r) === JSON.stringify(refund))) out.push(refund);
  }
  return out;
}

/** Options of the receipt page address. */
export interface ReceiptUrlInput {
  /** The site host (`www.example.com`, `localhost:6006`). */
  host: string;
  invoiceNumber: string;
  /** BCP 47 locale of the page (`en-US`); sent as the server's `en_US`. */
  locale: string;
  /** Whether the receipt page shows its own header and way back. @default false (new tab) */
  header?: boolean;
}

/** Whether a host is this machine (served over plain http). */
function isLocalHost(host: string): boolean {
  const name = host.replace(/:\d+$/, '').toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1';
}

/** `https://<host>` (http on a local host). */
export function siteOriginOf(host: string): string {
  return `${isLocalHost(host) ? 'http' : 'https'}://${host}`;
}

/** §7 The contracts order page a new order posts to, on the site host. */
export function newOrderPageUrl(host: string): string {
  return new URL('/order/new', siteOriginOf(host)).href;
}

/**
 * §2 "A receipt page opens with query parameters header, invoice number and location", built
 * from the site host: `https://<host>/receipts/?header=false&invoiceNumber=…&loc=en_US`
 * (http on a local host). It opens in a new tab, so by default it has no header of its own.
 */
export function receiptUrl({
  host,
  invoiceNumber,
  locale,
  header = false,
}: ReceiptUrlInput): string {
  const url = new URL('/receipts/', siteOriginOf(host));
  url.searchParams.set('header', String(header));
  url.searchParams.set('invoiceNumber', invoiceNumber);
  url.searchParams.set('loc', locale.replace('-', '_'));
  return url.href;
}

/** One receipt line of the card. */
export interface ReceiptModel {
  invoiceNumber: string;
  /** The receipt's date for display (its order date, else its modified date). */
  date: string;
  url: string;
}

/** The date line(s) a card shows, by what they mean. */
export type DateLineKind =
  | 'nextCharge'
  | 'trialEnds'
  | 'previousCharge'
  | 'cancelledOn'
  | 'accessUntil'
  | 'expiredOn'
  | 'expires'
  | 'ordered';

export interface DateLine {
  kind: DateLineKind;
  date: string;
}

/** Amount and tax as shown. */
export interface PriceModel {
  /** `$39.95` in the subscription's currency. */
  amount: string;
  /** The tax included, when there is any. */
  tax: { amount: string; code: string | null } | null;
}

/** Where the cancel link goes (§2); the caller adds the translated subscription name. */
export interface CancelModel {
  subscriptionId: number;
  /** §2 isTrial: the member is in the initial trial. */
  isTrial: boolean;
  /** §6 The cancellation funnel (cancel_v2) exists for the site's country. */
  funnel: boolean;
}

/** §9 What the bundle-subscription experiments show on a card, if anything. */
export interface AllAccessOfferModel {
  /** The yearly all-access buy option offered (`subscription_year_renew_all_access`). */
  buyOptionName: BuyOptionName;
  /** Its yearly price, when the variation shows one and it is known. */
  yearlyPrice: string | null;
  /** The variation shows a price but none was found: the caller logs it (once). */
  yearlyPriceMissing: boolean;
  /** Variation Y: the offer takes the place of the ordinary upgrade. */
  replacesUpgrade: boolean;
  /** §7 The new order posted to the contracts order page. */
  form: OrderForm;
}

/** The upgrade an upgrade path offers (§3). */
export interface UpgradeModel {
  /** Display kind of the plan upgraded to (its `buyOptionType`). */
  toKind: DisplayKind;
  /** Its monthly cost, formatted. */
  monthlyCost: string | null;
  /** §7 The order form posted to the upgrade path's order URL (mobile or desktop details). */
  form: OrderForm;
}

/** Everything a subscription card shows. */
export interface SubscriptionCardModel {
  subscriptionId: number;
  kind: DisplayKind;
  state: SubscriptionState;
  frequency: BillingFrequency | null;
  price: PriceModel | null;
  /** The first line is the headline date (next charge, access until, expired on…). */
  dates: DateLine[];
  payment: PaymentModel;
  refunds: RefundModel[];
  /** Newest first. */
  receipts: ReceiptModel[];
  cancel: CancelModel | null;
  canReactivate: boolean;
  upgrade: UpgradeModel | null;
  allAccessOffer: AllAccessOfferModel | null;
  /** §9 The refined card (US always, CA at variation N). */
  refined: boolean;
  /** §9 Promo-card style overrides (promo cards experiment on). */
  promo: boolean;
}

/** The upgrade path fields the card reads. */
export interface UpgradePathFields {
  subscriptionId: number;
  upgradeDetails: UpgradeDetails;
}

export interface CardModelInput {
  subscription: SubscriptionLike;
  /** Site country (funnel, refinement) and the viewer's locale (dates, money). */
  country: string;
  locale: string;
  /** The site host: receipt page, contracts order page, referHost. */
  host: string;
  /** §4 Small screens post the mobile order details. @default false */
  isSmallScreen?: boolean;
  /** The member's upgrade paths (any subscription's; the card picks its own). */
  upgradePaths?: readonly UpgradePathFields[];
  /** Experiment variations (§9); a missing one is the control. */
  variations?: {
    subscriptionCardRefinement?: Variation | null;
    bundleSubscriptionPhase1?: Variation | null;
    bundleSubscriptionPhase1Ro?: Variation | null;
  };
  /** §9 Promo-card overrides on (the domain's `arePromoCardOverridesOn`). */
  promo?: boolean;
}

function dateOf(text: string | null | undefined, locale: string): string | null {
  return formatServerDate(text, locale);
}

function datesFor(s: SubscriptionLike, state: SubscriptionState, locale: string): DateLine[] {
  const lines: DateLine[] = [];
  const add = (kind: DateLineKind, text: string | null | undefined) => {
    const date = dateOf(text, locale);
    if (date) lines.push({ kind, date });
  };
  switch (state) {
    case 'active':
      add('nextCharge', s.nextChargeDate);
      add('previousCharge', s.previousChargeDate);
      break;
    case 'initial-trial':
      add('trialEnds', s.nextChargeDate);
      break;
    case 'cancelled':
      // Access lasts to the expiry date; the server may still name it the next charge date.
      add('accessUntil', s.expiryDate ?? s.nextChargeDate);
      add('cancelledOn', s.cancelledDate);
      add('previousCharge', s.previousChargeDate);
      break;
    case 'expired':
      add('expiredOn', s.expiryDate);
      add('previousCharge', s.previousChargeDate);
      break;
    case 'library':
      add('expires', s.expiryDate);
      add('ordered', s.orderDate);
      break;
    default:
      add('previousCharge', s.previousChargeDate);
      add('ordered', s.orderDate);
  }
  return lines;
}

function priceOf(s: SubscriptionLike, locale: string): PriceModel | null {
  if (typeof s.amount !== 'number' || !Number.isFinite(s.amount)) return null;
  const tax =
    typeof s.taxAmount === 'number' && s.taxAmount > 0
      ? {
          amount: formatMoney(s.taxAmount, locale, s.countryCode),
          code: s.taxCode?.trim() || null,
        }
      : null;
  return { amount: formatMoney(s.amount, locale, s.countryCode), tax };
}

function receiptsOf(s: SubscriptionLike, locale: string, host: string): ReceiptModel[] {
  const instant = (text: string | null | undefined) =>
    (text ? parseServerDate(text)?.getTime() : undefined) ?? 0;
  return [...(s.receipts ?? [])]
    .filter((r) => r.invoiceNumber?.trim())
    .sort((a, b) => instant(b.orderDate ?? b.modifiedDate) - instant(a.orderDate ?? a.modifiedDate))
    .map((r) => ({
      invoiceNumber: r.invoiceNumber,
      date: dateOf(r.orderDate, locale) ?? dateOf(r.modifiedDate, locale) ?? r.invoiceNumber,
      url: receiptUrl({ host, invoiceNumber: r.invoiceNumber, locale }),
    }));
}

/**
 * §9 Bundle-subscription experiments (US). What each variation shows on a card that may take the
 * all-access yearly addition (§4 `canAddAllAccessYearly`) and still renews:
 * phase 1 N — the offer with its yearly price; F — the offer without a price; Y — the offer
 * with its price, in place of the ordinary upgrade; the RO experiment at Y (phase 1 at control)
 * — the offer with its price on yearly plans only. Control everywhere: no offer.
 */
export function allAccessOfferFor(input: {
  subscription: DisplayKindFields & FrequencyFields;
  state: SubscriptionState;
  phase1?: Variation | null;
  ro?: Variation | null;
}): (Pick<AllAccessOfferModel, 'replacesUpgrade'> & { showsPrice: boolean }) | null {
  if (!isRenewing(input.state) || !canAddAllAccessYearly(input.subscription)) return null;
  switch (input.phase1) {
    case 'N':
      return { showsPrice: true, replacesUpgrade: false };
    case 'F':
      return { showsPrice: false, replacesUpgrade: false };
    case 'Y':
      return { showsPrice: true, replacesUpgrade: true };
    default:
      if (input.ro === 'Y' && billingFrequency(input.subscription) === 'yearly') {
        return { showsPrice: true, replacesUpgrade: false };
      }
      return null;
  }
}

/**
 * The yearly price of the all-access plan for a subscription: its upgrade path to that plan
 * (monthly cost × 12); null when there is none (the "No yearly price found" case, §8).
 */
export function yearlyPriceOf(
  subscriptionId: number,
  upgradePaths: readonly UpgradePathFields[],
  buyOptionName: BuyOptionName = allAccessYearly,
): number | null {
  const path = upgradePaths.find(
    (p) =>
      p.subscriptionId === subscriptionId &&
      p.upgradeDetails.buyOptionType?.trim().toLowerCase() === buyOptionName,
  );
  const monthly = path?.upgradeDetails.monthlyCostNumber;
  return typeof monthly === 'number' && Number.isFinite(monthly) && monthly > 0
    ? Math.round(monthly * 12 * 100) / 100
    : null;
}

/**
 * The card's view model (§2–§4, §9): display kind, state, billing frequency, amount with tax,
 * the date lines, the card used, refund status, receipts (each with its page), and which
 * actions apply — cancel when active or in the initial trial and not cancelled, reactivate when
 * cancelled and not expired, upgrade when an upgrade path exists for it.
 */
export function subscriptionCardModel(input: CardModelInput): SubscriptionCardModel {
  const s = input.subscription;
  const { locale } = input;
  const state = subscriptionState(s);
  const kind = displayKind(s);
  const paths = input.upgradePaths ?? [];
  const variations = input.variations ?? {};

  const path = paths.find((p) => p.subscriptionId === s.subscriptionId);
  const upgradeKind = displayKind({ originalBuyOptionName: path?.upgradeDetails.buyOptionType });
  const upgradeCode = productCodeFor(upgradeKind);
  const upgradeForm =
    path && upgradeCode
      ? upgradeOrderForm({
          upgradeDetails: path.upgradeDetails,
          subscriptionId: s.subscriptionId,
          productCode: upgradeCode,
          isSmallScreen: input.isSmallScreen === true,
        })
      : null;
  const monthlyCost = path?.upgradeDetails.monthlyCostNumber;
  const upgrade: UpgradeModel | null = upgradeForm
    ? {
        toKind: upgradeKind,
        monthlyCost:
          typeof monthlyCost === 'number' ? formatMoney(monthlyCost, locale, s.countryCode) : null,
        form: upgradeForm,
      }
    : null;

  const offer = allAccessOfferFor({
    subscription: s,
    state,
    phase1: variations.bundleSubscriptionPhase1,
    ro: variations.bundleSubscriptionPhase1Ro,
  });
  const yearly = offer?.showsPrice ? yearlyPriceOf(s.subscriptionId, paths) : null;
  const allAccessOffer: AllAccessOfferModel | null = offer
    ? {
        buyOptionName: allAccessYearly,
        yearlyPrice: yearly === null ? null : formatMoney(yearly, locale, s.countryCode),
        yearlyPriceMissing: offer.showsPrice && yearly === null,
        replacesUpgrade: offer.replacesUpgrade,
        form: newOrderForm({
          orderPageUrl: newOrderPageUrl(input.host),
          country: input.country,
          isMobile: input.isSmallScreen === true,
          contract: allAccessYearly,
          referHost: input.host,
          locale,
          productCode: 'ALLACCESS',
        }),
      }
    : null;

  return {
    subscriptionId: s.subscriptionId,
    kind,
    state,
    frequency: billingFrequency(s),
    price: priceOf(s, locale),
    dates: datesFor(s, state, locale),
    payment: paymentOf(s),
    refunds: refundsOf(s),
    receipts: receiptsOf(s, locale, input.host),
    cancel: isRenewing(state)
      ? {
          subscriptionId: s.subscriptionId,
          isTrial: state === 'initial-trial',
          funnel: hasCancellationFunnel(input.country),
        }
      : null,
    canReactivate: state === 'cancelled',
    upgrade: allAccessOffer?.replacesUpgrade ? null : upgrade,
    allAccessOffer,
    refined: isSubscriptionCardRefinementOn({
      country: input.country,
      variation: variations.subscriptionCardRefinement,
    }),
    promo: input.promo === true,
  };
}

/** Relative address (under the dashboard base) the cancel link of a card goes to (§2). */
export function cancelHrefFor(cancel: CancelModel, subscriptionName: string): string {
  const query = {
    subscriptionId: cancel.subscriptionId,
    isTrial: cancel.isTrial,
    subscriptionName,
  };
  return cancel.funnel ? accountHref.cancelV2(query) : accountHref.cancel(query);
}

const stateOrder: Readonly<Record<SubscriptionState, number>> = {
  'initial-trial': 0,
  active: 0,
  cancelled: 1,
  inactive: 2,
  library: 3,
  expired: 4,
};

/**
 * Order of the list: what still renews first, then cancelled (still usable), inactive, library
 * purchases and expired last; within a group the soonest next charge or expiry first, then the
 * newest order, then the id (stable).
 */
export function sortSubscriptions<T extends SubscriptionLike>(list: readonly T[]): T[] {
  const time = (text: string | null | undefined) =>
    (text ? parseServerDate(text)?.getTime() : undefined) ?? Number.POSITIVE_INFINITY;
  return [...list].sort((a, b) => {
    const byState = stateOrder[subscriptionState(a)] - stateOrder[subscriptionState(b)];
    if (byState !== 0) return byState;
    const dueA = time(a.nextChargeDate ?? a.expiryDate);
    const dueB = time(b.nextChargeDate ?? b.expiryDate);
    if (dueA !== dueB) return dueA < dueB ? -1 : 1;
    const orderedA = time(a.orderDate);
    const orderedB = time(b.orderDate);
    if (orderedA !== orderedB) return orderedA > orderedB ? -1 : 1;
    return a.subscriptionId - b.subscriptionId;
  });
}
