/**
 * Dashboard feature gates (account-dashboard §1, §6, §9): member benefits, the trust widget,
 * quick actions and promo cards. Experiment variations come in as arguments.
 */
import type { Variation } from '../../platform/experiments/registry';
import { formatServerDate, parseServerDate } from '../../platform/format/dates';
import { formatMoney } from '../../platform/format/money';
import {
  billingFrequency,
  billingKey,
  checkExpiry,
  type DisplayKind,
  type DisplayKindFields,
  displayKind,
  displayKindKey,
  type FrequencyFields,
  isLicenseActive,
  type StateFields,
  stateBadge,
  subscriptionState,
} from '../domain';
import type { LicenseLike, PaymentMethodLike, SubscriptionLike } from '../model';

/** Countries where the e-signature benefit depends on the e-sign expansion experiment. */
export const ESIGN_EXPERIMENT_COUNTRIES: readonly string[] = ['CA', 'GB', 'AU'];

/**
 * Reads the configured comma list of unsupported regions (`"QC, nl ,"` → `["QC", "NL"]`):
 * trimmed, upper-cased, blanks dropped.
 */
export function parseRegionList(list: string | null | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((region) => region.trim().toUpperCase())
    .filter((region) => region !== '');
}

/**
 * §6 E-signature member benefits: hidden when the user's region is in the unsupported list;
 * otherwise always shown in the US, and in CA, GB and AU only when the country's e-sign
 * experiment variation is N; never elsewhere.
 */
export function isESignBenefitShown(input: {
  country: string;
  /** Variation of the e-sign expansion experiment for this country. */
  variation: Variation | null | undefined;
  /** The member's region (state or province code); null when unknown. */
  userRegion: string | null | undefined;
  /** The configured comma list of unsupported regions. */
  unsupportedRegions: string | null | undefined;
}): boolean {
  const region = input.userRegion?.trim().toUpperCase();
  if (region && parseRegionList(input.unsupportedRegions).includes(region)) return false;
  const country = input.country.toUpperCase();
  if (country === 'US') return true;
  return ESIGN_EXPERIMENT_COUNTRIES.includes(country) && input.variation === 'N';
}

/** §1/§6 The trust-review widget is hidden for DE and FR. */
export function isTrustWidgetShown(country: string): boolean {
  const upper = country.toUpperCase();
  return upper !== 'DE' && upper !== 'FR';
}

/** Countries with quick actions. */
export const QUICK_ACTIONS_COUNTRIES: readonly string[] = ['US', 'CA', 'GB'];

/**
 * §9 Quick actions show in US, CA and GB for a signed-in member, once the subscriptions list has
 * loaded (so the actions can depend on what the member holds, and do not pop in over a spinner).
 */
export function isQuickActionsShown(input: {
  country: string;
  isSignedIn: boolean;
  subscriptionsLoaded: boolean;
}): boolean {
  return (
    QUICK_ACTIONS_COUNTRIES.includes(input.country.toUpperCase()) &&
    input.isSignedIn &&
    input.subscriptionsLoaded
  );
}

// §9 Promo-card style overrides: the subscription cards follow the same variation (domain).
export { arePromoCardOverridesOn } from '../domain';

// ---------------------------------------------------------------------------------------------
// The overview page's view models (issue #10: the spec leaves the page's content open)

/** The fields of a subscription the overview reads. */
export type OverviewSubscriptionFields = StateFields &
  FrequencyFields &
  DisplayKindFields &
  Pick<
    SubscriptionLike,
    | 'subscriptionId'
    | 'amount'
    | 'countryCode'
    | 'expiryDate'
    | 'creditCardId'
    | 'creditCardExpiryDate'
    | 'payPalId'
    | 'cardType'
    | 'cardLast4Digits'
  >;

/** The fields of a saved card the overview reads. */
export type OverviewCardFields = Pick<
  PaymentMethodLike,
  | 'creditCardId'
  | 'cardTypeCode'
  | 'last4Digits'
  | 'expired'
  | 'expirationMonth'
  | 'expirationYear'
  | 'userSaved'
>;

/** One compact row of the overview's plan list. */
export interface OverviewPlanRow {
  subscriptionId: number;
  kind: DisplayKind;
  /** `active` and `initial-trial` renew; `cancelled` runs until `date`. */
  state: 'active' | 'initial-trial' | 'cancelled';
  frequency: ReturnType<typeof billingFrequency>;
  /** Charged at each renewal (null when unknown or for a cancelled plan). */
  amount: number | null;
  /** Country of the charge, for its currency. */
  countryCode: string | null;
  /** Server text: the next charge (renewing) or the end of access (cancelled). */
  date: string | null;
  /** The card paying this renewing plan has expired: the next charge will fail. */
  cardExpired: boolean;
}

export interface OverviewPlans {
  /** Renewing plans by next charge, then cancelled plans by end of access. */
  rows: OverviewPlanRow[];
  /** Subscriptions not listed (expired, library, inactive): "see all" says how many. */
  otherCount: number;
}

/** A `MM/YYYY` (or `MM/YY`) card expiry as the subscription carries it. */
function parseCardExpiry(text: string | null | undefined): { month: string; year: string } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text ?? '');
  return match ? { month: match[1] as string, year: match[2] as string } : null;
}

/** Whether a saved card has expired: the server's flag, or its expiry month is past at `now`. */
export function isCardExpired(card: OverviewCardFields, now: Date): boolean {
  if (card.expired === true) return true;
  return checkExpiry(card.expirationMonth, card.expirationYear, now) === 'expired';
}

/**
 * Whether the card paying a subscription has expired: the saved card with its id when the list
 * has it, else the expiry the subscription carries. PayPal never expires.
 */
export function isSubscriptionCardExpired(
  subscription: Pick<SubscriptionLike, 'creditCardId' | 'creditCardExpiryDate' | 'payPalId'>,
  cards: readonly OverviewCardFields[],
  now: Date,
): boolean {
  if (subscription.payPalId) return false;
  const card = cards.find((c) => c.creditCardId === subscription.creditCardId);
  if (card) return isCardExpired(card, now);
  const expiry = parseCardExpiry(subscription.creditCardExpiryDate);
  return expiry !== null && checkExpiry(expiry.month, expiry.year, now) === 'expired';
}

function timeOf(text: string | null | undefined): number {
  const date = text ? parseServerDate(text) : null;
  return date ? date.getTime() : Number.POSITIVE_INFINITY;
}

/**
 * The overview's plans: what renews (active and initial-trial) with its next charge and
 * amount, soonest first, then cancelled plans with the day access ends. Expired, library and
 * inactive subscriptions are counted, not listed: the Subscriptions tab shows them.
 */
export function overviewPlans(
  subscriptions: readonly OverviewSubscriptionFields[],
  cards: readonly OverviewCardFields[],
  now: Date,
): OverviewPlans {
  const renewing: OverviewPlanRow[] = [];
  const cancelled: OverviewPlanRow[] = [];
  for (const s of subscriptions) {
    const state = subscriptionState(s);
    const base = {
      subscriptionId: s.subscriptionId,
      kind: displayKind(s),
      frequency: billingFrequency(s),
      countryCode: s.countryCode ?? null,
    };
    if (state === 'active' || state === 'initial-trial') {
      renewing.push({
        ...base,
        state,
        amount: typeof s.amount === 'number' ? s.amount : null,
        date: s.nextChargeDate ?? null,
        cardExpired: isSubscriptionCardExpired(s, cards, now),
      });
    } else if (state === 'cancelled') {
      cancelled.push({
        ...base,
        state,
        amount: null,
        date: s.expiryDate ?? null,
        cardExpired: false,
      });
    }
  }
  const byDate = (a: OverviewPlanRow, b: OverviewPlanRow) => timeOf(a.date) - timeOf(b.date);
  const rows = [...renewing.sort(byDate), ...cancelled.sort(byDate)];
  return { rows, otherCount: subscriptions.length - rows.length };
}

export interface LicenseSummary {
  total: number;
  active: number;
  expired: number;
}

/** The overview's license count: how many, how many active (no expiry or not yet past). */
export function licenseSummary(
  licenses: readonly Pick<LicenseLike, 'expiryDate'>[],
  now: Date,
): LicenseSummary {
  const active = licenses.filter((l) => isLicenseActive(l, now)).length;
  return { total: licenses.length, active, expired: licenses.length - active };
}

/** What the overview says about the member's saved cards. */
export type SavedCardStatus =
  /** A card paying a renewing plan has expired: warn and link to Settings. */
  | {
      kind: 'expired-in-use';
      cardTypeCode: string | null;
      last4Digits: string | null;
      planCount: number;
    }
  /** Some saved card has expired, but no renewing plan uses it. */
  | { kind: 'expired-unused'; count: number }
  /** Every saved card is good. */
  | { kind: 'ok'; count: number }
  /** No saved card. */
  | { kind: 'none' };

/**
 * The saved-card status: the expired card paying the most renewing plans first (the warning a
 * member must act on), then an expired card nobody uses, then how many cards are saved. Cards
 * the member did not save (kept only as a plan's card) are not counted as saved, but their
 * expiry still warns when they pay a plan. `subscriptions` may be empty when they failed to load.
 */
export function savedCardStatus(
  subscriptions: readonly OverviewSubscriptionFields[],
  cards: readonly OverviewCardFields[],
  now: Date,
): SavedCardStatus {
  const renewing = subscriptions.filter((s) => {
    const state = subscriptionState(s);
    return state === 'active' || state === 'initial-trial';
  });
  const atRisk = renewing.filter((s) => isSubscriptionCardExpired(s, cards, now));
  if (atRisk.length > 0) {
    const counts = new Map<number | null, number>();
    for (const s of atRisk)
      counts.set(s.creditCardId ?? null, (counts.get(s.creditCardId ?? null) ?? 0) + 1);
    const [creditCardId, planCount] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] as [
      number | null,
      number,
    ];
    const card = cards.find((c) => c.creditCardId === creditCardId);
    const subscription = atRisk.find(
      (s) => (s.creditCardId ?? null) === creditCardId,
    ) as OverviewSubscriptionFields;
    return {
      kind: 'expired-in-use',
      cardTypeCode: card?.cardTypeCode ?? subscription.cardType ?? null,
      last4Digits: card?.last4Digits ?? subscription.cardLast4Digits ?? null,
      planCount,
    };
  }
  const saved = cards.filter((c) => c.userSaved !== false && c.cardTypeCode !== 'PP');
  if (saved.length === 0) return { kind: 'none' };
  const expired = saved.filter((c) => isCardExpired(c, now)).length;
  return expired > 0
    ? { kind: 'expired-unused', count: expired }
    : { kind: 'ok', count: saved.length };
}

/** What one row of the overview's plan list shows, formatted for the viewer's locale. */
export interface OverviewPlanRowView {
  /** The plan's name: `subscriptions:kinds.<kindKey>`. */
  kindKey: (typeof displayKindKey)[DisplayKind];
  badge: (typeof stateBadge)[OverviewPlanRow['state']];
  /** The renewal amount in the charge's currency; `null` when unknown or cancelled. */
  amount: string | null;
  /** How often it renews: `subscriptions:billing.<billingKey>`. */
  billingKey: (typeof billingKey)[NonNullable<OverviewPlanRow['frequency']>] | null;
  /** The date line: `subscriptions:dates.<key>` with the formatted date; `null` without a date. */
  date: { key: 'accessUntil' | 'trialEnds' | 'nextCharge'; date: string } | null;
  /** A cancelled plan shows only the end of access. */
  cancelled: boolean;
  /** The card paying this renewing plan has expired. */
  cardExpired: boolean;
}

/** The plan row's texts: badge, amount, billing and the date line (cancelled: access until). */
export function overviewPlanRowView(row: OverviewPlanRow, locale: string): OverviewPlanRowView {
  const date = formatServerDate(row.date, locale);
  const dateKey =
    row.state === 'cancelled'
      ? 'accessUntil'
      : row.state === 'initial-trial'
        ? 'trialEnds'
        : 'nextCharge';
  return {
    kindKey: displayKindKey[row.kind],
    badge: stateBadge[row.state],
    amount: row.amount === null ? null : formatMoney(row.amount, locale, row.countryCode),
    billingKey: row.frequency ? billingKey[row.frequency] : null,
    date: date ? { key: dateKey, date } : null,
    cancelled: row.state === 'cancelled',
    cardExpired: row.cardExpired,
  };
}

/** A shortcut of the overview's task list: `account:overview.tasks.<id>`. */
export type OverviewTaskId =
  | 'manageSubscription'
  | 'receipts'
  | 'updateCard'
  | 'changeEmail'
  | 'browseDocuments';

/**
 * The shortest way to each common task, in order: subscriptions and receipts on the
 * Subscriptions tab, card and email in Settings, documents on the site (when it has the page).
 */
export function overviewTasks(hrefs: {
  subscriptions: string;
  settings: string;
  allContracts: string | null;
}): { id: OverviewTaskId; href: string }[] {
  const tasks: { id: OverviewTaskId; href: string | null }[] = [
    { id: 'manageSubscription', href: hrefs.subscriptions },
    { id: 'receipts', href: hrefs.subscriptions },
    { id: 'updateCard', href: hrefs.settings },
    { id: 'changeEmail', href: hrefs.settings },
    { id: 'browseDocuments', href: hrefs.allContracts },
  ];
  return tasks.flatMap(({ id, href }) => (href ? [{ id, href }] : []));
}

// ---------------------------------------------------------------------------------------------
// Quick actions (§9, page-shell §4)

/** The quick actions, in menu order; each label is `account:quickActions.<id>`. */
export const quickActionIds = [
  'createDocument',
  'myDocuments',
  'eSign',
  'notarize',
  'legalAdvice',
  'contactSupport',
] as const;
export type QuickActionId = (typeof quickActionIds)[number];

export interface QuickAction {
  id: QuickActionId;
  href: string;
}

/** The links quick actions lead to (from `src/account/links`). */
export interface QuickActionLinks {
  allContracts: string | null;
  myDocuments: string | null;
  /** The e-signature landing with the `quick-actions` campaign. */
  eSignature: string | null;
  onlineNotary: string | null;
  legalAdvice: string | null;
  help: string | null;
}

/**
 * The quick actions offered: start a document, My Documents, e-sign (only where the e-signature
 * benefit is shown, §6), notarize, legal advice and support; an action whose page the site does
 * not offer is left out.
 */
export function quickActions(links: QuickActionLinks, eSignShown: boolean): QuickAction[] {
  const hrefs: Record<QuickActionId, string | null> = {
    createDocument: links.allContracts,
    myDocuments: links.myDocuments,
    eSign: eSignShown ? links.eSignature : null,
    notarize: links.onlineNotary,
    legalAdvice: links.legalAdvice,
    contactSupport: links.help,
  };
  return quickActionIds.flatMap((id) => {
    const href = hrefs[id];
    return href ? [{ id, href }] : [];
  });
}

/**
 * §9 How the quick actions appear: variation N of `quickActionsFab` is a menu button (beside
 * the Overview's title) that opens a menu; the control (and any other variation) is an inline
 * card of links.
 */
export function quickActionsPresentation(variation: Variation | null | undefined): 'fab' | 'card' {
  return variation === 'N' ? 'fab' : 'card';
}

// ---------------------------------------------------------------------------------------------
// Partner offers and promo cards (§9, US experiments)

/** §9 Partner offers show at variation N of `partnerOffers` (US); the control shows nothing. */
export function arePartnerOffersShown(variation: Variation | null | undefined): boolean {
  return variation === 'N';
}

/** The partner services the overview offers; labels are `account:partnerOffers.<id>.*`. */
export type PartnerOfferId = 'onlineNotary' | 'legalAdvice' | 'businessSolutions';

export interface PartnerOffer {
  id: PartnerOfferId;
  href: string;
}

/** Partner services with a page on this site, in order: notary, attorney advice, business. */
export function partnerOffers(
  links: Pick<QuickActionLinks, 'onlineNotary' | 'legalAdvice'> & {
    businessSolutions: string | null;
  },
): PartnerOffer[] {
  const order: PartnerOfferId[] = ['onlineNotary', 'legalAdvice', 'businessSolutions'];
  return order.flatMap((id) => {
    const href = links[id];
    return href ? [{ id, href }] : [];
  });
}

/** The promotions of the promo cards; labels are `account:promoCards.<id>.*`. */
export type PromoCardId = 'estateBundle' | 'businessBundle' | 'realEstateBundle' | 'legalAdvice';

export interface PromoCard {
  id: PromoCardId;
  href: string;
}

const promoKinds: Record<PromoCardId, readonly DisplayKind[]> = {
  estateBundle: ['estate-bundle'],
  businessBundle: ['business-bundle'],
  realEstateBundle: ['real-estate-bundle'],
  legalAdvice: ['1-year-legal-advice', 'legal-club'],
};

/** At most this many promo cards show at once. */
export const MAX_PROMO_CARDS = 2;

/**
 * §9 Promo cards (variation N of `promoCards`, US): bundles and legal advice the member does not
 * hold yet (a renewing or cancelled plan of that kind counts as held), at most two, in order
 * estate, business, real estate, legal advice. An all-access member is offered legal advice
 * only (all-access already covers the documents of every bundle).
 */
export function promoCards(
  subscriptions: readonly OverviewSubscriptionFields[],
  links: {
    estateContracts: string | null;
    businessContracts: string | null;
    realEstateContracts: string | null;
    legalAdvice: string | null;
  },
): PromoCard[] {
  const held = new Set(
    subscriptions
      .filter((s) => {
        const state = subscriptionState(s);
        return state === 'active' || state === 'initial-trial' || state === 'cancelled';
      })
      .map(displayKind),
  );
  const hrefs: Record<PromoCardId, string | null> = {
    estateBundle: links.estateContracts,
    businessBundle: links.businessContracts,
    realEstateBundle: links.realEstateContracts,
    legalAdvice: links.legalAdvice,
  };
  const allAccess = held.has('all-access');
  return (Object.keys(promoKinds) as PromoCardId[])
    .filter((id) => !promoKinds[id].some((kind) => held.has(kind)))
    .filter((id) => !allAccess || id === 'legalAdvice')
    .flatMap((id) => {
      const href = hrefs[id];
      return href ? [{ id, href }] : [];
    })
    .slice(0, MAX_PROMO_CARDS);
}
