import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SettingsPage } from '../../../src/account/settings/SettingsPage';
import { members } from '../../../src/platform/fixtures';
import { mockApi } from '../../../src/platform/mocks/handlers';
import { loadShellAlertDialog } from '../../../src/shell/alerts';
import { copy } from '../../support/copy';
import { findOverlay } from '../../support/findOverlay';
import { preloadChunks } from '../../support/preloadChunks';
import { AccountStory, requestLog } from '../support/AccountStory';
import { answersInOrder, envelope, gate } from './settingsMocks';

const member = members.activeYearly;
const rightPassword = 'Demo-Pass-2026';
const wrongPasswordText = 'The password you entered is incorrect.';
const log = requestLog();

// The first promotions save is held until the play function has seen the pending state, then
// refused; the next one succeeds.
const firstSave = gate();
const preferenceSaves = answersInOrder(
  'putEmailPreference',
  'put',
  [
    async () => {
      await firstSave.wait();
      return envelope.refused(['The service could not complete this request.']);
    },
    () => envelope.ok(true),
  ],
  log.onRequest,
);

// Like the reference server: a wrong password is a 400 with the server's text.
const emailChanges = answersInOrder(
  'putAccountEmail',
  'put',
  [
    async (request) => {
      const { password } = (await request.json()) as { password: string };
      return password === rightPassword
        ? envelope.ok(true)
        : envelope.refused([wrongPasswordText], 400);
    },
  ],
  log.onRequest,
);

// The preference fails to load once, then loads.
const preferenceLoads = answersInOrder(
  'getEmailPreference',
  'get',
  [
    () => envelope.refused(['The service could not complete this request.']),
    () => envelope.ok(member.emailPreference),
  ],
  log.onRequest,
);

/**
 * Keyboard journeys on Account Settings: promotions saved at once (a refused save puts the
 * previous value back, the next one keeps it without a reload), the change of email with a
 * wrong then the right password, an invalid address that sends nothing, a password link for a
 * member without one, and Try again after a failed load.
 */
const meta = {
  title: 'Account/Settings/SettingsPage flows',
  component: SettingsPage,
  loaders: [preloadChunks(loadShellAlertDialog)],
  // Journeys and test-only cases: run as tests, left out of the component's docs page.
  tags: ['mode-brand:main', '!autodocs'],
  parameters: {
    layout: 'padded',
    screenshot: { disable: true },
    msw: {
      handlers: [
        preferenceSaves.handler,
        emailChanges.handler,
        ...mockApi({ member, onRequest: log.onRequest }),
      ],
    },
  },
  beforeEach() {
    log.clear();
    firstSave.reset();
    preferenceSaves.reset();
    emailChanges.reset();
    preferenceLoads.reset();
  },
  render: (_args, { parameters }) => (
    <AccountStory member={parameters.member ?? member} path="/settings">
      <SettingsPage />
    </AccountStory>
  ),
} satisfies Meta<typeof SettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tabs (forward) until `element` has focus. */
async function tabTo(element: HTMLElement) {
  for (let i = 0; i < 30 && element.ownerDocument.activeElement !== element; i++) {
    await userEvent.tab();
  }
  await expect(element).toHaveFocus();
}

const findSwitch = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('switch', { name: copy('settings:emailPreference.label') });

/**
 * Promotions on → Space: the switch shows "off" and "Saving…" while the save runs; the save
 * is refused, so "on" comes back with the message. Space again: saved, "off" stays, and the
 * preference is not fetched again.
 */
export const TogglePromotionsFailThenSucceed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await findSwitch(canvasElement);
    await expect(toggle).toBeChecked();
    await tabTo(toggle);

    await userEvent.keyboard(' ');
    await waitFor(() => expect(toggle).not.toBeChecked());
    await expect(canvas.getByText(copy('common:status.saving'))).toBeInTheDocument();
    firstSave.open();

    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(copy('settings:emailPreference.saveFailed'));
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(
      expect.stringContaining(copy('settings:emailPreference.saveFailed')),
    );
    await expect(toggle).toHaveFocus();
    const [refused] = await log.of('putEmailPreference');
    await expect(refused?.method).toBe('PUT');
    await expect(new URL(refused?.url ?? '').searchParams.get('emailOffer')).toBe('false');

    await userEvent.keyboard(' ');
    await expect(
      await canvas.findByText(copy('settings:emailPreference.saved')),
    ).toBeInTheDocument();
    await expect(toggle).not.toBeChecked();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(toggle).toHaveFocus();
    const saves = await log.of('putEmailPreference');
    await expect(saves).toHaveLength(2);
    await expect(new URL(saves[1]?.url ?? '').searchParams.get('emailOffer')).toBe('false');
    // Saved locally: no second GET of the preference.
    await expect(await log.of('getEmailPreference')).toHaveLength(1);
  },
};

/**
 * New address and a wrong password → Enter: the server's refusal under the password field,
 * focus there, everything typed kept. The right password → Enter: the PUT carries
 * {email, password}, the success message names the new address, the page shows it as the
 * sign-in address and the form is emptied.
 */
export const ChangeEmailWrongThenRightPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const newEmail = 'new.address@example.com';
    const email = await canvas.findByRole('textbox', { name: copy('settings:email.newEmail') });
    const password = canvas.getByLabelText(copy('settings:email.password'), {
      selector: 'input',
      exact: false,
    });
    await tabTo(email);
    await userEvent.keyboard(newEmail);
    await userEvent.tab();
    await expect(password).toHaveFocus();
    await userEvent.keyboard('wrong-password');
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    await expect(password).toHaveAccessibleDescription(expect.stringContaining(wrongPasswordText));
    await expect(password).toHaveFocus();
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(email).toHaveValue(newEmail);
    await expect(password).toHaveValue('wrong-password');
    const [wrong] = await log.of('putAccountEmail');
    await expect(JSON.parse(wrong?.body ?? '{}')).toEqual({
      email: newEmail,
      password: 'wrong-password',
    });

    await userEvent.keyboard('{Backspace}'.repeat('wrong-password'.length));
    // Editing the field clears its error.
    await expect(password).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard(rightPassword);
    await userEvent.keyboard('{Enter}');

    await expect(
      await canvas.findByText(copy('settings:email.success', { email: newEmail })),
    ).toBeInTheDocument();
    const changes = await log.of('putAccountEmail');
    await expect(changes).toHaveLength(2);
    await expect(changes[1]?.method).toBe('PUT');
    await expect(JSON.parse(changes[1]?.body ?? '{}')).toEqual({
      email: newEmail,
      password: rightPassword,
    });
    await expect(
      canvas.getByText(copy('settings:email.current', { email: newEmail })),
    ).toBeInTheDocument();
    await expect(email).toHaveValue('');
    await expect(password).toHaveValue('');
  },
};

/** An address the email rule refuses: the translated message under it, and nothing is sent. */
export const InvalidEmailSendsNothing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('textbox', { name: copy('settings:email.newEmail') });
    await tabTo(email);
    await userEvent.keyboard('someone@example');
    await userEvent.tab();
    await userEvent.keyboard(rightPassword);
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription(copy('settings:email.errors.invalidEmail'));
    await expect(email).toHaveFocus();
    await expect(email).toHaveValue('someone@example');

    // The current address is refused the same way, and an empty password is required.
    await userEvent.keyboard('{Backspace}'.repeat('someone@example'.length));
    await userEvent.keyboard(member.user.username.toUpperCase());
    await userEvent.tab();
    await userEvent.keyboard('{Backspace}'.repeat(rightPassword.length));
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(copy('settings:email.errors.sameEmail')),
    );
    const password = canvas.getByLabelText(copy('settings:email.password'), {
      selector: 'input',
      exact: false,
    });
    await expect(password).toHaveAccessibleDescription(
      expect.stringContaining(copy('settings:email.errors.passwordRequired')),
    );
    await expect(await log.of('putAccountEmail')).toHaveLength(0);
  },
};

const noPasswordMember = {
  ...members.delegate,
  id: 'no-password',
  emailPreference: { emailPromotions: false, isDelegate: false },
};

/** No password: the button sends the password link to the sign-in address, by keyboard. */
export const SetPasswordLink: Story = {
  parameters: {
    member: noPasswordMember,
    msw: { handlers: mockApi({ member: noPasswordMember, onRequest: log.onRequest }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: copy('settings:email.setPassword') });
    await tabTo(button);
    await userEvent.keyboard('{Enter}');
    const email = noPasswordMember.user.username;
    await expect(
      await canvas.findByText(copy('settings:email.setPasswordSent', { email })),
    ).toBeInTheDocument();
    const [sent] = await log.of('passwordRecovery');
    await expect(sent?.method).toBe('POST');
    await expect(JSON.parse(sent?.body ?? '{}')).toEqual({ email });
  },
};

/** The preference failed to load: after the error dialog, Try again loads it again and focus moves to the switch. */
export const TryAgainAfterFailedLoad: Story = {
  parameters: {
    msw: {
      handlers: [preferenceLoads.handler, ...mockApi({ member, onRequest: log.onRequest })],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await findOverlay(screen, 'alertdialog');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(
      await canvas.findByText(copy('settings:emailPreference.loadFailed')),
    ).toBeInTheDocument();
    const retry = canvas.getByRole('button', { name: copy('common:actions.tryAgain') });
    await tabTo(retry);
    await userEvent.keyboard('{Enter}');
    const toggle = await findSwitch(canvasElement);
    await expect(toggle).toBeChecked();
    // "Try again" is gone: focus moved on to the loaded switch.
    await expect(toggle).toHaveFocus();
    await expect(await log.of('getEmailPreference')).toHaveLength(2);
  },
};
