/**
 * Each brand's document catalogue (page-shell §3 Menu category, Search suggestion): the
 * navigation categories with their items, and the contract list the autocomplete filters.
 * One catalogue per language variant; menus and contracts are both derived from it, so a
 * contract in the search index is always reachable from the menu too.
 */
import type { MenuCategory, SearchSuggestion } from '../../src/platform/api/contract';

/** A menu entry: a document (also a search suggestion) or a service (menu only). */
interface Entry {
  name: string;
  slug: string;
  /** Documents are searchable; services (notarising, signing, the AI assistant) are not. */
  service?: true;
  featured?: true;
}

interface Category {
  /** Codes shared with `src/shell/navigation/rules.ts` and `src/shell/affiliate/rules.ts`. */
  code: string;
  name: string;
  slug: string;
  entries: readonly Entry[];
}

export type Catalogue = readonly Category[];

const doc = (name: string, slug: string, featured?: 'featured'): Entry =>
  featured ? { name, slug, featured: true } : { name, slug };
const service = (name: string, slug: string): Entry => ({ name, slug, service: true });

/** Main brand, US English (and the other English-speaking countries except Canada): 9 categories. */
export const mainCatalogue: Catalogue = [
  {
    code: 'ESTATE',
    name: 'Estate Planning',
    slug: 'estate-planning',
    entries: [
      doc('Last Will and Testament', 'last-will', 'featured'),
      doc('Living Will', 'living-will'),
      doc('Power of Attorney', 'power-of-attorney', 'featured'),
      doc('Living Trust', 'living-trust'),
      doc('Will Codicil', 'codicil'),
    ],
  },
  {
    code: 'REALESTATE',
    name: 'Real Estate',
    slug: 'real-estate',
    entries: [
      doc('Lease Agreement', 'lease-agreement', 'featured'),
      doc('Eviction Notice', 'eviction-notice'),
      doc('Rental Application', 'rental-application'),
      doc('Quitclaim Deed', 'quitclaim-deed'),
    ],
  },
  {
    code: 'BUS',
    name: 'Business',
    slug: 'business',
    entries: [
      doc('Non-Disclosure Agreement', 'nda'),
      doc('Independent Contractor Agreement', 'contractor'),
      doc('Operating Agreement', 'operating-agreement'),
      doc('Employment Contract', 'employment-contract'),
    ],
  },
  {
    code: 'FAMILY',
    name: 'Family',
    slug: 'family',
    entries: [
      doc('Child Travel Consent', 'child-travel-consent'),
      doc('Prenuptial Agreement', 'prenup'),
      doc('Separation Agreement', 'separation-agreement'),
    ],
  },
  {
    code: 'SALES',
    name: 'Sales & Loans',
    slug: 'sales-loans',
    entries: [
      doc('Bill of Sale', 'bill-of-sale', 'featured'),
      doc('Promissory Note', 'promissory-note'),
      doc('Loan Agreement', 'loan-agreement'),
    ],
  },
  {
    code: 'NOTARY',
    name: 'Online Notary',
    slug: 'notary',
    entries: [service('Notarize a Document', 'notarize')],
  },
  {
    code: 'SIGN',
    name: 'E-Signature',
    slug: 'esign',
    entries: [service('Sign a Document', 'sign')],
  },
  {
    code: 'AIAID',
    name: 'AI Legal Assistant',
    slug: 'ai-assistant',
    entries: [service('Ask the AI Legal Assistant', 'ai-assistant/ask')],
  },
  {
    code: 'MISC',
    name: 'Personal',
    slug: 'personal',
    entries: [
      doc('Affidavit', 'affidavit'),
      doc('General Release', 'general-release'),
      doc('Demand Letter', 'demand-letter'),
    ],
  },
];

/**
 * Main brand in Canada: Canadian document names, and the three Canada hubs (SALES, BUSPLAN,
 * GUARDIAN) that the client hides unless their experiment is on (page-shell §4).
 */
export const mainCanadaCatalogue: Catalogue = [
  {
    code: 'ESTATE',
    name: 'Estate Planning',
    slug: 'estate-planning',
    entries: [
      doc('Last Will and Testament', 'last-will', 'featured'),
      doc('Power of Attorney', 'power-of-attorney', 'featured'),
      doc('Living Will (Health Care Directive)', 'living-will'),
    ],
  },
  {
    code: 'REALESTATE',
    name: 'Real Estate',
    slug: 'real-estate',
    entries: [
      doc('Residential Tenancy Agreement', 'lease-agreement', 'featured'),
      doc('Notice to End a Tenancy', 'eviction-notice'),
      doc('Rental Application', 'rental-application'),
    ],
  },
  {
    code: 'BUS',
    name: 'Business',
    slug: 'business',
    entries: [
      doc('Non-Disclosure Agreement', 'nda'),
      doc('Independent Contractor Agreement', 'contractor'),
      doc('Employment Contract', 'employment-contract'),
    ],
  },
  {
    code: 'FAMILY',
    name: 'Family',
    slug: 'family',
    entries: [
      doc('Child Travel Consent', 'child-travel-consent'),
      doc('Cohabitation Agreement', 'cohabitation-agreement'),
      doc('Separation Agreement', 'separation-agreement'),
    ],
  },
  {
    code: 'SALES',
    name: 'Sales & Loans',
    slug: 'sales-loans',
    entries: [
      doc('Bill of Sale', 'bill-of-sale', 'featured'),
      doc('Promissory Note', 'promissory-note'),
      doc('Loan Agreement', 'loan-agreement'),
    ],
  },
  {
    code: 'BUSPLAN',
    name: 'Business Planning',
    slug: 'business-planning',
    entries: [
      doc('Business Plan', 'business-plan'),
      doc('Partnership Agreement', 'partnership-agreement'),
      doc('Shareholder Agreement', 'shareholder-agreement'),
    ],
  },
  {
    code: 'GUARDIAN',
    name: 'Parent & Guardian',
    slug: 'parent-guardian',
    entries: [
      doc('Guardianship Appointment', 'guardianship'),
      doc('Child Care Authorization', 'child-care-authorization'),
    ],
  },
  {
    code: 'SIGN',
    name: 'E-Signature',
    slug: 'esign',
    entries: [service('Sign a Document', 'sign')],
  },
  {
    code: 'MISC',
    name: 'Personal',
    slug: 'personal',
    entries: [doc('Affidavit', 'affidavit'), doc('Demand Letter', 'demand-letter')],
  },
];

/** Main brand in Spain and Mexico. */
export const mainSpanishCatalogue: Catalogue = [
  {
    code: 'ESTATE',
    name: 'Testamentos y herencias',
    slug: 'testamentos',
    entries: [
      doc('Testamento', 'testamento', 'featured'),
      doc('Poder notarial', 'poder-notarial', 'featured'),
      doc('Documento de voluntades anticipadas', 'voluntades-anticipadas'),
    ],
  },
  {
    code: 'REALESTATE',
    name: 'Inmobiliario',
    slug: 'inmobiliario',
    entries: [
      doc('Contrato de arrendamiento', 'contrato-arrendamiento', 'featured'),
      doc('Contrato de subarrendamiento', 'contrato-subarrendamiento'),
      doc('Carta de desahucio', 'carta-desahucio'),
    ],
  },
  {
    code: 'BUS',
    name: 'Empresa',
    slug: 'empresa',
    entries: [
      doc('Acuerdo de confidencialidad', 'acuerdo-confidencialidad'),
      doc('Contrato de prestación de servicios', 'contrato-prestacion-servicios'),
      doc('Contrato de trabajo', 'contrato-trabajo'),
    ],
  },
  {
    code: 'FAMILY',
    name: 'Familia',
    slug: 'familia',
    entries: [
      doc('Autorización de viaje para menores', 'autorizacion-viaje-menores'),
      doc('Capitulaciones matrimoniales', 'capitulaciones-matrimoniales'),
    ],
  },
  {
    code: 'SALES',
    name: 'Compraventa y préstamos',
    slug: 'compraventa-prestamos',
    entries: [
      doc('Contrato de compraventa de vehículo', 'compraventa-vehiculo', 'featured'),
      doc('Pagaré', 'pagare'),
      doc('Contrato de préstamo entre particulares', 'prestamo-particulares'),
    ],
  },
  {
    code: 'SIGN',
    name: 'Firma electrónica',
    slug: 'firma-electronica',
    entries: [service('Firmar un documento', 'firmar')],
  },
  {
    code: 'MISC',
    name: 'Otros documentos',
    slug: 'otros-documentos',
    entries: [
      doc('Carta de reclamación', 'carta-reclamacion'),
      doc('Declaración jurada', 'declaracion-jurada'),
    ],
  },
];

/** ContractCraft, British English. */
export const contractsCatalogue: Catalogue = [
  {
    code: 'ESTATE',
    name: 'Wills & Estates',
    slug: 'wills-estates',
    entries: [
      doc('Last Will and Testament', 'last-will', 'featured'),
      doc('Lasting Power of Attorney', 'lasting-power-of-attorney', 'featured'),
      doc('Advance Decision (Living Will)', 'advance-decision'),
      doc('Codicil to a Will', 'codicil'),
    ],
  },
  {
    code: 'REALESTATE',
    name: 'Property',
    slug: 'property',
    entries: [
      doc('Assured Shorthold Tenancy Agreement', 'tenancy-agreement', 'featured'),
      doc('Lodger Agreement', 'lodger-agreement'),
      doc('Notice to Quit', 'notice-to-quit'),
      doc('Property Inventory', 'property-inventory'),
    ],
  },
  {
    code: 'BUS',
    name: 'Business',
    slug: 'business',
    entries: [
      doc('Non-Disclosure Agreement', 'nda'),
      doc('Contract of Employment', 'employment-contract'),
      doc("Shareholders' Agreement", 'shareholders-agreement'),
      doc('Consultancy Agreement', 'consultancy-agreement'),
    ],
  },
  {
    code: 'FAMILY',
    name: 'Family',
    slug: 'family',
    entries: [
      doc('Cohabitation Agreement', 'cohabitation-agreement'),
      doc('Child Travel Consent Letter', 'child-travel-consent'),
      doc('Prenuptial Agreement', 'prenuptial-agreement'),
    ],
  },
  {
    code: 'SALES',
    name: 'Buying, Selling & Loans',
    slug: 'buying-selling-loans',
    entries: [
      doc('Vehicle Sale Agreement', 'vehicle-sale-agreement'),
      doc('Loan Agreement', 'loan-agreement'),
      doc('Deed of Gift', 'deed-of-gift'),
    ],
  },
  {
    code: 'SIGN',
    name: 'E-signatures',
    slug: 'e-signatures',
    entries: [service('Sign a Document Online', 'sign')],
  },
  {
    code: 'MISC',
    name: 'Personal',
    slug: 'personal',
    entries: [
      doc('Letter of Complaint', 'letter-of-complaint'),
      doc('Statutory Declaration', 'statutory-declaration'),
    ],
  },
];

/** Actes Clairs, French (France). */
export const frenchCatalogue: Catalogue = [
  {
    code: 'ESTATE',
    name: 'Succession et patrimoine',
    slug: 'succession-patrimoine',
    entries: [
      doc('Testament olographe', 'testament-olographe', 'featured'),
      doc('Mandat de protection future', 'mandat-protection-future'),
      doc('Procuration', 'procuration', 'featured'),
      doc('Directives anticipées', 'directives-anticipees'),
    ],
  },
  {
    code: 'REALESTATE',
    name: 'Immobilier',
    slug: 'immobilier',
    entries: [
      doc("Bail d'habitation vide", 'bail-habitation-vide', 'featured'),
      doc('Bail meublé', 'bail-meuble'),
      doc('État des lieux', 'etat-des-lieux'),
      doc('Lettre de congé du locataire', 'conge-locataire'),
    ],
  },
  {
    code: 'BUS',
    name: 'Entreprise',
    slug: 'entreprise',
    entries: [
      doc('Accord de confidentialité', 'accord-confidentialite'),
      doc('Contrat de prestation de services', 'contrat-prestation-services'),
      doc('Statuts de SAS', 'statuts-sas'),
    ],
  },
  {
    code: 'FAMILY',
    name: 'Famille',
    slug: 'famille',
    entries: [
      doc("Attestation d'hébergement", 'attestation-hebergement'),
      doc('Convention de garde alternée', 'convention-garde-alternee'),
    ],
  },
  {
    code: 'SALES',
    name: 'Vente et prêt',
    slug: 'vente-pret',
    entries: [
      doc('Reconnaissance de dette', 'reconnaissance-de-dette', 'featured'),
      doc('Contrat de prêt entre particuliers', 'pret-entre-particuliers'),
      doc("Contrat de vente d'un véhicule d'occasion", 'vente-vehicule-occasion'),
    ],
  },
  {
    code: 'SIGN',
    name: 'Signature électronique',
    slug: 'signature-electronique',
    entries: [service('Signer un document', 'signer')],
  },
  {
    code: 'MISC',
    name: 'Vie quotidienne',
    slug: 'vie-quotidienne',
    entries: [
      doc('Lettre de mise en demeure', 'mise-en-demeure'),
      doc("Attestation sur l'honneur", 'attestation-sur-honneur'),
      doc('Lettre de résiliation', 'lettre-resiliation'),
    ],
  },
];

/** Vertragswerk, German (Germany and Austria). */
export const germanCatalogue: Catalogue = [
  {
    code: 'ESTATE',
    name: 'Erbe & Vorsorge',
    slug: 'erbe-vorsorge',
    entries: [
      doc('Testament', 'testament', 'featured'),
      doc('Vorsorgevollmacht', 'vorsorgevollmacht', 'featured'),
      doc('Patientenverfügung', 'patientenverfuegung'),
      doc('Betreuungsverfügung', 'betreuungsverfuegung'),
    ],
  },
  {
    code: 'REALESTATE',
    name: 'Immobilien & Miete',
    slug: 'immobilien-miete',
    entries: [
      doc('Mietvertrag für Wohnraum', 'mietvertrag', 'featured'),
      doc('Untermietvertrag', 'untermietvertrag'),
      doc('Wohnungsübergabeprotokoll', 'wohnungsuebergabeprotokoll'),
      doc('Kündigung des Mietvertrags', 'kuendigung-mietvertrag'),
    ],
  },
  {
    code: 'BUS',
    name: 'Unternehmen',
    slug: 'unternehmen',
    entries: [
      doc('Geheimhaltungsvereinbarung', 'geheimhaltungsvereinbarung'),
      doc('Arbeitsvertrag', 'arbeitsvertrag'),
      doc('Vertrag über freie Mitarbeit', 'freie-mitarbeit'),
      doc('Gesellschaftsvertrag einer GbR', 'gbr-vertrag'),
    ],
  },
  {
    code: 'FAMILY',
    name: 'Familie',
    slug: 'familie',
    entries: [
      doc('Ehevertrag', 'ehevertrag'),
      doc('Sorgerechtsvollmacht', 'sorgerechtsvollmacht'),
      doc('Reisevollmacht für Minderjährige', 'reisevollmacht-minderjaehrige'),
    ],
  },
  {
    code: 'SALES',
    name: 'Kauf & Darlehen',
    slug: 'kauf-darlehen',
    entries: [
      doc('Kaufvertrag für Gebrauchtwagen', 'kaufvertrag-gebrauchtwagen', 'featured'),
      doc('Privater Darlehensvertrag', 'darlehensvertrag'),
      doc('Schuldanerkenntnis', 'schuldanerkenntnis'),
    ],
  },
  {
    code: 'SIGN',
    name: 'E-Signatur',
    slug: 'e-signatur',
    entries: [service('Dokument online unterschreiben', 'unterschreiben')],
  },
  {
    code: 'MISC',
    name: 'Alltag',
    slug: 'alltag',
    entries: [
      doc('Vollmacht', 'vollmacht'),
      doc('Mahnung', 'mahnung'),
      doc('Widerruf eines Vertrags', 'widerruf'),
    ],
  },
];

/** The navigation categories of a catalogue (page-shell §3 Menu category). */
export function menuOf(catalogue: Catalogue): MenuCategory[] {
  return catalogue.map((category) => ({
    code: category.code,
    name: category.name,
    url: `/${category.slug}/`,
    items: category.entries.map((entry) => ({ name: entry.name, url: `/${entry.slug}/` })),
  }));
}

/** The contract list of a catalogue: its documents, services left out (page-shell §3). */
export function contractsOf(catalogue: Catalogue): SearchSuggestion[] {
  return catalogue.flatMap((category) =>
    category.entries
      .filter((entry) => !entry.service)
      .map((entry) => ({
        name: entry.name,
        url: `/${entry.slug}/`,
        isFeatured: entry.featured === true,
      })),
  );
}
