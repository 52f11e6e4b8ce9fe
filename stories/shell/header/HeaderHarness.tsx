import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../src/ds/Button/Button';
import { Dialog, Modal } from '../../../src/ds/Dialog/Dialog';
import { Box, Stack } from '../../../src/ds/layout';
import type { MemberFixture } from '../../../src/platform/fixtures';
import { signedOutSession, signInAtom, userSessionAtom } from '../../../src/platform/session/atoms';
import { windowWidthAtom } from '../../../src/platform/state/windowWidth';
import { cacheAtom } from '../../../src/platform/storage/atoms';
import { LAST_QUERY_STRING_KEY } from '../../../src/shell/affiliate';
import { ShellAlertDialog } from '../../../src/shell/alerts';
import type { HeaderProps } from '../../../src/shell/header';
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
  /** Stored last query string, for affiliate detection (`?pid=pg-{code}`). */
  lastQueryString?: string;
  /** Where the member signs in as from the sign-in stand-in. */
  signInAs?: MemberFixture;
  /** The header. */
  children: ReactNode;
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
 * Stand-ins for the slots other features fill (country selector, flag, navigation, mobile
 * categories and search): the header's own props in its stories, each a sunken tile naming
 * the feature (their stories show the real ones).
 */
export const headerSlotStandIns = {
  countrySelector: <SlotStandIn k="countrySelector" testId="country-selector" />,
  countryFlag: <SlotStandIn k="countryFlag" testId="country-flag" />,
  navigation: <SlotStandIn k="navigation" testId="navigation" />,
  mobileNavigation: <SlotStandIn k="mobileNavigation" testId="mobile-navigation" />,
  mobileSearch: <SlotStandIn k="mobileSearch" testId="mobile-search" />,
} satisfies HeaderProps;

/**
 * Story-only: the page around the header, as the page shell sets it up: who is looking, the
 * layout's banner style and sign-in links, the width the header's rules read, the stored query
 * string, and stand-ins for the sign-in and My Documents dialogs beside the shell's alert
 * dialog. Where a press leaves for and what it tracks are the story environment's spies
 * (stories/support/storyEnvironment.ts).
 */
export function HeaderHarness({
  visitor = { kind: 'guest' },
  bannerStyle = 'normal',
  signInLinksState = 'ShowAll',
  width,
  desktopWidth,
  lastQueryString,
  signInAs,
  children,
}: HeaderHarnessProps) {
  const store = useStore();
  useState(() => {
    if (lastQueryString) store.get(cacheAtom).set(LAST_QUERY_STRING_KEY, lastQueryString);
    store.set(userSessionAtom, sessionOf(visitor));
    store.set(patchLayoutAtom, { bannerStyle, signInLinksState });
    // No viewport on the server (the `server-render` project): the width stays unknown there.
    const desktop = typeof window !== 'undefined' && window.innerWidth >= breakpoints.desktop;
    store.set(windowWidthAtom, width ?? (desktop ? desktopWidth : undefined) ?? null);
    return null;
  });
  return (
    <>
      {children}
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
