import { useSetAtom, useStore } from 'jotai';
import { HttpResponse, http } from 'msw';
import { type ReactNode, useEffect, useState } from 'react';
import { Box } from '../../../src/ds/layout';
import type { Country } from '../../../src/platform/api/contract';
import { endpoints } from '../../../src/platform/api/contract';
import { siteConfigAtom } from '../../../src/platform/config/atoms';
import { brandCountries, countries as mainCountries } from '../../../src/platform/fixtures';
import { siteContextAtom } from '../../../src/platform/site/atoms';
import { brandForHost, hostsByBrand } from '../../../src/platform/site/hosts';
import { refreshLocationAtom } from '../../../src/shell/country-selector';
import type { BrandId } from '../../../tokens/types';

const origin = (brand: string) => `https://www.${brand}.example.com`;

/** The countries each brand's host answers with (as the reference server does). */
export const storyCountries: Record<BrandId, Country[]> = {
  main: mainCountries.filter((c) => brandCountries.main.includes(c.countryCode as never)),
  'legal-contracts': brandCountries['legal-contracts'].map((code) => ({
    countryCode: code,
    name: mainCountries.find((c) => c.countryCode === code)?.name ?? code,
    canonicalUrl: `${origin('contractcraft')}/${code.toLowerCase()}/`,
    selectUrl: `/?country=${code}`,
    isMajorCountry: true,
  })),
  'fr-legal': [
    {
      countryCode: 'FR',
      name: 'France',
      canonicalUrl: `${origin('actesclairs')}/`,
      selectUrl: '/?country=FR',
      isMajorCountry: true,
    },
  ],
  'de-legal': [
    {
      countryCode: 'DE',
      name: 'Deutschland',
      canonicalUrl: `${origin('vertragswerk')}/`,
      selectUrl: '/?country=DE',
      isMajorCountry: true,
    },
    {
      countryCode: 'AT',
      name: 'Österreich',
      canonicalUrl: `${origin('vertragswerk')}/at/`,
      selectUrl: '/?country=AT',
      isMajorCountry: true,
    },
    {
      countryCode: 'CH',
      name: 'Schweiz',
      canonicalUrl: null,
      selectUrl: '/?country=CH',
      isMajorCountry: false,
    },
  ],
};

/**
 * The countries call answered per host, the way the service answers per site: put it before
 * `mockApi()` so it wins. `list` replaces every brand's answer.
 */
export function countriesHandler(list?: Country[]) {
  return http.get(`*${endpoints.countries.path}`, ({ request }) => {
    const host = new URL(request.url).searchParams.get('host') ?? '';
    const result = list ?? storyCountries[brandForHost(host.replace(/:\d+$/, ''))];
    return HttpResponse.json({ succeeded: true, result, errors: [] });
  });
}

/**
 * Story-only: the country selector as the page shell mounts it: the site's host for the story's
 * brand and the location loaded once (as the shell's bootstrap does). Where a choice goes and
 * what it tracks are the story environment's spies (stories/support/storyEnvironment.ts).
 */
export function CountrySelectorHarness({ children }: { children: ReactNode }) {
  const store = useStore();
  useState(() => {
    const { brand } = store.get(siteContextAtom);
    store.set(siteConfigAtom, (config) => ({ ...config, host: hostsByBrand[brand][0] ?? '' }));
    return null;
  });
  const refresh = useSetAtom(refreshLocationAtom);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return <Box paddingY="xs">{children}</Box>;
}
