/**
 * The one typed contract of every call in both specs (page-shell §7, account-dashboard §7).
 *
 * Each endpoint states its method, path template, the schemas of its path parameters, query,
 * body and response, and the policy the client applies: retries, the error-dialog policy and
 * any special handling. The browser client (`client.ts`), the MSW handlers and the Node
 * reference server all read this folder, so it imports nothing but valibot.
 *
 * One file per resource group, following the reference server's route groups (server/routes/):
 * each holds its schemas, types and endpoints. `session.ts`, `site.ts`, `search.ts`,
 * `licenses.ts`, `subscriptions.ts`, `paymentMethods.ts`, `settings.ts`, `experiments.ts` and
 * `errorLogger.ts` build on `blocks.ts` (envelopes, dates, the endpoint kit). This file
 * assembles the one `endpoints` table and re-exports every group, so importers name only
 * `.../api/contract`.
 *
 * Why valibot rather than zod: its API is a set of small standalone functions, so a bundle
 * only carries the validators it uses (tree-shakeable, roughly 1–2 kB for a contract like
 * this one against ~13 kB for zod's class-based core), it implements Standard Schema (ky 2
 * understands it), and its inferred input and output types are as precise as zod's.
 *
 * Shapes the specs mark "not shown" are chosen here and flagged with "Not shown in the spec".
 */
import type * as v from 'valibot';
import type { EndpointDefinition } from './blocks';
import { errorLoggerEndpoints } from './errorLogger';
import { experimentEndpoints } from './experiments';
import { licenseEndpoints } from './licenses';
import { paymentMethodEndpoints } from './paymentMethods';
import { searchEndpoints } from './search';
import { sessionEndpoints } from './session';
import { settingsEndpoints } from './settings';
import { siteEndpoints } from './site';
import { subscriptionEndpoints } from './subscriptions';

export {
  apiPrefixes,
  type EndpointDefinition,
  type EnvelopeKind,
  type ErrorDialogPolicy,
  envelope,
  type HttpMethod,
  type SpecialHandling,
  serverDate,
  statusEnvelope,
} from './blocks';
export * from './errorLogger';
export * from './experiments';
export * from './licenses';
export * from './paymentMethods';
export * from './search';
export * from './session';
export * from './settings';
export * from './site';
export * from './subscriptions';

/** Every endpoint of every group: the table below must list each one. */
type GroupEndpointName =
  | keyof typeof sessionEndpoints
  | keyof typeof siteEndpoints
  | keyof typeof searchEndpoints
  | keyof typeof licenseEndpoints
  | keyof typeof subscriptionEndpoints
  | keyof typeof paymentMethodEndpoints
  | keyof typeof settingsEndpoints
  | keyof typeof experimentEndpoints
  | keyof typeof errorLoggerEndpoints;

/**
 * Every call of both specs, by name, in the specs' order (the order of `endpointNames` and of
 * the mock handlers). Each definition and its notes live in its group's file.
 */
export const endpoints = {
  // ----- page shell §7 -----
  countries: siteEndpoints.countries,
  countryRegions: siteEndpoints.countryRegions,
  contracts: searchEndpoints.contracts,
  externalSearch: searchEndpoints.externalSearch,
  cookiePreferences: sessionEndpoints.cookiePreferences,
  userLicenses: licenseEndpoints.userLicenses,
  signIn: sessionEndpoints.signIn,
  secureSession: sessionEndpoints.secureSession,
  signOut: sessionEndpoints.signOut,
  passwordRecovery: sessionEndpoints.passwordRecovery,
  createAccount: sessionEndpoints.createAccount,
  pageMetadata: siteEndpoints.pageMetadata,
  userAuth: sessionEndpoints.userAuth,
  siteConfigValues: siteEndpoints.siteConfigValues,
  phoneInfo: siteEndpoints.phoneInfo,
  menuCategories: siteEndpoints.menuCategories,
  policy: siteEndpoints.policy,

  // ----- account dashboard §7 -----
  getEmailPreference: settingsEndpoints.getEmailPreference,
  putEmailPreference: settingsEndpoints.putEmailPreference,
  putAccountEmail: settingsEndpoints.putAccountEmail,
  licenses: licenseEndpoints.licenses,
  subscriptions: subscriptionEndpoints.subscriptions,
  cancelSubscription: subscriptionEndpoints.cancelSubscription,
  cancelSubscriptionWithReason: subscriptionEndpoints.cancelSubscriptionWithReason,
  reactivateSubscription: subscriptionEndpoints.reactivateSubscription,
  upgradePaths: subscriptionEndpoints.upgradePaths,
  paymentMethods: paymentMethodEndpoints.paymentMethods,
  deletePaymentMethod: paymentMethodEndpoints.deletePaymentMethod,
  updatePaymentMethod: paymentMethodEndpoints.updatePaymentMethod,
  projectTiles: licenseEndpoints.projectTiles,
  userExperiment: experimentEndpoints.userExperiment,
  userExperiments: experimentEndpoints.userExperiments,
  errorLogger: errorLoggerEndpoints.errorLogger,
  ignoredErrorTypes: errorLoggerEndpoints.ignoredErrorTypes,
} as const satisfies Record<GroupEndpointName, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export const endpointNames = Object.keys(endpoints) as EndpointName[];

type InputOf<S> = S extends v.GenericSchema ? v.InferInput<S> : undefined;

/** Path parameters of an endpoint (`undefined` when it has none). */
export type ParamsOf<N extends EndpointName> = InputOf<
  Endpoints[N] extends { params: infer S } ? S : undefined
>;
/** Query of an endpoint (`undefined` when it has none). */
export type QueryOf<N extends EndpointName> = InputOf<
  Endpoints[N] extends { query: infer S } ? S : undefined
>;
/** Body of an endpoint (`undefined` when it has none). */
export type BodyOf<N extends EndpointName> = InputOf<
  Endpoints[N] extends { body: infer S } ? S : undefined
>;
/** The whole response body as parsed. */
export type ResponseOf<N extends EndpointName> = v.InferOutput<Endpoints[N]['response']>;
/** What a successful call yields: `result` for the dashboard envelope, otherwise the body. */
export type DataOf<N extends EndpointName> = Endpoints[N] extends {
  result: infer S extends v.GenericSchema;
}
  ? v.InferOutput<S>
  : ResponseOf<N>;
/** The raw JSON a server sends for an endpoint (used by mocks and the reference server). */
export type WireResponseOf<N extends EndpointName> = v.InferInput<Endpoints[N]['response']>;
