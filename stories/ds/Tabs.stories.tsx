import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { type Key, RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CalendarIcon, DocumentIcon, StarIcon, UserIcon } from '../../src/ds/icons';
import { Tab, TabList, TabPanel, Tabs } from '../../src/ds/Tabs/Tabs';
import { Sample, useSample } from '../support/Sample';

type Args = ComponentProps<typeof Tabs> & {
  /** Story-only: show an icon before each label. */
  withIcons?: boolean;
};

const sections = [
  { id: 'overview', icon: <StarIcon /> },
  { id: 'licenses', icon: <DocumentIcon /> },
  { id: 'subscriptions', icon: <CalendarIcon /> },
  { id: 'settings', icon: <UserIcon /> },
] as const;

function AccountTabs({ withIcons, children: _, ...tabs }: Args) {
  const sample = useSample();
  return (
    <Tabs {...tabs}>
      <TabList aria-label={sample('overlays:tabs.label')}>
        {sections.map(({ id, icon }) => (
          <Tab key={id} id={id} icon={withIcons ? icon : undefined}>
            <Sample k={`overlays:tabs.${id}`} />
          </Tab>
        ))}
      </TabList>
      {sections.map(({ id }) => (
        <TabPanel key={id} id={id}>
          <Sample k={`overlays:tabs.${id}Body`} />
        </TabPanel>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Design system/Tabs',
  component: Tabs,
  args: { withIcons: false, onSelectionChange: fn(), children: null },
  argTypes: {
    defaultSelectedKey: { control: 'select', options: sections.map(({ id }) => id) },
    children: { control: false },
    onSelectionChange: { control: false },
  },
  render: (args) => <AccountTabs {...args} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Example: Story = {};

export const WithIcons: Story = { args: { withIcons: true, defaultSelectedKey: 'licenses' } };

/**
 * Keyboard: Tab focuses the selected tab; Left/Right, Home and End move between tabs and
 * select them, and the matching panel is shown.
 */
export const ArrowKeysMoveBetweenTabs: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [overview, licenses, , settings] = canvas.getAllByRole('tab') as HTMLElement[];
    await userEvent.tab();
    await expect(overview).toHaveFocus();
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(licenses).toHaveFocus();
    await expect(licenses).toHaveAttribute('aria-selected', 'true');
    await expect(overview).toHaveAttribute('aria-selected', 'false');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('licenses');
    await expect(canvas.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', licenses?.id);
    await userEvent.keyboard('{End}');
    await expect(settings).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', settings?.id);
    await userEvent.keyboard('{Home}');
    await expect(overview).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowLeft}');
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

/** A disabled tab is skipped by the arrows and cannot be selected. */
export const DisabledTab: Story = {
  args: { disabledKeys: ['licenses'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [overview, licenses, subscriptions] = canvas.getAllByRole('tab') as HTMLElement[];
    await expect(licenses).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(overview).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(subscriptions).toHaveFocus();
    await userEvent.click(licenses as HTMLElement);
    await expect(subscriptions).toHaveAttribute('aria-selected', 'true');
  },
};

/**
 * Tabs as navigation links: each tab is an `<a href>` and the route decides `selectedKey`.
 * Here a RouterProvider stands in for the app's router (the hash is the route).
 */
function LinkTabs() {
  const sample = useSample();
  const [selected, setSelected] = useState<Key>('subscriptions');
  return (
    <RouterProvider navigate={(href) => setSelected(href.replace('#', ''))}>
      <Tabs selectedKey={selected}>
        <TabList aria-label={sample('overlays:tabs.label')}>
          {sections.map(({ id }) => (
            <Tab key={id} id={id} href={`#${id}`}>
              <Sample k={`overlays:tabs.${id}`} />
            </Tab>
          ))}
        </TabList>
        {sections.map(({ id }) => (
          <TabPanel key={id} id={id}>
            <Sample k={`overlays:tabs.${id}Body`} />
          </TabPanel>
        ))}
      </Tabs>
    </RouterProvider>
  );
}

export const AsLinks: Story = {
  render: () => <LinkTabs />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    for (const [index, tab] of tabs.entries()) {
      await expect(tab.tagName).toBe('A');
      await expect(tab).toHaveAttribute('href', `#${sections[index]?.id}`);
    }
    await expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tabs[3] as HTMLElement);
    await expect(tabs[3]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabs[3]?.id);
  },
};
