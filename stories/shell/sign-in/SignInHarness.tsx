import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../src/ds/Button/Button';
import { setSiteConfigAtom } from '../../../src/platform/config/atoms';
import { siteConfigFor } from '../../../src/platform/fixtures';
import { navigatorAtom } from '../../../src/platform/navigation/navigator';
import { userSessionAtom } from '../../../src/platform/session/atoms';
import { siteContextAtom } from '../../../src/platform/site/atoms';
import { cacheAtom } from '../../../src/platform/storage/atoms';
import { createCache, createMemoryStorage } from '../../../src/platform/storage/cache';
import { ShellAlertDialog } from '../../../src/shell/alerts';
import { openPolicyDialogAtom } from '../../../src/shell/policies';
import {
  openSignInDialogAtom,
  SignInDialog,
  type SignInDialogRequest,
} from '../../../src/shell/sign-in';

export interface SignInHarnessProps {
  /** How the dialog is opened. @default { mode: 'SignIn' } */
  request?: SignInDialogRequest;
  /** Open the dialog on first render. @default true */
  openOnMount?: boolean;
}

/**
 * Story-only: the sign-in dialog as the page shell mounts it (with the shell's alert dialog),
 * the site's configuration from the fixtures, a recording navigator, and a hidden probe of
 * what play functions check: the session, the policy dialog asked for, the addresses visited.
 */
export function SignInHarness({
  request = { mode: 'SignIn' },
  openOnMount = true,
}: SignInHarnessProps) {
  const { t } = useTranslation('signIn');
  const store = useStore();
  const [visited, setVisited] = useState<string[]>([]);
  useState(() => {
    // Each story starts signed out: the session lives in this story's memory, not in the
    // browser's local storage shared by every story.
    store.set(cacheAtom, createCache({ storage: createMemoryStorage() }));
    const { brand, country } = store.get(siteContextAtom);
    store.set(setSiteConfigAtom, { configValues: siteConfigFor(brand, country) });
    store.set(navigatorAtom, {
      assign: (url) => setVisited((list) => [...list, url]),
      open: (url) => setVisited((list) => [...list, url]),
    });
    return null;
  });
  const open = useSetAtom(openSignInDialogAtom);
  const session = useAtomValue(userSessionAtom);
  const policy = useAtomValue(openPolicyDialogAtom);
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once, as a page would
  useEffect(() => {
    if (openOnMount) open(request);
  }, []);
  return (
    <>
      <Button variant="secondary" onPress={() => open(request)}>
        {request.mode === 'Create' ? t('submit.createAccount') : t('submit.signIn')}
      </Button>
      <output
        hidden
        data-testid="probe"
        data-session={session.isSignedIn ? 'signed-in' : 'signed-out'}
        data-username={session.username}
        data-policy={policy?.kind ?? ''}
        data-visited={visited.join(' ')}
      />
      <SignInDialog />
      <ShellAlertDialog />
    </>
  );
}
