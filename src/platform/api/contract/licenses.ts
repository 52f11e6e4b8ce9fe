/**
 * What the member owns besides subscriptions: the shell's user licenses (page-shell §7), the
 * dashboard's licenses and project tiles (account-dashboard §7). Served by
 * server/routes/account/licenses.ts (user licenses by server/routes/platform.ts).
 */
import * as v from 'valibot';
import {
  apiPrefixes,
  dashboard,
  type EndpointDefinition,
  enveloped,
  queryText,
  serverDate,
  shell,
} from './blocks';

export const userLicenseSchema = v.object({ productCode: v.string(), countryCode: v.string() });
export type UserLicense = v.InferOutput<typeof userLicenseSchema>;

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

export const projectTileSchema = v.object({ title: v.string(), href: v.string() });
export type ProjectTile = v.InferOutput<typeof projectTileSchema>;

const uam = apiPrefixes.userAccountManagement;
const myAccount = apiPrefixes.myAccount;

export const licenseEndpoints = {
  userLicenses: shell({
    method: 'GET',
    path: `${uam}/v1/user-licenses`,
    query: v.object({ productCode: queryText, countryCode: queryText }),
    ...enveloped(v.array(userLicenseSchema)),
  }),
  licenses: dashboard({
    method: 'GET',
    path: `${myAccount}/license`,
    ...enveloped(v.array(licenseSchema)),
  }),
  projectTiles: dashboard({
    method: 'GET',
    path: `${apiPrefixes.postPurchase}/my-projects-dashboard-tiles`,
    query: v.object({ has_started: v.literal(true) }),
    ...enveloped(v.array(projectTileSchema)),
    special: 'noDashboardsIsEmpty',
  }),
} as const satisfies Record<string, EndpointDefinition>;
