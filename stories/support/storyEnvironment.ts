import type { createStore } from 'jotai';
import { fn, type Mock } from 'storybook/test';
import { createApiClient } from '../../src/platform/api/client';
import { navigateAtom, navigatorAtom } from '../../src/platform/navigation/navigator';
import { userSessionAtom } from '../../src/platform/session/atoms';
import { siteContextAtom } from '../../src/platform/site/atoms';
import { apiClientAtom } from '../../src/platform/state/atoms';
import { cacheAtom } from '../../src/platform/storage/atoms';
import { createCache, createMemoryStorage } from '../../src/platform/storage/cache';
import { type TrackedEvent, trackingSinkAtom } from '../../src/platform/tracking/track';
import { cookieStorageAtom } from '../../src/shell/cookie-consent/atoms';

type Store = ReturnType<typeof createStore>;

/** What a play reads of a story's memory router (React Router's `createMemoryRouter`). */
interface StoryRouter {
  state: { location: { pathname: string; search: string } };
}

/**
 * What every story's page does outside itself, recorded instead of done: stories share one
 * browser page, so nothing may leave it, and nothing one story stores may reach the next.
 * The preview's providers put it into each story's store (`installStoryEnvironment`); a play
 * function reads it from its context with `storyEnvironment(context)`.
 */
export interface StoryEnvironment {
  /**
   * The page's local storage, in memory: the cache (session, cached lists) and the cookie
   * choice, as in the product; a story starts it from `parameters.localStorage`.
   */
  storage: Storage;
  /** The page's navigator `assign`: every address it left for, in order. */
  navigated: Mock<(url: string) => void>;
  /** The page's navigator `open`: every window it opened (address, target, features). */
  opened: Mock<(url: string, target?: string, features?: string) => void>;
  /** The tracking sink: every event the page tracked. */
  tracked: Mock<(event: TrackedEvent) => void>;
  /** The story's Jotai store (set by the providers for each render), for state a play checks. */
  store: Store | undefined;
  /** The memory router of a story that routes (`registerStoryRouter`), for `routerPath`. */
  router: StoryRouter | undefined;
}

export function createStoryEnvironment(stored: Record<string, string> = {}): StoryEnvironment {
  return {
    storage: createMemoryStorage(stored),
    navigated: fn<(url: string) => void>().mockName('navigator.assign'),
    opened:
      fn<(url: string, target?: string, features?: string) => void>().mockName('navigator.open'),
    tracked: fn<(event: TrackedEvent) => void>().mockName('trackingSink.submit'),
    store: undefined,
    router: undefined,
  };
}

/** Each story store's environment, for the wrappers that only hold the store. */
const environmentsByStore = new WeakMap<Store, StoryEnvironment>();

/**
 * A fresh environment for each story, as `context.loaded.environment` (the preview's loader;
 * the `server-render` project, which runs no preview loader, gets one from the providers),
 * its local storage holding the story's `parameters.localStorage`.
 */
export const storyEnvironmentLoader = ({
  parameters,
}: {
  parameters: Record<string, unknown>;
}) => ({
  environment: createStoryEnvironment(
    parameters.localStorage as Record<string, string> | undefined,
  ),
});

/**
 * Puts the environment into a story's new store: its memory storage under the cache and the
 * cookie choice (the session, consent and cached lists stay in this story), the recording
 * navigator and the tracking sink.
 */
export function installStoryEnvironment(store: Store, environment: StoryEnvironment) {
  store.set(cacheAtom, createCache({ storage: environment.storage }));
  store.set(cookieStorageAtom, environment.storage);
  store.set(navigatorAtom, { assign: environment.navigated, open: environment.opened });
  // The API client's one redirect to sign-in (a dashboard call answered 401) leaves through the
  // page's navigator, as in the app's store (`createAppStore`), so it is recorded too; and it
  // sends the page's language, which the menu and contract list answer in.
  store.set(
    apiClientAtom,
    createApiClient({
      navigate: (url) => store.set(navigateAtom, url),
      getLocale: () => store.get(siteContextAtom).locale,
    }),
  );
  store.set(trackingSinkAtom, { submit: environment.tracked });
  environment.store = store;
  environmentsByStore.set(store, environment);
}

/**
 * Registers the memory router a story wrapper made for the story's store, so a play can read
 * where the page went with `routerPath`.
 */
export function registerStoryRouter(store: Store, router: StoryRouter) {
  const environment = environmentsByStore.get(store);
  if (environment) environment.router = router;
}

/** Where the story's router is now (path and query), relative to `base`. */
export function routerPath(environment: StoryEnvironment, base = ''): string {
  const location = environment.router?.state.location;
  if (!location) return '';
  const full = `${location.pathname}${location.search}`;
  return base && full.startsWith(base) ? full.slice(base.length) || '/' : full;
}

/** The environment of the story a play function or decorator runs for. */
export function storyEnvironment(context: { loaded: Record<string, unknown> }): StoryEnvironment {
  const environment = context.loaded.environment as StoryEnvironment | undefined;
  if (!environment) throw new Error('no story environment: the preview loader did not run');
  return environment;
}

/** The story's store, once its providers have rendered. */
export function storyStore(environment: StoryEnvironment): Store {
  if (!environment.store) throw new Error('the story has not rendered yet');
  return environment.store;
}

/** Every address the page left for or opened, in the order it did. */
export function addressesLeftFor(environment: StoryEnvironment): string[] {
  const calls = [
    ...environment.navigated.mock.calls.map((call, index) => ({
      url: call[0],
      order: environment.navigated.mock.invocationCallOrder[index] ?? 0,
    })),
    ...environment.opened.mock.calls.map((call, index) => ({
      url: call[0],
      order: environment.opened.mock.invocationCallOrder[index] ?? 0,
    })),
  ];
  return calls.sort((a, b) => a.order - b.order).map((call) => call.url);
}

/** The events the page tracked so far, in order. */
export function trackedEvents(environment: StoryEnvironment): TrackedEvent[] {
  return environment.tracked.mock.calls.map(([event]) => event);
}

/** Whether the story's member is signed in now. */
export function isSignedIn(environment: StoryEnvironment): boolean {
  return storyStore(environment).get(userSessionAtom).isSignedIn;
}
