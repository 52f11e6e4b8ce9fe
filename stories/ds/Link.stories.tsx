import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DocumentIcon } from '../../src/ds/icons';
import { Link } from '../../src/ds/Link/Link';
import { Sample } from '../support/Sample';

const meta = {
  title: 'Design system/Link',
  tags: ['primitive'],
  component: Link,
  args: { children: <Sample k="forms:link.help" />, href: '#help', variant: 'standalone' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['inline', 'standalone'] },
    children: { control: false },
    icon: { control: false },
  },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Example: Story = {};

/** In running text the link is underlined, so colour is not the only cue. */
export const Inline: Story = {
  args: { variant: 'inline' },
  render: (args) => (
    <p style={{ maxWidth: 480 }}>
      <Sample k="forms:link.sentence" /> <Link {...args} />
    </p>
  ),
};

export const StandaloneWithIcon: Story = {
  args: { icon: <DocumentIcon />, children: <Sample k="forms:link.privacy" /> },
};

/** Opens in a new tab safely and says so: icon for the eye, hidden text for screen readers. */
export const External: Story = {
  args: {
    isExternal: true,
    href: 'https://example.com/partners',
    children: <Sample k="forms:link.partner" />,
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    // The accessible name carries the translated "(opens in a new tab)" after the link text.
    await expect(link).toHaveAccessibleName(expect.stringMatching(/\(.+\)$/));
  },
};

/** Tab focuses the link and Enter follows it. */
export const Keyboard: Story = {
  args: { href: undefined, onPress: fn() },
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, href: undefined, onPress: fn() },
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
