/**
 * Every named experiment of both specs, with the countries it runs in and the variations it
 * can take. "C" is the control everywhere; "N" the usual treatment (page-shell §4,
 * account-dashboard §9). Storybook turns each entry into a toolbar global.
 */
export const variations = ['C', 'N', 'F', 'Y'] as const;
export type Variation = (typeof variations)[number];

/** Whether a value (a cookie's, a query's, a cached one) is one of the variation codes. */
export const isVariation = (value: unknown): value is Variation =>
  typeof value === 'string' && (variations as readonly string[]).includes(value);

export interface ExperimentDefinition {
  /** Name sent to the experiments service. */
  readonly name: string;
  /** Countries it runs in; empty means every country. */
  readonly countries: readonly string[];
  /** Variations besides the control "C". */
  readonly treatments: readonly Exclude<Variation, 'C'>[];
  /** Which spec names it. */
  readonly spec: 'page-shell' | 'account-dashboard';
  /**
   * Context it is always asked with (account-dashboard §7): only its component knows it, so
   * the boot prefetch leaves it out.
   */
  readonly askedWith?: readonly ('productCode' | 'buyOptionName')[];
}

export const experiments = {
  prepopulatedAutocomplete: {
    name: 'prepopulated_autocomplete',
    countries: ['US'],
    treatments: ['N'],
    spec: 'page-shell',
  },
  externalSearch: {
    name: 'external_search',
    countries: ['US'],
    treatments: ['N'],
    spec: 'page-shell',
  },
  upgradeBarRedesign: {
    name: 'upgrade_bar_redesign',
    countries: ['US'],
    treatments: ['N'],
    spec: 'page-shell',
  },
  saveDocumentRedesign: {
    name: 'save_document_redesign',
    countries: ['US'],
    treatments: ['N'],
    spec: 'page-shell',
  },
  maintenanceBarTest: {
    name: 'maintenance_bar_test',
    countries: [],
    treatments: ['N'],
    spec: 'page-shell',
  },
  logoTagline: {
    name: 'logo_tagline_banner',
    countries: ['DE', 'AT', 'ES', 'MX', 'FR', 'AU', 'CA', 'GB', 'IN', 'IE', 'NG', 'SG', 'NZ', 'US'],
    treatments: ['N'],
    spec: 'page-shell',
  },
  canadaHubSalesLoans: {
    name: 'ca_hub_sales_loans',
    countries: ['CA'],
    treatments: ['N'],
    spec: 'page-shell',
  },
  canadaHubBusinessPlanning: {
    name: 'ca_hub_business_planning',
    countries: ['CA'],
    treatments: ['N'],
    spec: 'page-shell',
  },
  canadaHubParentGuardian: {
    name: 'ca_hub_parent_guardian',
    countries: ['CA'],
    treatments: ['N'],
    spec: 'page-shell',
  },
  aiAssistant: { name: 'ai_assistant', countries: ['US'], treatments: ['N'], spec: 'page-shell' },
  memberCancelFunnel: {
    name: 'member_cancel_funnel',
    countries: ['US'],
    treatments: ['N', 'F'],
    spec: 'account-dashboard',
  },
  bundleSubscriptionPhase1: {
    name: 'bundle_subscription_phase_1',
    countries: ['US'],
    treatments: ['N', 'F', 'Y'],
    spec: 'account-dashboard',
  },
  bundleSubscriptionPhase1Ro: {
    name: 'bundle_subscription_phase_1_ro',
    countries: ['US'],
    treatments: ['Y'],
    spec: 'account-dashboard',
  },
  quickActionsFab: {
    name: 'quick_actions_fab',
    countries: ['US', 'CA', 'GB'],
    treatments: ['N'],
    spec: 'account-dashboard',
  },
  subscriptionCardRefinement: {
    name: 'subscription_card_refinement',
    countries: ['CA'],
    treatments: ['N'],
    spec: 'account-dashboard',
  },
  esignExpansionHeader: {
    name: 'esign_expansion_header',
    countries: ['CA', 'GB', 'AU'],
    treatments: ['N'],
    spec: 'account-dashboard',
  },
  legalGuaranteeCurrency: {
    name: 'legal_guarantee_currency',
    countries: ['CA', 'GB', 'AU'],
    treatments: ['N'],
    spec: 'account-dashboard',
  },
  partnerOffers: {
    name: 'partner_offers',
    countries: ['US'],
    treatments: ['N'],
    spec: 'account-dashboard',
  },
  promoCards: {
    name: 'promo_cards',
    countries: ['US'],
    treatments: ['N'],
    spec: 'account-dashboard',
  },
} as const satisfies Record<string, ExperimentDefinition>;

export type ExperimentKey = keyof typeof experiments;
export const experimentKeys = Object.keys(experiments) as ExperimentKey[];

/** Variations an experiment can take, control first. */
export function variationsOf(key: ExperimentKey): Variation[] {
  return ['C', ...experiments[key].treatments];
}
