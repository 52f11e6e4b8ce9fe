import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  CancelLandingPage,
  CancellationGatewayPage,
} from '../../../src/account/cancellation/screens';
import { members } from '../../../src/platform/fixtures';
import { mockApi } from '../../../src/platform/mocks/handlers';
import { copy } from '../../support/copy';
import { routerPath, storyEnvironment } from '../../support/storyEnvironment';
import { AccountStory } from '../support/AccountStory';

/**
 * The top-level gateway (`/cancel`, no query): the member's cancellable subscriptions, each
 * leading into its cancel flow (the funnel in US/CA/GB/AU, the plain page elsewhere).
 */
const meta = {
  title: 'Account/Cancellation/CancellationGatewayPage',
  component: CancellationGatewayPage,
  parameters: { layout: 'padded' },
  render: (_args, { parameters }) => (
    <AccountStory
      member={parameters.member ?? members.several}
      path="/cancel"
      routes={[{ path: '/subscriptions/cancel_v2', element: <CancelLandingPage /> }]}
    >
      <CancellationGatewayPage />
    </AccountStory>
  ),
} satisfies Meta<typeof CancellationGatewayPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Several subscriptions: only the two that still renew are offered. */
export const Example: Story = {
  tags: ['text'],
  parameters: { msw: { handlers: mockApi({ member: members.several }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByTestId('cancellation-gateway', {}, { timeout: 5000 }),
    ).toBeVisible();
    // "Cancel {{name}}" in the page's language, whatever the name (the pseudo-locale brackets it).
    const [before = '', after = ''] = copy('cancellation:gateway.choose', { name: '\u0000' })
      .split('\u0000')
      .map((part) => part.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    await expect(
      canvas.getAllByRole('link', { name: new RegExp(`^${before}.+${after}$`) }),
    ).toHaveLength(2);
  },
};

/** One renewing subscription: straight into its funnel (US). */
export const StraightIn: Story = {
  tags: ['mode-brand:main'],
  parameters: {
    screenshot: { disable: true },
    member: members.activeMonthly,
    msw: { handlers: mockApi({ member: members.activeMonthly }) },
  },
  play: async ({ canvasElement, loaded }) => {
    const environment = storyEnvironment({ loaded });
    await expect(
      await within(canvasElement).findByTestId('cancel-landing', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(routerPath(environment)).toContain('/subscriptions/cancel_v2?subscriptionId=1001');
  },
};
