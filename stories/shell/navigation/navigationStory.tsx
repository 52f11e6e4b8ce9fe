import { useStore } from 'jotai';
import { HttpResponse, http } from 'msw';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../src/ds/Button/Button';
import { SearchIcon } from '../../../src/ds/icons';
import type { MenuCategory } from '../../../src/platform/api/contract';
import { catalogueFor, menuOf } from '../../../src/platform/fixtures';
import { type MockApiOptions, mockApi } from '../../../src/platform/mocks/handlers';
import { isBrandId } from '../../../tokens/types';
import { Sample } from '../../support/Sample';

/**
 * The menu the reference server gives a brand in a country, in the page's language (its own
 * catalogue, the Canada hubs in CA, Spanish in ES and MX, Canadian French in a French Canadian
 * page), so every brand and locale mode shows its own language.
 */
export function serverMenu(brand: string, country: string, locale?: string): MenuCategory[] {
  return menuOf(catalogueFor(isBrandId(brand) ? brand : 'main', country, locale));
}

type MenuFor = (brand: string, country: string, locale?: string) => MenuCategory[];

/**
 * MSW handlers: the menu-categories call answers with `menuFor(brand, country, locale)` of the
 * request, its language the one the API client sends (the server's menu by default); every
 * other call as `mockApi(options)`.
 */
export function navigationHandlers(menuFor: MenuFor = serverMenu, options: MockApiOptions = {}) {
  const menu = http.get(
    /\/api\/foundation\/navigation\/v1\/menu-categories(\?.*)?$/,
    ({ request }) => {
      const query = new URL(request.url).searchParams;
      return HttpResponse.json(
        menuFor(
          query.get('brand') ?? 'main',
          query.get('countryCode')?.toUpperCase() ?? 'US',
          request.headers.get('accept-language') ?? undefined,
        ),
      );
    },
  );
  return options.variants?.menuCategories ? mockApi(options) : [menu, ...mockApi(options)];
}

/** The first `count` categories of the server's menu. */
export const firstCategories =
  (count: number): MenuFor =>
  (brand, country, locale) =>
    serverMenu(brand, country, locale).slice(0, count);

/** A stand-in for the search box the search feature builds (the bar only gives it a slot). */
export function SearchSlot() {
  return (
    <Button variant="secondary" icon={<SearchIcon />}>
      <Sample k="navigationSamples:search" />
    </Button>
  );
}

/**
 * Stops links from leaving the story (a real page would load) while their click handlers, and
 * so the tracking, still run.
 */
export function StayOnPage({ children }: { children: ReactNode }) {
  return (
    <div
      onClickCapture={(event) => {
        if ((event.target as Element).closest('a')) event.preventDefault();
      }}
    >
      {children}
    </div>
  );
}

/** Runs `setup` on the story's store before the first render. */
export function WithStore({
  setup,
  children,
}: {
  setup: (store: ReturnType<typeof useStore>) => void;
  children: ReactNode;
}) {
  const store = useStore();
  useState(() => setup(store));
  return <>{children}</>;
}
