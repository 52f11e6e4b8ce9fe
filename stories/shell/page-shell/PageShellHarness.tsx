import { atom, useAtomValue, useStore } from 'jotai';
import { useState } from 'react';
import { Button } from '../../../src/ds/Button/Button';
import { Box, Stack } from '../../../src/ds/layout';
import type { MemberFixture } from '../../../src/platform/fixtures';
import { navigatorAtom } from '../../../src/platform/navigation/navigator';
import { signedOutSession, userSessionAtom } from '../../../src/platform/session/atoms';
import { cacheAtom } from '../../../src/platform/storage/atoms';
import { createCache, createMemoryStorage } from '../../../src/platform/storage/cache';
import { type TrackedEvent, trackingSinkAtom } from '../../../src/platform/tracking/track';
import { PageShell } from '../../../src/shell/page-shell';
import { Sample } from '../../support/Sample';

export interface PageShellHarnessProps {
  /** Signed in as this member; a guest without one. */
  member?: MemberFixture;
  /** The page address's query the shell reads (`loc`, `L`, `pid`…). @default '' */
  search?: string;
  /** Listen to host-page messages on the window. @default false (stories stay isolated) */
  hostMessages?: boolean;
}

// What play functions read: every address the page would leave for, every tracked event.
const visitedAtom = atom<string[]>([]);
const trackedAtom = atom<TrackedEvent[]>([]);

function Probe() {
  const session = useAtomValue(userSessionAtom);
  return (
    <output
      hidden
      data-testid="probe"
      data-session={session.isSignedIn ? 'signed-in' : 'signed-out'}
      data-visited={JSON.stringify(useAtomValue(visitedAtom))}
      data-tracked={JSON.stringify(useAtomValue(trackedAtom))}
    />
  );
}

/**
 * Story-only: the page shell as a page mounts it, around sample page content, with a memory
 * cache (nothing leaks between stories), a recording navigator and tracking sink.
 */
export function PageShellHarness({
  member,
  search = '',
  hostMessages = false,
}: PageShellHarnessProps) {
  const store = useStore();
  useState(() => {
    store.set(cacheAtom, createCache({ storage: createMemoryStorage() }));
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
    return null;
  });
  return (
    <PageShell
      search={search}
      // The host page's window; none on the server (the `server-render` project).
      messageTarget={hostMessages && typeof window !== 'undefined' ? window : null}
      cookieBarDelayMs={0}
    >
      <Box paddingX={{ mobile: 'gutter', desktop: 'xxl' }} paddingY="xl">
        <Stack space="md">
          <h1>
            <Sample k="pageShellStory:heading" />
          </h1>
          <p>
            <Sample k="pageShellStory:body" />
          </p>
          <div>
            <Button>
              <Sample k="pageShellStory:cta" />
            </Button>
          </div>
        </Stack>
      </Box>
      <Probe />
    </PageShell>
  );
}
