/**
 * Dashboard navigation (account-dashboard §2, §6): routes, the tab set of each site, the root
 * redirect, route guards, and each route's query parameters parsed with valibot into typed
 * values or a typed "invalid" result (never a throw).
 */
import * as v from 'valibot';
import type { BrandId } from '../../../tokens/types';
import { parseServerDate } from '../../platform/format/dates';

/** §2 The dashboard's base path (history routing, no hash). */
export const ACCOUNT_BASE_PATH = '/my-account/';

/** §2 Route paths, relative to the base path. */
export const accountRoutes = {
  overview: '/overview',
  settings: '/settings',
  licenses: '/licenses',
  /** The subscriptions tab; its list is the child `/subscriptions/`. */
  subscriptions: '/subscriptions',
  subscriptionsList: '/subscriptions/',
  cancel: '/subscriptions/cancel',
  cancelV2: '/subscriptions/cancel_v2',
  cancelSuccessV2: '/subscriptions/cancel-success',
  reminderV2: '/subscriptions/reminder',
  combined: '/subscriptions-and-licenses',
  reminder: '/reminder',
  cancelGateway: '/cancel',
} as const;

// ---------------------------------------------------------------------------------------------
// Site style and tabs (§1, §2, §6)

/** §1 The two site styles. */
export type SiteStyle = 'main' | 'legal-contracts';

/** §1 The legal-contracts brand has its own style; the others (main, French, German) are main. */
export function siteStyleOf(brand: BrandId): SiteStyle {
  return brand === 'legal-contracts' ? 'legal-contracts' : 'main';
}

/** §6 Utility countries. */
export const UTILITY_COUNTRIES: readonly string[] = ['US', 'CA', 'AU', 'FR', 'DE', 'GB'];

export function isUtilityCountry(
  country: string,
  utilityCountries: readonly string[] = UTILITY_COUNTRIES,
): boolean {
  return utilityCountries.includes(country.toUpperCase());
}

export type TabId =
  | 'overview'
  | 'licenses'
  | 'subscriptions'
  | 'subscriptions-and-licenses'
  | 'settings';

export interface Tab {
  id: TabId;
  path: string;
  /** Translation key of the label (namespace `account`). */
  labelKey: string;
}

const tab = {
  overview: { id: 'overview', path: accountRoutes.overview, labelKey: 'account:tabs.overview' },
  documentLicenses: {
    id: 'licenses',
    path: accountRoutes.licenses,
    labelKey: 'account:tabs.documentLicenses',
  },
  licenses: { id: 'licenses', path: accountRoutes.licenses, labelKey: 'account:tabs.licenses' },
  subscriptions: {
    id: 'subscriptions',
    path: accountRoutes.subscriptions,
    labelKey: 'account:tabs.subscriptions',
  },
  combined: {
    id: 'subscriptions-and-licenses',
    path: accountRoutes.combined,
    labelKey: 'account:tabs.subscriptionsAndLicenses',
  },
  settings: { id: 'settings', path: accountRoutes.settings, labelKey: 'account:tabs.settings' },
} as const satisfies Record<string, Tab>;

/**
 * §2 The tabs of a site, in order. The spec's "main style with GB or AU but not utility" branch
 * can only apply when the utility list is configured without them (both are in the default list),
 * so the list is a parameter.
 */
export function tabsFor(input: {
  siteStyle: SiteStyle;
  country: string;
  utilityCountries?: readonly string[];
}): Tab[] {
  const country = input.country.toUpperCase();
  if (input.siteStyle === 'legal-contracts') return [tab.combined, tab.settings];
  if (isUtilityCountry(country, input.utilityCountries)) {
    return [tab.overview, tab.documentLicenses, tab.subscriptions, tab.settings];
  }
  if (country === 'GB' || country === 'AU') return [tab.licenses, tab.subscriptions, tab.settings];
  return [tab.combined, tab.settings];
}

/** §2 Root `/` goes to the first tab, or to /settings when there are none. */
export function rootRedirectPath(tabs: readonly Tab[]): string {
  return tabs[0]?.path ?? accountRoutes.settings;
}

/** What a guard decides. */
export type GuardResult = { kind: 'render' } | { kind: 'redirect'; to: string };

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * §2 Overview and the combined page render only when their path is one of the site's tabs;
 * otherwise they redirect to the first allowed tab (or /settings).
 */
export function guardTabPage(path: string, tabs: readonly Tab[]): GuardResult {
  const wanted = withoutTrailingSlash(path);
  return tabs.some((t) => t.path === wanted)
    ? { kind: 'render' }
    : { kind: 'redirect', to: rootRedirectPath(tabs) };
}

/**
 * §2 The subscriptions branch (list and cancel pages): exactly `/subscriptions` redirects to the
 * list `/subscriptions/`; any child path renders.
 */
export function guardSubscriptionsBranch(path: string): GuardResult {
  return path === accountRoutes.subscriptions
    ? { kind: 'redirect', to: accountRoutes.subscriptionsList }
    : { kind: 'render' };
}

// ---------------------------------------------------------------------------------------------
// Query parameters (§2)

/** A parsed query: typed values, or the names of the parameters that were wrong or missing. */
export type QueryResult<T> = { kind: 'valid'; value: T } | { kind: 'invalid'; params: string[] };

/** A positive whole number written in decimal digits only ("12", not "1e3" or "12abc"). */
const idParam = v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number), v.minValue(1));

/** "true" or "false" (any case); absent means false. */
const booleanParam = v.optional(
  v.pipe(
    v.string(),
    v.transform((s) => s.toLowerCase()),
    v.picklist(['true', 'false']),
    v.transform((s) => s === 'true'),
  ),
);

/** A server date (zone-less, Mountain time) or an ISO date-time, as an instant. */
const dateParam = v.pipe(
  v.string(),
  v.check((s) => parseServerDate(s) !== null),
  v.transform((s) => parseServerDate(s) as Date),
);

/** Free text; blank counts as absent. */
const textParam = v.optional(
  v.pipe(
    v.string(),
    v.transform((s) => s.trim()),
  ),
);

function parseQuery<T>(
  schema: v.GenericSchema<Record<string, string | undefined>, T>,
  names: readonly string[],
  search: URLSearchParams | string,
): QueryResult<T> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const input = Object.fromEntries(names.map((name) => [name, params.get(name) ?? undefined]));
  const result = v.safeParse(schema, input);
  if (result.success) return { kind: 'valid', value: result.output };
  const bad = result.issues.map((issue) => v.getDotPath(issue) ?? '').filter(Boolean);
  return { kind: 'invalid', params: [...new Set(bad)] };
}

/** §2 Query of /subscriptions/cancel and /subscriptions/cancel_v2. */
export interface CancelQuery {
  subscriptionId: number;
  isTrial: boolean;
  /** Shown in the page heading when present; null otherwise. */
  subscriptionName: string | null;
}

const cancelSchema = v.pipe(
  v.object({ subscriptionId: idParam, isTrial: booleanParam, subscriptionName: textParam }),
  v.transform(
    (q): CancelQuery => ({
      subscriptionId: q.subscriptionId,
      isTrial: q.isTrial ?? false,
      subscriptionName: q.subscriptionName || null,
    }),
  ),
);

/** §2 subscriptionId (required, a positive number), isTrial (true/false), subscriptionName. */
export function parseCancelQuery(search: URLSearchParams | string): QueryResult<CancelQuery> {
  return parseQuery(cancelSchema, ['subscriptionId', 'isTrial', 'subscriptionName'], search);
}

/** §2 Query of /subscriptions/cancel-success. */
export interface CancelSuccessQuery {
  initialTrial: boolean;
  /** Absent for a trial, which has no next charge. */
  nextChargeDate: Date | null;
}

const cancelSuccessSchema = v.pipe(
  v.object({ initialTrial: booleanParam, nextChargeDate: v.optional(dateParam) }),
  v.transform(
    (q): CancelSuccessQuery => ({
      initialTrial: q.initialTrial ?? false,
      nextChargeDate: q.nextChargeDate ?? null,
    }),
  ),
);

/** §2 initialTrial (true/false) and nextChargeDate (optional; when given it must be a date). */
export function parseCancelSuccessQuery(
  search: URLSearchParams | string,
): QueryResult<CancelSuccessQuery> {
  return parseQuery(cancelSuccessSchema, ['initialTrial', 'nextChargeDate'], search);
}

/** §2 Query of /subscriptions/reminder. */
export interface ReminderQuery {
  remindDate: Date;
}

const reminderSchema = v.object({ remindDate: dateParam });

/** §2 remindDate (required: the page exists to say when the reminder comes). */
export function parseReminderQuery(search: URLSearchParams | string): QueryResult<ReminderQuery> {
  return parseQuery(reminderSchema, ['remindDate'], search);
}

// ---------------------------------------------------------------------------------------------
// Typed links (§2): the one way screens build a dashboard address with its query

function withQuery(
  path: string,
  query: Record<string, string | number | boolean | null | undefined>,
) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** What a cancel page needs to know about the subscription (§2 query of the cancel pages). */
export interface CancelLinkInput {
  subscriptionId: number;
  isTrial?: boolean;
  subscriptionName?: string | null;
}

/** The funnel's reason step: its query value on the landing's route (`?step=reason`). */
export const funnelReasonStep = { param: 'step', value: 'reason' } as const;

/** Whether the funnel's query shows its reason step. */
export const isFunnelReasonStep = (search: URLSearchParams) =>
  search.get(funnelReasonStep.param) === funnelReasonStep.value;

/**
 * §2 Dashboard addresses relative to the router's base (`/my-account`), with their query
 * written so that the parsers above read them back unchanged.
 */
export const accountHref = {
  overview: () => accountRoutes.overview,
  settings: () => accountRoutes.settings,
  licenses: () => accountRoutes.licenses,
  subscriptions: () => accountRoutes.subscriptionsList,
  combined: () => accountRoutes.combined,
  cancel: (q: CancelLinkInput) =>
    withQuery(accountRoutes.cancel, {
      subscriptionId: q.subscriptionId,
      isTrial: q.isTrial ?? false,
      subscriptionName: q.subscriptionName,
    }),
  cancelV2: (q: CancelLinkInput) =>
    withQuery(accountRoutes.cancelV2, {
      subscriptionId: q.subscriptionId,
      isTrial: q.isTrial ?? false,
      subscriptionName: q.subscriptionName,
    }),
  /** `nextChargeDate` as the server sends it (zone-less text). */
  cancelSuccess: (q: { initialTrial: boolean; nextChargeDate?: string | null }) =>
    withQuery(accountRoutes.cancelSuccessV2, {
      initialTrial: q.initialTrial,
      nextChargeDate: q.nextChargeDate,
    }),
  /** `remindDate` as server text. */
  reminderV2: (q: { remindDate: string }) =>
    withQuery(accountRoutes.reminderV2, { remindDate: q.remindDate }),
  reminder: () => accountRoutes.reminder,
  cancelGateway: () => accountRoutes.cancelGateway,
} as const;
