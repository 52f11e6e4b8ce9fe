import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { endpoints } from '../../src/platform/api/contract';
import signIn from '../../src/platform/i18n/locales/en-US/signIn.json' with { type: 'json' };
import type { BrandId } from '../../tokens/types';
import { brandHosts, expect, originOf, port } from './fixtures';

/** The en-US texts of the sign-in dialog. */
export { signIn as signInText };

/** The shell's sign-in dialog in one of its sections, by its title (en-US). */
export function signInDialog(
  page: Page,
  section: 'signIn' | 'create' | 'resetPassword' = 'signIn',
): Locator {
  return page.getByRole('dialog', { name: signIn.sections[section].title });
}

/** The dialog's email and password fields (the password by its exact label, not "Show password"). */
export function credentialFields(dialog: Locator) {
  return {
    email: dialog.getByLabel(signIn.fields.email, { exact: true }),
    password: dialog.getByLabel(signIn.fields.password, { exact: true }),
  };
}

/**
 * Types the credentials into the open sign-in (or create) dialog and submits with Enter in the
 * password field, as a keyboard user does.
 */
export async function submitCredentials(dialog: Locator, email: string, password: string) {
  const fields = credentialFields(dialog);
  await fields.email.fill(email);
  await fields.password.fill(password);
  await fields.password.press('Enter');
}

/** Signs in through the dialog that is open on `page` (it must be in the sign-in section). */
export async function signInWithDialog(page: Page, email: string, password: string) {
  const dialog = signInDialog(page);
  await expect(dialog).toBeVisible();
  await submitCredentials(dialog, email, password);
}

/**
 * Counts the pages loaded (document responses of the main frame that are not redirects) whose path
 * starts with `pathPrefix` (e.g. `/SignIn/`), from now on: `count()` reads the current number.
 */
export function countPageLoads(page: Page, pathPrefix: string) {
  let count = 0;
  // Pages that arrived, not hops: a server's redirect (a route guard's, the sign-in redirect)
  // answers one navigation with another address, and only the page it ends on is loaded.
  page.on('response', (response) => {
    const request = response.request();
    if (
      request.isNavigationRequest() &&
      request.frame() === page.mainFrame() &&
      !(response.status() >= 300 && response.status() < 400) &&
      new URL(request.url()).pathname.startsWith(pathPrefix)
    )
      count += 1;
  });
  return { count: () => count };
}

/**
 * The password-reset link of the newest email to `email` in the server's outbox (text files
 * named `<time>-<address>.txt`), re-based on `origin` (the page's own).
 */
export function resetLinkFromOutbox(outboxDir: string, email: string, origin: string): string {
  const files = readdirSync(outboxDir)
    .filter((name) => name.endsWith(`-${email}.txt`))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
  const newest = files.at(-1);
  if (!newest) throw new Error(`No email to ${email} in ${outboxDir}`);
  const text = readFileSync(path.join(outboxDir, newest), 'utf8');
  const link = text.match(/\S+\/account\/reset-password\?token=\S+/)?.[0];
  if (!link) throw new Error(`No reset link in ${newest}:\n${text}`);
  const url = new URL(link);
  return `${origin}${url.pathname}${url.search}`;
}

/**
 * Ends the context's session on the server behind the page's back (the sign-out call with the
 * browser's own session cookie), as a sign-out in another tab or on another device would.
 * Node does not resolve `*.localhost`: the call goes to the loopback address with the brand's
 * Host header and the brand host's cookies.
 */
export async function endSessionOnServer(context: BrowserContext, brand: BrandId = 'main') {
  const cookies = await context.cookies(originOf(brand));
  const answer = await context.request.fetch(`http://127.0.0.1:${port}${endpoints.signOut.path}`, {
    method: endpoints.signOut.method,
    headers: {
      host: `${brandHosts[brand]}:${port}`,
      cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
    },
  });
  expect(answer.ok(), 'the server-side sign-out').toBe(true);
}
