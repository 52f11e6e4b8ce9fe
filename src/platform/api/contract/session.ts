/**
 * Who the visitor is (page-shell §3, §7–8): sign-in, sign-out, the secure session on other
 * hosts, password recovery, account create, the user snapshot, and the cookie choice the
 * snapshot carries. Served by server/routes/session.ts (the cookie choice by platform.ts).
 */
import * as v from 'valibot';
import {
  apiPrefixes,
  type EndpointDefinition,
  emptyResult,
  enveloped,
  shell,
  statusEnvelope,
} from './blocks';

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

const uam = apiPrefixes.userAccountManagement;

export const sessionEndpoints = {
  /** Not shown in the spec: the response is an empty envelope. */
  cookiePreferences: shell({
    method: 'POST',
    path: `${uam}/v2/cookie-preferences`,
    body: v.object({ ...cookiePreferencesSchema.entries, consent: v.optional(consentProofSchema) }),
    ...enveloped(emptyResult),
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
  /** Only the secure-id header; no payload fields are shown. */
  userAuth: shell({
    method: 'POST',
    path: `${uam}/v1/user-auth`,
    readsOnly: true,
    ...enveloped(userSnapshotSchema),
    retries: 2,
  }),
} as const satisfies Record<string, EndpointDefinition>;
