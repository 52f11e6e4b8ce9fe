/**
 * The one typed contract of every call in both specs (page-shell §7, account-dashboard §7).
 *
 * Each endpoint states its method, path template, the schemas of its path parameters, query,
 * body and response, and the policy the client applies: retries, the error-dialog policy and
 * any special handling. The browser client (`client.ts`), the MSW handlers and the Node
 * reference server all read this file, so it imports nothing but valibot.
 *
 * Why valibot rather than zod: its API is a set of small standalone functions, so a bundle
 * only carries the validators it uses (tree-shakeable, roughly 1–2 kB for a contract like
 * this one against ~13 kB for zod's class-based core), it implements Standard Schema (ky 2
 * understands it), and its inferred input and output types are as precise as zod's.
 *
 * Shapes the specs mark "not shown" are chosen here and flagged with "Not shown in the spec".
 */
import * as v from 'valibot';

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

/** A server date-time without a zone, e.g. `2026-03-15T10:30:00` (read as US Central time). */
export const serverDate = v.string();

/** A list of error strings; servers send `null` or leave it out when there are none. */
const errorList = v.nullish(v.array(v.string()), []);

/**
 * The dashboard envelope (account-dashboard §3): `{succeeded, result, errors}`. A success carries
 * a `result` that matches `result`; a failure's `result` is ignored (servers send `null`).
 */
export function envelope<const S extends v.GenericSchema>(result: S) {
  return v.variant('succeeded', [
    v.object({ succeeded: v.literal(true), result, errors: errorList }),
    v.object({ succeeded: v.literal(false), result: v.nullish(v.unknown()), errors: errorList }),
  ]);
}

/**
 * The sign-in style envelope (page-shell §7–8): the caller handles `status` 0–6 itself, so the
 * whole body is the call's data even when `succeeded` is false.
 */
export function statusEnvelope<const S extends v.GenericSchema>(result: S) {
  return v.object({
    succeeded: v.boolean(),
    status: v.nullish(v.number()),
    statusDescription: v.nullish(v.string()),
    errors: errorList,
    result: v.nullish(result),
  });
}

/** Query values travel as strings; booleans and numbers are stringified by the client. */
const queryText = v.optional(v.string());
const queryFlag = v.optional(v.boolean());

// ---------------------------------------------------------------------------------------------
// Entities (page-shell §3, account-dashboard §3)
// ---------------------------------------------------------------------------------------------

/** Sign-in and account status codes (page-shell §8). */
export const signInStatus = {
  success: 0,
  invalidUsername: 1,
  invalidPassword: 2,
  accountLocked: 3,
  generalError: 4,
  accountExists: 5,
  incorrectEmailOrPassword: 6,
} as const;

export const countrySchema = v.object({
  countryCode: v.string(),
  name: v.string(),
  canonicalUrl: v.nullish(v.string()),
  selectUrl: v.nullish(v.string()),
  isMajorCountry: v.boolean(),
});
export type Country = v.InferOutput<typeof countrySchema>;

/** Not shown in the spec: a region is its code and display name. */
export const countryRegionSchema = v.object({ regionCode: v.string(), name: v.string() });
export type CountryRegion = v.InferOutput<typeof countryRegionSchema>;

export const searchSuggestionSchema = v.object({
  name: v.string(),
  url: v.string(),
  isFeatured: v.optional(v.boolean(), false),
});
export type SearchSuggestion = v.InferOutput<typeof searchSuggestionSchema>;

/** An external-search result: a suggestion plus the highlighted product name. */
export const externalSuggestionSchema = v.object({
  name: v.string(),
  url: v.string(),
  isFeatured: v.optional(v.boolean(), false),
  productNameHighlight: v.object({ value: v.string() }),
});
export type ExternalSuggestion = v.InferOutput<typeof externalSuggestionSchema>;

export const cookiePreferencesSchema = v.object({
  performance: v.boolean(),
  marketing: v.boolean(),
});
export type CookiePreferences = v.InferOutput<typeof cookiePreferencesSchema>;

/**
 * Proof of a cookie choice the server records with it (GDPR Art. 7(1)): a random id the browser
 * keeps with the choice, the cookie policy's revision, Global Privacy Control, the country.
 */
export const consentProofSchema = v.object({
  consentId: v.pipe(v.string(), v.uuid()),
  policyRevision: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  globalPrivacyControl: v.boolean(),
  countryCode: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
});
export type ConsentProof = v.InferOutput<typeof consentProofSchema>;

/** A member's choice as the account keeps it, with when it was saved (ISO date-time). */
export const savedCookiePreferencesSchema = v.object({
  ...cookiePreferencesSchema.entries,
  savedAt: v.nullish(v.string()),
});
export type SavedCookiePreferences = v.InferOutput<typeof savedCookiePreferencesSchema>;

export const userLicenseSchema = v.object({ productCode: v.string(), countryCode: v.string() });
export type UserLicense = v.InferOutput<typeof userLicenseSchema>;

export const userCredentialsSchema = v.object({ username: v.string(), password: v.string() });
export type UserCredentials = v.InferOutput<typeof userCredentialsSchema>;

export const signInResultSchema = v.object({
  secureId: v.string(),
  otherHosts: v.optional(v.array(v.string()), []),
  username: v.string(),
  loginIdHash: v.nullish(v.string()),
  hasFreeAccount: v.optional(v.boolean(), true),
  hasPassword: v.optional(v.boolean(), false),
});
export type SignInResult = v.InferOutput<typeof signInResultSchema>;

/** The account-create payload (page-shell §3); product info is free-form beyond its name. */
export const accountCreateSchema = v.object({
  userCredentials: userCredentialsSchema,
  countryCode: v.string(),
  source: v.literal('D'),
  isSendingEmailsAllowed: v.boolean(),
  isSendingPromotionsAllowed: v.boolean(),
  websiteLinkHash: v.null(),
  productName: v.optional(v.string()),
  productCode: v.optional(v.string()),
  documentId: v.optional(v.string()),
});
export type AccountCreate = v.InferOutput<typeof accountCreateSchema>;

export const pageMetadataSchema = v.object({
  htmlAttrs: v.object({ lang: v.string() }),
  title: v.string(),
  meta: v.array(v.record(v.string(), v.string())),
  link: v.array(v.record(v.string(), v.string())),
  /** JSON-LD objects. Not shown in the spec: we take a list of objects. */
  structuredData: v.optional(v.array(v.record(v.string(), v.unknown())), []),
});
export type PageMetadata = v.InferOutput<typeof pageMetadataSchema>;

/** The user snapshot from user-auth (page-shell §3). */
export const userSnapshotSchema = v.object({
  isSignedIn: v.boolean(),
  loginId: v.nullish(v.string()),
  secureId: v.nullish(v.string()),
  /**
   * Not in page-shell §3's snapshot, optional: the sign-in address and whether the member has a
   * password (the sign-in result's fields), so a session known only from its cookie (no cached
   * copy: local storage cleared or unavailable, another host) still names the member and offers
   * the change-email form. `hasFreeAccount` likewise: a page the server renders knows the
   * member only from this call, and the header's upgrade offer depends on it.
   */
  username: v.nullish(v.string()),
  hasPassword: v.nullish(v.boolean()),
  hasFreeAccount: v.nullish(v.boolean()),
  /**
   * Not in page-shell §3's snapshot, optional (issue #24): the cookie choice the member saved
   * (POST cookie-preferences) on any device, or null when they never chose. The bar treats it
   * as a stored preference, so a member who chose elsewhere is not asked again.
   */
  cookiePreferences: v.nullish(savedCookiePreferencesSchema),
});
export type UserSnapshot = v.InferOutput<typeof userSnapshotSchema>;

export const siteBrandTypes = ['main', 'frLegal', 'deLegal'] as const;
export type SiteBrandType = (typeof siteBrandTypes)[number];

const showFlags = [
  'showBbbLogo',
  'showPciLogo',
  'showSslLogo',
  'showPhoneInfo',
  'showSocialLinks',
  'showDisclaimer',
  'showDisclaimerLink',
  'showMobileTrustLogos',
  'showMobileAboutLink',
  'showMobileDisclaimer',
  'showMobileLegalNotice',
  'showMobileTermsPolicy',
  'showMobileCancelPage',
  'showHomePageLink',
  'showAboutUs',
  'showLegalDocumentsLink',
  'showLawLibraryLink',
  'showBusinessSolutionsPageLink',
  'showAffiliateLink',
  'showCareersPageLink',
  'showNavigation',
  'showEstateDashboard',
] as const;
export type SiteShowFlag = (typeof showFlags)[number];

const pageUrls = [
  'aboutUs',
  'howItWorks',
  'legalNotice',
  'privacyPolicy',
  'terms',
  'cancel',
  'disclaimer',
  'cookiePolicy',
  'editorialPolicy',
  'legalDocuments',
  'lawLibrary',
  'businessSolutions',
  'affiliate',
  'careers',
  'contact',
  'home',
  // Paths the shell opens that "come from config" (page-shell §2).
  'signIn',
  'createAccount',
  'myDocuments',
  'myAccount',
  'searchResults',
  'estateDashboard',
  'upgradeAccount',
  'helpCenterContact',
  'ticketCenter',
  'liveHelp',
] as const;
export type SitePageUrl = (typeof pageUrls)[number];

const flagEntries = Object.fromEntries(showFlags.map((flag) => [flag, v.boolean()])) as {
  [K in SiteShowFlag]: v.BooleanSchema<undefined>;
};
const urlEntries = Object.fromEntries(pageUrls.map((page) => [page, v.nullish(v.string())])) as {
  [K in SitePageUrl]: v.NullishSchema<v.StringSchema<undefined>, undefined>;
};

/** Site configuration values (page-shell §3): a flat map, as the service returns it. */
export const siteConfigValuesSchema = v.object({
  sitebrand: v.string(),
  siteBrandType: v.picklist(siteBrandTypes),
  isLawDepotBrand: v.boolean(),
  countryCode: v.string(),
  isQuebecRegion: v.boolean(),
  ...urlEntries,
  ...flagEntries,
  logoBbbImage: v.nullish(v.string()),
  logoBbbTitle: v.nullish(v.string()),
  logoBbbUrl: v.nullish(v.string()),
  logoPciId: v.nullish(v.string()),
  logoSslId: v.nullish(v.string()),
  footerCopyrightTextFormat: v.string(),
  affiliateScriptUrl: v.nullish(v.string()),
  trustLogosLeftOnDesktop: v.boolean(),
  trustLogosRightOnDesktop: v.boolean(),
  /** Comma list of region codes where e-signature benefits are hidden (dashboard §6). */
  unsupportedRegions: v.optional(v.string(), ''),
  searchServiceUrl: v.nullish(v.string()),
  /** Number or numeric string; default 1 (page-shell §5). */
  autocompleteMinLength: v.optional(v.union([v.number(), v.string()]), 1),
  isYearlySubscriptionSupported: v.boolean(),
  /** Maintenance window (page-shell §2 maintenance bar); absent when none is planned. */
  maintenance: v.nullish(
    v.object({
      start: serverDate,
      end: serverDate,
      timeZoneAbbreviation: v.string(),
    }),
  ),
});
export type SiteConfigValues = v.InferOutput<typeof siteConfigValuesSchema>;

export const phoneInfoSchema = v.object({
  countryCode: v.string(),
  phoneNumber: v.string(),
  phoneHours: v.string(),
  companyAddress: v.nullish(v.string()),
});
export type PhoneInfo = v.InferOutput<typeof phoneInfoSchema>;

export const menuItemSchema = v.object({ name: v.string(), url: v.string() });
export type MenuItem = v.InferOutput<typeof menuItemSchema>;
export const menuCategorySchema = v.object({
  code: v.string(),
  name: v.string(),
  url: v.string(),
  items: v.array(menuItemSchema),
});
export type MenuCategory = v.InferOutput<typeof menuCategorySchema>;

/** Policy kinds (page-shell §3). */
export const policyTypes = [
  'DISCLAIMER',
  'PRIVACYPOLICY',
  'TERMS',
  'COOKIEPOLICY',
  'EDITORIALPOLICY',
  'EMAILPOLICY',
  'LEGALNOTICE',
  'AIDISCLAIMER',
] as const;
export type PolicyType = (typeof policyTypes)[number];

export const emailPreferenceSchema = v.object({
  emailPromotions: v.boolean(),
  isDelegate: v.optional(v.boolean(), false),
});
export type EmailPreference = v.InferOutput<typeof emailPreferenceSchema>;

/** Buy option names (account-dashboard §3). The schema accepts any string: new options fall back to "site-subscription". */
export const buyOptionNames = [
  'trial_subscription',
  'trial_subscription_year_renew',
  'trial_subscription_year_renew_from_trial',
  'subscription_year_nr',
  'subscription_year_renew',
  'subscription_year_renew_from_basic',
  'subscription_year_renew_from_trial',
  'trial_year_subscription',
  'trial_subscription_all_access',
  'subscription_year_renew_all_access',
  'trial_subscription_estate',
  'subscription_year_renew_estate',
  'trial_subscription_real_estate',
  'subscription_year_renew_real_estate',
  'trial_subscription_business',
  'subscription_year_renew_business',
  'subscription_year_legal_club',
  'subscription_year_renew_legal_advice',
] as const;
export type BuyOptionName = (typeof buyOptionNames)[number];

/** Product codes for orders (account-dashboard §3). */
export const orderProductCodes = [
  'ALLLAW',
  'ALLACCESS',
  'LEGADV',
  'ESTPLNES',
  'RESTPLNES',
  'BUSPLNES',
] as const;

/** Not shown in the spec: a receipt also carries the invoice number the receipt page needs. */
export const receiptSchema = v.object({
  invoiceNumber: v.string(),
  modifiedDate: serverDate,
  orderDate: serverDate,
});
export type Receipt = v.InferOutput<typeof receiptSchema>;

export const subscriptionSchema = v.object({
  subscriptionId: v.number(),
  countryCode: v.string(),
  isActive: v.boolean(),
  isExpired: v.boolean(),
  isLibrary: v.boolean(),
  initialTrial: v.boolean(),
  cancelledDate: v.nullish(serverDate),
  nextChargeDate: v.nullish(serverDate),
  previousChargeDate: v.nullish(serverDate),
  expiryDate: v.nullish(serverDate),
  orderDate: serverDate,
  creditCardId: v.nullish(v.number()),
  creditCardExpiryDate: v.nullish(v.string()),
  amount: v.number(),
  /** "mm" means months (the only unit the spec names). */
  timeUnit: v.string(),
  /** 1, 3, 6 or 12. */
  timeBetweenCharging: v.number(),
  originalBuyOptionName: v.string(),
  refundStatus: v.nullish(v.string()),
  refundStatus2: v.nullish(v.string()),
  receipts: v.optional(v.array(receiptSchema), []),
  cardType: v.nullish(v.string()),
  cardLast4Digits: v.nullish(v.string()),
  payPalId: v.nullish(v.string()),
  taxAmount: v.nullish(v.number()),
  taxCode: v.nullish(v.string()),
});
export type Subscription = v.InferOutput<typeof subscriptionSchema>;

/** Not shown in the spec: a license also names its id, product code and product name. */
export const licenseSchema = v.object({
  licenseId: v.number(),
  productCode: v.string(),
  productName: v.string(),
  expiryDate: v.nullish(serverDate),
  subscriptionExpiryDate: v.nullish(serverDate),
  subscriptionRenewDate: v.nullish(serverDate),
  orderDate: serverDate,
  countryCode: v.string(),
});
export type License = v.InferOutput<typeof licenseSchema>;

export const orderDetailsSchema = v.object({
  orderUrl: v.string(),
  orderPostData: v.record(v.string(), v.string()),
});
export type OrderDetails = v.InferOutput<typeof orderDetailsSchema>;

export const upgradePathSchema = v.object({
  subscriptionId: v.number(),
  upgradeDetails: v.object({
    buyOptionType: v.string(),
    monthlyCostNumber: v.number(),
    desktopOrderDetails: orderDetailsSchema,
    mobileOrderDetails: orderDetailsSchema,
  }),
});
export type UpgradePath = v.InferOutput<typeof upgradePathSchema>;

export const paymentMethodSchema = v.object({
  creditCardId: v.number(),
  nameOnCard: v.string(),
  /** e.g. VI, MC, AX, DI, PP (PayPal). */
  cardTypeCode: v.string(),
  cardLength: v.nullish(v.number()),
  cardLogoUrl: v.nullish(v.string()),
  last4Digits: v.nullish(v.string()),
  expirationMonth: v.nullish(v.number()),
  expirationYear: v.nullish(v.number()),
  cardStartDate: v.nullish(v.string()),
  userSaved: v.boolean(),
  expired: v.boolean(),
  updateDisabled: v.boolean(),
});
export type PaymentMethod = v.InferOutput<typeof paymentMethodSchema>;

export const paymentMethodUpdateSchema = v.object({
  creditCardId: v.number(),
  cardNumber: v.optional(v.string()),
  cardTypeCode: v.string(),
  nameOnCard: v.string(),
  cvv: v.string(),
  /** Form fields give strings, stored cards numbers: both are accepted. */
  expirationMonth: v.union([v.number(), v.string()]),
  expirationYear: v.union([v.number(), v.string()]),
  cardStartDate: v.nullish(v.string()),
});
export type PaymentMethodUpdate = v.InferOutput<typeof paymentMethodUpdateSchema>;

export const projectTileSchema = v.object({ title: v.string(), href: v.string() });
export type ProjectTile = v.InferOutput<typeof projectTileSchema>;

export const userExperimentRequestSchema = v.object({
  experimentName: v.string(),
  countryCode: v.string(),
  productCode: v.optional(v.string()),
  buyOptionName: v.optional(v.string()),
  forceVariationGuid: v.optional(v.string()),
});
export type UserExperimentRequest = v.InferOutput<typeof userExperimentRequestSchema>;
export const userExperimentResultSchema = v.object({
  experimentName: v.string(),
  variationName: v.string(),
});
export type UserExperimentResult = v.InferOutput<typeof userExperimentResultSchema>;

/** The most experiments one batch call may ask for: the whole registry fits, with room to spare. */
export const MAX_EXPERIMENTS_PER_REQUEST = 32;
/** Not in the spec: the single call's bodies, so a page asks for all its experiments at once. */
export const userExperimentsRequestSchema = v.object({
  experiments: v.pipe(
    v.array(userExperimentRequestSchema),
    v.minLength(1),
    v.maxLength(MAX_EXPERIMENTS_PER_REQUEST),
  ),
});

/** An experiment as the app holds it (both specs §3). */
export interface Experiment {
  name: string;
  variation: string;
}

/** The error-logger form body (account-dashboard §7). Caps are applied by the logger. */
export const errorReportSchema = v.object({
  description: v.string(),
  url: v.string(),
  line: v.string(),
  parentUrl: v.string(),
  userAgent: v.string(),
  stackTrace: v.pipe(v.string(), v.maxLength(8192)),
});
export type ErrorReport = v.InferOutput<typeof errorReportSchema>;

// ---------------------------------------------------------------------------------------------
// Endpoint definitions
// ---------------------------------------------------------------------------------------------

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What the client does when a call fails (account-dashboard §8):
 * - `show`: log the failure and ask the UI for the error dialog;
 * - `logOnly`: log it, no dialog;
 * - `suppress`: the caller shows its own message; business failures (`succeeded: false`) are
 *   neither logged nor shown, transport and schema failures are still logged.
 */
export type ErrorDialogPolicy = 'show' | 'suppress' | 'logOnly';

/**
 * How the body relates to the call's data:
 * - `result`: the `{succeeded, result, errors}` envelope; data is `result`; `succeeded: false`
 *   is a failure;
 * - `status`: the sign-in style envelope; data is the whole body, the caller reads `status`;
 * - `none`: the body is the data.
 */
export type EnvelopeKind = 'result' | 'status' | 'none';

/** Special handling named by the specs, applied by the client. */
export type SpecialHandling =
  /** my-projects tiles: "Could not find any dashboards for secureId" is an empty success. */
  'noDashboardsIsEmpty';

export interface EndpointDefinition {
  readonly method: HttpMethod;
  /** Path with `{name}` placeholders filled from `params` (encoded). */
  readonly path: string;
  /** Default origin for calls that leave the site (external search); the caller may override. */
  readonly defaultBaseUrl?: string;
  readonly params?: v.GenericSchema;
  readonly query?: v.GenericSchema;
  readonly body?: v.GenericSchema;
  /** How the body is sent. */
  readonly bodyType: 'json' | 'form' | 'none';
  /** Schema of the whole response body. */
  readonly response: v.GenericSchema;
  /** The schema of `result`: set exactly when `envelope` is `result`. */
  readonly result?: v.GenericSchema;
  readonly envelope: EnvelopeKind;
  /** `text` for HTML and plain-text files. */
  readonly responseType: 'json' | 'text';
  /** Retries after the first attempt ("2 retries" in the specs). */
  readonly retries: 0 | 2;
  readonly errorDialog: ErrorDialogPolicy;
  /** A 401 or `Status: SignedOut` sends the browser to sign-in (dashboard calls). */
  readonly redirectWhenSignedOut: boolean;
  /** Cookies travel cross-origin (secure-session on other hosts). */
  readonly credentials?: 'include';
  /** `false` keeps the secure id away from third parties (external search). */
  readonly sendsAuthorization?: false;
  readonly special?: SpecialHandling;
  /**
   * A POST that only reads (the spec's user-auth and experiment assignment): it changes nothing
   * a page shows. Every other non-GET call changes the member's data.
   */
  readonly readsOnly?: true;
  /** Where the spec lists it. */
  readonly spec: string;
}

type Defaults = Pick<
  EndpointDefinition,
  'bodyType' | 'envelope' | 'responseType' | 'retries' | 'errorDialog' | 'redirectWhenSignedOut'
>;

function shell<const E extends Partial<EndpointDefinition>>(
  e: E,
): E & Omit<Defaults, keyof E> & { spec: string } {
  const defaults: Defaults = {
    bodyType: e.body ? 'json' : 'none',
    envelope: 'none',
    responseType: 'json',
    retries: 0,
    errorDialog: 'logOnly',
    redirectWhenSignedOut: false,
  };
  return { ...defaults, spec: 'page-shell §7', ...e } as E &
    Omit<Defaults, keyof E> & {
      spec: string;
    };
}

function dashboard<const E extends Partial<EndpointDefinition>>(
  e: E,
): E & Omit<Defaults, keyof E> & { spec: string } {
  const defaults: Defaults = {
    bodyType: e.body ? 'json' : 'none',
    envelope: 'result',
    responseType: 'json',
    retries: 0,
    errorDialog: 'show',
    redirectWhenSignedOut: true,
  };
  return { ...defaults, spec: 'account-dashboard §7', ...e } as E &
    Omit<Defaults, keyof E> & { spec: string };
}

/** The result of an empty envelope: anything, or nothing at all. */
const emptyResult = v.nullish(v.unknown());

/**
 * An endpoint answered in the `{succeeded, result, errors}` envelope, stated once by its result:
 * the response schema is derived from it, so the client parses the body once.
 */
function enveloped<const S extends v.GenericSchema>(result: S) {
  return { envelope: 'result' as const, result, response: envelope(result) };
}

/**
 * Path prefixes shared by several calls. The endpoints below are built from them, and the
 * reference server mounts its middleware (body limit, member check) and its server-only routes
 * under them, so no other file spells them out.
 */
export const apiPrefixes = {
  /** Every API call of both specs. */
  api: '/api',
  userAccountManagement: '/api/foundation/user-account-management',
  myAccount: '/api/dashboards/my-account/v1',
  postPurchase: '/api/dashboards/post-purchase/v1',
} as const;
const uam = apiPrefixes.userAccountManagement;
const myAccount = apiPrefixes.myAccount;

/** Every call of both specs, by name. */
export const endpoints = {
  // ----- page shell §7 -----
  countries: shell({
    method: 'GET',
    path: '/api/foundation/location/v1/countries',
    query: v.object({
      host: queryText,
      url: queryText,
      productCode: queryText,
      criteria: queryText,
    }),
    ...enveloped(v.array(countrySchema)),
    retries: 2,
  }),
  countryRegions: shell({
    method: 'GET',
    path: '/api/foundation/location/v1/country-regions',
    query: v.object({ countryCode: v.string() }),
    ...enveloped(v.array(countryRegionSchema)),
    retries: 2,
  }),
  contracts: shell({
    method: 'GET',
    path: '/api/foundation/search/v1/contracts',
    query: v.object({ host: queryText, countryCode: v.string() }),
    response: v.array(searchSuggestionSchema),
    retries: 2,
  }),
  /** Cross-origin; the URL comes from config (`searchServiceUrl`) or this default. */
  externalSearch: shell({
    method: 'GET',
    path: '',
    defaultBaseUrl: 'https://suggest.search.example.com/v1/suggestions',
    sendsAuthorization: false,
    query: v.object({ host: queryText, query: v.string(), countryCode: v.string() }),
    response: v.array(externalSuggestionSchema),
    retries: 2,
  }),
  /** Not shown in the spec: the response is an empty envelope. */
  cookiePreferences: shell({
    method: 'POST',
    path: `${uam}/v2/cookie-preferences`,
    body: v.object({ ...cookiePreferencesSchema.entries, consent: v.optional(consentProofSchema) }),
    ...enveloped(emptyResult),
  }),
  userLicenses: shell({
    method: 'GET',
    path: `${uam}/v1/user-licenses`,
    query: v.object({ productCode: queryText, countryCode: queryText }),
    ...enveloped(v.array(userLicenseSchema)),
  }),
  signIn: shell({
    method: 'POST',
    path: `${uam}/v2/session`,
    body: v.object({
      userCredentials: userCredentialsSchema,
      auxiliaryParams: v.optional(v.record(v.string(), v.string())),
    }),
    response: statusEnvelope(signInResultSchema),
    envelope: 'status',
    errorDialog: 'suppress',
  }),
  /** Sent once per other host with `baseUrl: https://<host>`; failure is logged only. */
  secureSession: shell({
    method: 'POST',
    path: `${uam}/v2/secure-session`,
    body: v.object({ secureID: v.string() }),
    ...enveloped(emptyResult),
    credentials: 'include',
  }),
  /**
   * Also sent to each other host (`baseUrl`), with credentials so that host clears its cookie.
   * A non-succeeded answer's description is an alert.
   */
  signOut: shell({
    method: 'DELETE',
    path: `${uam}/v2/session`,
    response: statusEnvelope(v.unknown()),
    envelope: 'status',
    errorDialog: 'suppress',
    credentials: 'include',
  }),
  passwordRecovery: shell({
    method: 'POST',
    path: `${uam}/v2/account/password-recovery`,
    body: v.object({ email: v.string(), returnProduct: v.optional(v.string()) }),
    response: statusEnvelope(v.unknown()),
    envelope: 'status',
    errorDialog: 'suppress',
  }),
  /** A successful create signs the user in, so the result is a sign-in result. */
  createAccount: shell({
    method: 'POST',
    path: `${uam}/v2/account`,
    body: accountCreateSchema,
    response: statusEnvelope(signInResultSchema),
    envelope: 'status',
    errorDialog: 'suppress',
  }),
  pageMetadata: shell({
    method: 'GET',
    path: '/api/foundation/metadata/v1/page-metadata',
    query: v.object({
      countryCode: v.string(),
      fullUrl: v.string(),
      productCode: queryText,
      regionCode: queryText,
      nameVariation: queryText,
    }),
    response: pageMetadataSchema,
  }),
  /** Only the secure-id header; no payload fields are shown. */
  userAuth: shell({
    method: 'POST',
    path: `${uam}/v1/user-auth`,
    readsOnly: true,
    ...enveloped(userSnapshotSchema),
    retries: 2,
  }),
  siteConfigValues: shell({
    method: 'GET',
    path: '/api/foundation/site-configuration/v1/values',
    query: v.object({ host: queryText, countryCode: v.string(), brand: queryText }),
    response: siteConfigValuesSchema,
    retries: 2,
  }),
  /** productCode is sent only for CA, otherwise empty. */
  phoneInfo: shell({
    method: 'GET',
    path: '/api/foundation/customer-service/v1/countries-phone-info/',
    query: v.object({
      host: queryText,
      countryCode: v.string(),
      returnCompanyAddress: queryFlag,
      productCode: queryText,
    }),
    response: v.array(phoneInfoSchema),
    retries: 2,
  }),
  menuCategories: shell({
    method: 'GET',
    path: '/api/foundation/navigation/v1/menu-categories',
    query: v.object({
      host: queryText,
      regionCode: queryText,
      brand: queryText,
      countryCode: v.string(),
      productCode: queryText,
    }),
    response: v.array(menuCategorySchema),
    retries: 2,
  }),
  /** `document` is `policytype_locale[_region]`: see `policyDocumentForKind` in policyDocuments.ts. */
  policy: shell({
    method: 'GET',
    path: '/common/components/website-policies/{brand}/{document}.html',
    params: v.object({
      brand: v.pipe(v.string(), v.minLength(1)),
      document: v.pipe(v.string(), v.minLength(1)),
    }),
    response: v.string(),
    responseType: 'text',
  }),

  // ----- account dashboard §7 -----
  getEmailPreference: dashboard({
    method: 'GET',
    path: `${myAccount}/account/email-preference`,
    ...enveloped(emailPreferenceSchema),
  }),
  /** "default false-response dialog disabled". */
  putEmailPreference: dashboard({
    method: 'PUT',
    path: `${myAccount}/account/email-preference`,
    query: v.object({ emailOffer: v.boolean() }),
    ...enveloped(emptyResult),
    errorDialog: 'suppress',
  }),
  putAccountEmail: dashboard({
    method: 'PUT',
    path: `${uam}/v2/account/email`,
    body: v.object({ email: v.string(), password: v.string() }),
    ...enveloped(emptyResult),
    errorDialog: 'suppress',
  }),
  licenses: dashboard({
    method: 'GET',
    path: `${myAccount}/license`,
    ...enveloped(v.array(licenseSchema)),
  }),
  subscriptions: dashboard({
    method: 'GET',
    path: `${myAccount}/subscription/`,
    ...enveloped(v.array(subscriptionSchema)),
  }),
  /** The body is the bare subscription id. Not shown in the spec: the result is `true`. */
  cancelSubscription: dashboard({
    method: 'POST',
    path: `${myAccount}/subscription/cancel`,
    body: v.number(),
    ...enveloped(v.boolean()),
  }),
  cancelSubscriptionWithReason: dashboard({
    method: 'POST',
    path: `${myAccount}/subscription/cancel-with-reason`,
    body: v.object({ subscriptionId: v.number(), reason: v.string(), freeText: v.string() }),
    ...enveloped(v.boolean()),
  }),
  /** Not shown in the spec: the body names the subscription; the result is `true`. */
  reactivateSubscription: dashboard({
    method: 'PUT',
    path: `${myAccount}/subscription/reactivate`,
    body: v.object({ subscriptionId: v.number() }),
    ...enveloped(v.boolean()),
  }),
  /** Failures other than 401 come back as a failed result, without a dialog. */
  upgradePaths: dashboard({
    method: 'GET',
    path: `${myAccount}/upgrade-path`,
    ...enveloped(v.array(upgradePathSchema)),
    errorDialog: 'logOnly',
  }),
  paymentMethods: dashboard({
    method: 'GET',
    path: `${myAccount}/payment-method`,
    query: v.object({
      returnOnlySaved: queryFlag,
      returnExpired: queryFlag,
      returnTokenized: queryFlag,
    }),
    ...enveloped(v.array(paymentMethodSchema)),
    errorDialog: 'suppress',
  }),
  /** The result is the number of cards removed. */
  deletePaymentMethod: dashboard({
    method: 'DELETE',
    path: `${myAccount}/payment-method/{creditCardId}`,
    params: v.object({ creditCardId: v.number() }),
    ...enveloped(v.number()),
    errorDialog: 'suppress',
  }),
  /** Not shown in the spec: the result is `true`. */
  updatePaymentMethod: dashboard({
    method: 'POST',
    path: `${myAccount}/payment-method/{creditCardId}`,
    params: v.object({ creditCardId: v.number() }),
    body: paymentMethodUpdateSchema,
    ...enveloped(v.boolean()),
    errorDialog: 'suppress',
  }),
  projectTiles: dashboard({
    method: 'GET',
    path: `${apiPrefixes.postPurchase}/my-projects-dashboard-tiles`,
    query: v.object({ has_started: v.literal(true) }),
    ...enveloped(v.array(projectTileSchema)),
    special: 'noDashboardsIsEmpty',
  }),
  userExperiment: dashboard({
    method: 'POST',
    path: `${uam}/v1/user-experiment`,
    readsOnly: true,
    body: userExperimentRequestSchema,
    ...enveloped(userExperimentResultSchema),
    errorDialog: 'logOnly',
  }),
  /**
   * Not in the spec: `userExperiment` for several experiments in one request, answered in the
   * order asked, each as the single call would answer it.
   */
  userExperiments: dashboard({
    method: 'POST',
    path: `${uam}/v1/user-experiments`,
    readsOnly: true,
    body: userExperimentsRequestSchema,
    ...enveloped(v.array(userExperimentResultSchema)),
    errorDialog: 'logOnly',
  }),
  /** Sent by the error logger itself (form body), never through the API client. */
  errorLogger: dashboard({
    method: 'POST',
    path: '/api/foundation/error-logger/v1/errors/',
    body: errorReportSchema,
    bodyType: 'form',
    response: v.unknown(),
    envelope: 'none',
    errorDialog: 'suppress',
    redirectWhenSignedOut: false,
  }),
  /** One pattern per line. */
  ignoredErrorTypes: dashboard({
    method: 'GET',
    path: '/common/ignoredErrorTypes.txt',
    response: v.string(),
    envelope: 'none',
    responseType: 'text',
    errorDialog: 'suppress',
    redirectWhenSignedOut: false,
  }),
} as const satisfies Record<string, EndpointDefinition>;

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
