import { createStore } from 'jotai';
import { setupServer } from 'msw/node';
import { matchRoutes, type RouteObject } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_BASENAME,
  type AccountRouteHandle,
  accountNeedsOf,
  createAccountRoutes,
  loadCancellationScreens,
} from '../src/account/app';
import { cancellationScreensModule } from '../src/account/cancellation';
import { licensesScreensModule, loadLicensesScreens } from '../src/account/licenses';
import { accountHref } from '../src/account/navigation';
import { loadOverviewScreen, overviewScreenModule } from '../src/account/overview';
import { accountResources } from '../src/account/resources';
import { loadSettingsScreen, settingsScreenModule } from '../src/account/settings';
import type { AccountDataName } from '../src/account/shared';
import type { EndpointName } from '../src/platform/api/contract';
import { type MemberFixture, memberIn, members } from '../src/platform/fixtures';
import { mockApi } from '../src/platform/mocks/handlers';
import { brandDefaults } from '../src/platform/site/markets';
import type { BrandId } from '../tokens/types';
import { renderAccountPage } from './render';

/**
 * Each screen's route declares exactly the account data its screen reads: every route of the
 * table is rendered by the server's own render (`app/render.tsx`) for a member, once without
 * the loads its declaration starts (so the calls made are what the screen itself reads) and
 * once as served (so the page's state carries exactly the declared answers).
 */

// Switches the render's start of the declared loads off, to see what the screen asks for alone.
const declared = vi.hoisted(() => ({ started: true }));
vi.mock('../src/account/app/needs.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/account/app')>();
  return {
    ...actual,
    startRouteLoads: (...args: Parameters<typeof actual.startRouteLoads>) =>
      declared.started ? actual.startRouteLoads(...args) : Promise.resolve(),
  };
});

/** The call that loads each account resource. */
const endpointOf: Record<AccountDataName, EndpointName> = {
  subscriptions: 'subscriptions',
  licenses: 'licenses',
  upgradePaths: 'upgradePaths',
  paymentMethods: 'paymentMethods',
  emailPreference: 'getEmailPreference',
  projectTiles: 'projectTiles',
};
const accountDataOf = new Map(
  Object.entries(endpointOf).map(([name, endpoint]) => [endpoint, name as AccountDataName]),
);

const asked: EndpointName[] = [];
const server = setupServer();
let pending = 0;
server.events.on('request:start', () => pending++);
server.events.on('response:mocked', () => pending--);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

/** Once no call has been on its way for a moment. */
async function settled() {
  for (let quiet = 0; quiet < 3; quiet = pending === 0 ? quiet + 1 : 0) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
afterEach(() => {
  server.resetHandlers();
  declared.started = true;
});
afterAll(() => server.close());

const routes = createAccountRoutes({ store: createStore() });

/** What the routes matched at `path` (within the dashboard) declare. */
function declaredAt(path: string): AccountDataName[] {
  const matches = matchRoutes(routes, `${ACCOUNT_BASENAME}${path}`, ACCOUNT_BASENAME) ?? [];
  return accountNeedsOf(matches.map((match) => match.route.handle));
}

/** Every route that shows a screen: the leaves, but the index's redirect. */
function screenRoutes(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) =>
    route.children ? screenRoutes(route.children) : route.index ? [] : [route],
  );
}

const several = members.several;
const [first] = several.subscriptions;
if (!first) throw new Error('members.several has subscriptions');
const link = { subscriptionId: first.subscriptionId };

/** An address of every screen, for a member whose site shows it (the combined tab: not the US). */
const addresses: { path: string; brand?: BrandId; member?: MemberFixture }[] = [
  { path: accountHref.overview() },
  { path: accountHref.settings() },
  { path: accountHref.licenses() },
  { path: accountHref.subscriptions() },
  { path: accountHref.cancel(link) },
  { path: accountHref.cancelV2(link) },
  { path: `${accountHref.cancelV2(link)}&step=reason` },
  {
    path: accountHref.cancelSuccess({ initialTrial: false, nextChargeDate: first.nextChargeDate }),
  },
  { path: accountHref.reminderV2({ remindDate: '2026-04-15T00:00:00' }) },
  { path: accountHref.reminder() },
  { path: accountHref.cancelGateway() },
  { path: '/nowhere' },
  {
    path: accountHref.combined(),
    brand: 'legal-contracts',
    member: memberIn(several, 'GB'),
  },
];

/** The account data the server's render of `address` asked for, sorted. */
async function renderedAsks({ path, brand = 'main', member = several }: (typeof addresses)[0]) {
  asked.length = 0;
  server.use(...mockApi({ member, onRequest: (name) => asked.push(name) }));
  const outcome = await renderAccountPage({
    url: `https://www.legalkit.example.com${ACCOUNT_BASENAME}${path}`,
    brand,
    ...brandDefaults[brand],
    width: 1280,
    fetch: (input, init) => fetch(input, init),
  });
  if (outcome.kind !== 'page') throw new Error(`${path} redirected to ${outcome.location}`);
  // A screen that reads its data without suspending (`unwrap`) asks while rendering but is not
  // waited for: its call may still be on its way.
  await settled();
  const data = asked.flatMap((name) => accountDataOf.get(name) ?? []);
  const answered = outcome.state.calls.flatMap(
    ([key]) => accountDataOf.get((JSON.parse(key) as [EndpointName])[0]) ?? [],
  );
  return {
    asked: [...data].sort(),
    answered: [...answered].sort(),
    routeModules: outcome.routeModules,
  };
}

// A cancellation route imports its lazy chunk on first use: beside every browser project of a
// full run on two cores, that transform alone took over Vitest's default 5 s.
describe('the route table declares what each screen needs', { timeout: 60_000 }, () => {
  it('every screen route declares its account data, by resource name', () => {
    const screens = screenRoutes(routes);
    expect(screens.length).toBeGreaterThan(10);
    for (const route of screens) {
      const needs = (route.handle as { needs?: unknown } | undefined)?.needs;
      expect(Array.isArray(needs), `needs of ${route.path}`).toBe(true);
      for (const name of needs as string[]) expect(Object.keys(accountResources)).toContain(name);
    }
  });

  it('the addresses below reach every screen route', () => {
    const reached = new Set(
      addresses.map(
        ({ path }) =>
          matchRoutes(routes, `${ACCOUNT_BASENAME}${path}`, ACCOUNT_BASENAME)?.at(-1)?.route,
      ),
    );
    for (const route of screenRoutes(routes)) expect(reached, route.path).toContain(route);
  });

  for (const address of addresses) {
    it(`${address.path}: the screen reads exactly what its route declares, and the server answers only that`, async () => {
      const needs = [...declaredAt(address.path)].sort();
      declared.started = false;
      expect((await renderedAsks(address)).asked, 'what the screen reads').toEqual(needs);
      declared.started = true;
      const served = await renderedAsks(address);
      expect(served.asked, 'what the server asks for').toEqual(needs);
      expect(served.answered, "the page state's answers").toEqual(needs);
      // A lazy route names its module, so the server links its chunk in the page's head.
      const lazyModules = (
        matchRoutes(routes, `${ACCOUNT_BASENAME}${address.path}`, ACCOUNT_BASENAME) ?? []
      )
        .filter((match) => match.route.lazy)
        .map((match) => (match.route.handle as AccountRouteHandle).module);
      expect(served.routeModules, 'the lazy routes it opens on').toEqual(lazyModules);
      for (const module of lazyModules) expect(module).toBeTypeOf('string');
    });
  }

  it.each([
    [cancellationScreensModule, loadCancellationScreens],
    [overviewScreenModule, loadOverviewScreen],
    [settingsScreenModule, loadSettingsScreen],
    [licensesScreensModule, loadLicensesScreens],
  ])("the lazy routes' module %s is the one their chunk's loader imports", async (module, load) => {
    const declared = await import(/* @vite-ignore */ `../${module}`);
    expect(declared).toBe(await load());
  });
});
