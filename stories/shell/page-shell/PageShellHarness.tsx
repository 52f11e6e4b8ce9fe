import { useStore } from 'jotai';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../src/ds/Button/Button';
import { Box, Stack } from '../../../src/ds/layout';
import type { MemberFixture } from '../../../src/platform/fixtures';
import { signedOutSession, userSessionAtom } from '../../../src/platform/session/atoms';
import { Sample } from '../../support/Sample';

export interface PageShellHarnessProps {
  /** Signed in as this member; a guest without one. */
  member?: MemberFixture;
  /** The page shell. */
  children: ReactNode;
}

/**
 * Story-only: who is looking at the page (a member's session, or a guest). The story
 * environment records where the shell leaves for and what it tracks.
 */
export function PageShellHarness({ member, children }: PageShellHarnessProps) {
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
  return children;
}

/** A page's own content, as a sample: a heading, a paragraph and a button, translated. */
export function SamplePageContent() {
  return (
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
  );
}
