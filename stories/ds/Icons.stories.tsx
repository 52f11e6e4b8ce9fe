import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect } from 'storybook/test';
import type { IconProps } from '../../src/ds/icons';
import * as icons from '../../src/ds/icons';
import { Sample, useSample } from '../support/Sample';

const allIcons = (Object.entries(icons) as [string, unknown][]).filter(
  (entry): entry is [string, ComponentType<IconProps>] => typeof entry[1] === 'function',
);

function IconGallery() {
  return (
    <div>
      <p style={{ marginTop: 0 }}>
        <Sample k="display:icons.note" />
      </p>
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          gap: 8,
          listStyle: 'none',
          padding: 0,
          margin: 0,
        }}
      >
        {allIcons.map(([name, Icon]) => (
          <li
            key={name}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 8,
              padding: 8,
              fontSize: '0.8125rem',
            }}
          >
            <Icon />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

const meta = {
  title: 'Design system/Icons',
  tags: ['primitive'],
  component: IconGallery,
} satisfies Meta<typeof IconGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon of `src/ds/icons` with its export name. */
export const Gallery: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('li svg')).toHaveLength(allIcons.length);
    // Decorative: hidden from assistive technology because the name sits beside them.
    for (const svg of canvasElement.querySelectorAll('li svg')) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

/** With a `label` an icon stands alone and is announced as an image. */
export const Labelled: Story = {
  render: function Render() {
    return <icons.InfoIcon label={useSample()('display:icons.label')} />;
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('role', 'img');
  },
};
