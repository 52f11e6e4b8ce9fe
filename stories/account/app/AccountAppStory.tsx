import { atom, useAtomValue, useStore } from 'jotai';
import { useState, useSyncExternalStore } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  ACCOUNT_BASENAME,
  accountErrorLoggerAtom,
  createAccountRoutes,
  followRouterNeeds,
} from '../../../src/account/app';
import { type MemberFixture, members } from '../../../src/platform/fixtures';
import { navigatorAtom } from '../../../src/platform/navigation/navigator';
import { signedOutSession, userSessionAtom } from '../../../src/platform/session/atoms';
import { clockAtom } from '../../../src/platform/state/clock';
import { cacheAtom } from '../../../src/platform/storage/atoms';
import { createCache, createMemoryStorage } from '../../../src/platform/storage/cache';
import { trackingContextAtom } from '../../../src/platform/tracking/atoms';
import { type TrackedEvent, trackingSinkAtom } from '../../../src/platform/tracking/track';
import { cookieStorageAtom } from '../../../src/shell/cookie-consent/atoms';
import {
  ACCEPT_ALL,
  COOKIE_CONSENT_STORAGE_KEY,
  serializeConsent,
} from '../../../src/shell/cookie-consent/rules';
import { storyNow } from '../support/AccountStory';

export interface AccountAppStoryProps {
  /**
   * The member whose session the page starts with (the user-auth answer of the story's MSW
   * handlers confirms it); `null` for a guest. @default members.several
   */
  member?: MemberFixture | null;
  /** The address the page opens at, relative to `/my-account` (query included). */
  path: string;
}

// What play functions read: where the router is, where the page left for, what was reported.
const visitedAtom = atom<string[]>([]);
const trackedAtom = atom<TrackedEvent[]>([]);
const reportedAtom = atom<string[]>([]);

function Probe({ router }: { router: ReturnType<typeof createMemoryRouter> }) {
  const location = useSyncExternalStore(
    (listener) => router.subscribe(listener),
    () => router.state.location,
    () => router.state.location,
  );
  const tracking = useAtomValue(trackingContextAtom);
  return (
    <output
      hidden
      data-testid="account-app-probe"
      data-path={`${location.pathname}${location.search}`}
      data-visited={JSON.stringify(useAtomValue(visitedAtom))}
      data-tracked={JSON.stringify(useAtomValue(trackedAtom))}
      data-reported={JSON.stringify(useAtomValue(reportedAtom))}
      data-tracking={JSON.stringify(tracking)}
    />
  );
}

/**
 * Story-only: the dashboard as the /my-account/ app mounts it — the real route table inside
 * the page shell, on a memory router under the `/my-account` base, with the app's bootstrap
 * (user-auth through MSW; each route's account data started as the app starts it). A memory cache and cookie storage (consent already given, so the
 * cookie bar never covers a page), the fixtures' clock, and a recording navigator, tracking
 * sink and error logger keep each story isolated.
 */
export function AccountAppStory({ member = members.several, path }: AccountAppStoryProps) {
  const store = useStore();
  const [router] = useState(() => {
    store.set(cacheAtom, createCache({ storage: createMemoryStorage() }));
    store.set(
      cookieStorageAtom,
      createMemoryStorage({
        [COOKIE_CONSENT_STORAGE_KEY]: serializeConsent(ACCEPT_ALL, new Date(storyNow)),
      }),
    );
    store.set(clockAtom, { now: () => storyNow });
    store.set(
      userSessionAtom,
      member
        ? {
            isSignedIn: true,
            username: member.user.username,
            secureId: member.user.secureId,
            loginId: member.user.loginId,
            accountCreationLink: '',
            hasFreeAccount: member.user.hasFreeAccount,
            hasPassword: member.user.hasPassword,
          }
        : signedOutSession,
    );
    store.set(navigatorAtom, {
      assign: (url) => store.set(visitedAtom, (list) => [...list, url]),
      open: (url) => store.set(visitedAtom, (list) => [...list, url]),
    });
    store.set(trackingSinkAtom, {
      submit: (event) => store.set(trackedAtom, (list) => [...list, event]),
    });
    store.set(accountErrorLoggerAtom, {
      report: async (error, context) => {
        store.set(reportedAtom, (list) => [...list, context?.description ?? String(error)]);
        return 'sent';
      },
    });
    const memoryRouter = createMemoryRouter(
      createAccountRoutes({
        store,
        shell: { cookieBarDelayMs: 0, messageTarget: null, search: '' },
      }),
      { basename: ACCOUNT_BASENAME, initialEntries: [`${ACCOUNT_BASENAME}${path}`] },
    );
    // As the app does: each route's account data starts as it is opened or navigated to.
    followRouterNeeds(store, memoryRouter);
    return memoryRouter;
  });
  return (
    <>
      <RouterProvider router={router} />
      <Probe router={router} />
    </>
  );
}

/** Where the story's router is (relative to `/my-account`), where the page left for, what it reported. */
export function readAppProbe(doc: Document = document) {
  const probe = doc.querySelector<HTMLElement>('[data-testid="account-app-probe"]');
  const full = probe?.dataset.path ?? '';
  return {
    path: full.startsWith(ACCOUNT_BASENAME) ? full.slice(ACCOUNT_BASENAME.length) || '/' : full,
    visited: JSON.parse(probe?.dataset.visited ?? '[]') as string[],
    tracked: JSON.parse(probe?.dataset.tracked ?? '[]') as TrackedEvent[],
    reported: JSON.parse(probe?.dataset.reported ?? '[]') as string[],
    tracking: JSON.parse(probe?.dataset.tracking ?? 'null') as {
      loginId: string;
      pageName: string;
    } | null,
  };
}
