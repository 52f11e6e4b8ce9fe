import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { OverviewPage } from '../../../src/account/overview/OverviewPage';
import { type MemberFixture, members } from '../../../src/platform/fixtures';
import { type MockApiOptions, mockApi } from '../../../src/platform/mocks/handlers';
import { copy } from '../../support/copy';
import { routerPath, storyEnvironment } from '../../support/storyEnvironment';
import { AccountStory } from '../support/AccountStory';

const meta = {
  title: 'Account/Overview/OverviewPage',
  component: OverviewPage,
  args: { member: members.several },
  argTypes: { member: { control: false } },
  render: ({ member }) => (
    <AccountStory member={member} path="/overview">
      <OverviewPage />
    </AccountStory>
  ),
  // The screenshot shows the page once every section has its data (or its error): a play that
  // waited for one section only was captured with the others still loading on a busy machine.
  afterEach: async ({ canvasElement, parameters }) => {
    if (!parameters.showsLoading) await settled(canvasElement);
  },
} satisfies Meta<{ member: MemberFixture }>;
export default meta;
type Story = StoryObj<typeof meta>;

const handlers = (member: MemberFixture, options: MockApiOptions = {}) => ({
  msw: { handlers: mockApi({ member, ...options }) },
});

/** Quick actions show only in US, CA and GB (§9): the countries of the 8 modes decide. */
const quickActionsCountries = ['US', 'CA', 'GB'];

/** Every section has its data or its error: no skeleton is left. */
function settled(canvasElement: HTMLElement) {
  return waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), {
    timeout: 10_000,
  });
}

async function findTitle(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('heading', {
    level: 2,
    name: copy('account:pages.overview'),
  });
}

/** The plan list, once loaded. */
async function findPlans(canvasElement: HTMLElement) {
  const section = await within(canvasElement).findByRole(
    'heading',
    { level: 3, name: copy('account:overview.plans.title') },
    { timeout: 5000 },
  );
  return section.parentElement as HTMLElement;
}

/**
 * Several subscriptions (yearly and PayPal monthly renewing, one cancelled; an expired and a
 * library purchase counted), three licenses (two active), four saved cards (one expired but
 * paying nothing), two project tiles, the shortcuts; in US, CA and GB the quick-actions card
 * (control).
 */
export const Example: Story = {
  parameters: handlers(members.several),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement);
    const plans = await findPlans(canvasElement);
    const rows = await within(plans).findAllByRole('heading', { level: 4 });
    await expect(rows).toHaveLength(3);
    await expect(
      within(plans).getByText(copy('account:overview.plans.more', { count: 2 })),
    ).toBeVisible();
    await expect(
      await canvas.findByText(copy('account:overview.cards.expiredUnused', { count: 1 })),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: 'Estate plan' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 3, name: copy('account:overview.tasks.title') }),
    ).toBeVisible();
    const quickActions = canvas.queryByRole('heading', {
      level: 3,
      name: copy('account:quickActions.title'),
    });
    if (quickActionsCountries.includes(String(globals.country))) {
      await waitFor(() =>
        expect(
          canvas.getByRole('heading', { level: 3, name: copy('account:quickActions.title') }),
        ).toBeVisible(),
      );
    } else {
      await expect(quickActions).toBeNull();
    }
  },
};

/** A free member with nothing yet: every section says so and offers the next step. */
export const NewMember: Story = {
  args: { member: members.noSubscriptions },
  parameters: handlers(members.noSubscriptions),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement);
    // Each section loads on its own: wait for each as long as for the plans (findPlans).
    const loaded = { timeout: 5000 };
    for (const key of [
      'subscriptions:empty',
      'subscriptions:licenses.empty',
      'paymentMethods:empty',
      'projects:empty',
    ] as const) {
      await expect(await canvas.findByText(copy(key), {}, loaded)).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: copy('projects:start') })).toBeVisible();
  },
};

/**
 * The card paying an active plan has expired: a warning at the top links to Settings, the plan
 * says its card expired, and the saved-cards section repeats it.
 */
export const ExpiredCard: Story = {
  args: { member: members.expiredCard },
  parameters: handlers(members.expiredCard),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const warning = await canvas.findByRole(
      'heading',
      { level: 3, name: copy('account:overview.cards.expiredTitle') },
      { timeout: 5000 },
    );
    const region = warning.closest('section') as HTMLElement;
    await expect(
      within(region).getByText(
        copy('account:overview.cards.expiredBody', { last4: '5454', count: 1 }),
      ),
    ).toBeVisible();
    await expect(
      within(region).getByRole('link', { name: copy('paymentMethods:actions.update') }),
    ).toHaveAttribute('href', expect.stringMatching(/\/settings$/));
    // The plan list is its own section: it may still be loading when the warning shows.
    await expect(
      await canvas.findByText(copy('account:overview.plans.cardExpired'), {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Every call still loading: the title, the shortcuts and a skeleton per section. */
export const Loading: Story = {
  parameters: { ...handlers(members.several, { all: 'loading' }), showsLoading: true },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement);
    await expect(within(canvasElement).getAllByRole('status').length).toBeGreaterThan(2);
  },
};

/**
 * One section failed (the saved cards; their call shows no dialog): it says so and offers
 * "Try again", while the plans, licenses and projects load as usual.
 */
export const OneSectionFailed: Story = {
  parameters: handlers(members.several, { variants: { paymentMethods: 'failure' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPlans(canvasElement);
    await expect(await canvas.findByText(copy('account:overview.sectionFailed'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: copy('common:actions.tryAgain') }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: 'Estate plan' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

/**
 * Quick actions at variation N (main brand, US): a menu button at the end of the title row;
 * here opened, its menu of actions below it.
 */
export const QuickActionsFab: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'US', locale: 'en-US', exp_quickActionsFab: 'N' },
  parameters: handlers(members.activeYearly),
  args: { member: members.activeYearly },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole(
      'button',
      { name: copy('account:quickActions.title') },
      { timeout: 5000 },
    );
    await userEvent.click(button);
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(6);
  },
};

/**
 * US experiments at N: promo cards for what the member does not hold yet (an estate-bundle
 * member is offered the business and real estate bundles) and the partner offers.
 */
export const PartnerOffersAndPromoCards: Story = {
  tags: ['mode-brand:main'],
  globals: {
    brand: 'main',
    country: 'US',
    locale: 'en-US',
    exp_partnerOffers: 'N',
    exp_promoCards: 'N',
  },
  args: { member: members.estateBundle },
  parameters: handlers(members.estateBundle),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const promoHeading = await canvas.findByRole(
      'heading',
      { level: 3, name: copy('account:promoCards.title') },
      { timeout: 5000 },
    );
    const promos = within(promoHeading.closest('section') as HTMLElement);
    await expect(promos.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      copy('account:promoCards.businessBundle.title'),
      copy('account:promoCards.realEstateBundle.title'),
    ]);
    await expect(
      canvas.getByRole('heading', { level: 3, name: copy('account:partnerOffers.title') }),
    ).toBeVisible();
    const notary = canvas.getByRole('link', {
      name: copy('account:partnerOffers.onlineNotary.cta'),
    });
    await expect(new URL(notary.getAttribute('href') ?? '').pathname).toBe('/online-notary/');
  },
};

/**
 * Canada (main brand, en-CA): quick actions show (card), and "Notarize a document" goes to the
 * separate booking service in a new tab; the federal incorporation package is Canada's.
 */
export const Canada: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'CA', locale: 'en-CA' },
  args: { member: members.canada },
  parameters: handlers(members.canada),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole(
      'heading',
      { level: 3, name: copy('account:quickActions.title') },
      { timeout: 5000 },
    );
    const card = heading.parentElement as HTMLElement;
    const notary = within(card).getByRole('link', {
      name: new RegExp(copy('account:quickActions.notarize')),
    });
    await expect(notary).toHaveAttribute('target', '_blank');
    await expect(notary.getAttribute('href')).toMatch(/^https:\/\/notary-booking\.example\.com\//);
  },
};

/**
 * Germany (German brand): no quick actions (only US, CA, GB) and no trust widget (§6); the
 * plans, licenses and cards in German.
 */
export const Germany: Story = {
  tags: ['mode-brand:de-legal'],
  globals: { brand: 'de-legal', country: 'DE', locale: 'de-DE' },
  args: { member: members.germany },
  parameters: handlers(members.germany),
  play: async ({ canvasElement, loaded }) => {
    const environment = storyEnvironment({ loaded });
    const canvas = within(canvasElement);
    await findPlans(canvasElement);
    await expect(
      await canvas.findByText(copy('subscriptions:state.cancelled'), {}, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() => expect(routerPath(environment)).toBe('/overview'));
    await expect(await canvas.findByText(copy('account:overview.licenses.view'))).toBeVisible();
    await expect(
      canvas.queryByRole('heading', { name: copy('account:quickActions.title') }),
    ).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: copy('account:quickActions.title') }),
    ).toBeNull();
  },
};
