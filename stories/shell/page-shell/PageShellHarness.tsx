import { useStore } from 'jotai';
import { useState } from 'react';
import { Button } from '../../../src/ds/Button/Button';
import { Box, Stack } from '../../../src/ds/layout';
import type { MemberFixture } from '../../../src/platform/fixtures';
import { signedOutSession, userSessionAtom } from '../../../src/platform/session/atoms';
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

/**
 * Story-only: the page shell as a page mounts it, around sample page content, for a guest or
 * a member (the story environment records where it leaves for and what it tracks).
 */
export function PageShellHarness({
  member,
  search = '',
  hostMessages = false,
}: PageShellHarnessProps) {
  const store = useStore();
  useState(() => {
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
    </PageShell>
  );
}
