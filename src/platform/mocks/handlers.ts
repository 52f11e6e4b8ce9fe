/**
 * MSW handlers for every call of the contract, answered from the typed fixtures. Each endpoint
 * can take a variant — success, empty, failure, 401, 500, network error, malformed, loading or a
 * signed-out body — so stories and tests show every API state with the real client.
 *
 * Usage: `parameters: { msw: { handlers: mockApi({ member: members.cancelled,
 * variants: { subscriptions: 'failure' } }) } }`, or `server.use(...mockApi())` in node tests.
 */
import { delay, HttpResponse, http, type JsonBodyType } from 'msw';
import * as v from 'valibot';
import { type BrandId, isBrandId } from '../../../tokens/types';
import {
  type EndpointDefinition,
  type EndpointName,
  endpointNames,
  endpoints,
  signInStatus,
  type WireResponseOf,
} from '../api/contract';
import { noDashboardsError, pathPattern } from '../api/rules';
import {
  catalogueFor,
  contractsOf,
  countriesFor,
  countryRegions,
  externalSuggestions,
  ignoredErrorTypes,
  type MemberFixture,
  members,
  menuOf,
  pageMetadata,
  phoneInfo,
  phoneInfoInLanguage,
  policyHtml,
  siteConfigFor,
  siteHost,
} from '../fixtures';
import { resolveLocale } from '../i18n/rules';
import { type CountryCode, isCountryCode } from '../site/markets';

export const mockVariants = [
  'success',
  /** Lists are empty; my-projects answers "no dashboards". */
  'empty',
  /** `succeeded: false` with an error string (HTTP 400 with errors for bare bodies). */
  'failure',
  /** `succeeded: false` without any error string: the UI shows its generic body. */
  'failureWithoutMessage',
  'unauthorized',
  /** A 200 body `{Status: 'SignedOut'}`. */
  'signedOutBody',
  'serverError',
  'networkError',
  /** A 200 body that breaks the contract. */
  'malformed',
  /** Never answers. */
  'loading',
] as const;
export type MockVariant = (typeof mockVariants)[number];

/** The error string of the `failure` variant (fixture text, shown verbatim by the dialog). */
export const mockFailureMessage = 'The service could not complete this request.';

type SuccessOverrides = { [N in EndpointName]?: WireResponseOf<N> };

export interface MockApiOptions {
  /** Whose data the dashboard calls return. @default members.activeYearly */
  member?: MemberFixture;
  /** Site for the configuration values. @default main / member's country */
  brand?: BrandId;
  country?: CountryCode;
  /** Variant for every endpoint not named in `variants`. @default 'success' */
  all?: MockVariant;
  /** Variant per endpoint. */
  variants?: Partial<Record<EndpointName, MockVariant>>;
  /** Replaces the success body of an endpoint (wire shape). */
  bodies?: SuccessOverrides;
  /** Error strings of the `failure` variant. @default [mockFailureMessage] */
  failureErrors?: string[];
  /** Called with each request the handlers answer (for assertions). */
  onRequest?: (endpoint: EndpointName, request: Request) => void;
}

interface Context {
  member: MemberFixture;
  brand: BrandId;
  country: CountryCode;
  /** The page's language, which the API client sends as Accept-Language. */
  locale: string | undefined;
  /** The experiment names a batch experiments call asked for, in order. */
  askedExperiments: string[];
}

const ok = <T>(result: T) => ({ succeeded: true, result, errors: [] as string[] });

/** What the mocks assign any experiment, asked alone or in a batch: the control. */
const experimentAssignment = { experimentName: 'member_cancel_funnel', variationName: 'C' };

/** The success body of an endpoint for a member and site (wire shape). */
export function successBody<N extends EndpointName>(name: N, ctx: Context): WireResponseOf<N> {
  const { member } = ctx;
  const bodies: { [K in EndpointName]: () => WireResponseOf<K> } = {
    // The site's own countries, like the server's: the brand's list, not the main brand's.
    countries: () => ok(countriesFor(ctx.brand, siteHost[ctx.brand])),
    countryRegions: () => ok(countryRegions[ctx.country] ?? []),
    contracts: () => contractsOf(catalogueFor(ctx.brand, ctx.country, ctx.locale)),
    externalSearch: () => externalSuggestions,
    cookiePreferences: () => ok(null),
    userLicenses: () => ok(member.userLicenses),
    signIn: () => ({
      succeeded: true,
      status: signInStatus.success,
      statusDescription: null,
      errors: [],
      result: {
        secureId: member.user.secureId,
        otherHosts: [],
        username: member.user.username,
        loginIdHash: `hash-${member.user.loginId}`,
        hasFreeAccount: member.user.hasFreeAccount,
        hasPassword: member.user.hasPassword,
      },
    }),
    secureSession: () => ok(null),
    signOut: () => ({
      succeeded: true,
      status: 0,
      statusDescription: null,
      errors: [],
      result: null,
    }),
    passwordRecovery: () => ({
      succeeded: true,
      status: 0,
      statusDescription: null,
      errors: [],
      result: null,
    }),
    createAccount: () => ({
      succeeded: true,
      status: signInStatus.success,
      statusDescription: null,
      errors: [],
      result: {
        secureId: member.user.secureId,
        otherHosts: [],
        username: member.user.username,
        loginIdHash: `hash-${member.user.loginId}`,
        hasFreeAccount: true,
        hasPassword: true,
      },
    }),
    // The page's language follows the site's country, as the metadata service's does.
    pageMetadata: () => ({
      ...pageMetadata,
      htmlAttrs: { lang: resolveLocale({ countryCode: ctx.country }) },
    }),
    userAuth: () =>
      ok({ isSignedIn: true, loginId: member.user.loginId, secureId: member.user.secureId }),
    siteConfigValues: () => siteConfigFor(ctx.brand, ctx.country, ctx.locale),
    phoneInfo: () =>
      phoneInfoInLanguage(
        ctx.brand,
        phoneInfo.filter((p) => p.countryCode === ctx.country),
        ctx.locale,
      ),
    menuCategories: () => menuOf(catalogueFor(ctx.brand, ctx.country, ctx.locale)),
    policy: () => policyHtml.terms,
    getEmailPreference: () => ok(member.emailPreference),
    putEmailPreference: () => ok(null),
    putAccountEmail: () => ok(null),
    licenses: () => ok(member.licenses),
    subscriptions: () => ok(member.subscriptions),
    cancelSubscription: () => ok(true),
    cancelSubscriptionWithReason: () => ok(true),
    reactivateSubscription: () => ok(true),
    upgradePaths: () => ok(member.upgradePaths),
    paymentMethods: () => ok(member.paymentMethods),
    deletePaymentMethod: () => ok(1),
    updatePaymentMethod: () => ok(true),
    projectTiles: () => ok(member.projectTiles),
    userExperiment: () => ok(experimentAssignment),
    userExperiments: () =>
      ok(
        ctx.askedExperiments.map((experimentName) => ({ ...experimentAssignment, experimentName })),
      ),
    errorLogger: () => null,
    ignoredErrorTypes: () => ignoredErrorTypes,
  };
  return bodies[name]() as WireResponseOf<N>;
}

/** The `empty` body: empty lists, no preference, or the "no dashboards" error for tiles. */
function emptyBody(name: EndpointName, def: EndpointDefinition, ctx: Context): unknown {
  if (name === 'projectTiles')
    return { succeeded: false, result: null, errors: [noDashboardsError] };
  if (name === 'getEmailPreference') return ok({ emailPromotions: false, isDelegate: false });
  if (name === 'policy') return '';
  const success = successBody(name, ctx);
  if (Array.isArray(success)) return [];
  if (def.envelope === 'result' && Array.isArray((success as { result?: unknown }).result)) {
    return ok([]);
  }
  return success;
}

/** Converts a path template into a RegExp over the whole request URL. */
function urlPattern(def: EndpointDefinition): RegExp {
  const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  const path = pathPattern(def.path);
  const origin = def.defaultBaseUrl ? `^${escapeRegExp(def.defaultBaseUrl)}` : '^[a-z]+://[^/]+';
  return new RegExp(`${origin}${path}(\\?.*)?$`, 'i');
}

function respond(
  name: EndpointName,
  def: EndpointDefinition,
  variant: MockVariant,
  ctx: Context,
  options: MockApiOptions,
) {
  const errors = options.failureErrors ?? [mockFailureMessage];
  const text = def.responseType === 'text';
  const body = (value: unknown, init?: ResponseInit) =>
    text
      ? HttpResponse.text(String(value), init)
      : value === null
        ? new HttpResponse(null, { status: 204, ...init })
        : HttpResponse.json(value as JsonBodyType, init);
  switch (variant) {
    case 'success':
      return body(options.bodies?.[name] ?? successBody(name, ctx));
    case 'empty':
      return body(emptyBody(name, def, ctx));
    case 'failure':
    case 'failureWithoutMessage': {
      const list = variant === 'failure' ? errors : [];
      if (def.envelope === 'result') return body({ succeeded: false, result: null, errors: list });
      if (def.envelope === 'status') {
        return body({
          succeeded: false,
          status: signInStatus.generalError,
          statusDescription: list[0] ?? null,
          errors: list,
          result: null,
        });
      }
      return HttpResponse.json({ errors: list }, { status: 400 });
    }
    case 'unauthorized':
      return new HttpResponse(null, { status: 401 });
    case 'signedOutBody':
      return HttpResponse.json({ Status: 'SignedOut' });
    case 'serverError':
      return new HttpResponse(null, { status: 500 });
    case 'networkError':
      return HttpResponse.error();
    case 'malformed':
      return text
        ? new HttpResponse(null, { status: 500 })
        : HttpResponse.json({ succeeded: 'yes', result: { unexpected: true } });
    case 'loading':
      return undefined;
  }
}

/** The experiment names of a batch experiments body, in order; none if it is not one. */
async function askedExperimentsOf(request: Request): Promise<string[]> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => undefined);
  const asked = (body as { experiments?: unknown } | undefined)?.experiments;
  return Array.isArray(asked)
    ? asked.map((query) => String((query as { experimentName?: unknown })?.experimentName))
    : [];
}

/**
 * Calls whose JSON body the mocks check as the reference server does, answering a body that
 * breaks the contract with its 400: the cookie choice, whose proof of consent (issue #26) the
 * server records only when it is one.
 */
const checkedBodies: ReadonlySet<EndpointName> = new Set<EndpointName>(['cookiePreferences']);

/** The 400 the reference server answers for a body that breaks the contract, or null. */
async function refusedBody(def: EndpointDefinition, request: Request): Promise<Response | null> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => undefined);
  if (!def.body || v.is(def.body, body)) return null;
  return HttpResponse.json(
    { succeeded: false, result: null, errors: ['body: does not match the contract'] },
    { status: 400 },
  );
}

/** Handlers for every endpoint, answering per the chosen variants. */
export function mockApi(options: MockApiOptions = {}) {
  const member = options.member ?? members.activeYearly;
  // A call that names no brand (the countries call) is for the brand the page's configuration
  // asked about: one host, one brand.
  let pageBrand: BrandId = 'main';
  // Unless pinned, a site-specific call answers for the brand and country it asks about, so
  // one story's handlers serve every brand mode.
  const contextFor = async (name: EndpointName, request: Request): Promise<Context> => {
    const query = new URL(request.url).searchParams;
    const brand = query.get('brand') ?? '';
    if (isBrandId(brand)) pageBrand = brand;
    const country = query.get('countryCode')?.toUpperCase() ?? '';
    return {
      member,
      brand: options.brand ?? pageBrand,
      country: options.country ?? (isCountryCode(country) ? country : member.countryCode),
      locale: request.headers.get('accept-language') ?? undefined,
      askedExperiments: name === 'userExperiments' ? await askedExperimentsOf(request) : [],
    };
  };
  return endpointNames.map((name) => {
    const def: EndpointDefinition = endpoints[name];
    const method = def.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    return http[method](urlPattern(def), async ({ request }) => {
      options.onRequest?.(name, request);
      const variant = options.variants?.[name] ?? options.all ?? 'success';
      if (variant === 'loading') await holdForever(request);
      if (variant === 'success' && checkedBodies.has(name)) {
        const refused = await refusedBody(def, request);
        if (refused) return refused;
      }
      return respond(name, def, variant, await contextFor(name, request), options);
    });
  });
}

/**
 * The requests a mock holds unanswered on purpose (a loading state), by method and address: a
 * story's screenshot waits for every other request of the story, not for these
 * (`.storybook/pendingRequests.ts`).
 */
export const heldRequests = new Set<string>();

/** How `heldRequests` names a request. */
export const requestKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

/** Never answers `request` (a loading state), and records that it holds it. */
export async function holdForever(request: Request): Promise<never> {
  heldRequests.add(requestKey(request.method, request.url));
  await delay('infinite');
  throw new Error(`${request.url} was held forever, yet answered`);
}

/** The default handlers: every call succeeds for the active yearly member on the main brand. */
export const handlers = mockApi();
