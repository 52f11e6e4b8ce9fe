import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../ds/Button/Button';
import {
  ChatIcon,
  DocumentIcon,
  HelpIcon,
  LockIcon,
  MailIcon,
  PhoneIcon,
  UserIcon,
} from '../../ds/icons';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../../ds/Menu/Menu';
import { type StandInOpen, useStandInOpen } from '../../platform/lazy';
import type { AccountLinks } from './accountLinks';
import type { HelpMenuItem } from './rules';

/*
 * The header menus' chunk: react-aria's menu trigger, which is one module with its menu, and the
 * menus' lists. Until it is in, `HelpMenu` and `AccountMenu` show a look-alike
 * button, whose focus and press carry over.
 */

export interface LoadedMenuProps {
  /** The trigger button's look and label (the stand-in's). */
  trigger: Omit<ButtonProps, 'autoFocus' | 'onPress'>;
  /** The stand-in had focus: the trigger takes it. */
  autoFocus: boolean;
  /** The stand-in was pressed: the menu opens at once, as it was asked to. */
  opened: StandInOpen | null;
  onOpenChange?: (isOpen: boolean) => void;
}

const helpLabelKeys = {
  helpCenter: 'help.helpCenter',
  emailUs: 'help.emailUs',
  liveChat: 'help.liveChat',
  ticketCenter: 'help.ticketCenter',
} as const;

const helpIcons = {
  helpCenter: <HelpIcon />,
  emailUs: <MailIcon />,
  liveChat: <ChatIcon />,
  ticketCenter: <DocumentIcon />,
  phone: <PhoneIcon />,
} as const;

export interface HelpMenuListProps {
  /** The items to list, each with its address (none for live chat, which opens a popup). */
  items: readonly { id: HelpMenuItem; href: string | null }[];
  /** The number the phone item calls. */
  phoneNumber: string | null;
  onAction: (item: HelpMenuItem) => void;
}

/** The help dropdown (see `HelpMenu`): its trigger and menu. */
export function LoadedHelpMenu({
  items,
  phoneNumber,
  onAction,
  ...menu
}: LoadedMenuProps & HelpMenuListProps) {
  const { t } = useTranslation('header');
  return (
    <LoadedMenu
      {...menu}
      label={t('help.menu')}
      onAction={(key) => onAction(String(key) as HelpMenuItem)}
    >
      {items.map(({ id, href }) => (
        <MenuItem key={id} id={id} icon={helpIcons[id]} href={href ?? undefined}>
          {id === 'phone'
            ? t('phone.call', { phoneNumber: phoneNumber ?? '' })
            : t(helpLabelKeys[id])}
        </MenuItem>
      ))}
    </LoadedMenu>
  );
}

export interface AccountMenuListProps {
  links: AccountLinks;
  onAction: (key: Key) => void;
}

/** The signed-in member's menu (see `AccountMenu`): its trigger and menu. */
export function LoadedAccountMenu({
  links,
  onAction,
  ...menu
}: LoadedMenuProps & AccountMenuListProps) {
  const { t } = useTranslation('header');
  return (
    <LoadedMenu {...menu} label={t('account.menu')} onAction={onAction}>
      {links.myAccountHref && (
        <MenuItem id="myAccount" href={links.myAccountHref} icon={<UserIcon />}>
          {t('account.myAccount')}
        </MenuItem>
      )}
      <MenuItem id="myDocuments" href={links.myDocumentsHref ?? undefined} icon={<DocumentIcon />}>
        {t('account.myDocuments')}
      </MenuItem>
      {links.estateVaultHref && (
        <MenuItem id="estateVault" href={links.estateVaultHref} icon={<LockIcon />}>
          {t('account.estateVault')}
        </MenuItem>
      )}
      <MenuSeparator />
      <MenuItem id="signOut">{t('account.signOut')}</MenuItem>
    </LoadedMenu>
  );
}

/** A loaded trigger and its menu, which opens at once when the stand-in was pressed. */
function LoadedMenu({
  trigger,
  autoFocus,
  opened,
  onOpenChange,
  label,
  onAction,
  children,
}: LoadedMenuProps & { label: string; onAction: (key: Key) => void; children: ReactNode }) {
  const open = useStandInOpen(opened, autoFocus, onOpenChange);
  return (
    <MenuTrigger {...open.trigger}>
      <Button {...trigger} ref={open.triggerRef} />
      <Menu
        autoFocus={open.autoFocus}
        aria-label={label}
        placement="bottom end"
        onAction={onAction}
      >
        {children}
      </Menu>
    </MenuTrigger>
  );
}
