import { useSetAtom, useStore } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../src/ds/Button/Button';
import { setSiteConfigAtom } from '../../../src/platform/config/atoms';
import { siteConfigFor } from '../../../src/platform/fixtures';
import { siteContextAtom } from '../../../src/platform/site/atoms';
import { ShellAlertDialog } from '../../../src/shell/alerts';
import { openSignInDialogAtom, type SignInDialogRequest } from '../../../src/shell/sign-in';

export interface SignInHarnessProps {
  /** How the dialog is opened. @default { mode: 'SignIn' } */
  request?: SignInDialogRequest;
  /** Open the dialog on first render. @default true */
  openOnMount?: boolean;
  /** The sign-in dialog. */
  children: ReactNode;
}

/**
 * Story-only: the page the sign-in dialog (`children`) is mounted on, as the page shell mounts
 * it: the site's configuration from the fixtures, a button that asks for the dialog (it opens
 * on first render unless told not to) and the shell's alert dialog. The session, the policy
 * dialog asked for and the addresses left for are read from the story environment.
 */
export function SignInHarness({
  request = { mode: 'SignIn' },
  openOnMount = true,
  children,
}: SignInHarnessProps) {
  const { t } = useTranslation('signIn');
  const store = useStore();
  useState(() => {
    const { brand, country } = store.get(siteContextAtom);
    store.set(setSiteConfigAtom, { configValues: siteConfigFor(brand, country) });
    return null;
  });
  const open = useSetAtom(openSignInDialogAtom);
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once, as a page would
  useEffect(() => {
    if (openOnMount) open(request);
  }, []);
  return (
    <>
      <Button variant="secondary" onPress={() => open(request)}>
        {request.mode === 'Create' ? t('submit.createAccount') : t('submit.signIn')}
      </Button>
      {children}
      <ShellAlertDialog />
    </>
  );
}
