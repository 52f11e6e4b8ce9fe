import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { ChevronDownIcon, HelpIcon } from '../../ds/icons';
import { useStandInTrigger } from '../../platform/lazy';
import { trackEventAtom } from '../../platform/tracking/track';
import { telHref } from '../site-config';
import { openHelpChatAtom } from './atoms';
import { headerMenus, loadHeaderMenus } from './loadHeaderMenus';
import type { HelpMenuItem } from './rules';
import type { HeaderModel } from './useHeaderModel';

/** Where each help item leads (site-config pages, page-shell §2 Paths). */
function helpHref(item: HelpMenuItem, model: HeaderModel): string | null {
  const values = model.values;
  switch (item) {
    case 'helpCenter':
      return values.helpCenterContact ?? null;
    case 'emailUs':
      return values.contact ?? null;
    case 'ticketCenter':
      return values.ticketCenter ?? null;
    case 'phone':
      return model.phoneNumber ? telHref(model.phoneNumber) : null;
    case 'liveChat':
      return null;
  }
}

/**
 * The help dropdown (page-shell §2, §6): help center, email us, live chat in a 460 × 700 popup
 * (§7), the member's support requests and the phone, as `helpMenuItems` decides. Opening it
 * and choosing an item are tracked (§7).
 */
export function HelpMenu({ model }: { model: HeaderModel }) {
  const { t } = useTranslation('header');
  const track = useSetAtom(trackEventAtom);
  const openPopup = useSetAtom(openHelpChatAtom);
  const menus = headerMenus.useLoaded();
  const trackOpen = () => track({ section: 'header', component: 'helpMenu', action: 'open' });
  const standIn = useStandInTrigger(loadHeaderMenus, trackOpen);
  const items = model.helpItems.filter(
    (item) => item === 'liveChat' || helpHref(item, model) !== null,
  );
  if (items.length === 0) return null;
  const trigger = {
    variant: 'tertiary',
    size: 'sm',
    icon: <HelpIcon />,
    endIcon: <ChevronDownIcon />,
    children: t('help.menu'),
  } as const;
  if (!menus) return <Button {...trigger} {...standIn.props} />;
  return (
    <menus.LoadedHelpMenu
      trigger={trigger}
      autoFocus={standIn.focused}
      opened={standIn.opened}
      onOpenChange={(isOpen) => {
        if (isOpen) trackOpen();
      }}
      items={items.map((item) => ({ id: item, href: helpHref(item, model) }))}
      phoneNumber={model.phoneNumber}
      onAction={(item) => {
        track({ section: 'header', component: 'helpMenu', action: 'select', extra: { item } });
        if (item === 'liveChat' && model.values.liveHelp) openPopup(model.values.liveHelp);
      }}
    />
  );
}
