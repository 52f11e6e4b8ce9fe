import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pageMetadata } from '../../../src/platform/fixtures';
import { type MockApiOptions, mockApi } from '../../../src/platform/mocks/handlers';
import { PAGE_METADATA_ATTRIBUTE, PageMetadata } from '../../../src/shell/metadata';
import { foreignMetaName, PageMetadataHarness, storyPageUrl } from './PageMetadataHarness';

/** The query of every page-metadata request the mocks answered. */
const requested = fn().mockName('pageMetadataRequest');

const msw = (options: MockApiOptions = {}) => ({
  msw: {
    handlers: mockApi({
      ...options,
      onRequest: (endpoint, request) => {
        if (endpoint === 'pageMetadata') {
          requested(Object.fromEntries(new URL(request.url).searchParams));
        }
      },
    }),
  },
});

/**
 * Page metadata (page-shell §3, §5, §7): loads the page's metadata (region from `loc`, product
 * code and name variation from the host page) and applies it to the document head; the panel
 * shows what it applied. It renders nothing itself.
 */
const meta = {
  title: 'Shell/Metadata/PageMetadata',
  component: PageMetadata,
  args: { url: storyPageUrl },
  globals: { brand: 'main', country: 'US', locale: 'en-US' },
  beforeEach: () => {
    requested.mockClear();
  },
  render: (args) => (
    <PageMetadataHarness>
      <PageMetadata {...args} />
    </PageMetadataHarness>
  ),
} satisfies Meta<typeof PageMetadata>;
export default meta;
type Story = StoryObj<typeof meta>;

const ours = (selector: string) =>
  document.head.querySelectorAll(`${selector}[${PAGE_METADATA_ATTRIBUTE}]`);

export const Example: Story = {
  tags: ['mode-brand:main'],
  parameters: msw(),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'Document head' });
    await waitFor(() => expect(document.title).toBe(pageMetadata.title));
    await expect(document.documentElement.lang).toBe('en-US');
    await expect(requested).toHaveBeenCalledWith({
      countryCode: 'US',
      fullUrl: storyPageUrl,
      productCode: 'LEASE',
      regionCode: 'CA',
      nameVariation: 'rental',
    });
    await expect(
      document.head.querySelector(`meta[name="description"][${PAGE_METADATA_ATTRIBUTE}]`),
    ).toHaveAttribute('content', 'Manage your subscriptions, documents and settings.');
    await expect(
      document.head.querySelector(`link[rel="canonical"][${PAGE_METADATA_ATTRIBUTE}]`),
    ).toHaveAttribute('href', 'https://www.legalkit.example.com/my-account/');
    const scripts = ours('script[type="application/ld+json"]');
    await expect(scripts).toHaveLength(1);
    await expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual(pageMetadata.structuredData[0]);
    // The page's own head element is untouched.
    await expect(document.head.querySelector(`meta[name="${foreignMetaName}"]`)).toHaveAttribute(
      'content',
      'kept',
    );
    await expect(within(canvasElement).getByText(/"@type":"WebPage"/)).toBeVisible();
  },
};

const frenchMetadata = {
  htmlAttrs: { lang: 'fr-FR' },
  title: 'Bail d’habitation | Actes Clairs',
  meta: [{ name: 'description', content: 'Rédigez votre bail d’habitation en quelques minutes.' }],
  link: [{ rel: 'canonical', href: 'https://www.actesclairs.example.com/bail-habitation/' }],
  structuredData: [{ '@context': 'https://schema.org', '@type': 'WebPage', name: 'Bail' }],
};

/** The French brand: the page language and title come from the response. */
export const FrLegalFR: Story = {
  tags: ['mode-brand:fr-legal'],
  globals: { brand: 'fr-legal', country: 'FR', locale: 'fr-FR' },
  parameters: msw({ brand: 'fr-legal', country: 'FR', bodies: { pageMetadata: frenchMetadata } }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'En-tête du document' });
    await waitFor(() => expect(document.title).toBe(frenchMetadata.title));
    await expect(document.documentElement.lang).toBe('fr-FR');
    await expect(requested).toHaveBeenCalledWith(expect.objectContaining({ countryCode: 'FR' }));
  },
};

/** New options load again; the new elements replace the previous ones, never pile up. */
export const ReplacesItsOwnElements: Story = {
  tags: ['mode-brand:main'],
  parameters: { ...msw(), screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(document.title).toBe(pageMetadata.title));
    const before = ours('meta').length;
    const change = within(canvasElement).getByRole('button', { name: 'Use another product' });
    change.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(requested).toHaveBeenLastCalledWith(
        expect.objectContaining({ productCode: 'NDA', nameVariation: 'confidentiality' }),
      ),
    );
    await waitFor(() => expect(ours('meta')).toHaveLength(before));
    await expect(ours('link')).toHaveLength(1);
    await expect(ours('script')).toHaveLength(1);
  },
};

/** The call fails: it is logged and the document keeps its title, language and head. */
export const Failure: Story = {
  tags: ['mode-brand:main'],
  parameters: msw({ variants: { pageMetadata: 'serverError' } }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'Document head' });
    await waitFor(() => expect(requested).toHaveBeenCalled());
    // Let the failed answer arrive and be handled.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(document.title).toBe('Story page');
    await expect(document.documentElement.lang).toBe('en-US');
    await expect(ours('meta')).toHaveLength(0);
    await expect(ours('link')).toHaveLength(0);
    await expect(ours('script')).toHaveLength(0);
    await expect(
      document.head.querySelector(`meta[name="${foreignMetaName}"]`),
    ).toBeInTheDocument();
  },
};
