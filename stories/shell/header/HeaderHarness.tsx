import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useState } from 'react';
import { Button } from '../../../src/ds/Button/Button';
import { Dialog, Modal } from '../../../src/ds/Dialog/Dialog';
import { Box, Stack } from '../../../src/ds/layout';
import type { MemberFixture } from '../../../src/platform/fixtures';
import { signedOutSession, signInAtom, userSessionAtom } from '../../../src/platform/session/atoms';
import { cacheAtom } from '../../../src/platform/storage/atoms';
import { type Affiliate, affiliateAtom, LAST_QUERY_STRING_KEY } from '../../../src/shell/affiliate';
import { ShellAlertDialog } from '../../../src/shell/alerts';
import { Header, windowWidthAtom } from '../../../src/shell/header';
import {
  type BannerStyle,
  layoutAtom,
  patchLayoutAtom,
  type SignInLinksState,
} from '../../../src/shell/layout';
import { signInDialogRequestAtom } from '../../../src/shell/sign-in';
import { breakpoints } from '../../../tokens/breakpoints';
import { Sample } from '../../support/Sample';

/** Who is looking at the page. */
export type StoryVisitor =
  | { kind: 'guest' }
  | { kind: 'member'; member: MemberFixture }
  | { kind: 'username'; username: string; hasFreeAccount: boolean };

export interface HeaderHarnessProps {
  /** @default guest */
  visitor?: StoryVisitor;
  /** @default 'normal' */
  bannerStyle?: BannerStyle;
  /** @default 'ShowAll' */
  signInLinksState?: SignInLinksState;
  /** Pins the width the header's rules read (and so desktop or mobile). */
  width?: number;
  /** Pins the width only where the window is desktop-wide (a narrower desktop window). */
  desktopWidth?: number;
  /** Passed to the header as its affiliate. */
  affiliate?: Affiliate | null;
  /** Stored last query string, for affiliate detection (`?pid=pg-{code}`). */
  lastQueryString?: string;
  /** Where the member signs in as from the sign-in stand-in. */
  signInAs?: MemberFixture;
}

/** A slot's stand-in: a sunken tile with translated text naming the feature that fills it. */
function SlotStandIn({ k, testId }: { k: string; testId: string }) {
  return (
    <Box background="sunken" borderRadius="sm" paddingX="sm" paddingY="xs" data-testid={testId}>
      <Sample k={`headerStory:${k}`} />
    </Box>
  );
}

/** Stands in for the sign-in dialog (its own feature): shows the requested mode, signs in. */
function SignInStandIn({ member }: { member?: MemberFixture }) {
  const layout = useAtomValue(layoutAtom);
  const request = useAtomValue(signInDialogRequestAtom);
  const patchLayout = useSetAtom(patchLayoutAtom);
  const signIn = useSetAtom(signInAtom);
  const close = (isOpen: boolean) => {
    if (!isOpen) patchLayout({ showSignInDialog: false });
  };
  const username = member?.user.username ?? 'no-subscriptions@example.com';
  return (
    <Modal isOpen={layout.showSignInDialog} onOpenChange={close} size="sm">
      <Dialog title={<Sample k="headerStory:signInDialog.title" />}>
        <Stack space="md">
          <p data-testid="sign-in-mode">
            <Sample k="headerStory:signInDialog.mode" values={{ mode: request.mode }} />
          </p>
          <Button
            onPress={() => {
              signIn({
                username,
                secureId: member?.user.secureId ?? 'story-secure-id',
                otherHosts: [],
                loginIdHash: 'story-login',
                hasFreeAccount: member?.user.hasFreeAccount ?? true,
                hasPassword: true,
              });
              patchLayout({ showSignInDialog: false });
            }}
          >
            <Sample k="headerStory:signInDialog.signIn" values={{ username }} />
          </Button>
        </Stack>
      </Dialog>
    </Modal>
  );
}

/** Stands in for the My Documents dialog (French legal-docs brand). */
function MyDocumentsStandIn() {
  const layout = useAtomValue(layoutAtom);
  const patchLayout = useSetAtom(patchLayoutAtom);
  return (
    <Modal
      isOpen={layout.showMyDocumentsDialog}
      onOpenChange={(isOpen) => patchLayout({ showMyDocumentsDialog: isOpen })}
      size="sm"
    >
      <Dialog title={<Sample k="headerStory:myDocumentsDialog.title" />}>
        <span />
      </Dialog>
    </Modal>
  );
}

/**
 * Story-only: the header as the page shell mounts it, with stand-ins for the slots other
 * features fill and the shell's alert dialog. Where a press leaves for and what it tracks are
 * the story environment's spies (stories/support/storyEnvironment.ts).
 */
export function HeaderHarness({
  visitor = { kind: 'guest' },
  bannerStyle = 'normal',
  signInLinksState = 'ShowAll',
  width,
  desktopWidth,
  affiliate,
  lastQueryString,
  signInAs,
}: HeaderHarnessProps) {
  const store = useStore();
  useState(() => {
    if (lastQueryString) store.get(cacheAtom).set(LAST_QUERY_STRING_KEY, lastQueryString);
    if (affiliate !== undefined) store.set(affiliateAtom, affiliate);
    store.set(userSessionAtom, sessionOf(visitor));
    store.set(patchLayoutAtom, { bannerStyle, signInLinksState });
    // No viewport on the server (the `server-render` project): the width stays unknown there.
    const desktop = typeof window !== 'undefined' && window.innerWidth >= breakpoints.desktop;
    store.set(windowWidthAtom, width ?? (desktop ? desktopWidth : undefined) ?? null);
    return null;
  });
  return (
    <>
      <Header
        countrySelector={<SlotStandIn k="countrySelector" testId="country-selector" />}
        countryFlag={<SlotStandIn k="countryFlag" testId="country-flag" />}
        navigation={<SlotStandIn k="navigation" testId="navigation" />}
        mobileNavigation={<SlotStandIn k="mobileNavigation" testId="mobile-navigation" />}
        mobileSearch={<SlotStandIn k="mobileSearch" testId="mobile-search" />}
      />
      <SignInStandIn member={signInAs} />
      <MyDocumentsStandIn />
      <ShellAlertDialog />
    </>
  );
}

function sessionOf(visitor: StoryVisitor) {
  if (visitor.kind === 'guest') return signedOutSession;
  const user =
    visitor.kind === 'member'
      ? visitor.member.user
      : {
          username: visitor.username,
          secureId: 'story-secure-id',
          loginId: 'story-login',
          hasFreeAccount: visitor.hasFreeAccount,
          hasPassword: true,
        };
  return {
    isSignedIn: true,
    username: user.username,
    secureId: user.secureId,
    loginId: user.loginId,
    accountCreationLink: '',
    hasFreeAccount: user.hasFreeAccount,
    hasPassword: user.hasPassword,
  };
}
