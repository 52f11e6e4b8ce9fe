/**
 * The member's account settings (account-dashboard §7): the promotions preference and the
 * sign-in email. Served by server/routes/account/settings.ts.
 */
import * as v from 'valibot';
import { apiPrefixes, dashboard, type EndpointDefinition, emptyResult, enveloped } from './blocks';

export const emailPreferenceSchema = v.object({
  emailPromotions: v.boolean(),
  isDelegate: v.optional(v.boolean(), false),
});
export type EmailPreference = v.InferOutput<typeof emailPreferenceSchema>;

const uam = apiPrefixes.userAccountManagement;
const myAccount = apiPrefixes.myAccount;

export const settingsEndpoints = {
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
} as const satisfies Record<string, EndpointDefinition>;
