import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { brandNames } from '../../../src/platform/fixtures';
import { brandDefaults } from '../../../src/platform/site/markets';
import {
  type CancelReceipt,
  emptyCancelForm,
  StatutoryCancelPage,
} from '../../../src/shell/statutory-cancel';
import { copy } from '../../support/copy';
import { withShellState } from '../session/support';

/** The page exists only on the German site: every story shows it there (and only there). */
const site = { brand: 'de-legal', ...brandDefaults['de-legal'] } as const;

/** The page's copy (namespace `cancellation`, `statutory.*`) in the story's language. */
const text = (key: string, values?: Record<string, unknown>) =>
  copy(`cancellation:statutory.${key}`, values);

/**
 * The statutory cancellation page (§ 312k BGB, issue #24): the form a consumer cancels a
 * contract with, without signing in, and the receipt the server answers with. The page is the
 * de-legal host page's content inside the shell's `<main>` (`HostIsland`); the shell around it
 * has its own stories. Stories pin the German site (tag `mode-brand:de-legal`), the only brand
 * whose site configuration has the page.
 */
const meta = {
  title: 'Shell/StatutoryCancel/StatutoryCancelPage',
  component: StatutoryCancelPage,
  tags: ['mode-brand:de-legal'],
  globals: site,
  decorators: [withShellState()],
  args: { page: { view: 'form', values: emptyCancelForm, errors: {} } },
  argTypes: { page: { control: false } },
  // The page brings its own gutter, as inside the shell.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StatutoryCancelPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: HTMLElement, key: string) =>
  within(canvas).getByRole('textbox', { name: text(key) });

const submitButton = (canvas: HTMLElement) =>
  within(canvas).getByRole('button', { name: text('submit') });

/**
 * As the footer's "Verträge hier kündigen" opens it: the way to cancel in My Account for a
 * member who prefers to sign in, then the empty form (ordinary, at the next possible date).
 */
export const Example: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(text('title'));
    await expect(canvas.getByText(text('intro', { brand: brandNames[site.brand] }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('signInLink') })).toHaveAttribute(
      'href',
      '/my-account/cancel',
    );
    for (const key of ['name', 'email', 'contract']) {
      await expect(field(canvasElement, key)).toHaveValue('');
      await expect(field(canvasElement, key)).toBeRequired();
    }
    await expect(canvas.getByRole('radio', { name: text('ordinary') })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: text('nextPossible') })).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: text('reason') })).toBeNull();
    await expect(submitButton(canvasElement)).toBeVisible();
  },
};

const typed = { name: 'Max Beispiel', email: 'max.beispiel@' };

/**
 * "Jetzt kündigen" with a name, a broken email address and no contract: the page's own check
 * (the server's rule) keeps the form, shows each problem at its field and moves focus to the
 * first one, the email; what was typed stays.
 */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const name = field(canvasElement, 'name');
    const email = field(canvasElement, 'email');
    await userEvent.type(name, typed.name);
    await userEvent.type(email, typed.email);
    await userEvent.click(submitButton(canvasElement));

    // Focus goes to the first problem in the page's order: the email, not the contract.
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toBeInvalid();
    await expect(email).toHaveAccessibleDescription(
      expect.stringContaining(text('errors.emailInvalid')),
    );
    await expect(within(canvasElement).getByText(text('errors.emailInvalid'))).toBeVisible();
    const contract = field(canvasElement, 'contract');
    await expect(contract).toBeInvalid();
    await expect(contract).toHaveAccessibleDescription(
      expect.stringContaining(text('errors.contractRequired')),
    );
    await expect(name).toBeValid();
    await expect(name).toHaveValue(typed.name);
    await expect(email).toHaveValue(typed.email);
  },
};

/** An extraordinary cancellation asks for its reason, a required field under the choice. */
export const Extraordinary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: text('reason') })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: text('extraordinary') }));
    await expect(canvas.getByRole('radio', { name: text('extraordinary') })).toBeChecked();
    const reason = await canvas.findByRole('textbox', { name: text('reason') });
    await expect(reason.tagName).toBe('TEXTAREA');
    await expect(reason).toBeRequired();
    await expect(reason).toBeVisible();
  },
};

/** The receipt of an ordinary cancellation at the next possible date, received 15 March 2026. */
const receipt: CancelReceipt = {
  reference: 'K-7HQM-X4PA',
  // As the server writes it: the page's language, the brand's zone (server/statutoryCancel.ts).
  receivedAt: new Intl.DateTimeFormat(site.locale, {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone: 'Europe/Berlin',
  }).format(new Date(Date.UTC(2026, 2, 15, 11, 0))),
  name: 'Max Beispiel',
  email: 'max.beispiel@example.com',
  contract: 'Pro-Abonnement, Rechnung R-2026-00417',
  kind: 'ordinary',
  reason: null,
  timing: 'nextPossible',
  date: null,
};

/**
 * The server's answer to a valid request: what was received and when, with its reference, to
 * print or save beside the confirmation email.
 */
export const Received: Story = {
  args: { page: { view: 'received', receipt } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      text('receivedTitle'),
    );
    await expect(
      canvas.getByText(text('receivedLead', { date: receipt.receivedAt, email: receipt.email })),
    ).toBeVisible();
    const details = canvas.getByRole('heading', { level: 2, name: text('receivedDetails') });
    await expect(details).toBeVisible();
    for (const [label, value] of [
      ['reference', receipt.reference],
      ['contract', receipt.contract],
      ['kind', text('ordinary')],
      ['endsAt', text('nextPossible')],
    ] as const) {
      const term = canvas.getByText(text(label), { selector: 'dt' });
      await expect(term.nextElementSibling).toHaveTextContent(value);
    }
    await expect(canvas.queryByText(text('reason'), { selector: 'dt' })).toBeNull();
    await expect(canvas.getByRole('button', { name: text('print') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('home') })).toHaveAttribute('href', '/');
  },
};

/** What the member sent, as the server hands it back with its refusal. */
const sent = {
  ...emptyCancelForm,
  name: 'Max Beispiel',
  email: 'max.beispiel@example.com',
  contract: 'Pro-Abonnement',
};

/**
 * The server refused the request because too many came from this address or for this email
 * in a short time (its rate limit): the page says so at the top of the form, as an alert, and keeps
 * everything the member typed so that they can send it again later.
 */
export const TooManyRequests: Story = {
  args: { page: { view: 'form', values: sent, errors: {}, formError: 'tooMany' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('errors.tooMany'));
    await expect(field(canvasElement, 'name')).toHaveValue(sent.name);
    await expect(field(canvasElement, 'email')).toHaveValue(sent.email);
    await expect(field(canvasElement, 'contract')).toHaveValue(sent.contract);
    for (const key of ['name', 'email', 'contract'])
      await expect(field(canvasElement, key)).toBeValid();
    await expect(submitButton(canvasElement)).toBeEnabled();
  },
};
