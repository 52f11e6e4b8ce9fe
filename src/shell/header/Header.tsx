import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Column, Columns, Inline } from '../../ds/layout';
import { Skeleton, SkeletonGroup } from '../../ds/Skeleton/Skeleton';
import { useSiteConfig } from '../../platform/config/useSiteConfig';
import type { Affiliate } from '../affiliate';
import { AccountMenu } from './AccountMenu';
import { isMobileHeaderAtom } from './atoms';
import * as styles from './Header.css';
import { HeaderLogo } from './HeaderLogo';
import { HelpMenu } from './HelpMenu';
import { MobileHeader } from './MobileHeader';
import { PhoneNumber } from './PhoneNumber';
import { SignInLinks } from './SignInLinks';
import { UpgradeButton } from './UpgradeButton';
import { UpgradeStrip } from './UpgradeStrip';
import { type HeaderModel, useHeaderModel } from './useHeaderModel';

export interface HeaderProps {
  /** The country selector (built by its own feature), shown in the normal and simple styles. */
  countrySelector?: ReactNode;
  /**
   * The country flag alone, for the selection-page style. @default the `countrySelector`
   */
  countryFlag?: ReactNode;
  /** The desktop navigation under the bar: shown for the normal style when config allows. */
  navigation?: ReactNode;
  /** The categories of the mobile menu; its owner decides when there is anything to show. */
  mobileNavigation?: ReactNode;
  /** The body of the mobile search modal. */
  mobileSearch?: ReactNode;
  /**
   * The affiliate partner whose co-brand mark shows, `null` for none.
   * @default detected from `pid=pg-{code}` (`affiliateAtom`)
   */
  affiliate?: Affiliate | null;
  /** The body's height while the mobile menu is open. @default '100vh' */
  mobileMenuBodyHeight?: string;
}

/**
 * The site header (page-shell §2 Header and Mobile header): logo with the partner's co-brand
 * mark and the logo tagline, phone, help menu, country selector, the account menu or sign-in
 * links, and the upgrade entry, in the layout's banner style. Below the desktop breakpoint it
 * is the mobile header. It loads the site configuration and shows a skeleton until that is
 * synchronised and its translations are loaded; if the configuration cannot be loaded it shows
 * what does not depend on it.
 */
export function Header({ affiliate, ...slots }: HeaderProps) {
  const { config, failed } = useSiteConfig();
  const { ready } = useTranslation(['header', 'upgrade'], { useSuspense: false });
  const model = useHeaderModel(affiliate);
  const isMobile = useAtomValue(isMobileHeaderAtom);

  if (!ready || !(config.isSyncedWithServer || failed)) {
    return <HeaderSkeleton isMobile={isMobile} />;
  }
  return isMobile ? (
    <MobileHeader
      model={model}
      mobileNavigation={slots.mobileNavigation}
      mobileSearch={slots.mobileSearch}
      countryFlag={slots.countryFlag ?? slots.countrySelector}
      menuBodyHeight={slots.mobileMenuBodyHeight}
    />
  ) : (
    <DesktopHeader model={model} {...slots} />
  );
}

function DesktopHeader({
  model,
  countrySelector,
  countryFlag,
  navigation,
}: { model: HeaderModel } & Pick<HeaderProps, 'countrySelector' | 'countryFlag' | 'navigation'>) {
  const selection = model.parts.countryFlagOnly;
  return (
    <header className={styles.header} data-banner-style={model.bannerStyle}>
      <div className={`${styles.container} ${styles.topRow}`}>
        <Box paddingX="xxl" paddingY="md">
          <Columns space="lg" alignY="center">
            <Column width="content">
              <HeaderLogo model={model} />
            </Column>
            <Column>
              <Inline space="md" align="end" alignY="center">
                {selection ? (
                  <>
                    {countryFlag ?? countrySelector}
                    {model.parts.accountMenu && model.isSignedIn && <AccountMenu model={model} />}
                  </>
                ) : (
                  <>
                    {model.phoneNumber && <PhoneNumber phoneNumber={model.phoneNumber} />}
                    <HelpMenu model={model} />
                    {countrySelector}
                    {model.isSignedIn ? (
                      <AccountMenu model={model} />
                    ) : (
                      <SignInLinks model={model} />
                    )}
                    <UpgradeButton model={model} />
                  </>
                )}
              </Inline>
            </Column>
          </Columns>
        </Box>
      </div>
      <UpgradeStrip model={model} />
      {model.showNavigation && (
        <div className={styles.container}>
          <div className={styles.navigationRow}>{navigation}</div>
        </div>
      )}
    </header>
  );
}

/** The header's shape while config and translations load (page-shell §2). */
function HeaderSkeleton({ isMobile }: { isMobile: boolean }) {
  return (
    <header className={styles.header} data-testid="header-skeleton">
      <div className={styles.container}>
        <Box paddingX={isMobile ? 'gutter' : 'xxl'} paddingY="md">
          <SkeletonGroup>
            <Columns space="lg" alignY="center">
              <Column width="content">
                <Skeleton variant="block" width="9rem" height="1.75rem" />
              </Column>
              <Column>
                <Inline space="md" align="end" alignY="center">
                  {isMobile ? (
                    <>
                      <Skeleton variant="circle" />
                      <Skeleton variant="circle" />
                    </>
                  ) : (
                    <>
                      <Skeleton width="6rem" />
                      <Skeleton width="5rem" />
                      <Skeleton variant="block" width="7rem" height="2rem" />
                    </>
                  )}
                </Inline>
              </Column>
            </Columns>
          </SkeletonGroup>
        </Box>
      </div>
    </header>
  );
}
