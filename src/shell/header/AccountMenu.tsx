import { useSetAtom } from 'jotai';
import { Button } from '../../ds/Button/Button';
import { ChevronDownIcon, UserIcon } from '../../ds/icons';
import { useStandInTrigger } from '../../platform/lazy';
import { patchLayoutAtom } from '../layout';
import { useSignOut } from '../sign-in';
import { accountLinks } from './accountLinks';
import * as styles from './Header.css';
import { headerMenus, loadHeaderMenus } from './loadHeaderMenus';
import { useAccountName } from './useAccountName';
import type { HeaderModel } from './useHeaderModel';

/**
 * The signed-in member's menu (page-shell §2, §6): My Account (with ReferUrl, hidden for
 * internal accounts), My Documents (a dialog on the French legal-docs brand), the estate vault
 * when allowed, and sign-out.
 */
export function AccountMenu({ model }: { model: HeaderModel }) {
  const patchLayout = useSetAtom(patchLayoutAtom);
  const signOut = useSignOut();
  const menus = headerMenus.useLoaded();
  const standIn = useStandInTrigger(loadHeaderMenus);
  const links = accountLinks(model);
  const name = useAccountName(model);
  const trigger = {
    variant: 'tertiary',
    size: 'sm',
    icon: <UserIcon />,
    endIcon: <ChevronDownIcon />,
    children: <span className={styles.accountName}>{name}</span>,
  } as const;
  if (!menus) return <Button {...trigger} {...standIn.props} />;
  return (
    <menus.LoadedAccountMenu
      trigger={trigger}
      autoFocus={standIn.focused}
      opened={standIn.opened}
      links={links}
      onAction={(key) => {
        if (key === 'myDocuments' && !links.myDocumentsHref) {
          patchLayout({ showMyDocumentsDialog: true });
        }
        if (key === 'signOut') void signOut();
      }}
    />
  );
}
