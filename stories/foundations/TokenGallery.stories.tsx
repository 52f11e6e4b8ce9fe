import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { Badge } from '../../src/ds/Badge/Badge';
import { Button } from '../../src/ds/Button/Button';
import { Card } from '../../src/ds/Card/Card';
import { Tiles } from '../../src/ds/layout';
import { ProgressBar } from '../../src/ds/ProgressBar/ProgressBar';
import { themeClassByBrand } from '../../src/theme';
import { vars } from '../../src/theme/contract.css';
import { brandTokens } from '../../tokens';
import { type BrandId, brandIds, type Tokens } from '../../tokens/types';
import { Sample } from '../support/Sample';
import * as css from './TokenGallery.css';

type ColorPath = [keyof Tokens['color'], string, string?];

/** The roles a designer compares first, as paths into `color`. */
const colourRoles: ColorPath[] = [
  ['surface', 'page'],
  ['surface', 'raised'],
  ['surface', 'sunken'],
  ['surface', 'inverse'],
  ['text', 'primary'],
  ['text', 'secondary'],
  ['text', 'link'],
  ['action', 'primary', 'bg'],
  ['action', 'primary', 'bgHover'],
  ['action', 'secondary', 'bgHover'],
  ['border', 'subtle'],
  ['border', 'default'],
  ['border', 'focus'],
  ['tone', 'success', 'solid'],
  ['tone', 'warning', 'solid'],
  ['tone', 'critical', 'solid'],
  ['tone', 'info', 'bg'],
  ['tone', 'warning', 'bg'],
];

function lookup(tree: object, path: readonly string[]): string {
  let node: unknown = tree;
  for (const key of path) node = (node as Record<string, unknown>)[key];
  return String(node);
}

const firstFamily = (stack: string) => stack.split(',')[0]?.replace(/'/g, '').trim() ?? stack;

const typeScale = [
  ['display', 'heading'],
  ['xxl', 'heading'],
  ['xl', 'heading'],
  ['lg', 'body'],
  ['md', 'body'],
  ['sm', 'body'],
  ['xs', 'body'],
] as const;

const spaces = ['xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'gutter'] as const;
const radii = ['sm', 'md', 'lg', 'control', 'checkbox', 'card', 'badge'] as const;
const elevations = ['raised', 'overlay', 'modal'] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={css.section}>
      <h3 className={css.sectionTitle}>
        <Sample k={`display:gallery.${title}`} />
      </h3>
      {children}
    </div>
  );
}

function BrandColumns({
  title,
  children,
}: {
  title: string;
  children: (brand: BrandId, tokens: Tokens) => ReactNode;
}) {
  return (
    <Tiles space="lg" columns={{ mobile: 1, tablet: 2, desktop: 4 }}>
      {brandIds.map((brand) => {
        const tokens = brandTokens[brand];
        return (
          <div
            key={brand}
            className={`${themeClassByBrand[brand]} ${css.column}`}
            data-brand={brand}
          >
            <div>
              <h2 className={css.brandName}>{brand}</h2>
              <p className={css.faces}>
                {firstFamily(tokens.font.family.heading)} / {firstFamily(tokens.font.family.body)}
              </p>
            </div>
            <Section title={title}>{children(brand, tokens)}</Section>
          </div>
        );
      })}
    </Tiles>
  );
}

function Colours() {
  return (
    <BrandColumns title="colour">
      {(_, tokens) => (
        <ul className={css.list}>
          {colourRoles.map((path) => (
            <li key={path.join('.')} className={css.swatchRow}>
              <span
                className={css.swatch}
                style={{ backgroundColor: lookup(vars.color, path as string[]) }}
              />
              <span className={css.role}>
                <span className={css.identifier}>{path.join('.')}</span>
                <span className={css.code}>{lookup(tokens.color, path as string[])}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </BrandColumns>
  );
}

function Typography() {
  return (
    <BrandColumns title="type">
      {(_, tokens) =>
        typeScale.map(([size, face]) => (
          <div key={size} className={css.typeRow}>
            <span className={css.scaleLabel}>
              {size} · {tokens.font.size[size]} · {face}
            </span>
            <p
              className={css.typeSample}
              style={{
                fontSize: vars.font.size[size],
                fontFamily: vars.font.family[face],
                fontWeight: face === 'heading' ? vars.font.weight.bold : vars.font.weight.regular,
                letterSpacing: face === 'heading' ? vars.font.letterSpacing.heading : undefined,
              }}
            >
              <Sample k={face === 'heading' ? 'display:gallery.sample' : 'display:gallery.body'} />
            </p>
          </div>
        ))
      }
    </BrandColumns>
  );
}

function Shape() {
  return (
    <BrandColumns title="shape">
      {(_, tokens) => (
        <>
          <h4 className={css.subTitle}>
            <Sample k="display:gallery.spacing" />
          </h4>
          <ul className={css.list}>
            {spaces.map((space) => (
              <li key={space} className={css.swatchRow}>
                <span className={css.spaceBar} style={{ width: vars.space[space] }} />
                <span className={css.code}>
                  {space} · {tokens.space[space]}
                </span>
              </li>
            ))}
          </ul>
          <h4 className={css.subTitle}>
            <Sample k="display:gallery.radius" />
          </h4>
          <Tiles space="md" columns={3}>
            {radii.map((radius) => (
              <div
                key={radius}
                className={css.radiusShape}
                style={{ borderRadius: vars.radius[radius] }}
              >
                {radius} · {tokens.radius[radius]}
              </div>
            ))}
          </Tiles>
          <h4 className={css.subTitle}>
            <Sample k="display:gallery.elevation" />
          </h4>
          <Tiles space="md" columns={3}>
            {elevations.map((level) => (
              <div
                key={level}
                className={css.shape}
                style={{ boxShadow: vars.elevation[level], borderRadius: vars.radius.card }}
              >
                {level}
              </div>
            ))}
          </Tiles>
        </>
      )}
    </BrandColumns>
  );
}

function Primitives() {
  return (
    <BrandColumns title="primitives">
      {() => (
        <>
          <div className={css.row}>
            <Button size="sm" variant="primary">
              <Sample k="sample:primary" />
            </Button>
            <Button size="sm" variant="secondary">
              <Sample k="sample:secondary" />
            </Button>
            <Button size="sm" variant="tertiary">
              <Sample k="sample:tertiary" />
            </Button>
            <Button size="sm" variant="critical">
              <Sample k="sample:delete" />
            </Button>
            <Button size="sm" isDisabled>
              <Sample k="sample:continue" />
            </Button>
          </div>
          <div className={css.row}>
            {badges.map(([tone, key]) => (
              <Badge key={key} tone={tone}>
                <Sample k={`display:badge.${key}`} />
              </Badge>
            ))}
          </div>
          <ProgressBar label={<Sample k="display:progress.upload" />} value={60} />
          <Card heading={<Sample k="display:card.heading" />} headingLevel={4} padding="md">
            <Sample k="display:card.secondary" />
          </Card>
        </>
      )}
    </BrandColumns>
  );
}

const badges = [
  ['success', 'active'],
  ['critical', 'cancelled'],
  ['neutral', 'expired'],
  ['warning', 'expiring'],
] as const;

/** Every column's primary button colour: different in every brand if the themes apply. */
function primaryColours(canvasElement: HTMLElement): string[] {
  return brandIds.map((brand) => {
    const button = canvasElement.querySelector(`[data-brand="${brand}"] button`);
    return button ? getComputedStyle(button).backgroundColor : '';
  });
}

const meta = {
  title: 'Foundations/Token gallery',
  component: Colours,
  // Each brand's tokens at 1280 px; the gallery's small-screen layout does not change with the
  // brand (390 px in the main brand only), like a primitive's.
  tags: ['primitive'],
  parameters: { layout: 'padded', screenshot: {} },
} satisfies Meta<typeof Colours>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The colour roles a designer compares first, with each brand's value. Every column wears
 * its own brand's theme class, whatever the brand global says.
 */
export const Colour: Story = {
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement).getAllByRole('heading', { level: 2 });
    await expect(headings.map((h) => h.textContent)).toEqual([...brandIds]);
  },
};

/** The type scale in each brand's heading and body faces. */
export const Type: Story = { render: () => <Typography /> };

/** Spacing, radii and elevation: where brands differ in shape, not colour. */
export const SpaceRadiusElevation: Story = { render: () => <Shape /> };

/** A few primitives in each brand: Button variants, status pills, a progress bar, a card. */
export const PrimitivesSideBySide: Story = {
  render: () => <Primitives />,
  play: async ({ canvasElement }) => {
    await expect(new Set(primaryColours(canvasElement)).size).toBe(brandIds.length);
  },
};
