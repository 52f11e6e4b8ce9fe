import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CookiePreferencesDialog } from '../../../src/shell/cookie-consent/CookiePreferencesDialog';
import { findOverlay } from '../../support/findOverlay';
import { copy, storyConsentId } from './support';

/**
 * The cookie preferences dialog (page-shell §2): Essential always on (a disabled switch with
 * its explanation), Performance and Marketing, "save selection" and "accept all"; the Global
 * Privacy Control notice and the date of the last consent (beyond the spec, issue #9). Shown
 * in each brand's home language.
 */
const meta = {
  title: 'Shell/CookieConsent/CookiePreferencesDialog',
  component: CookiePreferencesDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    startingPreferences: { performance: false, marketing: false },
    globalPrivacyControl: false,
    lastConsentAt: null,
    consentId: null,
    onSave: fn(),
    onAcceptAll: fn(),
  },
  argTypes: { lastConsentAt: { control: 'date' } },
} satisfies Meta<typeof CookiePreferencesDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = () =>
  findOverlay(screen, 'dialog', { name: copy('dialog.title') }, { timeout: 5000 });

/** The consent id line as read: the copy without its markup. */
const consentIdLine = (id: string) => copy('dialog.consentId', { id }).replace(/<\/?id>/g, '');

const switchNamed = (dialog: HTMLElement, key: string) =>
  within(dialog).getByRole('switch', { name: copy(key) });

/** Nothing chosen yet: Essential on and fixed, the others off; no notice, no date. */
export const Example: Story = {
  tags: ['text'],
  play: async () => {
    const dialog = await findDialog();
    const essential = switchNamed(dialog, 'dialog.essential.title');
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    await expect(essential).toHaveAccessibleDescription(/\S/);
    await expect(switchNamed(dialog, 'dialog.performance.title')).not.toBeChecked();
    await expect(switchNamed(dialog, 'dialog.marketing.title')).not.toBeChecked();
    await expect(dialog).not.toHaveTextContent(copy('dialog.gpcNotice'));
    const lastConsentLead = copy('dialog.lastConsent', { date: '\u0000' }).split('\u0000')[0] ?? '';
    await expect(dialog).not.toHaveTextContent(lastConsentLead.trim());
    await expect(dialog).not.toHaveTextContent(consentIdLine('').trim());
  },
};

/** The browser sends Global Privacy Control: a one-line notice; marketing stays off. */
export const GlobalPrivacyControl: Story = {
  args: {
    globalPrivacyControl: true,
    startingPreferences: { performance: true, marketing: false },
  },
  play: async () => {
    const dialog = await findDialog();
    await expect(dialog).toHaveTextContent(copy('dialog.gpcNotice'));
    await expect(switchNamed(dialog, 'dialog.marketing.title')).not.toBeChecked();
  },
};

/** A choice on record: its date, formatted in the page's language, and its consent id. */
export const LastConsent: Story = {
  args: {
    startingPreferences: { performance: true, marketing: false },
    lastConsentAt: new Date('2025-03-10T12:00:00.000Z'),
    consentId: storyConsentId,
  },
  play: async () => {
    const dialog = await findDialog();
    const date = new Intl.DateTimeFormat(document.documentElement.lang, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    }).format(new Date('2025-03-10T12:00:00.000Z'));
    await expect(dialog).toHaveTextContent(copy('dialog.lastConsent', { date }));
    await expect(dialog).toHaveTextContent(consentIdLine(storyConsentId));
    await expect(switchNamed(dialog, 'dialog.performance.title')).toBeChecked();
  },
};

/** "Save selection" reports the switches as set; Space toggles the focused switch. */
export const SaveSelection: Story = {
  tags: ['mode-brand:main'],
  parameters: { screenshot: { disable: true } },
  play: async ({ args }) => {
    const dialog = await findDialog();
    const marketing = switchNamed(dialog, 'dialog.marketing.title');
    await userEvent.click(marketing);
    await expect(marketing).toBeChecked();
    await userEvent.click(
      within(dialog).getByRole('button', { name: copy('dialog.saveSelection') }),
    );
    await expect(args.onSave).toHaveBeenCalledWith({ performance: false, marketing: true });
    await expect(args.onAcceptAll).not.toHaveBeenCalled();
  },
};

/** "Accept all" reports every category. */
export const AcceptAll: Story = {
  tags: ['mode-brand:main'],
  parameters: { screenshot: { disable: true } },
  play: async ({ args }) => {
    const dialog = await findDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: copy('dialog.acceptAll') }));
    await expect(args.onAcceptAll).toHaveBeenCalledTimes(1);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Esc closes without saving. */
export const EscapeCloses: Story = {
  tags: ['mode-brand:main'],
  parameters: { screenshot: { disable: true } },
  play: async ({ args }) => {
    await findDialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
