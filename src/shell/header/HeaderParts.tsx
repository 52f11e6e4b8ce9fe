import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { ChevronDownIcon, HelpIcon, UserIcon } from '../../ds/icons';
import { Link } from '../../ds/Link/Link';
import { Box, Inline, Stack } from '../../ds/layout';
import { lazyChunk, prefetch, useStandInTrigger } from '../../platform/lazy';
import { navigateAtom } from '../../platform/navigation/navigator';
import { trackEventAtom } from '../../platform/tracking/track';
import { patchLayoutAtom } from '../layout';
import { loadSignInDialog, openSignInDialogAtom, useSignOut } from '../sign-in';
import { openHelpChatAtom } from './atoms';
import * as styles from './Header.css';
import { type HelpMenuItem, myAccountHref } from './rules';
import type { HeaderModel } from './useHeaderModel';

const headerMenus = lazyChunk(() => import('./HeaderMenus'));

/**
 * The header menus' chunk (react-aria's menu trigger and the help and account menus):
 * prefetched once the first screen is idle and on the hover or focus of a menu's button, which
 * is a look-alike stand-in until the chunk is in.
 */
export const loadHeaderMenus = headerMenus.load;

const currentAddress = () => (typeof location === 'undefined' ? '/' : location.href);

/**
 * A brand name with a line-break opportunity between its camel-case humps ("Contract|Craft",
 * "Legal|Kit") besides its spaces: on a narrow phone it wraps there rather than inside a word.
 */
function breakableName(name: string): ReactNode {
  return name
    .split(/(?<=\p{Ll})(?=\p{Lu})/u)
    .flatMap((part, index) => (index === 0 ? [part] : [<wbr key={part} />, part]));
}

/** The brand's home link, the optional logo tagline under it and the partner's co-brand mark. */
export function HeaderLogo({
  model,
  compact = false,
}: {
  model: HeaderModel;
  /** The mobile header: the co-brand mark goes under the logo. @default false */
  compact?: boolean;
}) {
  const { t } = useTranslation('header');
  const name = model.brandName;
  const logo = (
    <Stack space="xxs" align="start">
      <AriaLink
        href={model.homeUrl}
        className={styles.logoLink}
        aria-label={name ? t('logo.home', { brand: name }) : undefined}
      >
        <span className={compact ? styles.brandNameCompact : styles.brandName}>
          {name ? (compact ? breakableName(name) : name) : t('logo.fallback')}
        </span>
      </AriaLink>
      {model.showTagline && (
        <span className={styles.tagline} data-testid="logo-tagline">
          {t('logo.tagline')}
        </span>
      )}
    </Stack>
  );
  const partner = model.coBrand && (
    <span
      className={compact ? styles.coBrandCompact : styles.coBrand}
      data-affiliate={model.coBrand.logoClass}
    >
      {model.coBrand.link ? (
        <Link href={model.coBrand.link} isExternal variant="standalone">
          {t('logo.coBrand', { partner: model.coBrand.name })}
        </Link>
      ) : (
        t('logo.coBrand', { partner: model.coBrand.name })
      )}
    </span>
  );
  return compact ? (
    <Stack space="xs" align="start">
      {logo}
      {partner}
    </Stack>
  ) : (
    <Inline space="md" alignY="center">
      {logo}
      {partner}
    </Inline>
  );
}

/** The phone number with its label, as a call link (page-shell §6: only if config allows). */
export function PhoneNumber({ phoneNumber }: { phoneNumber: string }) {
  const { t } = useTranslation('header');
  return (
    <Inline space="xs" alignY="center">
      <span className={styles.phoneLabel}>{t('phone.label')}</span>
      <Link href={`tel:${phoneNumber.replace(/[^\d+]/g, '')}`} variant="standalone">
        <span className={styles.phoneNumber}>{phoneNumber}</span>
      </Link>
    </Inline>
  );
}

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
      return model.phoneNumber ? `tel:${model.phoneNumber.replace(/[^\d+]/g, '')}` : null;
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

/** The account menu's items, shared by the desktop menu and the mobile menu's links. */
export interface AccountLinks {
  myAccountHref: string | null;
  /** `null` when My Documents opens the dialog (French legal-docs brand). */
  myDocumentsHref: string | null;
  estateVaultHref: string | null;
}

export function accountLinks(model: HeaderModel): AccountLinks {
  const myAccount = model.values.myAccount?.trim();
  return {
    myAccountHref:
      model.account.showMyAccountItem && myAccount
        ? myAccountHref(myAccount, currentAddress())
        : null,
    myDocumentsHref: model.myDocumentsAsDialog ? null : model.myDocumentsUrl,
    estateVaultHref: model.showEstateVault ? (model.values.estateDashboard ?? null) : null,
  };
}

/** The name the account menu shows: the username, or "Account" for internal accounts (§6). */
export function useAccountName(model: HeaderModel): string {
  const { t } = useTranslation('header');
  return model.account.display.kind === 'username'
    ? model.account.display.username
    : t('account.accountFallbackName');
}

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

/**
 * Sign-in links per the layout's sign-in links state (page-shell §2): ShowAll both, SignIn or
 * Create one. Each opens the sign-in dialog in its mode.
 */
export function SignInLinks({
  model,
  fullWidth = false,
}: {
  model: HeaderModel;
  /** Stretch the buttons (the mobile menu). @default false */
  fullWidth?: boolean;
}) {
  const { t } = useTranslation('header');
  const open = useSetAtom(openSignInDialogAtom);
  const { signIn, create } = model.signInLinks;
  // The dialog's chunk is on its way before the press opens it.
  const prefetchDialog = prefetch(loadSignInDialog);
  const buttons = (
    <>
      {signIn && (
        <Button
          variant={fullWidth ? 'secondary' : 'tertiary'}
          size={fullWidth ? 'md' : 'sm'}
          fullWidth={fullWidth}
          onHoverStart={prefetchDialog}
          onFocus={prefetchDialog}
          onPress={() => open({ mode: 'SignIn' })}
        >
          {t('account.signIn')}
        </Button>
      )}
      {create && (
        <Button
          variant={fullWidth ? 'primary' : 'secondary'}
          size={fullWidth ? 'md' : 'sm'}
          fullWidth={fullWidth}
          onHoverStart={prefetchDialog}
          onFocus={prefetchDialog}
          onPress={() => open({ mode: 'Create' })}
        >
          {t('account.createAccount')}
        </Button>
      )}
    </>
  );
  return fullWidth ? (
    <Stack space="sm">{buttons}</Stack>
  ) : (
    <Inline space="xs" alignY="center">
      {buttons}
    </Inline>
  );
}

/**
 * The upgrade button (page-shell §6, §9): free US members; "upgrade" above 1190 px, the
 * annual-plan text below. It goes to the config's upgrade page.
 */
export function UpgradeButton({
  model,
  fullWidth = false,
}: {
  model: HeaderModel;
  /** @default false */
  fullWidth?: boolean;
}) {
  const { t } = useTranslation('upgrade');
  const navigate = useSetAtom(navigateAtom);
  const target = model.upgradeUrl;
  if (model.upgrade !== 'button' || !target) return null;
  return (
    <Button
      variant="primary"
      size={fullWidth ? 'md' : 'sm'}
      fullWidth={fullWidth}
      onPress={() => navigate(target)}
    >
      {model.upgradeTextKey === 'upgrade' ? t('button') : t('annualPlan')}
    </Button>
  );
}

/**
 * The redesigned upgrade entry (upgrade-bar redesign, variation N, page-shell §4): a strip
 * under the header bar with the annual-plan pitch and its call to action.
 */
export function UpgradeStrip({ model }: { model: HeaderModel }) {
  const { t } = useTranslation('upgrade');
  const navigate = useSetAtom(navigateAtom);
  const target = model.upgradeUrl;
  if (model.upgrade !== 'redesignedEntry' || !target) return null;
  return (
    <div className={styles.upgradeStrip} data-testid="upgrade-strip">
      <div className={styles.container}>
        <Box paddingX={{ mobile: 'gutter', desktop: 'xxl' }} paddingY="sm">
          <Inline space="md" align="center" alignY="center">
            <span className={styles.upgradeStripText}>{t('bar.text')}</span>
            <Button variant="primary" size="sm" onPress={() => navigate(target)}>
              {t('bar.cta')}
            </Button>
          </Inline>
        </Box>
      </div>
    </div>
  );
}
