/**
 * Policy documents (page-shell §2 Policy dialogs, §3 policy kinds and content variables, §7
 * policy fetch, §9 region overrides): HTML fragments written once per language and filled
 * with the brand (siteBrand, siteBrandWithTrademark) and its fictional operator.
 */

import {
  POLICY_REVISION,
  POLICY_TYPE_BY_KIND,
  type PolicyKind,
  policyKinds,
  policyRegion,
  policyUrl,
} from '../../src/platform/api/policyDocuments';
import { brandNames } from '../../src/platform/fixtures';
import { type BrandId, brandIds, isBrandId } from '../../tokens/types';
import { brandOrigins } from './locations';
import { germanPolicies } from './policy-texts/de';
import { englishPolicies } from './policy-texts/en';
import { spanishPolicies } from './policy-texts/es';
import { frenchPolicies } from './policy-texts/fr';
import type {
  Operator,
  PolicyContext,
  PolicyLanguage,
  PolicyTemplates,
} from './policy-texts/types';

/** The policy locales (`en_US` form) each brand publishes its policies in. */
export const policyLocales: Record<BrandId, readonly string[]> = {
  main: [
    'en_US',
    'en_CA',
    'en_GB',
    'en_AU',
    'en_IE',
    'en_IN',
    'en_NG',
    'en_NZ',
    'en_SG',
    'es_MX',
    'es_ES',
    'fr_CA',
  ],
  'legal-contracts': ['en_GB', 'en_US', 'en_CA', 'en_AU', 'fr_CA'],
  'fr-legal': ['fr_FR'],
  'de-legal': ['de_DE', 'de_AT'],
};

const templatesByLanguage: Record<PolicyLanguage, PolicyTemplates> = {
  en: englishPolicies,
  fr: frenchPolicies,
  de: germanPolicies,
  es: spanishPolicies,
};

/** The fictional companies behind the brands (example.com mailboxes, placeholder registers). */
const operators: Record<BrandId, Operator> = {
  main: {
    company: 'LegalKit Example Limited',
    street: '100 Example Avenue, Suite 500',
    city: 'Calgary, Alberta',
    country: { en: 'Canada', fr: 'Canada', de: 'Kanada', es: 'Canadá' },
    registration: 'Alberta corporate access number 0000000000',
    vatId: null,
    representative: 'Alex Example',
    phone: '1-800-555-0199',
    mailDomain: 'legalkit.example.com',
    hosting: 'Example Cloud Hosting Limited, 1 Server Way, Example City',
  },
  'legal-contracts': {
    company: 'ContractCraft Example Ltd',
    street: 'Example House, 1 Sample Street',
    city: 'London',
    country: {
      en: 'United Kingdom',
      fr: 'Royaume-Uni',
      de: 'Vereinigtes Königreich',
      es: 'Reino Unido',
    },
    registration: 'Registered in England and Wales, company number 00000000',
    vatId: 'GB000000000',
    representative: 'Jordan Sample',
    phone: '0800 555 0134',
    mailDomain: 'contractcraft.example.com',
    hosting: 'Example Cloud Hosting Ltd, 1 Server Lane, Example City',
  },
  'fr-legal': {
    company: 'Actes Clairs Exemple SAS',
    street: "10 rue de l'Exemple",
    city: '75000 Paris',
    country: { en: 'France', fr: 'France', de: 'Frankreich', es: 'Francia' },
    registration: 'SAS au capital de 10 000 €, RCS Paris 000 000 000',
    vatId: 'FR00000000000',
    representative: 'Camille Exemple',
    phone: '01 55 55 01 23',
    mailDomain: 'actesclairs.example.com',
    hosting: 'Exemple Hébergement SAS, 1 avenue du Serveur, 75000 Paris, France',
  },
  'de-legal': {
    company: 'Vertragswerk Beispiel GmbH',
    street: 'Musterstraße 1',
    city: '10000 Berlin',
    country: { en: 'Germany', fr: 'Allemagne', de: 'Deutschland', es: 'Alemania' },
    registration: 'Registergericht: Amtsgericht Musterstadt, HRB 000000',
    vatId: 'DE000000000',
    representative: 'Max Mustermann',
    phone: '0800 555 0100',
    mailDomain: 'vertragswerk.example.com',
    hosting: 'Beispiel Hosting GmbH, Serverweg 1, 10000 Berlin, Deutschland',
  },
};

/** The date every policy took effect (their revision), shown in the locale's long date form. */
const EFFECTIVE_DATE = Date.parse(POLICY_REVISION);

/** The file name `policyUrl` builds for a kind, locale and optional region, without `.html`. */
function documentName(kind: PolicyKind, locale: string, region: string | null): string | null {
  const built = policyUrl({ brand: 'any', policyType: POLICY_TYPE_BY_KIND[kind], locale, region });
  if (!built.ok) return null;
  const file = built.url.split('/').pop() ?? '';
  return decodeURIComponent(file).replace(/\.html$/, '');
}

interface PolicyEntry {
  kind: PolicyKind;
  locale: string;
  region: PolicyContext['region'];
}

/**
 * Every document a brand publishes: each policy kind in each of its locales, without a region
 * and, where page-shell §9 names one, with it.
 */
function publishedDocuments(brand: BrandId): Map<string, PolicyEntry> {
  const documents = new Map<string, PolicyEntry>();
  for (const locale of policyLocales[brand]) {
    for (const kind of policyKinds) {
      const override = policyRegion(kind, locale)?.toLowerCase();
      const region = override === 'quebec' || override === 'california' ? override : null;
      const variants: PolicyEntry['region'][] = region ? [null, region] : [null];
      for (const variant of variants) {
        const name = documentName(kind, locale, variant);
        if (name) documents.set(name, { kind, locale, region: variant });
      }
    }
  }
  return documents;
}

const documentsByBrand = new Map<BrandId, Map<string, PolicyEntry>>(
  brandIds.map((brand) => [brand, publishedDocuments(brand)]),
);

function render(brand: BrandId, entry: PolicyEntry): string {
  const [language = 'en', country = ''] = entry.locale.split('_');
  const templates = templatesByLanguage[language as PolicyLanguage];
  const context: PolicyContext = {
    siteBrand: brandNames[brand],
    siteBrandWithTrademark: `${brandNames[brand]}®`,
    locale: entry.locale,
    country,
    region: entry.region,
    operator: operators[brand],
    origin: brandOrigins[brand],
    effectiveDate: new Intl.DateTimeFormat(entry.locale.replace('_', '-'), {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(EFFECTIVE_DATE),
  };
  return templates[entry.kind](context);
}

/**
 * Policy documents served at `/common/components/website-policies/{brand}/{document}.html`,
 * where `document` is `policytype_locale[_region]` (page-shell §7). Null when there is none.
 */
export function policyDocument(brand: string, document: string): string | null {
  if (!isBrandId(brand)) return null;
  const entry = documentsByBrand.get(brand)?.get(document);
  return entry ? render(brand, entry) : null;
}
