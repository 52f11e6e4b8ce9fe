import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../ds/Button/Button';
import { Menu, MenuItem, MenuTrigger } from '../../ds/Menu/Menu';
import { type StandInOpen, useStandInOpen } from '../../platform/lazy';
import { isOffSite } from '../links';
import { icons, type QuickActionsViewProps } from './QuickActions';

export interface LoadedQuickActionsMenuProps extends QuickActionsViewProps {
  /** The button's look and label (the stand-in's). */
  trigger: Omit<ButtonProps, 'autoFocus' | 'onPress'>;
  /** The stand-in had focus: the button takes it. */
  autoFocus: boolean;
  /** The stand-in was pressed: the menu opens at once, as it was asked to. */
  opened: StandInOpen | null;
}

/**
 * The menu button's chunk (see `QuickActionsFab`): react-aria's menu trigger, which is one
 * module with its menu, and the menu of the actions.
 */
export function LoadedQuickActionsMenu({
  trigger,
  autoFocus,
  opened,
  actions,
  origin,
}: LoadedQuickActionsMenuProps) {
  const { t } = useTranslation(['account', 'common']);
  const open = useStandInOpen(opened, autoFocus);
  return (
    <MenuTrigger {...open.trigger}>
      <Button {...trigger} ref={open.triggerRef} />
      <Menu
        autoFocus={open.autoFocus}
        aria-label={t('account:quickActions.title')}
        placement="bottom end"
      >
        {actions.map((action) => {
          const offSite = isOffSite(action.href, origin);
          return (
            <MenuItem
              key={action.id}
              id={action.id}
              href={action.href}
              icon={icons[action.id]}
              textValue={t(`account:quickActions.${action.id}`)}
              {...(offSite
                ? {
                    target: '_blank',
                    rel: 'noopener noreferrer',
                    description: t('common:status.opensInNewTab'),
                  }
                : {})}
            >
              {t(`account:quickActions.${action.id}`)}
            </MenuItem>
          );
        })}
      </Menu>
    </MenuTrigger>
  );
}
