import { useStore } from 'jotai';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  ACCOUNT_BASENAME,
  accountErrorLoggerAtom,
  createAccountRoutes,
  followRouterNeeds,
} from '../../../src/account/app';
import { type MemberFixture, members } from '../../../src/platform/fixtures';
import { signedOutSession, userSessionAtom } from '../../../src/platform/session/atoms';
import { clockAtom } from '../../../src/platform/state/clock';
import { trackingContextAtom } from '../../../src/platform/tracking/atoms';
import { cookieStorageAtom } from '../../../src/shell/cookie-consent/atoms';
import {
  ACCEPT_ALL,
  COOKIE_CONSENT_STORAGE_KEY,
  serializeConsent,
} from '../../../src/shell/cookie-consent/rules';
import {
  registerStoryRouter,
  routerPath,
  type StoryEnvironment,
  storyStore,
} from '../../support/storyEnvironment';
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

/** What each story's error logger was sent, by the story's store. */
const reportsByStore = new WeakMap<object, string[]>();

/**
 * Story-only: the dashboard as the /my-account/ app mounts it — the real route table inside
 * the page shell, on a memory router under the `/my-account` base, with the app's bootstrap
 * (user-auth through MSW; each route's account data started as the app starts it). Consent
 * already given in the story environment's local storage (so the cookie bar never covers a
 * page), the fixtures' clock and a recording error logger keep each story isolated, beside the
 * environment's navigator and tracking sink; `appState` reads where the app is.
 */
export function AccountAppStory({ member = members.several, path }: AccountAppStoryProps) {
  const store = useStore();
  const [router] = useState(() => {
    const reported: string[] = [];
    // Consent already given, in the story environment's local storage.
    store
      .get(cookieStorageAtom)
      ?.setItem(COOKIE_CONSENT_STORAGE_KEY, serializeConsent(ACCEPT_ALL, new Date(storyNow)));
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
    store.set(accountErrorLoggerAtom, {
      report: async (error, context) => {
        reported.push(context?.description ?? String(error));
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
    registerStoryRouter(store, memoryRouter);
    reportsByStore.set(store, reported);
    return memoryRouter;
  });
  return <RouterProvider router={router} />;
}

/**
 * Where the story's app is (relative to `/my-account`), what its error logger was sent, and the
 * tracking context the shell set.
 */
export function appState(environment: StoryEnvironment) {
  const store = storyStore(environment);
  return {
    path: routerPath(environment, ACCOUNT_BASENAME),
    reported: [...(reportsByStore.get(store) ?? [])],
    tracking: store.get(trackingContextAtom),
  };
}
