import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SiteConfigValues } from '../../../src/platform/api/contract';
import { siteConfigFor } from '../../../src/platform/fixtures';
import { type MockApiOptions, mockApi } from '../../../src/platform/mocks/handlers';
import { isCountryCode } from '../../../src/platform/site/markets';
import { Footer } from '../../../src/shell/footer';
import { footerGridColumns } from '../../../src/shell/footer/rules';
import { openPolicyDialogAtom, type PolicyDialogRequest } from '../../../src/shell/policies';
import { viewports } from '../../../tokens/breakpoints';
import type { BrandId } from '../../../tokens/types';
import { storyEnvironment, storyStore } from '../../support/storyEnvironment';
import {
  CountrySelectorStandIn,
  copy,
  FooterHarness,
  type FooterStorySetup,
  storyNow,
} from './FooterHarness';

/**
 * The site configuration of the brand and country a request asks for, with `patch` on top, so
 * a story that changes flags still shows every brand in its own configuration.
 */
function configWith(patch: Partial<SiteConfigValues>) {
  return http.get(/\/api\/foundation\/site-configuration\/v1\/values/, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const brand = (query.get('brand') ?? 'main') as BrandId;
    const asked = query.get('countryCode')?.toUpperCase() ?? 'US';
    const country = isCountryCode(asked) ? asked : 'US';
    return HttpResponse.json({ ...siteConfigFor(brand, country), ...patch });
  });
}

const msw = (options: MockApiOptions = {}, patch?: Partial<SiteConfigValues>) => ({
  msw: { handlers: [...(patch ? [configWith(patch)] : []), ...mockApi(options)] },
});

const setup = (footer: FooterStorySetup) => ({ footer });

/**
 * The site footer (page-shell §2 Footer): each brand's links with their configuration flags,
 * interleaved left and right on desktop and a grid on phones and in the simple style, phone
 * info, social links, trust logos, the country selector slot (a stand-in here), the disclaimer
 * with its copyright line (the clock is fixed at 16 March 2026), the recaptcha notice, and the
 * footer styles the layout or a host-page message picks. Policy links open their dialog.
 */
const meta = {
  title: 'Shell/Footer/Footer',
  component: Footer,
  // A stand-in in the country selector's slot (its own feature builds the real one), and a
  // fixed clock: the copyright line says 2026 whenever the story runs.
  args: { countrySelector: <CountrySelectorStandIn />, now: storyNow },
  argTypes: { countrySelector: { control: false } },
  // The page around it (footer style, member, product code): `parameters.footer`.
  parameters: { layout: 'fullscreen', ...msw() },
  render: (args, { parameters }) => (
    <FooterHarness setup={parameters.footer as FooterStorySetup | undefined}>
      <Footer {...args} />
    </FooterHarness>
  ),
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

const isDesktop = () => window.innerWidth >= viewports.desktop.width;

const findFooter = () => screen.findByRole('contentinfo');

/** The footer once its configuration has arrived (its link navigation is shown). */
async function findLinks() {
  const footer = await findFooter();
  const nav = await within(footer).findByRole(
    'navigation',
    { name: copy('links.label') },
    { timeout: 5000 },
  );
  return { footer, nav };
}

/** The number of grid columns of the visible link list, measured from its items' positions. */
function measuredColumns(nav: HTMLElement): number {
  const items = within(nav).getAllByRole('listitem');
  const top = Math.round(items[0]?.getBoundingClientRect().top ?? 0);
  return items.filter((item) => Math.round(item.getBoundingClientRect().top) === top).length;
}

/** Page-shell §2 Layout: the grid rule, measured at this story's width (390 or 1280). */
async function expectGridColumns(nav: HTMLElement) {
  const count = within(nav).getAllByRole('listitem').length;
  const { wide, small } = footerGridColumns(count);
  const expected = window.innerWidth >= viewports.tablet.width ? wide : small;
  await expect(measuredColumns(nav)).toBe(Math.min(expected, count));
}

/** The last policy dialog request of the story. */
const policyRequest = (loaded: Record<string, unknown>): PolicyDialogRequest | null =>
  storyStore(storyEnvironment({ loaded })).get(openPolicyDialogAtom) ?? null;

/** Focuses `link` from the keyboard's point of view and presses Enter. */
async function pressWithKeyboard(link: HTMLElement) {
  link.focus();
  await expect(link).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  // The story ends on the footer, not on a focus ring (no policy dialog is mounted here).
  link.blur();
}

const inUs = { brand: 'main', country: 'US', locale: 'en-US' } as const;

/**
 * The normal footer in every brand: interleaved links with spacers on desktop, the grid on
 * phones, phone info, social links, trust logos, the country selector and the disclaimer.
 */
export const Example: Story = {
  tags: ['text'],
  play: async ({ loaded }) => {
    const { footer, nav } = await findLinks();
    await expect(within(footer).getByText(/2026/)).toBeVisible();
    await expect(within(footer).queryByText(/\{currentYear\}/)).not.toBeInTheDocument();
    if (isDesktop()) {
      await expect(within(nav).queryByRole('list')).not.toBeInTheDocument();
    } else {
      await expectGridColumns(nav);
    }
    // The disclaimer's terms link opens the terms dialog without leaving the page. Its words
    // are the disclaimer's own (the pseudo-locale brackets only whole messages).
    const termsInDisclaimer =
      /<termsLink>(.*?)<\/termsLink>/.exec(copy('disclaimer.standard'))?.[1] ?? '';
    const terms = within(footer).getAllByRole('link', { name: exactly(termsInDisclaimer) });
    const inDisclaimer = terms[terms.length - 1] as HTMLElement;
    await pressWithKeyboard(inDisclaimer);
    await expect(policyRequest(loaded)).toEqual({ kind: 'TERMS' });
  },
};

/** Simple style: the links as a grid on every screen, then the disclaimer and copyright. */
export const Simple: Story = {
  parameters: setup({ footerStyle: 'simple' }),
  play: async () => {
    const { footer, nav } = await findLinks();
    await expectGridColumns(nav);
    await expect(within(footer).queryByRole('group')).not.toBeInTheDocument();
    await expect(within(footer).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Selection-page style: only the country selector, the copyright line and the notice. */
export const Selection: Story = {
  parameters: setup({ footerStyle: 'selection' }),
  play: async () => {
    const footer = await findFooter();
    await within(footer).findByRole('button', {}, { timeout: 5000 });
    await expect(within(footer).queryByRole('navigation')).not.toBeInTheDocument();
    await expect(within(footer).getByText(/2026/)).toBeVisible();
  },
};

/** Disclaimer-only style: the disclaimer (whatever its flags), copyright and notice. */
export const DisclaimerOnly: Story = {
  parameters: setup({ footerStyle: 'disclaimerOnly' }),
  play: async () => {
    const footer = await findFooter();
    await within(footer).findByRole(
      'link',
      { name: exactly(copy('links.terms')) },
      { timeout: 5000 },
    );
    await expect(within(footer).queryByRole('navigation')).not.toBeInTheDocument();
    await expect(within(footer).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Style none: no footer at all. */
export const None: Story = {
  tags: ['mode-brand:main'],
  parameters: { ...setup({ footerStyle: 'none' }), screenshot: { disable: true } },
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  },
};

/**
 * Main brand, US, signed out: home, about, contact and help center (new tabs, announced),
 * how it works, legal documents, law library, business solutions, affiliate program, careers.
 */
export const MainUsSignedOut: Story = {
  tags: ['mode-brand:main'],
  globals: inUs,
  play: async () => {
    const { nav } = await findLinks();
    await expect(within(nav).getByRole('link', { name: copy('links.howItWorks') })).toBeVisible();
    for (const key of ['links.contact', 'links.helpCenter']) {
      const name = `${copy(key)} ${copy('link.opensInNewTab', {}, 'ds')}`;
      const link = within(nav).getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    const home = within(nav).getByRole('link', { name: copy('links.home') });
    await expect(home).not.toHaveAttribute('target');
    await expect(within(nav).getAllByRole('link')).toHaveLength(10);
  },
};

/** Main brand, US, signed in: "how it works" is only for signed-out visitors (page-shell §6). */
export const MainUsSignedIn: Story = {
  tags: ['mode-brand:main'],
  globals: inUs,
  parameters: setup({ signedIn: true }),
  play: async () => {
    const { nav } = await findLinks();
    await expect(within(nav).getByRole('link', { name: copy('links.home') })).toBeVisible();
    await expect(
      within(nav).queryByRole('link', { name: copy('links.howItWorks') }),
    ).not.toBeInTheDocument();
  },
};

/** Main brand in Great Britain: no "how it works" (not one of its countries), British copy. */
export const MainGb: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'GB', locale: 'en-GB' },
  play: async () => {
    const { nav } = await findLinks();
    await expect(within(nav).getByRole('link', { name: /Help Centre/ })).toBeVisible();
    await expect(
      within(nav).queryByRole('link', { name: copy('links.howItWorks') }),
    ).not.toBeInTheDocument();
  },
};

/**
 * French legal-docs brand: home, how it works, terms, help center, cookie policy, about,
 * privacy, legal documents, legal notice. The cookie-policy link opens its dialog.
 */
export const FrLegal: Story = {
  tags: ['mode-brand:fr-legal'],
  globals: { brand: 'fr-legal', country: 'FR', locale: 'fr-FR' },
  play: async ({ loaded }) => {
    const { nav } = await findLinks();
    await pressWithKeyboard(within(nav).getByRole('link', { name: copy('links.cookiePolicy') }));
    await expect(policyRequest(loaded)).toEqual({ kind: 'COOKIEPOLICY' });
  },
};

/**
 * German legal-docs brand: home, about, how it works, legal documents, cancel page, editorial
 * policy, legal notice, terms, privacy, cookie policy, contact. The legal notice opens its dialog.
 */
export const DeLegal: Story = {
  tags: ['mode-brand:de-legal'],
  globals: { brand: 'de-legal', country: 'DE', locale: 'de-DE' },
  play: async ({ loaded }) => {
    const { nav } = await findLinks();
    await userEvent.click(within(nav).getByRole('link', { name: copy('links.legalNotice') }));
    await expect(policyRequest(loaded)).toEqual({ kind: 'LEGALNOTICE' });
    await expect(within(nav).getByRole('link', { name: copy('links.cancel') })).toBeVisible();
  },
};

/** Flags off: no social links, phone, trust logos, disclaimer link, careers or affiliate link. */
export const FlagsOff: Story = {
  parameters: msw(
    {},
    {
      showSocialLinks: false,
      showPhoneInfo: false,
      showBbbLogo: false,
      showPciLogo: false,
      showSslLogo: false,
      showDisclaimerLink: false,
      showCareersPageLink: false,
      showAffiliateLink: false,
    },
  ),
  play: async () => {
    const { footer } = await findLinks();
    await expect(within(footer).queryByRole('group')).not.toBeInTheDocument();
    await expect(
      within(footer).queryByRole('link', { name: copy('links.disclaimer') }),
    ).not.toBeInTheDocument();
    await expect(
      within(footer).queryByRole('link', { name: copy('links.careers') }),
    ).not.toBeInTheDocument();
    await expect(footer.querySelector('a[href^="tel:"]')).toBeNull();
  },
};

/** The horizontal middle of `element`'s box. */
const middle = (element: HTMLElement) => {
  const { left, right } = element.getBoundingClientRect();
  return (left + right) / 2;
};

/** Trust logos on the right on desktop (page-shell §3 position flags). */
export const TrustLogosRight: Story = {
  parameters: msw({}, { trustLogosLeftOnDesktop: false, trustLogosRightOnDesktop: true }),
  play: async () => {
    const { footer } = await findLinks();
    if (!isDesktop()) return;
    const logos = within(footer).getByRole('group', { name: copy('trustLogos.label') });
    await expect(logos.getBoundingClientRect().left).toBeGreaterThan(middle(footer));
  },
};

/** Both position flags: the accreditation seal on the left, payment and SSL on the right. */
export const TrustLogosBothSides: Story = {
  tags: ['mode-brand:main'],
  globals: inUs,
  parameters: msw({}, { trustLogosLeftOnDesktop: true, trustLogosRightOnDesktop: true }),
  play: async () => {
    const { footer } = await findLinks();
    if (!isDesktop()) return;
    const groups = within(footer).getAllByRole('group', { name: copy('trustLogos.label') });
    await expect(groups).toHaveLength(2);
    const [left, right] = groups as [HTMLElement, HTMLElement];
    const seal = within(left).getByRole('link');
    await expect(seal.getBoundingClientRect().right).toBeLessThan(middle(footer));
    await expect(right.getBoundingClientRect().left).toBeGreaterThan(middle(footer));
    await expect(seal).toHaveAttribute('target', '_blank');
  },
};

/** AI-assistant experiment, variation N (US, main brand): the disclaimer names the AI assistant. */
export const AiAssistant: Story = {
  tags: ['mode-brand:main'],
  globals: { ...inUs, exp_aiAssistant: 'N' },
  play: async ({ loaded }) => {
    const footer = await findFooter();
    const link = await within(footer).findByRole(
      'link',
      { name: copy('links.aiDisclaimer') },
      { timeout: 5000 },
    );
    await pressWithKeyboard(link);
    await expect(policyRequest(loaded)).toEqual({ kind: 'AIDISCLAIMER' });
  },
};

/** A Canadian product code ending in QC: the disclaimer in English and Canadian English. */
export const CanadaQcProduct: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'CA', locale: 'en-CA' },
  parameters: setup({ productCode: 'LEASEQC' }),
  play: async () => {
    const { footer } = await findLinks();
    const other = footer.querySelectorAll('p[lang]');
    await expect(other).toHaveLength(1);
    await expect(other[0]).toHaveAttribute('lang', 'en-US');
  },
};

/**
 * Quebec (page switched to English by the host page): the disclaimer in the page language and
 * in French; the French block's policy links open the French documents.
 */
export const Quebec: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'CA', locale: 'en-CA' },
  parameters: msw({}, { isQuebecRegion: true }),
  play: async ({ loaded }) => {
    const { footer } = await findLinks();
    const french = footer.querySelector<HTMLElement>('p[lang="fr-CA"]');
    await expect(french).not.toBeNull();
    const terms = within(french as HTMLElement).getByRole('link', { name: /conditions/i });
    await pressWithKeyboard(terms);
    await expect(policyRequest(loaded)).toEqual({ kind: 'TERMS', locale: 'fr-CA' });
  },
};

/** Until the configuration is synchronised: the skeleton, announced once as loading. */
export const Skeleton: Story = {
  parameters: msw({ variants: { siteConfigValues: 'loading' } }),
  play: async () => {
    const footer = await findFooter();
    await expect(within(footer).getByRole('status')).toBeInTheDocument();
    await expect(within(footer).queryByRole('link')).not.toBeInTheDocument();
  },
};

/**
 * The configuration cannot be loaded: the footer keeps what needs no configuration — the
 * policy dialogs, the country selector and the recaptcha notice.
 */
export const ConfigFailure: Story = {
  parameters: msw({ variants: { siteConfigValues: 'serverError' } }),
  play: async () => {
    const { footer, nav } = await findLinks();
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    await expect(within(footer).queryByRole('status')).not.toBeInTheDocument();
    await waitFor(() => expect(within(footer).getByRole('button')).toBeVisible());
  },
};

/** The recaptcha notice links to the provider's privacy policy and terms in new tabs. */
export const RecaptchaNotice: Story = {
  tags: ['mode-brand:main'],
  globals: inUs,
  parameters: { screenshot: { disable: true } },
  play: async () => {
    const footer = await findFooter();
    const privacy = await within(footer).findByRole(
      'link',
      {
        name: new RegExp(`^Privacy Policy ${escapeRegExp(copy('link.opensInNewTab', {}, 'ds'))}$`),
      },
      { timeout: 5000 },
    );
    await expect(privacy).toHaveAttribute('href', 'https://policies.google.com/privacy');
    await expect(privacy).toHaveAttribute('target', '_blank');
    await expect(privacy).toHaveAttribute('rel', expect.stringContaining('noreferrer'));
  },
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The whole accessible name, whatever its case (a link inside a sentence is lower case). */
function exactly(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}$`, 'i');
}
