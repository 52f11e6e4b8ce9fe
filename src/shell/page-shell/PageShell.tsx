import { useAtomValue } from 'jotai';
import type { MouseEvent, ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { type PrefetchPlan, usePrefetchWhenIdle } from '../../platform/lazy';
import { LaterRoot } from '../../platform/ssr/LaterRoot';
import { affiliateAtom } from '../affiliate';
import { ShellAlertDialog } from '../alerts';
import { CookieConsent } from '../cookie-consent';
import { CountrySelector } from '../country-selector';
import { FreeWordRemoval } from '../free-words';
import { Header } from '../header';
import { MaintenanceBar } from '../maintenance-bar';
import { PageMetadata } from '../metadata';
import {
  DesktopNavigation,
  type DesktopNavigationProps,
  LazyMobileNavigation,
} from '../navigation';
import { PolicyDialogs } from '../policies';
import { SiteSearch } from '../search';
import { ExpiredSession, MyDocumentsDialog, SignedOutDialog } from '../session';
import { SignInDialog } from '../sign-in';
import * as styles from './PageShell.css';
import { shellFooter } from './shellFooter';
import { useHostMessages } from './useHostMessages';
import { useShellBootstrap } from './useShellBootstrap';
import { useShellLanguage } from './useShellLanguage';

/** The id of the page's main content: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

export interface PageShellProps {
  /** The page's own content, inside `<main>`. */
  children?: ReactNode;
  /**
   * Page-shell §4: a 401 on an unhandled rejection neither loads nor shows the expired-session
   * dialog. @default false
   */
  disableExpiredSessionDialog?: boolean;
  /**
   * Where host-page messages are heard; `null` for none (a second shell on the page).
   * @default window
   */
  messageTarget?: EventTarget | null;
  /** The page address's query (`loc`, `ldcn`, `L`, `pid`). @default location.search */
  search?: string;
  /**
   * Wait before the cookie bar appears once eligible (page-shell §4, §9: 1 s). Stories pass 0
   * so a screenshot never depends on when it is taken.
   * @default 1000
   */
  cookieBarDelayMs?: number;
  /**
   * The body's height while the mobile menu is open (page-shell §4: 100vh; the account
   * dashboard sets 820px, account-dashboard §2). @default '100vh'
   */
  mobileMenuBodyHeight?: string;
  /**
   * Chunks to fetch once the first screen is interactive, before an interaction wants them: the
   * app passes `accountPrefetch`, the host pages `shellPrefetch`; stories none (their loaders
   * preload what they show). @default none
   */
  prefetchWhenIdle?: PrefetchPlan;
  /**
   * The page's own entries in the navigation menus (page-shell §2 menu item types Button and
   * Custom), by category code, after the category's documents; desktop bar and mobile menu.
   */
  navigationItems?: DesktopNavigationProps['extraItems'];
  /** Runs a Button or Custom entry the visitor chose. */
  onNavigationItemAction?: DesktopNavigationProps['onItemAction'];
  /** Draws a Custom entry. @default its title */
  renderCustomNavigationItem?: DesktopNavigationProps['renderCustomItem'];
}

/** Moves focus to the content without touching the address (a host page may route on it). */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_CONTENT_ID)?.focus();
}

/**
 * The whole frame of a page (page-shell §2): the cookie consent (first, so its bar is the first
 * Tab stop), skip link, header with navigation and search, the maintenance bar, the content,
 * the footer, and every dialog the shell
 * owns (sign-in, signed-out, expired session, My Documents, policies, alerts). It applies the
 * page metadata, connects the host-page messages and keeps the language in step. Mounted once by an app or a host page.
 */
export function PageShell({
  children,
  disableExpiredSessionDialog = false,
  messageTarget,
  search = typeof location === 'undefined' ? '' : location.search,
  cookieBarDelayMs,
  mobileMenuBodyHeight,
  prefetchWhenIdle,
  navigationItems,
  onNavigationItemAction,
  renderCustomNavigationItem,
}: PageShellProps) {
  const { t } = useTranslation('common');
  useHostMessages(
    messageTarget === null || typeof window === 'undefined' ? undefined : (messageTarget ?? window),
  );
  useShellBootstrap(search);
  usePrefetchWhenIdle(prefetchWhenIdle);
  const locale = useShellLanguage();
  const affiliate = useAtomValue(affiliateAtom);
  const pageItems = {
    extraItems: navigationItems,
    onItemAction: onNavigationItemAction,
    renderCustomItem: renderCustomNavigationItem,
  };

  return (
    <I18nProvider locale={locale === 'en-XA' ? 'en-US' : locale}>
      <div className={styles.page}>
        {/* First in the tab order when it shows (issue #24), though drawn at the bottom. */}
        <CookieConsent barDelayMs={cookieBarDelayMs} />
        <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={skipToContent}>
          {t('a11y.skipToContent')}
        </a>
        <Header
          affiliate={affiliate}
          countrySelector={<CountrySelector />}
          countryFlag={<CountrySelector variant="flag" />}
          navigation={
            <DesktopNavigation affiliate={affiliate} search={<SiteSearch />} {...pageItems} />
          }
          mobileNavigation={<LazyMobileNavigation affiliate={affiliate} {...pageItems} />}
          mobileSearch={<SiteSearch autoFocus compact />}
          mobileMenuBodyHeight={mobileMenuBodyHeight}
        />
        <MaintenanceBar />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.content}>
          {children}
        </main>
        {/* Below the fold: taken over after the first screen, from a chunk of its own. */}
        <LaterRoot name="footer" chunk={shellFooter}>
          {(module) => <module.ShellFooter />}
        </LaterRoot>
        <SignInDialog />
        <SignedOutDialog />
        <MyDocumentsDialog />
        <ExpiredSession disableExpiredSessionDialog={disableExpiredSessionDialog} />
        <PolicyDialogs />
        <ShellAlertDialog />
        <PageMetadata />
        <FreeWordRemoval search={search} />
      </div>
    </I18nProvider>
  );
}
