import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { Card } from '../../ds/Card/Card';
import { ChatIcon, CheckIcon, DocumentIcon, EditIcon, HelpIcon, PlusIcon } from '../../ds/icons';
import { Link } from '../../ds/Link/Link';
import { Stack } from '../../ds/layout';
import { lazyChunk, useStandInTrigger } from '../../platform/lazy';
import { isOffSite, siteOriginAtom } from '../links';
import { quickActionsAtom, quickActionsShownAtom } from './atoms';
import type { QuickAction, QuickActionId } from './rules';

const quickActionsMenu = lazyChunk(() => import('./QuickActionsMenu'));

/**
 * The menu button's chunk (react-aria's menu trigger and the menu of the actions):
 * prefetched once the first screen is idle and on the button's hover or focus; a look-alike
 * button stands in until it is in.
 */
export const loadQuickActionsMenu = quickActionsMenu.load;

export const icons: Record<QuickActionId, ReactNode> = {
  createDocument: <PlusIcon size="sm" />,
  myDocuments: <DocumentIcon size="sm" />,
  eSign: <EditIcon size="sm" />,
  notarize: <CheckIcon size="sm" />,
  legalAdvice: <ChatIcon size="sm" />,
  contactSupport: <HelpIcon size="sm" />,
};

export interface QuickActionsViewProps {
  /** The actions, in order (from `quickActions`). */
  actions: readonly QuickAction[];
  /** The site's origin: an action on another origin opens in a new tab. */
  origin: string;
}

/**
 * Variation N: a button at the end of the overview's title row that opens a menu of the
 * actions (in the page's flow, so it never covers what the page scrolls under it). Enter,
 * Space or ArrowDown opens it (focus on the first action), arrow keys move, Enter follows an
 * action, Esc closes it and focus returns to the button.
 */
export function QuickActionsFab({ actions, origin }: QuickActionsViewProps) {
  const { t } = useTranslation(['account', 'common']);
  const menu = quickActionsMenu.useLoaded();
  const standIn = useStandInTrigger(loadQuickActionsMenu);
  const trigger = {
    icon: <PlusIcon size="sm" />,
    children: t('account:quickActions.title'),
  } as const;
  return menu ? (
    <menu.LoadedQuickActionsMenu
      trigger={trigger}
      autoFocus={standIn.focused}
      opened={standIn.opened}
      actions={actions}
      origin={origin}
    />
  ) : (
    <Button {...trigger} {...standIn.props} />
  );
}

/** The control: an inline card listing the actions as links. */
export function QuickActionsCard({ actions, origin }: QuickActionsViewProps) {
  const { t } = useTranslation('account');
  return (
    <Card heading={t('quickActions.title')} headingLevel={3} variant="outline" padding="md">
      <Stack as="ul" space="sm">
        {actions.map((action) => (
          <Link
            key={action.id}
            variant="standalone"
            href={action.href}
            icon={icons[action.id]}
            isExternal={isOffSite(action.href, origin)}
          >
            {t(`quickActions.${action.id}`)}
          </Link>
        ))}
      </Stack>
    </Card>
  );
}

/**
 * The quick-actions widget (account-dashboard §9, page-shell §4): only in US, CA and GB, for a
 * signed-in member, once a list of theirs has loaded. Its experiment `quickActionsFab` decides
 * the form: N a menu button (`QuickActionsFab`), otherwise an inline card. The page places each
 * form where it goes (`form`): this renders only when the experiment chose that form, and
 * nothing at all, not even an empty slot, otherwise.
 */
export function QuickActions({ form }: { form: 'menu' | 'card' }) {
  const shown = useAtomValue(quickActionsShownAtom);
  const { presentation, actions } = useAtomValue(quickActionsAtom);
  const origin = useAtomValue(siteOriginAtom);
  if (!shown || actions.length === 0) return null;
  if (form === 'menu')
    return presentation === 'fab' ? <QuickActionsFab actions={actions} origin={origin} /> : null;
  return presentation === 'fab' ? null : <QuickActionsCard actions={actions} origin={origin} />;
}
