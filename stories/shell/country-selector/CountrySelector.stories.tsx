import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Country } from '../../../src/platform/api/contract';
import { mockApi } from '../../../src/platform/mocks/handlers';
import { CountrySelector, loadCountryMoreDialog } from '../../../src/shell/country-selector';
import { findOverlay } from '../../support/findOverlay';
import { preloadChunks } from '../../support/preloadChunks';
import { storyEnvironment } from '../../support/storyEnvironment';
import { CountrySelectorHarness, countriesHandler, storyCountries } from './CountrySelectorHarness';

/**
 * The country selector (page-shell §2, §4): the current country, a list of the major countries
 * and "More countries" (the full sorted list in a dialog). The name variant opens on hover; the
 * flag variants on click. Every story replaces the page's navigator with a spy.
 */
const meta = {
  title: 'Shell/CountrySelector/CountrySelector',
  component: CountrySelector,
  loaders: [preloadChunks(loadCountryMoreDialog)],
  args: { variant: 'name', placement: 'bottom', align: 'start', section: 'header' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['name', 'flag', 'flagWithName'] },
    placement: { control: 'inline-radio', options: ['bottom', 'top'] },
    align: { control: 'inline-radio', options: ['start', 'end'] },
  },
  parameters: { msw: { handlers: [countriesHandler(), ...mockApi()] } },
  render: (args) => (
    <CountrySelectorHarness>
      <CountrySelector {...args} />
    </CountrySelectorHarness>
  ),
} satisfies Meta<typeof CountrySelector>;
export default meta;
type Story = StoryObj<typeof meta>;

const origin = 'https://www.legalkit.example.com';

/** The trigger, once the list has loaded (its name then carries the service's country name). */
async function findTrigger(canvasElement: HTMLElement, countryName?: string) {
  const trigger = await within(canvasElement).findByRole('button', {
    expanded: false,
    ...(countryName ? { name: new RegExp(countryName) } : {}),
  });
  return trigger;
}

const list = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list');
const noList = (canvasElement: HTMLElement) =>
  waitFor(() => expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument());

/** Opens the list from the keyboard and checks focus lands on its first entry. */
async function openWithKeyboard(trigger: HTMLElement) {
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
}

/** The dialog lists exactly `expected`, in that order. */
async function expectRadioOrder(dialog: HTMLElement, expected: string[]) {
  const radios = within(dialog).getAllByRole('radio');
  await expect(radios).toHaveLength(expected.length);
  const positions = expected.map((name) =>
    radios.indexOf(within(dialog).getByRole('radio', { name })),
  );
  await expect(positions).toEqual(expected.map((_, index) => index));
}

const names = (ul: HTMLElement) =>
  within(ul)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^[A-Z]{2}/, '').trim());

export const Example: Story = {
  play: async ({ canvasElement }) => {
    const trigger = await findTrigger(canvasElement);
    await expect(trigger).toHaveAccessibleName();
    await expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument();
  },
};

/**
 * Main brand in the US: hovering opens the major countries (US, CA, GB, AU) and "More
 * countries"; the current country is marked.
 */
export const MainUS: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'US', locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const trigger = await findTrigger(canvasElement, 'United States');
    await expect(trigger).toHaveAccessibleName('Current country: United States');
    await userEvent.hover(trigger);
    const ul = await list(canvasElement);
    await expect(names(ul)).toEqual([
      'United States',
      'Canada',
      'United Kingdom',
      'Australia',
      'More countries',
    ]);
    await expect(within(ul).getByRole('link', { name: /United States/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};

export const MainCA: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'CA', locale: 'en-CA' },
  play: async ({ canvasElement }) => {
    const trigger = await findTrigger(canvasElement, 'Canada');
    await userEvent.hover(trigger);
    const ul = await list(canvasElement);
    await expect(within(ul).getByRole('link', { name: /Canada/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

export const MainGB: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'GB', locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    const trigger = await findTrigger(canvasElement, 'United Kingdom');
    await userEvent.hover(trigger);
    const ul = await list(canvasElement);
    await expect(within(ul).getByRole('link', { name: /United Kingdom/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** The French brand serves France only: one entry and no "more". */
export const FrLegalFR: Story = {
  tags: ['mode-brand:fr-legal'],
  globals: { brand: 'fr-legal', country: 'FR', locale: 'fr-FR' },
  play: async ({ canvasElement }) => {
    const trigger = await findTrigger(canvasElement, 'France');
    await expect(trigger).toHaveAccessibleName('Pays actuel : France');
    await userEvent.hover(trigger);
    const ul = await list(canvasElement);
    await expect(names(ul)).toEqual(['France']);
  },
};

/** The German brand: Germany and Austria, then "Weitere Länder". */
export const DeLegalDE: Story = {
  tags: ['mode-brand:de-legal'],
  globals: { brand: 'de-legal', country: 'DE', locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const trigger = await findTrigger(canvasElement, 'Deutschland');
    await userEvent.hover(trigger);
    const ul = await list(canvasElement);
    await expect(names(ul)).toEqual(['Deutschland', 'Österreich', 'Weitere Länder']);
  },
};

/** Moving the pointer away closes the hover list. */
export const HoverLeaveCloses: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'US', locale: 'en-US' },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const trigger = await findTrigger(canvasElement, 'United States');
    await userEvent.hover(trigger);
    await list(canvasElement);
    await userEvent.unhover(trigger);
    await noList(canvasElement);
  },
};

/** Flag variant: hovering does nothing; a click opens the list. */
export const FlagVariantOpensOnClick: Story = {
  tags: ['mode-brand:main'],
  args: { variant: 'flag' },
  globals: { brand: 'main', country: 'US', locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const trigger = await findTrigger(canvasElement, 'United States');
    await expect(within(trigger).getByText('US')).toBeVisible();
    await expect(within(trigger).queryByText('United States')).not.toBeInTheDocument();
    await userEvent.hover(trigger);
    // Give a hover-opening a chance to (wrongly) happen.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument();
    await userEvent.click(trigger);
    await expect(await list(canvasElement)).toBeVisible();
  },
};

/** Flag and name: opens on click too. */
export const FlagWithName: Story = {
  tags: ['mode-brand:main'],
  args: { variant: 'flagWithName' },
  globals: { brand: 'main', country: 'US', locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const trigger = await findTrigger(canvasElement, 'United States');
    await expect(trigger).toHaveTextContent(/US\s*United States/);
    await userEvent.click(trigger);
    await expect(await list(canvasElement)).toBeVisible();
  },
};

/**
 * Keyboard: Enter opens and focuses the first country, arrows move (wrapping), Esc closes and
 * focus returns to the trigger.
 */
export const KeyboardNavigation: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'US', locale: 'en-US' },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const trigger = await findTrigger(canvasElement, 'United States');
    await openWithKeyboard(trigger);
    const ul = await list(canvasElement);
    const links = within(ul).getAllByRole('link');
    await waitFor(() => expect(links[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(within(ul).getByRole('button', { name: 'More countries' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await noList(canvasElement);
    await expect(trigger).toHaveFocus();
  },
};

/** Choosing a country goes to its canonical URL through the navigator, and is tracked. */
export const ChooseCountry: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'US', locale: 'en-US' },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) => {
    const { navigated, tracked } = storyEnvironment({ loaded });
    const trigger = await findTrigger(canvasElement, 'United States');
    await openWithKeyboard(trigger);
    const ul = await list(canvasElement);
    const canada = within(ul).getByRole('link', { name: /Canada/ });
    await expect(canada).toHaveAttribute('href', `${origin}/ca/`);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canada).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigated).toHaveBeenCalledWith(`${origin}/ca/`);
    await expect(tracked).toHaveBeenCalledWith(
      expect.objectContaining({
        section: 'header',
        component: 'countrySelector',
        action: 'select',
        extra: { countryCode: 'CA' },
        user: 'Guest',
      }),
    );
    await noList(canvasElement);
  },
};

const manyMajors: Country[] = storyCountries.main.map((country) => ({
  ...country,
  isMajorCountry: true,
}));

/** More than five entries: the list scrolls (page-shell §9). */
export const ScrollsAboveFiveEntries: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'US', locale: 'en-US' },
  parameters: { msw: { handlers: [countriesHandler(manyMajors), ...mockApi()] } },
  play: async ({ canvasElement }) => {
    const trigger = await findTrigger(canvasElement, 'United States');
    await userEvent.hover(trigger);
    const ul = await list(canvasElement);
    await expect(within(ul).getAllByRole('link')).toHaveLength(manyMajors.length);
    await expect(ul.scrollHeight).toBeGreaterThan(ul.clientHeight);
    await expect(getComputedStyle(ul).overflowY).toBe('auto');
  },
};

/** Five entries or fewer never scroll. */
export const FiveEntriesDoNotScroll: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'US', locale: 'en-US' },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const trigger = await findTrigger(canvasElement, 'United States');
    await userEvent.hover(trigger);
    const ul = await list(canvasElement);
    await expect(within(ul).getAllByRole('listitem')).toHaveLength(5);
    await expect(ul.scrollHeight).toBeLessThanOrEqual(ul.clientHeight);
  },
};

/**
 * "More countries" from the keyboard: the dialog lists every country sorted by name, starting
 * on the current one; arrows pick another, and Continue to site goes there.
 */
export const MoreDialogContinue: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'US', locale: 'en-US' },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) => {
    const { navigated, tracked } = storyEnvironment({ loaded });
    const trigger = await findTrigger(canvasElement, 'United States');
    await openWithKeyboard(trigger);
    const ul = await list(canvasElement);
    await waitFor(() => expect(within(ul).getAllByRole('link')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}{Enter}');
    const dialog = await findOverlay(screen, 'dialog', { name: 'Choose your country' });
    await expectRadioOrder(dialog, [
      'Australia',
      'Canada',
      'India',
      'Ireland',
      'Mexico',
      'New Zealand',
      'Nigeria',
      'Singapore',
      'Spain',
      'United Kingdom',
      'United States',
    ]);
    const us = within(dialog).getByRole('radio', { name: /United States/ });
    await expect(us).toBeChecked();
    // Focus the checked radio as Tab would (the dialog starts on its own container).
    us.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    const nigeria = within(dialog).getByRole('radio', { name: /Nigeria/ });
    await expect(nigeria).toBeChecked();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Continue to site' })).toHaveFocus();
    await expect(navigated).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    // Nigeria has no canonical URL: the home page.
    await expect(navigated).toHaveBeenCalledWith('/');
    await expect(tracked).toHaveBeenCalledWith(
      expect.objectContaining({ action: 'select', extra: { countryCode: 'NG', source: 'dialog' } }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The dialog open on the sorted list, for review. */
export const MoreDialogOpen: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'US', locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const trigger = await findTrigger(canvasElement, 'United States');
    await userEvent.hover(trigger);
    const ul = await list(canvasElement);
    await userEvent.click(within(ul).getByRole('button', { name: 'More countries' }));
    const dialog = await findOverlay(screen, 'dialog', { name: 'Choose your country' });
    await expect(within(dialog).getByRole('radio', { name: /United States/ })).toBeChecked();
    await expect(within(dialog).getByRole('button', { name: 'Continue to site' })).toBeEnabled();
  },
};

/** German: the dialog sorts in German ("Österreich" after "Deutschland" and before "Schweiz"). */
export const MoreDialogGerman: Story = {
  tags: ['mode-brand:de-legal'],
  globals: { brand: 'de-legal', country: 'DE', locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const trigger = await findTrigger(canvasElement, 'Deutschland');
    await userEvent.hover(trigger);
    const ul = await list(canvasElement);
    await userEvent.click(within(ul).getByRole('button', { name: 'Weitere Länder' }));
    const dialog = await findOverlay(screen, 'dialog', { name: 'Wählen Sie Ihr Land' });
    await expectRadioOrder(dialog, ['Deutschland', 'Österreich', 'Schweiz']);
    await expect(within(dialog).getByRole('button', { name: 'Weiter zur Website' })).toBeVisible();
  },
};

/** Cancel closes the dialog without going anywhere; focus returns to the selector. */
export const MoreDialogCancel: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'US', locale: 'en-US' },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) => {
    const { navigated } = storyEnvironment({ loaded });
    const trigger = await findTrigger(canvasElement, 'United States');
    await openWithKeyboard(trigger);
    const ul = await list(canvasElement);
    await waitFor(() => expect(within(ul).getAllByRole('link')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}{Enter}');
    const dialog = await findOverlay(screen, 'dialog');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    cancel.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(navigated).not.toHaveBeenCalled();
  },
};

/** While the country list loads, the open list says so. */
export const Loading: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'US', locale: 'en-US' },
  parameters: { msw: { handlers: mockApi({ variants: { countries: 'loading' } }) } },
  play: async ({ canvasElement }) => {
    // The trigger names the site's country from the browser's names meanwhile.
    const trigger = await findTrigger(canvasElement, 'United States');
    await userEvent.click(trigger);
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading countries…' }),
    ).toBeVisible();
  },
};

/** The country list failed: the open list says so and offers a retry. */
export const Failure: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'US', locale: 'en-US' },
  parameters: { msw: { handlers: mockApi({ variants: { countries: 'failure' } }) } },
  play: async ({ canvasElement }) => {
    const trigger = await findTrigger(canvasElement, 'United States');
    await userEvent.click(trigger);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The list of countries could not be loaded.');
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
