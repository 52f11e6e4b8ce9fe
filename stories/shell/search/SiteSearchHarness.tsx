import { useStore } from 'jotai';
import { HttpResponse, http } from 'msw';
import { type ReactNode, useState } from 'react';
import { fn } from 'storybook/test';
import { Box } from '../../../src/ds/layout';
import type { SiteConfigValues } from '../../../src/platform/api/contract';
import { endpoints, type SearchSuggestion } from '../../../src/platform/api/contract';
import { setSiteConfigAtom, siteConfigAtom } from '../../../src/platform/config/atoms';
import { searchSuggestions, siteConfigFor } from '../../../src/platform/fixtures';
import { type MockApiOptions, mockApi } from '../../../src/platform/mocks/handlers';
import { siteContextAtom } from '../../../src/platform/site/atoms';
import { hostsByBrand } from '../../../src/platform/site/hosts';
import { ShellAlertDialog } from '../../../src/shell/alerts';
import { frame } from './SiteSearchHarness.css';

/** Every search call the mocks answered: `contracts` or `externalSearch`, with its URL. */
export const searchCalls = fn().mockName('searchCall');

const s = (name: string, url: string, isFeatured = false): SearchSuggestion => ({
  name,
  url,
  isFeatured,
});

/** The contract list each country's site answers with, in its language (story data). */
export const storyContracts: Record<'en' | 'fr' | 'de' | 'es', SearchSuggestion[]> = {
  en: searchSuggestions,
  fr: [
    s('Testament olographe', '/testament/', true),
    s("Bail d'habitation", '/bail-habitation/', true),
    s('Procuration', '/procuration/', true),
    s('Reconnaissance de dette', '/reconnaissance-de-dette/'),
    s('Contrat de travail', '/contrat-de-travail/'),
    s('Statuts de SARL', '/statuts-sarl/'),
    s('Lettre de résiliation de bail', '/resiliation-bail/'),
    s('Promesse de vente', '/promesse-de-vente/'),
  ],
  de: [
    s('Testament', '/testament/', true),
    s('Mietvertrag', '/mietvertrag/', true),
    s('Vorsorgevollmacht', '/vorsorgevollmacht/', true),
    s('Kaufvertrag für ein Gebrauchtfahrzeug', '/kaufvertrag-kfz/'),
    s('Arbeitsvertrag', '/arbeitsvertrag/'),
    s('Patientenverfügung', '/patientenverfuegung/'),
    s('Kündigung Mietvertrag', '/kuendigung-mietvertrag/'),
    s('Untermietvertrag', '/untermietvertrag/'),
  ],
  es: [
    s('Testamento', '/testamento/', true),
    s('Contrato de arrendamiento', '/contrato-arrendamiento/', true),
    s('Poder notarial', '/poder-notarial/', true),
    s('Pagaré', '/pagare/'),
    s('Contrato de compraventa', '/contrato-compraventa/'),
    s('Carta de renuncia', '/carta-renuncia/'),
    s('Contrato de trabajo', '/contrato-trabajo/'),
  ],
};

const languageOf = (country: string): keyof typeof storyContracts =>
  country === 'FR'
    ? 'fr'
    : country === 'DE' || country === 'AT'
      ? 'de'
      : country === 'ES' || country === 'MX'
        ? 'es'
        : 'en';

/** The contract list of a country's site. */
export const contractsFor = (country: string) => storyContracts[languageOf(country)];

/** A query that matches several contracts of the country's list, in different positions. */
export const queryFor = (country: string) =>
  ({ en: 'will', fr: 'bail', de: 'miet', es: 'contrato' })[languageOf(country)];

/**
 * The contracts call answered per country, as the service answers per site (put it before
 * `mockApi()` so it wins). `list` replaces every country's answer.
 */
export function contractsHandler(list?: SearchSuggestion[]) {
  return http.get(`*${endpoints.contracts.path}`, ({ request }) => {
    searchCalls('contracts', request.url);
    const country = new URL(request.url).searchParams.get('countryCode') ?? '';
    return HttpResponse.json(list ?? contractsFor(country));
  });
}

export interface SiteSearchHarnessProps {
  /** Configuration values over the site's fixtures (e.g. the autocomplete minimum). */
  config?: Partial<SiteConfigValues>;
  children: ReactNode;
}

/**
 * Story-only: the search box as the page shell mounts it — the site's host and configuration
 * for the story's brand and country and the shell's alert dialog. The story environment gives
 * each story a fresh memory cache (no story sees another's cached contract list) and records
 * where a search goes and what it tracks (stories/support/storyEnvironment.ts).
 */
export function SiteSearchHarness({ config, children }: SiteSearchHarnessProps) {
  const store = useStore();
  useState(() => {
    const { brand, country } = store.get(siteContextAtom);
    store.set(siteConfigAtom, (current) => ({ ...current, host: hostsByBrand[brand][0] ?? '' }));
    store.set(setSiteConfigAtom, {
      configValues: { ...siteConfigFor(brand, country), ...config },
    });
    return null;
  });
  return (
    <Box paddingY="xs">
      <div className={frame}>{children}</div>
      <ShellAlertDialog />
    </Box>
  );
}

/**
 * The story's API: the contracts call per country (or `contracts` for every country) and every
 * other call from the typed mocks; a `variants.contracts` state (loading, failure…) comes from
 * the mocks instead. Search calls are recorded in `searchCalls`.
 */
export function searchMocks(options: MockApiOptions & { contracts?: SearchSuggestion[] } = {}) {
  const { contracts, ...rest } = options;
  const mocks = mockApi({
    ...rest,
    onRequest: (endpoint, request) => {
      if (endpoint === 'contracts' || endpoint === 'externalSearch') {
        searchCalls(endpoint, request.url);
      }
    },
  });
  return rest.variants?.contracts ? mocks : [contractsHandler(contracts), ...mocks];
}
