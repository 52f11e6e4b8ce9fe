import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProjectTiles } from '../../../src/account/projects';
import { members } from '../../../src/platform/fixtures';
import { mockApi } from '../../../src/platform/mocks/handlers';
import { copy } from '../../support/copy';
import { AccountStory } from '../support/AccountStory';

const meta = {
  title: 'Account/Projects/ProjectTiles',
  component: ProjectTiles,
  render: (args) => (
    <AccountStory member={members.several} path="/overview">
      <ProjectTiles {...args} />
    </AccountStory>
  ),
  parameters: { msw: { handlers: mockApi({ member: members.several }) } },
} satisfies Meta<typeof ProjectTiles>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two started projects, each a tile linking to its dashboard on the site (the tile's path
 * resolved on the site's origin), with the count.
 */
export const Example: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 3, name: copy('projects:title') }),
    ).toBeVisible();
    const tile = await canvas.findByRole('link', { name: 'Estate plan' }, { timeout: 5000 });
    await expect(new URL(tile.getAttribute('href') ?? '').pathname).toBe('/estate-dashboard/');
    await expect(canvas.getByText(copy('projects:count', { count: 2 }))).toBeVisible();
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
  },
};

/**
 * No dashboards: the server's "Could not find any dashboards for secureId" error is an empty
 * list (client rule), so no dialog: "no projects yet" and a link to start one.
 */
export const Empty: Story = {
  parameters: {
    msw: { handlers: mockApi({ member: members.several, variants: { projectTiles: 'empty' } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(copy('projects:empty'), {}, { timeout: 5000 }),
    ).toBeVisible();
    const start = canvas.getByRole('link', { name: copy('projects:start') });
    await expect(new URL(start.getAttribute('href') ?? '').pathname).toBe('/legal-documents/');
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};
