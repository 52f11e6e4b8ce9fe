import { useAtomValue } from 'jotai';
import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Heading } from '../../ds/Heading/Heading';
import { Box, Stack } from '../../ds/layout';
import { Tab, TabList, TabPanel, Tabs } from '../../ds/Tabs/Tabs';
import { type Tab as AccountTab, accountHref, accountTabsAtom } from '../navigation';
import { PageSkeleton } from './AccountSkeleton';
import { selectedTabFor } from './rules';
import { usePageAnnouncement } from './usePageAnnouncement';

/** The tab labels of the `account` namespace (a tab's `labelKey` names one of them). */
type TabLabelKey = `tabs.${
  | 'overview'
  | 'documentLicenses'
  | 'licenses'
  | 'subscriptions'
  | 'subscriptionsAndLicenses'
  | 'settings'}`;

const labelKeyOf = (tab: AccountTab) => tab.labelKey.replace(/^account:/, '') as TabLabelKey;

/** Where a tab leads: the subscriptions tab opens its list (`/subscriptions/`, §2). */
function tabHref(tab: AccountTab): string {
  return tab.id === 'subscriptions' ? accountHref.subscriptions() : tab.path;
}

/**
 * The dashboard's frame inside the page shell (account-dashboard §2): the "My Account" heading,
 * the site's tabs (translated, reflecting the route, the subscriptions tab selected on its
 * child pages) and the route's screen below. Arrow keys move between tabs, Enter or Space
 * opens one. An address outside every tab (page not found) shows no tabs. Each page is
 * announced (its document title, focus on its screen's title: `usePageAnnouncement`).
 */
export function AccountLayout() {
  const { t } = useTranslation('account');
  const tabs = useAtomValue(accountTabsAtom);
  const { pathname } = useLocation();
  const selected = selectedTabFor(pathname, tabs);
  const pageRef = useRef<HTMLDivElement>(null);
  usePageAnnouncement(pageRef);
  const page = (
    <div data-testid="account-page" ref={pageRef}>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </div>
  );
  return (
    <Box paddingX={{ mobile: 'gutter', desktop: 'xxl' }} paddingY="xl">
      <Stack space="lg">
        <Heading level={1} size="display">
          {t('title')}
        </Heading>
        {selected ? (
          // The route's screen is the selected tab's panel (labelled by its tab).
          <Tabs selectedKey={selected} keyboardActivation="manual">
            <TabList aria-label={t('tabs.label')}>
              {tabs.map((tab) => (
                <Tab key={tab.id} id={tab.id} href={tabHref(tab)}>
                  {t(labelKeyOf(tab))}
                </Tab>
              ))}
            </TabList>
            <TabPanel key={selected} id={selected}>
              {page}
            </TabPanel>
          </Tabs>
        ) : (
          page
        )}
      </Stack>
    </Box>
  );
}
