import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { HelpIcon, MenuIcon, SearchIcon } from '../../ds/icons';
import { Link } from '../../ds/Link/Link';
import { Box, Column, Columns, Inline } from '../../ds/layout';
import { lazyChunk, prefetch, useNeeded } from '../../platform/lazy';
import { isSignedInAtom } from '../../platform/session/atoms';
import { trackEventAtom } from '../../platform/tracking/track';
import { mobileMenuOpenAtom, mobileSearchOpenAtom } from './atoms';
import * as styles from './Header.css';
import { HeaderLogo } from './HeaderLogo';
import { UpgradeStrip } from './UpgradeStrip';
import type { HeaderModel } from './useHeaderModel';

const mobileHeaderDialogs = lazyChunk(() => import('./MobileHeaderDialogs'));

/**
 * The chunk of the search modal and the menu modal (the account entry, the slots): prefetched
 * once the first screen is idle and on the hover, focus or press of their buttons.
 */
export const loadMobileHeaderDialogs = mobileHeaderDialogs.load;

type BodyLock = Partial<Record<'overflow' | 'height' | 'position', string>>;

/**
 * Sets inline styles on `<body>` while `active`, and puts back what was there before
 * (page-shell §4 Mobile: menu open sets 100vh and sticky; search open hides overflow).
 */
function useBodyLock(active: boolean, lock: BodyLock) {
  const lockRef = useRef(lock);
  // The styles in effect when the lock starts (a page may set its own menu height).
  lockRef.current = lock;
  useEffect(() => {
    if (!active) return;
    const body = document.body;
    const entries = Object.entries(lockRef.current);
    const before = entries.map(([name]) => [name, body.style.getPropertyValue(name)] as const);
    for (const [name, value] of entries) body.style.setProperty(name, value);
    return () => {
      for (const [name, value] of before) {
        if (value) body.style.setProperty(name, value);
        else body.style.removeProperty(name);
      }
    };
  }, [active]);
}

/** Page-shell §4: the body height while the mobile menu is open, unless the page sets its own. */
export const DEFAULT_MOBILE_MENU_BODY_HEIGHT = '100vh';
const SEARCH_LOCK: BodyLock = { overflow: 'hidden' };

export interface MobileHeaderProps {
  model: HeaderModel;
  mobileNavigation?: ReactNode;
  mobileSearch?: ReactNode;
  /** The country flag, shown in the selection-page style. */
  countryFlag?: ReactNode;
  /**
   * The body's height while the menu is open (the dashboard sets 820px, account-dashboard §2).
   * @default '100vh'
   */
  menuBodyHeight?: string;
}

/**
 * The header below the desktop breakpoint (page-shell §2 Mobile header): logo, help link,
 * search icon and hamburger. The search modal ("what are you looking for") holds the search;
 * the menu holds the account entry, the categories and the upgrade button. Esc closes either
 * and focus returns to its button; the menu closes when the member signs in (§4 Session).
 */
export function MobileHeader({
  model,
  mobileNavigation,
  mobileSearch,
  countryFlag,
  menuBodyHeight = DEFAULT_MOBILE_MENU_BODY_HEIGHT,
}: MobileHeaderProps) {
  const { t } = useTranslation('header');
  const [menuOpen, setMenuOpen] = useAtom(mobileMenuOpenAtom);
  const [searchOpen, setSearchOpen] = useAtom(mobileSearchOpenAtom);
  const track = useSetAtom(trackEventAtom);
  const isSignedIn = useAtomValue(isSignedInAtom);
  const wasSignedIn = useRef(isSignedIn);

  useEffect(() => {
    if (isSignedIn && !wasSignedIn.current) setMenuOpen(false);
    wasSignedIn.current = isSignedIn;
  }, [isSignedIn, setMenuOpen]);

  useBodyLock(menuOpen, { height: menuBodyHeight, position: 'sticky' });
  useBodyLock(searchOpen, SEARCH_LOCK);
  // Each modal is rendered from its first opening on (its chunk is prefetched before).
  const dialogs = mobileHeaderDialogs.useModule(useNeeded(searchOpen || menuOpen));
  const searchNeeded = useNeeded(searchOpen);
  const menuNeeded = useNeeded(menuOpen);
  const prefetchDialogs = prefetch(loadMobileHeaderDialogs);

  const helpUrl = model.values.helpCenterContact?.trim() || null;
  // Selection-page style: the flag, and the menu only for a member's account (page-shell §2).
  const selection = model.parts.countryFlagOnly;
  const showMenu = !selection || model.isSignedIn;

  return (
    <header className={styles.header} data-mobile-header="">
      <Box paddingX="gutter" paddingY="sm">
        <Columns space="sm" alignY="center">
          <Column>
            <HeaderLogo model={model} compact />
          </Column>
          <Column width="content">
            <Inline space="xxs" alignY="center">
              {helpUrl && !selection && (
                <Link
                  href={helpUrl}
                  variant="standalone"
                  icon={<HelpIcon />}
                  onPress={() =>
                    track({ section: 'header', component: 'mobileHelp', action: 'select' })
                  }
                >
                  {t('mobile.help')}
                </Link>
              )}
              {!selection && (
                <Button
                  variant="tertiary"
                  size="sm"
                  aria-label={t('mobile.openSearch')}
                  onHoverStart={prefetchDialogs}
                  onFocus={prefetchDialogs}
                  onPress={() => {
                    track({ section: 'header', component: 'mobileSearch', action: 'open' });
                    setSearchOpen(true);
                  }}
                >
                  <SearchIcon />
                </Button>
              )}
              {selection && countryFlag}
              {showMenu && (
                <Button
                  variant="tertiary"
                  size="sm"
                  aria-label={t('mobile.openMenu')}
                  aria-expanded={menuOpen}
                  onHoverStart={prefetchDialogs}
                  onFocus={prefetchDialogs}
                  onPress={() => {
                    track({ section: 'header', component: 'mobileMenu', action: 'open' });
                    setMenuOpen(true);
                  }}
                >
                  <MenuIcon />
                </Button>
              )}
            </Inline>
          </Column>
        </Columns>
      </Box>
      <UpgradeStrip model={model} />

      {dialogs && searchNeeded && (
        <dialogs.MobileSearchDialog isOpen={searchOpen} onOpenChange={setSearchOpen}>
          {mobileSearch}
        </dialogs.MobileSearchDialog>
      )}
      {dialogs && menuNeeded && (
        <dialogs.MobileMenuDialog isOpen={menuOpen} onOpenChange={setMenuOpen} model={model}>
          {!selection && mobileNavigation}
        </dialogs.MobileMenuDialog>
      )}
    </header>
  );
}
