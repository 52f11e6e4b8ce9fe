import type { Meta, StoryObj } from '@storybook/react-vite';
import { useStore } from 'jotai';
import { type ReactNode, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MemberBenefits } from '../../../src/account/overview';
import { members } from '../../../src/platform/fixtures';
import { mockApi } from '../../../src/platform/mocks/handlers';
import { locationAtom } from '../../../src/shell/country-selector';
import { copy } from '../../support/copy';
import {
  routerPath,
  type StoryEnvironment,
  storyEnvironment,
} from '../../support/storyEnvironment';
import { AccountStory } from '../support/AccountStory';

/** Story-only: the page location's current region (page-shell §3), as `loc` would set it. */
function InRegion({ region, children }: { region: string; children: ReactNode }) {
  const store = useStore();
  useState(() => {
    store.set(locationAtom, (current) => ({ ...current, currentRegion: { regionCode: region } }));
    return null;
  });
  return children;
}

const meta = {
  title: 'Account/Overview/MemberBenefits',
  component: MemberBenefits,
  render: (args) => (
    <AccountStory member={members.activeYearly} path="/overview">
      <MemberBenefits {...args} />
    </AccountStory>
  ),
  parameters: { msw: { handlers: mockApi({ member: members.activeYearly }) } },
} satisfies Meta<typeof MemberBenefits>;
export default meta;
type Story = StoryObj<typeof meta>;

const CA = { brand: 'main', country: 'CA', locale: 'en-CA' };

async function expectShown(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('heading', { level: 3, name: copy('account:memberBenefits.title') }),
  ).toBeVisible();
  await expect(canvas.getByText(copy('account:memberBenefits.eSign'))).toBeVisible();
  const link = canvas.getByRole('link', { name: copy('account:links.eSignature') });
  const href = new URL(link.getAttribute('href') ?? '', 'http://x.test');
  await expect(href.pathname).toBe('/esign/');
  // Keyboard: the link is reachable with Tab.
  for (let i = 0; i < 5 && document.activeElement !== link; i += 1) await userEvent.tab();
  await expect(link).toHaveFocus();
  await expect(Object.fromEntries(href.searchParams)).toEqual({
    utm_source: 'my-account',
    utm_medium: 'dashboard',
    utm_campaign: 'member-benefits',
  });
}

async function expectHidden(canvasElement: HTMLElement, environment: StoryEnvironment) {
  const canvas = within(canvasElement);
  // The page has settled on its route, and the variation and site had time to arrive.
  await waitFor(() => expect(routerPath(environment)).toBe('/overview'));
  await new Promise((resolve) => setTimeout(resolve, 300));
  await expect(canvas.queryByRole('heading')).toBeNull();
  await expect(canvas.queryByRole('link')).toBeNull();
}

/**
 * The mode's site with the e-sign expansion experiment at N: shown in the US and GB
 * (legal-contracts), hidden in FR and DE where the benefit is not offered (§6).
 */
export const Example: Story = {
  globals: { exp_esignExpansionHeader: 'N' },
  play: async ({ canvasElement, globals, loaded }) => {
    if (globals.country === 'FR' || globals.country === 'DE') {
      await expectHidden(canvasElement, storyEnvironment({ loaded }));
      return;
    }
    await expectShown(canvasElement);
  },
};

/** The US: shown whatever the experiment says (control here). */
export const UnitedStates: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'US', locale: 'en-US', exp_esignExpansionHeader: 'C' },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => expectShown(canvasElement),
};

/** Canada at variation N of the e-sign expansion experiment: shown. */
export const CanadaVariationN: Story = {
  tags: ['mode-brand:main'],
  globals: { ...CA, exp_esignExpansionHeader: 'N' },
  play: async ({ canvasElement }) => expectShown(canvasElement),
};

/** Canada in the control (C): hidden. */
export const CanadaControlHidden: Story = {
  tags: ['mode-brand:main'],
  globals: { ...CA, exp_esignExpansionHeader: 'C' },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) =>
    expectHidden(canvasElement, storyEnvironment({ loaded })),
};

/**
 * Canada at N, but the member is in Quebec, which the site configuration lists among the
 * unsupported regions (`unsupportedRegions: "QC"`): hidden.
 */
export const UnsupportedRegionHidden: Story = {
  tags: ['mode-brand:main'],
  globals: { ...CA, exp_esignExpansionHeader: 'N' },
  parameters: { screenshot: { disable: true } },
  render: (args) => (
    <InRegion region="QC">
      <AccountStory member={members.canada} path="/overview">
        <MemberBenefits {...args} />
      </AccountStory>
    </InRegion>
  ),
  play: async ({ canvasElement, loaded }) =>
    expectHidden(canvasElement, storyEnvironment({ loaded })),
};

/** Canada at N in a supported region (Ontario): shown. */
export const SupportedRegionShown: Story = {
  tags: ['mode-brand:main'],
  globals: { ...CA, exp_esignExpansionHeader: 'N' },
  parameters: { screenshot: { disable: true } },
  render: (args) => (
    <InRegion region="ON">
      <AccountStory member={members.canada} path="/overview">
        <MemberBenefits {...args} />
      </AccountStory>
    </InRegion>
  ),
  play: async ({ canvasElement }) => expectShown(canvasElement),
};
