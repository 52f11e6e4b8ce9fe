import { useTranslation } from 'react-i18next';
import type { HeaderModel } from './useHeaderModel';

/** The name the account menu shows: the username, or "Account" for internal accounts (§6). */
export function useAccountName(model: HeaderModel): string {
  const { t } = useTranslation('header');
  return model.account.display.kind === 'username'
    ? model.account.display.username
    : t('account.accountFallbackName');
}
