import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { LicensesPage } from '../../../src/account/licenses/screens';
import { type MemberFixture, members } from '../../../src/platform/fixtures';
import { type MockApiOptions, mockApi } from '../../../src/platform/mocks/handlers';
import { loadShellAlertDialog } from '../../../src/shell/alerts';
import { copy } from '../../support/copy';
import { findOverlay } from '../../support/findOverlay';
import { preloadChunks } from '../../support/preloadChunks';
import { AccountStory, requestLog } from '../support/AccountStory';

const log = requestLog();

const meta = {
  title: 'Account/Licenses/LicensesPage',
  component: LicensesPage,
  loaders: [preloadChunks(loadShellAlertDialog)],
  args: { member: members.several },
  argTypes: { member: { control: false } },
  render: ({ member }) => (
    <AccountStory member={member} path="/licenses">
      <LicensesPage />
    </AccountStory>
  ),
  beforeEach: () => log.clear(),
} satisfies Meta<{ member: MemberFixture }>;
export default meta;
type Story = StoryObj<typeof meta>;

const handlers = (member: MemberFixture, options: MockApiOptions = {}) => ({
  msw: { handlers: mockApi({ member, onRequest: log.onRequest, ...options }) },
});

const findTitle = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', {
    level: 2,
    name: copy('account:pages.documentLicenses'),
  });

/** The prominent account license label: its caption and value, read together. */
async function expectLabel(canvasElement: HTMLElement, key: string) {
  const canvas = within(canvasElement);
  const caption = await canvas.findByText(copy('subscriptions:licenses.accountStatus'));
  await expect(caption).toBeVisible();
  await expect(canvas.getByText(copy(`subscriptions:${key}`))).toBeVisible();
}

/**
 * Several licenses in every state (never expires, renews, expired) for a member with an active
 * yearly plan: "Active Annual". The list is a real list; each license is a level-3 heading.
 */
export const Example: Story = {
  parameters: handlers(members.several),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement);
    await expectLabel(canvasElement, 'license.activeAnnual');
    const list = await canvas.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    // Active first, then the expired one.
    await expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Last Will and Testament', 'Residential Lease Agreement', 'Power of Attorney']);
    await expect(
      within(items[0] as HTMLElement).getByText(copy('subscriptions:licenses.noExpiry')),
    ).toBeVisible();
    await expect(
      within(items[0] as HTMLElement).getByText(copy('subscriptions:licenses.active')),
    ).toBeVisible();
    await expect(
      within(items[2] as HTMLElement).getByText(copy('subscriptions:licenses.expired')),
    ).toBeVisible();
    await expect((await log.of('licenses')).length).toBe(1);
  },
};

/** A monthly plan: "Active Monthly". */
export const ActiveMonthly: Story = {
  tags: ['mode-brand:main'],
  args: { member: members.activeMonthly },
  parameters: handlers(members.activeMonthly),
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement);
    await expectLabel(canvasElement, 'license.activeMonthly');
  },
};

/** A cancelled plan but a license still running: "Active Document License". */
export const ActiveDocumentLicense: Story = {
  tags: ['mode-brand:main'],
  args: { member: members.cancelled },
  parameters: handlers(members.cancelled),
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement);
    await expectLabel(canvasElement, 'license.activeDocumentLicense');
  },
};

/** An initial trial and no license: "Active Trial", and the empty list. */
export const ActiveTrial: Story = {
  tags: ['mode-brand:main'],
  args: { member: members.initialTrial },
  parameters: handlers(members.initialTrial),
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement);
    await expectLabel(canvasElement, 'license.activeTrial');
    await expect(
      await within(canvasElement).findByText(copy('subscriptions:licenses.empty')),
    ).toBeVisible();
  },
};

/** No plan and no license: the empty sentence and no label at all (§4 "or empty"). */
export const Empty: Story = {
  args: { member: members.noSubscriptions },
  parameters: handlers(members.noSubscriptions),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement);
    await expect(await canvas.findByText(copy('subscriptions:licenses.empty'))).toBeVisible();
    await expect(canvas.queryByText(copy('subscriptions:licenses.accountStatus'))).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** While the licenses load: card-shaped skeletons, announced once as loading. */
export const Loading: Story = {
  parameters: handlers(members.several, { variants: { licenses: 'loading' } }),
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement);
    const busy = await within(canvasElement).findAllByRole('status');
    await expect(busy.length).toBeGreaterThan(0);
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/**
 * The licenses fail to load: the API client's error dialog (§8) and, once it is closed, the
 * inline failed state with "Try again".
 */
export const Failed: Story = {
  parameters: handlers(members.several, { variants: { licenses: 'failure' } }),
  play: async ({ canvasElement }) => {
    const dialog = await findOverlay(screen, 'alertdialog', {}, { timeout: 5000 });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).not.toBeInTheDocument();
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(copy('subscriptions:licenses.loadFailed'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: copy('common:actions.tryAgain') }),
    ).toBeVisible();
    // No label when the data behind it failed.
    await expect(canvas.queryByText(copy('subscriptions:licenses.accountStatus'))).toBeNull();
  },
};
