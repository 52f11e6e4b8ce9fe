import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import type { Selection } from 'react-aria-components';
import { expect, fn, type Mock, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ds/Button/Button';
import { ChevronDownIcon, DownloadIcon, EditIcon, HelpIcon, TrashIcon } from '../../src/ds/icons';
import { Inline } from '../../src/ds/layout';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from '../../src/ds/Menu/Menu';
import { Sample, useSample } from '../support/Sample';

type Args = ComponentProps<typeof Menu<object>> & {
  /** Story-only: open on first render. */
  defaultOpen?: boolean;
};

/** The document actions menu used by most stories: icons, a description, a link, a disabled item. */
function DocumentMenu({ defaultOpen, ...menu }: Args) {
  const sample = useSample();
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button variant="secondary" endIcon={<ChevronDownIcon />}>
        <Sample k="overlays:menu.trigger" />
      </Button>
      <Menu {...menu} aria-label={sample('overlays:menu.label')}>
        <MenuItem id="rename" icon={<EditIcon />} textValue={sample('overlays:menu.rename')}>
          <Sample k="overlays:menu.rename" />
        </MenuItem>
        <MenuItem
          id="download"
          icon={<DownloadIcon />}
          textValue={sample('overlays:menu.download')}
          description={<Sample k="overlays:menu.downloadHint" />}
        >
          <Sample k="overlays:menu.download" />
        </MenuItem>
        <MenuItem id="archive" isDisabled textValue={sample('overlays:menu.archive')}>
          <Sample k="overlays:menu.archive" />
        </MenuItem>
        <MenuItem
          id="help"
          href="#help-centre"
          icon={<HelpIcon />}
          textValue={sample('overlays:menu.help')}
        >
          <Sample k="overlays:menu.help" />
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="delete" icon={<TrashIcon />} textValue={sample('overlays:menu.delete')}>
          <Sample k="overlays:menu.delete" />
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

const meta = {
  title: 'Design system/Menu',
  tags: ['primitive'],
  component: Menu,
  args: { placement: 'bottom start', showArrow: false, onAction: fn() },
  argTypes: {
    placement: {
      control: 'select',
      options: ['bottom start', 'bottom end', 'top start', 'top end', 'start', 'end'],
    },
    onAction: { control: false },
  },
  render: (args) => <DocumentMenu {...args} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const findMenu = () => screen.findByRole('menu');
const items = (menu: HTMLElement) => within(menu).getAllByRole('menuitem');

export const Example: Story = {};

/** The label of a menu item (the first line of its text column). */
function itemLabel(item: HTMLElement) {
  const label = item.lastElementChild?.firstElementChild;
  if (!(label instanceof HTMLElement)) throw new Error('item label missing');
  return label;
}

/**
 * Shown open, for review and screenshots. Every label starts at the same x, with or without
 * an icon (the disabled "Archive" has none); the trigger's chevron follows its label.
 */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const menu = await findMenu();
    const all = items(menu);
    await expect(all).toHaveLength(5);
    const [first, ...rest] = all.map((item) => itemLabel(item).getBoundingClientRect().left);
    for (const left of rest) await expect(Math.abs(left - (first ?? 0))).toBeLessThan(1);
    const trigger = within(canvasElement).getByRole('button', { hidden: true });
    const chevron = trigger.querySelector('svg');
    if (!chevron) throw new Error('trigger chevron missing');
    await expect(trigger.lastElementChild).toBe(chevron);
    // The label's text ends before the chevron starts.
    const range = document.createRange();
    range.selectNodeContents(trigger);
    range.setEndBefore(chevron);
    await expect(chevron.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      range.getBoundingClientRect().right,
    );
  },
};

export const OpenWithArrow: Story = {
  args: { defaultOpen: true, showArrow: true, placement: 'bottom' },
  play: async () => {
    await expect(await findMenu()).toBeVisible();
  },
};

/**
 * Keyboard: ArrowDown on the trigger opens the menu on the first item; arrows, Home and End
 * move (skipping the disabled item); Enter activates and focus returns to the trigger.
 */
export const ArrowKeysMoveAndEnterActivates: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await findMenu();
    const [rename, download, archive, help, remove] = items(menu) as HTMLElement[];
    await waitFor(() => expect(rename).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(download).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    // The disabled item is announced but skipped.
    await expect(archive).toHaveAttribute('aria-disabled', 'true');
    await expect(help).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(help).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(rename).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect((args.onAction as Mock).mock.calls[0]?.[0]).toBe('download');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Esc closes the menu without acting and focus returns to the trigger. */
export const EscClosesAndRestoresFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await findMenu();
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/**
 * Tab and Shift+Tab close the menu without acting and move on to the stop after / before its
 * trigger (WAI-ARIA menu button), as the page's other popups do; the menu never traps Tab.
 */
export const TabClosesAndMovesOn: Story = {
  render: (args) => (
    <Inline space="sm">
      <Button variant="tertiary">
        <Sample k="overlays:menu.share" />
      </Button>
      <DocumentMenu {...args} />
      <Button variant="tertiary">
        <Sample k="overlays:menu.help" />
      </Button>
    </Inline>
  ),
  play: async ({ args, canvasElement }) => {
    const [before, trigger, after] = within(canvasElement).getAllByRole('button');
    const openFromTrigger = async () => {
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      const menu = await findMenu();
      await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    };
    await userEvent.tab();
    await userEvent.tab();
    await openFromTrigger();
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(after).toHaveFocus();

    await userEvent.tab({ shift: true });
    await openFromTrigger();
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(before).toHaveFocus();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** A disabled item cannot be activated; a link item is a real link. */
export const DisabledAndLinkItems: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const menu = await findMenu();
    const [, , archive, help] = items(menu) as HTMLElement[];
    await userEvent.click(archive as HTMLElement);
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(menu).toBeInTheDocument();
    await expect(help?.tagName).toBe('A');
    await expect(help).toHaveAttribute('href', '#help-centre');
  },
};

/** Sections with headings; the sort section is a single choice marked with a check. */
function SortMenu({ defaultOpen, ...menu }: Args) {
  const sample = useSample();
  const [sort, setSort] = useState<Selection>(new Set(['newest']));
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button variant="secondary" endIcon={<ChevronDownIcon />}>
        <Sample k="overlays:menu.trigger" />
      </Button>
      <Menu {...menu} aria-label={sample('overlays:menu.label')}>
        <MenuSection title={<Sample k="overlays:menu.sectionDocument" />}>
          <MenuItem id="rename" textValue={sample('overlays:menu.rename')}>
            <Sample k="overlays:menu.rename" />
          </MenuItem>
          <MenuItem id="duplicate" textValue={sample('overlays:menu.duplicate')}>
            <Sample k="overlays:menu.duplicate" />
          </MenuItem>
          <MenuItem id="share" textValue={sample('overlays:menu.share')}>
            <Sample k="overlays:menu.share" />
          </MenuItem>
        </MenuSection>
        <MenuSection
          title={<Sample k="overlays:menu.sectionSort" />}
          selectionMode="single"
          selectedKeys={sort}
          onSelectionChange={setSort}
        >
          <MenuItem id="newest" textValue={sample('overlays:menu.sortNewest')}>
            <Sample k="overlays:menu.sortNewest" />
          </MenuItem>
          <MenuItem id="oldest" textValue={sample('overlays:menu.sortOldest')}>
            <Sample k="overlays:menu.sortOldest" />
          </MenuItem>
          <MenuItem id="name" textValue={sample('overlays:menu.sortName')}>
            <Sample k="overlays:menu.sortName" />
          </MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  );
}

export const SectionsAndSelection: Story = {
  args: { defaultOpen: true },
  render: (args) => <SortMenu {...args} />,
  play: async () => {
    const menu = await findMenu();
    await expect(within(menu).getAllByRole('group')).toHaveLength(2);
    const radios = within(menu).getAllByRole('menuitemradio');
    await expect(radios[0]).toHaveAttribute('aria-checked', 'true');
    await expect(radios[1]).toHaveAttribute('aria-checked', 'false');
  },
};

/** Choosing a sort option with the keyboard checks it (and only it). */
export const SelectWithKeyboard: Story = {
  render: (args) => <SortMenu {...args} />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    const menu = await findMenu();
    const radios = within(menu).getAllByRole('menuitemradio');
    // ArrowUp opens on the last item: "Name".
    await waitFor(() => expect(radios[2]).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const reopened = within(await findMenu()).getAllByRole('menuitemradio');
    await expect(reopened[2]).toHaveAttribute('aria-checked', 'true');
    await expect(reopened[0]).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard('{Escape}');
  },
};
