import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { members, siteConfigFor } from '../../../src/platform/fixtures';
import { type MockApiOptions, mockApi } from '../../../src/platform/mocks/handlers';
import { findAffiliate } from '../../../src/shell/affiliate';
import { loadShellAlertDialog } from '../../../src/shell/alerts';
import {
  Header,
  type HeaderProps,
  loadHeaderMenus,
  loadMobileHeaderDialogs,
} from '../../../src/shell/header';
import { findOverlay } from '../../support/findOverlay';
import { preloadChunks } from '../../support/preloadChunks';
import { addressesLeftFor, isSignedIn } from '../../support/storyEnvironment';
import { HeaderHarness, type HeaderHarnessProps, headerSlotStandIns } from './HeaderHarness';
import {
  bodyLock,
  findLogo,
  itemLabels,
  type Mode,
  modeOf,
  openHeaderMenu,
  openMobileMenu,
  pressWithKeyboard,
} from './headerPlay';

/**
 * The site header (page-shell §2 Header and Mobile header) with stand-ins for the slots other
 * features fill (country selector, navigation, mobile categories, mobile search) and for the
 * sign-in and My Documents dialogs. Configuration, phone info and sign-out come from the MSW
 * mocks; below the desktop breakpoint the mobile header shows.
 */
type Args = HeaderProps & Omit<HeaderHarnessProps, 'children'>;

const meta = {
  title: 'Shell/Header/Header',
  component: Header,
  loaders: [preloadChunks(loadHeaderMenus, loadMobileHeaderDialogs, loadShellAlertDialog)],
  // The header's own props: stand-ins in its slots (their features' stories show the real
  // ones). The page around it (who is looking, the layout's styles) is set by the harness.
  args: { ...headerSlotStandIns, bannerStyle: 'normal', signInLinksState: 'ShowAll' },
  argTypes: {
    countrySelector: { control: false },
    countryFlag: { control: false },
    navigation: { control: false },
    mobileNavigation: { control: false },
    mobileSearch: { control: false },
    bannerStyle: { control: 'inline-radio', options: ['normal', 'simple', 'selection'] },
    signInLinksState: { control: 'inline-radio', options: ['ShowAll', 'SignIn', 'Create'] },
    visitor: { control: false },
    affiliate: { control: false },
    signInAs: { control: false },
  },
  parameters: { layout: 'fullscreen', msw: { handlers: mockApi() } },
  render: ({
    visitor,
    bannerStyle,
    signInLinksState,
    width,
    desktopWidth,
    lastQueryString,
    signInAs,
    ...header
  }) => (
    <HeaderHarness
      visitor={visitor}
      bannerStyle={bannerStyle}
      signInLinksState={signInLinksState}
      width={width}
      desktopWidth={desktopWidth}
      lastQueryString={lastQueryString}
      signInAs={signInAs}
    >
      <Header {...header} />
    </HeaderHarness>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const msw = (options: MockApiOptions) => ({ msw: { handlers: mockApi(options) } });
const member = (fixture = members.activeYearly) => ({ kind: 'member' as const, member: fixture });

const mainUS = { brand: 'main', country: 'US', locale: 'en-US' };
const frLegal = { brand: 'fr-legal', country: 'FR', locale: 'fr-FR' };
const deLegal = { brand: 'de-legal', country: 'DE', locale: 'de-DE' };
const mainSpain = { brand: 'main', country: 'ES', locale: 'es-ES' };
const contractsGB = { brand: 'legal-contracts', country: 'GB', locale: 'en-GB' };

const queryButton = (name: string) => screen.queryByRole('button', { name });

/** The sign-in buttons present, desktop bar or mobile menu. */
async function signInButtons(mode: Mode) {
  const scope = mode.mobile ? within((await openMobileMenu(mode)).dialog) : screen;
  return {
    scope,
    signIn: scope.queryByRole('button', { name: mode.t('header:account.signIn') }),
    create: scope.queryByRole('button', { name: mode.t('header:account.createAccount') }),
  };
}

/** A signed-out visitor, normal banner: every part of the header with its slots. */
export const Example: Story = {
  tags: ['text'],
  play: async (context) => {
    const mode = modeOf(context);
    await expect(await findLogo(mode)).toBeVisible();
    if (mode.mobile) {
      await expect(
        screen.getByRole('button', { name: mode.t('header:mobile.openMenu') }),
      ).toBeVisible();
      await expect(
        screen.getByRole('button', { name: mode.t('header:mobile.openSearch') }),
      ).toBeVisible();
      await expect(screen.queryByTestId('navigation')).not.toBeInTheDocument();
      return;
    }
    await expect(screen.getByRole('button', { name: mode.t('header:help.menu') })).toBeVisible();
    await expect(screen.getByTestId('country-selector')).toBeVisible();
    await expect(screen.getByTestId('navigation')).toBeVisible();
    await expect(
      screen.getByRole('button', { name: mode.t('header:account.signIn') }),
    ).toBeVisible();
    await expect(
      screen.getByRole('button', { name: mode.t('header:account.createAccount') }),
    ).toBeVisible();
  },
};

/** Simple banner: the bar without the navigation under it. */
export const BannerSimple: Story = {
  args: { bannerStyle: 'simple' },
  play: async (context) => {
    const mode = modeOf(context);
    await findLogo(mode);
    await expect(screen.queryByTestId('navigation')).not.toBeInTheDocument();
    if (!mode.mobile) {
      await expect(screen.getByRole('button', { name: mode.t('header:help.menu') })).toBeVisible();
      await expect(screen.getByTestId('country-selector')).toBeVisible();
    }
  },
};

/** Selection-page banner, signed out: only the country flag beside the logo. */
export const BannerSelection: Story = {
  args: { bannerStyle: 'selection' },
  play: async (context) => {
    const mode = modeOf(context);
    await findLogo(mode);
    await expect(screen.getByTestId('country-flag')).toBeVisible();
    await expect(screen.queryByTestId('country-selector')).not.toBeInTheDocument();
    await expect(screen.queryByTestId('navigation')).not.toBeInTheDocument();
    await expect(queryButton(mode.t('header:help.menu'))).not.toBeInTheDocument();
    await expect(queryButton(mode.t('header:account.signIn'))).not.toBeInTheDocument();
    await expect(queryButton(mode.t('header:mobile.openMenu'))).not.toBeInTheDocument();
    await expect(queryButton(mode.t('header:mobile.openSearch'))).not.toBeInTheDocument();
  },
};

/** Selection-page banner, signed in: the flag and the account menu. */
export const BannerSelectionSignedIn: Story = {
  args: { bannerStyle: 'selection', visitor: member() },
  play: async (context) => {
    const mode = modeOf(context);
    await findLogo(mode);
    await expect(screen.getByTestId('country-flag')).toBeVisible();
    const username = members.activeYearly.user.username;
    if (mode.mobile) {
      const { dialog } = await openMobileMenu(mode);
      await expect(
        within(dialog).getByText(mode.t('header:account.signedInAs', { username })),
      ).toBeVisible();
      await expect(within(dialog).queryByTestId('mobile-navigation')).not.toBeInTheDocument();
      return;
    }
    await expect(screen.getByRole('button', { name: username })).toBeVisible();
    await expect(queryButton(mode.t('header:help.menu'))).not.toBeInTheDocument();
  },
};

/** Sign-in links "ShowAll": both; "create account" opens the dialog in Create mode. */
export const SignInLinksShowAll: Story = {
  args: { signInLinksState: 'ShowAll' },
  play: async (context) => {
    const mode = modeOf(context);
    await findLogo(mode);
    const { signIn, create } = await signInButtons(mode);
    await expect(signIn).toBeVisible();
    await expect(create).toBeVisible();
    await pressWithKeyboard(create as HTMLElement);
    await expect(await screen.findByTestId('sign-in-mode')).toHaveTextContent('Create');
  },
};

/** Sign-in links "SignIn": only "sign in", which opens the dialog in SignIn mode. */
export const SignInLinksSignIn: Story = {
  args: { signInLinksState: 'SignIn' },
  play: async (context) => {
    const mode = modeOf(context);
    await findLogo(mode);
    const { signIn, create } = await signInButtons(mode);
    await expect(create).not.toBeInTheDocument();
    await pressWithKeyboard(signIn as HTMLElement);
    await expect(await screen.findByTestId('sign-in-mode')).toHaveTextContent('SignIn');
  },
};

/** Sign-in links "Create": only "create account". */
export const SignInLinksCreate: Story = {
  args: { signInLinksState: 'Create' },
  play: async (context) => {
    const mode = modeOf(context);
    await findLogo(mode);
    const { signIn, create } = await signInButtons(mode);
    await expect(signIn).not.toBeInTheDocument();
    await expect(create).toBeVisible();
  },
};

/**
 * A signed-in member: the account menu with My Account (ReferUrl = this page), My Documents,
 * the estate vault where config allows (main brand, US) and sign-out.
 */
export const SignedIn: Story = {
  tags: ['text'],
  args: { visitor: member() },
  play: async (context) => {
    const mode = modeOf(context);
    await findLogo(mode);
    const username = members.activeYearly.user.username;
    const scope = mode.mobile
      ? within((await openMobileMenu(mode)).dialog)
      : within((await openHeaderMenu(username)).menu);
    const role = mode.mobile ? 'link' : 'menuitem';
    const myAccount = scope.getByRole(role, { name: mode.t('header:account.myAccount') });
    await expect(myAccount.getAttribute('href')).toMatch(/^\/my-account\/\?ReferUrl=http/);
    const myDocuments = mode.t('header:account.myDocuments');
    if (mode.brand === 'fr-legal') {
      // The French brand opens the My Documents dialog instead (see MyDocumentsFrenchBrand).
      const control = scope.getByRole(mode.mobile ? 'button' : 'menuitem', { name: myDocuments });
      await expect(control).not.toHaveAttribute('href');
    } else {
      await expect(scope.getByRole(role, { name: myDocuments })).toHaveAttribute(
        'href',
        '/mydocuments/',
      );
    }
    const vault = scope.queryByRole(role, { name: mode.t('header:account.estateVault') });
    if (mode.brand === 'main' && mode.country === 'US') {
      await expect(vault).toHaveAttribute('href', '/estate-dashboard/');
    } else {
      await expect(vault).not.toBeInTheDocument();
    }
    await expect(
      scope.getByRole(mode.mobile ? 'button' : 'menuitem', {
        name: mode.t('header:account.signOut'),
      }),
    ).toBeVisible();
  },
};

/** Sign-out from the account menu: the session ends and the browser goes to "/". */
export const SignOut: Story = {
  tags: ['mode-brand:main'],
  args: { visitor: member() },
  parameters: { screenshot: { disable: true } },
  play: async (context) => {
    const mode = modeOf(context);
    await findLogo(mode);
    const name = mode.t('header:account.signOut');
    if (mode.mobile) {
      const { dialog } = await openMobileMenu(mode);
      await pressWithKeyboard(within(dialog).getByRole('button', { name }));
    } else {
      const { menu } = await openHeaderMenu(members.activeYearly.user.username);
      await userEvent.click(within(menu).getByRole('menuitem', { name }));
    }
    await waitFor(() => expect(isSignedIn(mode.environment)).toBe(false));
    await expect(addressesLeftFor(mode.environment)).toEqual([`${location.origin}/`]);
  },
};

/** French legal-docs brand: My Documents opens the My Documents dialog instead of navigating. */
export const MyDocumentsFrenchBrand: Story = {
  tags: ['mode-brand:fr-legal'],
  globals: frLegal,
  args: { visitor: member(members.france) },
  play: async (context) => {
    const mode = modeOf(context);
    await findLogo(mode);
    const name = mode.t('header:account.myDocuments');
    if (mode.mobile) {
      const { dialog } = await openMobileMenu(mode);
      await pressWithKeyboard(within(dialog).getByRole('button', { name }));
    } else {
      const { menu } = await openHeaderMenu(members.france.user.username);
      const item = within(menu).getByRole('menuitem', { name });
      await expect(item).not.toHaveAttribute('href');
      await userEvent.click(item);
    }
    await expect(await findOverlay(screen, 'dialog', { name: /Mes documents/ })).toBeVisible();
    await expect(addressesLeftFor(mode.environment)).toEqual([]);
  },
};

/** An internal account (company domain): shown as "Account", without the My Account item. */
export const CompanyDomainMember: Story = {
  tags: ['mode-brand:main'],
  globals: mainUS,
  args: {
    visitor: { kind: 'username', username: 'staff@legalkit.example.com', hasFreeAccount: false },
  },
  play: async (context) => {
    const mode = modeOf(context);
    await findLogo(mode);
    const label = mode.t('header:account.accountFallbackName');
    if (mode.mobile) {
      const { dialog } = await openMobileMenu(mode);
      await expect(within(dialog).getByText(label)).toBeVisible();
      await expect(within(dialog).queryByText(/legalkit\.example\.com/)).not.toBeInTheDocument();
      await expect(
        within(dialog).queryByRole('link', { name: mode.t('header:account.myAccount') }),
      ).not.toBeInTheDocument();
      return;
    }
    await expect(screen.queryByText(/legalkit\.example\.com/)).not.toBeInTheDocument();
    const { menu } = await openHeaderMenu(label);
    await expect(itemLabels(menu)).not.toContain(mode.t('header:account.myAccount'));
    await expect(itemLabels(menu)).toContain(mode.t('header:account.myDocuments'));
  },
};

/**
 * A free US member: the upgrade button. At 1280 px (wider than 1190) it says "upgrade"; the
 * mobile menu's button (390 px) says the annual-plan text. It goes to the upgrade page.
 */
export const FreeUsMember: Story = {
  tags: ['mode-brand:main'],
  globals: mainUS,
  args: { visitor: member(members.noSubscriptions) },
  play: async (context) => {
    const mode = modeOf(context);
    await findLogo(mode);
    if (mode.mobile) {
      const { dialog } = await openMobileMenu(mode);
      await expect(
        within(dialog).getByRole('button', { name: mode.t('upgrade:annualPlan') }),
      ).toBeVisible();
      return;
    }
    const upgrade = screen.getByRole('button', { name: mode.t('upgrade:button') });
    await pressWithKeyboard(upgrade);
    await expect(addressesLeftFor(mode.environment)).toEqual(['/upgrade/']);
  },
};

/** The same member in a desktop window 1100 px wide: the annual-plan text (1190 px or less). */
export const FreeUsMemberNarrowWindow: Story = {
  tags: ['mode-brand:main'],
  globals: mainUS,
  args: { visitor: member(members.noSubscriptions), desktopWidth: 1100 },
  play: async (context) => {
    const mode = modeOf(context);
    await findLogo(mode);
    if (mode.mobile) return;
    await expect(screen.getByRole('button', { name: mode.t('upgrade:annualPlan') })).toBeVisible();
    await expect(queryButton(mode.t('upgrade:button'))).not.toBeInTheDocument();
  },
};

/** Upgrade-bar redesign, variation N: the redesigned entry under the bar replaces the button. */
export const FreeUsMemberRedesign: Story = {
  tags: ['mode-brand:main'],
  globals: { ...mainUS, exp_upgradeBarRedesign: 'N' },
  args: { visitor: member(members.noSubscriptions) },
  play: async (context) => {
    const mode = modeOf(context);
    await findLogo(mode);
    const strip = await screen.findByTestId('upgrade-strip');
    await expect(within(strip).getByText(mode.t('upgrade:bar.text'))).toBeVisible();
    await expect(queryButton(mode.t('upgrade:button'))).not.toBeInTheDocument();
    await expect(queryButton(mode.t('upgrade:annualPlan'))).not.toBeInTheDocument();
    await pressWithKeyboard(within(strip).getByRole('button', { name: mode.t('upgrade:bar.cta') }));
    await expect(addressesLeftFor(mode.environment)).toEqual(['/upgrade/']);
  },
};

/** A paying member sees no upgrade entry. */
export const PayingMemberNoUpgrade: Story = {
  tags: ['mode-brand:main'],
  globals: mainUS,
  args: { visitor: member(members.activeYearly) },
  parameters: { screenshot: { disable: true } },
  play: async (context) => {
    const mode = modeOf(context);
    await findLogo(mode);
    await expect(queryButton(mode.t('upgrade:button'))).not.toBeInTheDocument();
    await expect(screen.queryByTestId('upgrade-strip')).not.toBeInTheDocument();
  },
};

/** Checks the help menu (desktop) or the help link (mobile) and ends with the menu open. */
async function expectHelp(mode: Mode, expected: string[]) {
  await findLogo(mode);
  if (mode.mobile) {
    await expect(screen.getByRole('link', { name: mode.t('header:mobile.help') })).toHaveAttribute(
      'href',
      '/help/contact/',
    );
    return;
  }
  const { menu } = await openHeaderMenu(mode.t('header:help.menu'));
  // The phone's entry comes with the phone info, which the story's page asks for as it renders
  // (the product's server waits for it first): the menu may open before it answers.
  await waitFor(() => expect(itemLabels(menu)).toEqual(expected), { timeout: 5000 });
  await expect(mode.environment.tracked).toHaveBeenCalledWith(
    expect.objectContaining({ section: 'header', component: 'helpMenu', action: 'open' }),
  );
}

/** Main brand in the US: help center, email us, live chat and the phone. */
export const HelpMenuMainUS: Story = {
  tags: ['mode-brand:main'],
  globals: mainUS,
  play: async (context) => {
    const mode = modeOf(context);
    await expectHelp(mode, [
      mode.t('header:help.helpCenter'),
      mode.t('header:help.emailUs'),
      mode.t('header:help.liveChat'),
      mode.t('header:phone.call', { phoneNumber: '1-800-555-0199' }),
    ]);
  },
};

/** A signed-in US member also finds their support requests (the ticket center). */
export const HelpMenuMainUSMember: Story = {
  tags: ['mode-brand:main'],
  globals: mainUS,
  args: { visitor: member() },
  play: async (context) => {
    const mode = modeOf(context);
    await expectHelp(mode, [
      mode.t('header:help.helpCenter'),
      mode.t('header:help.emailUs'),
      mode.t('header:help.liveChat'),
      mode.t('header:help.ticketCenter'),
      mode.t('header:phone.call', { phoneNumber: '1-800-555-0199' }),
    ]);
  },
};

/** Live chat opens the live-help page in a 460 × 700 popup for department 3, and is tracked. */
export const HelpLiveChatPopup: Story = {
  tags: ['mode-brand:main'],
  globals: mainUS,
  parameters: { screenshot: { disable: true } },
  play: async (context) => {
    const mode = modeOf(context);
    await findLogo(mode);
    if (mode.mobile) return;
    const { menu } = await openHeaderMenu(mode.t('header:help.menu'));
    const chat = within(menu).getByRole('menuitem', { name: mode.t('header:help.liveChat') });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(chat).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(mode.environment.opened.mock.calls).toEqual([
      [
        '/help/live/?departmentId=3',
        'helpChat',
        'popup=yes,width=460,height=700,noopener,noreferrer',
      ],
    ]);
    await expect(mode.environment.navigated).not.toHaveBeenCalled();
    await expect(mode.environment.tracked).toHaveBeenCalledWith(
      expect.objectContaining({
        section: 'header',
        component: 'helpMenu',
        action: 'select',
        extra: { item: 'liveChat' },
        user: 'Guest',
      }),
    );
  },
};

/** French legal-docs brand: no email-us, no live chat, and no phone (config hides it). */
export const HelpMenuFrenchBrand: Story = {
  tags: ['mode-brand:fr-legal'],
  globals: frLegal,
  play: async (context) => {
    const mode = modeOf(context);
    await expectHelp(mode, [mode.t('header:help.helpCenter')]);
  },
};

/** German legal-docs brand: no email-us or live chat; the German phone number. */
export const HelpMenuGermanBrand: Story = {
  tags: ['mode-brand:de-legal'],
  globals: deLegal,
  play: async (context) => {
    const mode = modeOf(context);
    await expectHelp(mode, [
      mode.t('header:help.helpCenter'),
      mode.t('header:phone.call', { phoneNumber: '0800 555 0100' }),
    ]);
  },
};

/** The main brand's Spanish site: no email-us or live chat (and no phone number for Spain). */
export const HelpMenuSpain: Story = {
  tags: ['mode-brand:main'],
  globals: mainSpain,
  play: async (context) => {
    const mode = modeOf(context);
    await expectHelp(mode, [mode.t('header:help.helpCenter')]);
  },
};

/** Config allows the phone: "Questions? Call us" and the number as a call link. */
export const PhoneShown: Story = {
  tags: ['mode-brand:main'],
  globals: mainUS,
  play: async (context) => {
    const mode = modeOf(context);
    await findLogo(mode);
    if (mode.mobile) return;
    await expect(await screen.findByText(mode.t('header:phone.label'))).toBeVisible();
    await expect(screen.getByRole('link', { name: '1-800-555-0199' })).toHaveAttribute(
      'href',
      'tel:18005550199',
    );
  },
};

const phoneRequests: string[] = [];
/** Config hides the phone: no number, no phone item, and the phone info is not even asked for. */
export const PhoneHidden: Story = {
  tags: ['mode-brand:main'],
  globals: mainUS,
  parameters: msw({
    bodies: { siteConfigValues: { ...siteConfigFor('main', 'US'), showPhoneInfo: false } },
    onRequest: (endpoint) => {
      if (endpoint === 'phoneInfo') phoneRequests.push(endpoint);
    },
  }),
  play: async (context) => {
    phoneRequests.length = 0;
    const mode = modeOf(context);
    await findLogo(mode);
    await expect(screen.queryByText(mode.t('header:phone.label'))).not.toBeInTheDocument();
    if (!mode.mobile) {
      const { menu } = await openHeaderMenu(mode.t('header:help.menu'));
      await expect(itemLabels(menu)).toEqual([
        mode.t('header:help.helpCenter'),
        mode.t('header:help.emailUs'),
        mode.t('header:help.liveChat'),
      ]);
    }
    await expect(phoneRequests).toEqual([]);
  },
};

/** A co-branded partner passed to the header: its mark beside the logo, linking to its site. */
export const AffiliateCoBrand: Story = {
  args: { affiliate: findAffiliate('harborbank') },
  play: async (context) => {
    const mode = modeOf(context);
    await findLogo(mode);
    const partner = mode.t('header:logo.coBrand', { partner: 'Harbor Community Bank' });
    const link = screen.getByRole('link', { name: new RegExp(partner) });
    await expect(link).toHaveAttribute('href', 'https://harborbank.example');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** A partner detected from `pid=pg-quillhr` in the stored last query string (no partner link). */
export const AffiliateFromQuery: Story = {
  args: { lastQueryString: '?pid=pg-quillhr' },
  play: async (context) => {
    const mode = modeOf(context);
    await findLogo(mode);
    await expect(
      screen.getByText(mode.t('header:logo.coBrand', { partner: 'QuillHR' })),
    ).toBeVisible();
  },
};

/** A partner without co-branding shows no mark. */
export const AffiliateWithoutCoBrand: Story = {
  tags: ['mode-brand:main'],
  args: { affiliate: findAffiliate('brightledger') },
  parameters: { screenshot: { disable: true } },
  play: async (context) => {
    const mode = modeOf(context);
    await findLogo(mode);
    await expect(screen.queryByText(/BrightLedger/)).not.toBeInTheDocument();
  },
};

async function expectTagline(mode: Mode, shown: boolean) {
  await findLogo(mode);
  const tagline = screen.queryByTestId('logo-tagline');
  if (shown) await expect(tagline).toHaveTextContent(mode.t('header:logo.tagline'));
  else await expect(tagline).not.toBeInTheDocument();
}

/** Logo tagline N in the US: on phones and tablets (below 1024 px), not on desktop. */
export const LogoTaglineUS: Story = {
  tags: ['mode-brand:main'],
  globals: { ...mainUS, exp_logoTagline: 'N' },
  play: async (context) => {
    const mode = modeOf(context);
    await expectTagline(mode, mode.mobile);
  },
};

/** Logo tagline N in Germany: at mobile widths 390 to 767 only. */
export const LogoTaglineGermany: Story = {
  tags: ['mode-brand:de-legal'],
  globals: { ...deLegal, exp_logoTagline: 'N' },
  play: async (context) => {
    const mode = modeOf(context);
    await expectTagline(mode, mode.mobile);
  },
};

/** Logo tagline N in Germany on a 768 px tablet: past the mobile range, so none. */
export const LogoTaglineGermanyTablet: Story = {
  tags: ['mode-brand:de-legal'],
  globals: { ...deLegal, exp_logoTagline: 'N' },
  args: { width: 768 },
  play: async (context) => {
    const mode = modeOf(context, { mobile: true });
    await expectTagline(mode, false);
  },
};

/** Logo tagline N in Britain on the LawDepot-style brand: on desktop only. */
export const LogoTaglineLawDepotBritain: Story = {
  tags: ['mode-brand:legal-contracts'],
  globals: { ...contractsGB, exp_logoTagline: 'N' },
  play: async (context) => {
    const mode = modeOf(context);
    await expectTagline(mode, !mode.mobile);
  },
};

/** Until the site configuration arrives: the skeleton, announced once as loading. */
export const Skeleton: Story = {
  parameters: msw({ variants: { siteConfigValues: 'loading' } }),
  play: async () => {
    const skeleton = await screen.findByTestId('header-skeleton');
    await expect(within(skeleton).getByRole('status')).toBeInTheDocument();
    await expect(within(skeleton).queryByRole('link')).not.toBeInTheDocument();
    await expect(within(skeleton).queryByRole('button')).not.toBeInTheDocument();
  },
};

/**
 * The configuration cannot be loaded: the header stops waiting and shows what does not depend
 * on it (a home link and the sign-in links); brand name, phone, help and upgrade wait.
 */
export const ConfigFailure: Story = {
  parameters: msw({ variants: { siteConfigValues: 'serverError' } }),
  play: async (context) => {
    const mode = modeOf(context);
    const home = await screen.findByRole(
      'link',
      { name: mode.t('header:logo.fallback') },
      { timeout: 8000 },
    );
    await expect(home).toHaveAttribute('href', '/');
    await expect(screen.queryByTestId('header-skeleton')).not.toBeInTheDocument();
    await expect(queryButton(mode.t('header:help.menu'))).not.toBeInTheDocument();
    const { signIn } = await signInButtons(mode);
    await expect(signIn).toBeVisible();
  },
};

const phone = { width: 390 };

/**
 * The mobile menu (390 px), opened from the keyboard: the account entry, the categories slot;
 * the body is held at 100vh and sticky while it is open.
 */
export const MobileMenuOpen: Story = {
  args: phone,
  play: async (context) => {
    const mode = modeOf(context, { mobile: true });
    await findLogo(mode);
    const { dialog } = await openMobileMenu(mode);
    await expect(bodyLock()).toMatchObject({ height: '100vh', position: 'sticky' });
    await expect(within(dialog).getByTestId('mobile-navigation')).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: mode.t('header:account.signIn') }),
    ).toBeVisible();
  },
};

/** Esc closes the menu, focus returns to the hamburger and the body is released. */
export const MobileMenuKeyboard: Story = {
  tags: ['mode-brand:main'],
  args: phone,
  parameters: { screenshot: { disable: true } },
  play: async (context) => {
    const mode = modeOf(context, { mobile: true });
    await findLogo(mode);
    const before = bodyLock();
    const { trigger, dialog } = await openMobileMenu(mode);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(bodyLock()).toEqual(before);
    // The close button does the same.
    await pressWithKeyboard(trigger);
    const again = await findOverlay(screen, 'dialog', { name: mode.t('header:mobile.menuTitle') });
    await userEvent.click(within(again).getByRole('button', { name: mode.t('ds:dialog.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(bodyLock()).toEqual(before);
  },
};

/** A free US member's menu: their links, sign-out and the upgrade button (annual-plan text). */
export const MobileMenuFreeMember: Story = {
  tags: ['mode-brand:main'],
  globals: mainUS,
  args: { ...phone, visitor: member(members.noSubscriptions) },
  play: async (context) => {
    const mode = modeOf(context, { mobile: true });
    await findLogo(mode);
    const { dialog } = await openMobileMenu(mode);
    const menu = within(dialog);
    await expect(
      menu.getByText(
        mode.t('header:account.signedInAs', { username: members.noSubscriptions.user.username }),
      ),
    ).toBeVisible();
    await expect(
      menu.getByRole('link', { name: mode.t('header:account.myAccount') }),
    ).toBeVisible();
    await expect(
      menu.getByRole('button', { name: mode.t('header:account.signOut') }),
    ).toBeVisible();
    await expect(menu.getByRole('button', { name: mode.t('upgrade:annualPlan') })).toBeVisible();
  },
};

/** Signing in from the menu closes it (page-shell §4 Session) and releases the body. */
export const MobileMenuClosesOnSignIn: Story = {
  tags: ['mode-brand:main'],
  args: { ...phone, signInAs: members.noSubscriptions },
  parameters: { screenshot: { disable: true } },
  play: async (context) => {
    const mode = modeOf(context, { mobile: true });
    await findLogo(mode);
    const before = bodyLock();
    const { dialog } = await openMobileMenu(mode);
    await pressWithKeyboard(
      within(dialog).getByRole('button', { name: mode.t('header:account.signIn') }),
    );
    await expect(await screen.findByTestId('sign-in-mode')).toHaveTextContent('SignIn');
    await userEvent.click(
      screen.getByRole('button', { name: new RegExp(members.noSubscriptions.user.username) }),
    );
    await waitFor(() => expect(isSignedIn(mode.environment)).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(bodyLock()).toEqual(before);
  },
};

/**
 * The mobile search modal, opened from the keyboard: "what are you looking for", a close
 * button, the search slot; the body's overflow is hidden while it is open.
 */
export const MobileSearchOpen: Story = {
  args: phone,
  play: async (context) => {
    const mode = modeOf(context, { mobile: true });
    await findLogo(mode);
    await pressWithKeyboard(
      screen.getByRole('button', { name: mode.t('header:mobile.openSearch') }),
    );
    const dialog = await findOverlay(screen, 'dialog', {
      name: mode.t('header:mobile.searchTitle'),
    });
    await expect(within(dialog).getByTestId('mobile-search')).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: mode.t('ds:dialog.close') }),
    ).toBeVisible();
    await expect(bodyLock().overflow).toBe('hidden');
    await expect(mode.environment.tracked).toHaveBeenCalledWith(
      expect.objectContaining({ component: 'mobileSearch', action: 'open' }),
    );
  },
};

/** Esc closes the search modal, focus returns to the search icon, overflow comes back. */
export const MobileSearchKeyboard: Story = {
  tags: ['mode-brand:main'],
  args: phone,
  parameters: { screenshot: { disable: true } },
  play: async (context) => {
    const mode = modeOf(context, { mobile: true });
    await findLogo(mode);
    const before = bodyLock();
    const trigger = screen.getByRole('button', { name: mode.t('header:mobile.openSearch') });
    await pressWithKeyboard(trigger);
    await findOverlay(screen, 'dialog', { name: mode.t('header:mobile.searchTitle') });
    await expect(bodyLock().overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(bodyLock()).toEqual(before);
  },
};
