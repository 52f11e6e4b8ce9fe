/**
 * The site a page belongs to (page-shell §3, §7): countries and regions, page metadata, the site
 * configuration, phone info, menus and policy documents. Served by server/routes/site.ts.
 */
import * as v from 'valibot';
import {
  type EndpointDefinition,
  enveloped,
  queryFlag,
  queryText,
  serverDate,
  shell,
} from './blocks';

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

export const pageMetadataSchema = v.object({
  htmlAttrs: v.object({ lang: v.string() }),
  title: v.string(),
  meta: v.array(v.record(v.string(), v.string())),
  link: v.array(v.record(v.string(), v.string())),
  /** JSON-LD objects. Not shown in the spec: we take a list of objects. */
  structuredData: v.optional(v.array(v.record(v.string(), v.unknown())), []),
});
export type PageMetadata = v.InferOutput<typeof pageMetadataSchema>;

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

export const siteEndpoints = {
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
} as const satisfies Record<string, EndpointDefinition>;
