import type { Meta, StoryObj } from '@storybook/react-vite';
import { useAtomValue } from 'jotai';
import { expect, within } from 'storybook/test';
import {
  type CardModelInput,
  subscriptionCardModel,
  type UpgradePathFields,
} from '../../../src/account/subscriptions/rules';
import { SubscriptionCard } from '../../../src/account/subscriptions/SubscriptionCard';
import { Badge } from '../../../src/ds/Badge/Badge';
import { Inline, Stack, Tiles } from '../../../src/ds/layout';
import type { Subscription } from '../../../src/platform/api/contract';
import { siteConfigFor } from '../../../src/platform/fixtures';
import { subscriptions, upgradePathFor } from '../../../src/platform/fixtures/members';
import { siteContextAtom } from '../../../src/platform/site/atoms';
import { copy } from '../../support/copy';

const host = 'www.legal-docs.example.com';

interface CardStoryProps {
  /** The subscription (its country becomes the story's). */
  subscription: Subscription;
  upgradePaths?: UpgradePathFields[];
  variations?: CardModelInput['variations'];
  promo?: boolean;
  headingLevel?: 2 | 3;
}

/** Story-only: the card fed the view model of a fixture in the story's site and language. */
function CardFromFixture({
  subscription,
  upgradePaths = [],
  variations = {},
  promo = false,
  headingLevel = 2,
}: CardStoryProps) {
  const { brand, country, locale } = useAtomValue(siteContextAtom);
  const model = subscriptionCardModel({
    subscription: { ...subscription, countryCode: country },
    country,
    locale,
    host,
    upgradePaths,
    variations,
    promo,
  });
  return (
    <SubscriptionCard
      model={model}
      brandName={siteConfigFor(brand, country).sitebrand}
      headingLevel={headingLevel}
    />
  );
}

/**
 * One subscription card (account-dashboard §2–§4, §9), props only: the view model of
 * `subscriptionCardModel`. Stories build it from the fixtures in the mode's country and locale.
 */
const meta = {
  title: 'Account/Subscriptions/SubscriptionCard',
  component: CardFromFixture,
  args: {
    subscription: subscriptions.activeMonthly,
    upgradePaths: [upgradePathFor(subscriptions.activeMonthly.subscriptionId)],
  },
  argTypes: { subscription: { control: false }, upgradePaths: { control: false } },
} satisfies Meta<typeof CardFromFixture>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An active monthly plan with receipts and an upgrade to the yearly plan. */
export const Example: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: copy('subscriptions:kinds.trialSubscription') }),
    ).toBeVisible();
    await expect(canvas.getByText(copy('subscriptions:state.active'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: copy('subscriptions:actions.upgrade') }),
    ).toHaveAttribute('type', 'submit');
    const receipts = canvas.getAllByRole('link', {
      name: new RegExp(copy('subscriptions:receipts.viewFor', { date: '.+' })),
    });
    await expect(receipts).toHaveLength(2);
    await expect(receipts[0]).toHaveAttribute('target', '_blank');
    await expect(
      canvas.getByRole('link', { name: copy('subscriptions:actions.cancel') }),
    ).toBeVisible();
  },
};

const gbWithTax: Subscription = {
  ...subscriptions.activeMonthly,
  subscriptionId: 1101,
  taxAmount: 6.66,
  taxCode: 'VAT',
  receipts: [],
};

/**
 * Every state and what changes with it: active monthly and yearly, the initial trial, cancelled
 * (access until, reactivate), expired, library, PayPal, three-monthly with a pending refund, and
 * a plan with tax. Each card says its state in words in its badge.
 */
export const States: Story = {
  tags: ['text'],
  render: () => (
    <Tiles space="md" columns={{ mobile: 1, desktop: 2 }}>
      <CardFromFixture subscription={subscriptions.activeMonthly} />
      <CardFromFixture subscription={subscriptions.activeYearly} />
      <CardFromFixture subscription={subscriptions.initialTrial} />
      <CardFromFixture subscription={subscriptions.cancelled} />
      <CardFromFixture subscription={subscriptions.expired} />
      <CardFromFixture subscription={subscriptions.library} />
      <CardFromFixture subscription={subscriptions.payPalMonthly} />
      <CardFromFixture subscription={subscriptions.quarterlyRefundPending} />
      <CardFromFixture subscription={gbWithTax} />
    </Tiles>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('heading', { level: 2 });
    for (const key of ['active', 'initialTrial', 'cancelled', 'expired', 'library']) {
      await expect(canvas.getAllByText(copy(`subscriptions:state.${key}`)).length).toBeGreaterThan(
        0,
      );
    }
    await expect(canvas.getAllByText(copy('subscriptions:refund.pending'))).toHaveLength(1);
    await expect(
      canvas.getAllByRole('button', { name: copy('subscriptions:actions.reactivate') }),
    ).toHaveLength(1);
    // Cancel on what renews: active monthly, yearly, trial, PayPal, quarterly, with tax.
    await expect(
      canvas.getAllByRole('link', { name: copy('subscriptions:actions.cancel') }),
    ).toHaveLength(6);
  },
};

/** Every display kind of §3, one card each (the kinds' names, side by side). */
export const Kinds: Story = {
  tags: ['text'],
  render: () => (
    <Tiles space="md" columns={{ mobile: 1, desktop: 2 }}>
      {[
        subscriptions.activeMonthly,
        subscriptions.activeYearly,
        subscriptions.allAccess,
        subscriptions.estateBundle,
        subscriptions.realEstateBundle,
        subscriptions.businessBundle,
        subscriptions.legalClub,
        subscriptions.legalAdvice,
        subscriptions.library,
        { ...subscriptions.activeYearly, subscriptionId: 1199, originalBuyOptionName: 'new_plan' },
      ].map((s) => (
        <CardFromFixture
          key={s.subscriptionId}
          subscription={{ ...s, receipts: [] }}
          // The compact, classic card: the kinds are the point here.
          variations={{ subscriptionCardRefinement: 'C' }}
        />
      ))}
    </Tiles>
  ),
};

const canada = { brand: 'main', country: 'CA', locale: 'en-CA' };

/** §9 Canada at the control: the classic card, facts as lines of text. */
export const CanadaClassic: Story = {
  tags: ['mode-brand:main'],
  globals: { ...canada, exp_subscriptionCardRefinement: 'C' },
  render: () => (
    <Stack space="md">
      <CardFromFixture subscription={subscriptions.activeYearly} />
      <CardFromFixture subscription={subscriptions.cancelled} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('heading', { level: 2 });
    await expect(canvas.queryByRole('term')).not.toBeInTheDocument();
  },
};

/**
 * §9 Canada at variation N: the refined card leads with a summary — the date that matters, the
 * price with tax and what pays — as labelled tiles.
 */
export const CanadaRefined: Story = {
  tags: ['mode-brand:main'],
  globals: { ...canada, exp_subscriptionCardRefinement: 'N' },
  render: () => (
    <Stack space="md">
      <CardFromFixture
        subscription={subscriptions.activeYearly}
        variations={{ subscriptionCardRefinement: 'N' }}
      />
      <CardFromFixture
        subscription={subscriptions.cancelled}
        variations={{ subscriptionCardRefinement: 'N' }}
      />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('heading', { level: 2 });
    await expect(canvas.getAllByText(copy('subscriptions:dateLabels.nextCharge'))).toHaveLength(1);
    await expect(canvas.getAllByText(copy('subscriptions:dateLabels.accessUntil'))).toHaveLength(1);
  },
};

/** §9 US with the promo cards experiment on: offers become highlighted promo cards. */
export const PromoOverrides: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'US', locale: 'en-US', exp_promoCards: 'N' },
  args: { promo: true },
};

const allAccessPath = upgradePathFor(
  subscriptions.activeYearly.subscriptionId,
  'subscription_year_renew_all_access',
);

/**
 * §9 Bundle-subscription experiments (US), one card per variation: phase 1 N (the all-access
 * yearly addition with its price), F (without a price), Y (in place of the upgrade), and the RO
 * experiment at Y (yearly plans only). A monthly plan at N has no yearly price: the offer shows
 * without one (and "No yearly price found" is logged, see the unit tests).
 */
export const BundleOffers: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'US', locale: 'en-US' },
  render: () => (
    <Tiles space="md" columns={{ mobile: 1, desktop: 2 }}>
      {(
        [
          ['N', 'C', subscriptions.activeYearly],
          ['F', 'C', subscriptions.activeYearly],
          ['Y', 'C', subscriptions.activeYearly],
          ['C', 'Y', subscriptions.activeYearly],
          ['N', 'C', subscriptions.activeMonthly],
        ] as const
      ).map(([phase1, ro, s]) => (
        <Stack key={`${phase1}${ro}${s.subscriptionId}`} space="xs">
          <Inline space="xs">
            <Badge>{`phase 1: ${phase1} · RO: ${ro}`}</Badge>
          </Inline>
          <CardFromFixture
            subscription={{ ...s, receipts: [] }}
            upgradePaths={[
              allAccessPath,
              upgradePathFor(subscriptions.activeMonthly.subscriptionId),
            ]}
            variations={{ bundleSubscriptionPhase1: phase1, bundleSubscriptionPhase1Ro: ro }}
          />
        </Stack>
      ))}
    </Tiles>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('heading', { level: 2 });
    await expect(
      canvas.getAllByRole('button', { name: copy('upgrade:allAccess.cta') }),
    ).toHaveLength(5);
    // The offer's price on the three yearly cards that show it, besides the price of the four
    // yearly plans themselves (the same words: $95.88 a year).
    await expect(
      canvas.getAllByText(copy('upgrade:allAccess.price', { price: '$95.88' })),
    ).toHaveLength(3 + 4);
  },
};
