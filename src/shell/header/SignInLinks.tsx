import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { Inline, Stack } from '../../ds/layout';
import { prefetch } from '../../platform/lazy';
import { loadSignInDialog, openSignInDialogAtom } from '../sign-in';
import type { HeaderModel } from './useHeaderModel';

/**
 * Sign-in links per the layout's sign-in links state (page-shell §2): ShowAll both, SignIn or
 * Create one. Each opens the sign-in dialog in its mode.
 */
export function SignInLinks({
  model,
  fullWidth = false,
}: {
  model: HeaderModel;
  /** Stretch the buttons (the mobile menu). @default false */
  fullWidth?: boolean;
}) {
  const { t } = useTranslation('header');
  const open = useSetAtom(openSignInDialogAtom);
  const { signIn, create } = model.signInLinks;
  // The dialog's chunk is on its way before the press opens it.
  const prefetchDialog = prefetch(loadSignInDialog);
  const buttons = (
    <>
      {signIn && (
        <Button
          variant={fullWidth ? 'secondary' : 'tertiary'}
          size={fullWidth ? 'md' : 'sm'}
          fullWidth={fullWidth}
          onHoverStart={prefetchDialog}
          onFocus={prefetchDialog}
          onPress={() => open({ mode: 'SignIn' })}
        >
          {t('account.signIn')}
        </Button>
      )}
      {create && (
        <Button
          variant={fullWidth ? 'primary' : 'secondary'}
          size={fullWidth ? 'md' : 'sm'}
          fullWidth={fullWidth}
          onHoverStart={prefetchDialog}
          onFocus={prefetchDialog}
          onPress={() => open({ mode: 'Create' })}
        >
          {t('account.createAccount')}
        </Button>
      )}
    </>
  );
  return fullWidth ? (
    <Stack space="sm">{buttons}</Stack>
  ) : (
    <Inline space="xs" alignY="center">
      {buttons}
    </Inline>
  );
}
