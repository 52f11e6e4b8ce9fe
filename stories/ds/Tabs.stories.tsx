import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { type Key, RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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
  tags: ['primitive'],
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

const narrow = { maxWidth: '20rem' } as const;

const listOf = async (canvasElement: HTMLElement) =>
  (await within(canvasElement).findByRole('tablist')) as HTMLElement;

/** A tab is fully visible when it lies inside the tab list's box (half a pixel of rounding). */
async function expectFullyVisible(tab: HTMLElement, list: HTMLElement) {
  const bounds = list.getBoundingClientRect();
  const rect = tab.getBoundingClientRect();
  await expect(rect.left).toBeGreaterThanOrEqual(bounds.left - 0.5);
  await expect(rect.right).toBeLessThanOrEqual(bounds.right + 0.5);
}

/**
 * Tabs that do not fit (here a 20rem column, as on a phone) scroll sideways. A fade marks each
 * edge with more tabs behind it, following the scroll position (swipe or trackpad).
 */
export const ScrollsWhenTabsDoNotFit: Story = {
  render: (args) => (
    <div style={narrow}>
      <AccountTabs {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = await listOf(canvasElement);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await waitFor(() => expect(list).toHaveAttribute('data-overflow-end'));
    await expect(list).not.toHaveAttribute('data-overflow-start');
    list.scrollLeft = 40;
    await waitFor(() => expect(list).toHaveAttribute('data-overflow-start'));
    await expect(list).toHaveAttribute('data-overflow-end');
    list.scrollLeft = list.scrollWidth;
    await waitFor(() => expect(list).not.toHaveAttribute('data-overflow-end'));
    await expect(list).toHaveAttribute('data-overflow-start');
    // Labels are never truncated: each tab is as wide as its text.
    for (const tab of within(list).getAllByRole('tab')) {
      await expect(tab.scrollWidth).toBeLessThanOrEqual(tab.clientWidth);
    }
    list.scrollLeft = 0;
    await waitFor(() => expect(list).not.toHaveAttribute('data-overflow-start'));
  },
};

/** Keyboard: every tab the arrows, End and Home reach is scrolled fully into view. */
export const KeyboardRevealsFocusedTab: Story = {
  render: (args) => (
    <div style={narrow}>
      <AccountTabs {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = await listOf(canvasElement);
    const tabs = within(list).getAllByRole('tab');
    await userEvent.tab();
    await expect(tabs[0]).toHaveFocus();
    for (const tab of tabs.slice(1)) {
      await userEvent.keyboard('{ArrowRight}');
      await expect(tab).toHaveFocus();
      await waitFor(() => expectFullyVisible(tab, list));
    }
    await waitFor(() => expect(list).toHaveAttribute('data-overflow-start'));
    await userEvent.keyboard('{Home}');
    await expect(tabs[0]).toHaveFocus();
    await waitFor(() => expectFullyVisible(tabs[0] as HTMLElement, list));
    await userEvent.keyboard('{End}');
    await waitFor(() => expectFullyVisible(tabs[3] as HTMLElement, list));
  },
};

/** A tab selected up front (e.g. from the route) starts scrolled into view. */
export const SelectedTabStartsInView: Story = {
  args: { defaultSelectedKey: 'settings' },
  render: (args) => (
    <div style={narrow}>
      <AccountTabs {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = await listOf(canvasElement);
    const settings = within(list).getAllByRole('tab')[3] as HTMLElement;
    await expect(settings).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expectFullyVisible(settings, list));
  },
};

/** The page as the tabs' width: all four labels whole, a fade where more tabs are hidden. */
async function fourWholeTabs(canvasElement: HTMLElement) {
  const list = await listOf(canvasElement);
  const tabs = within(list).getAllByRole('tab');
  await expect(tabs).toHaveLength(4);
  for (const tab of tabs) await expect(tab.scrollWidth).toBeLessThanOrEqual(tab.clientWidth);
  const overflows = list.scrollWidth > list.clientWidth;
  await waitFor(() => expect(list.hasAttribute('data-overflow-end')).toBe(overflows));
}

/** The dashboard's four tabs in French, at the viewport's width. */
export const French: Story = {
  globals: { locale: 'fr-FR' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('tab', { name: 'Licences de documents' });
    await fourWholeTabs(canvasElement);
  },
};

/** The dashboard's four tabs in German, at the viewport's width. */
export const German: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('tab', { name: 'Dokumentlizenzen' });
    await fourWholeTabs(canvasElement);
  },
};
