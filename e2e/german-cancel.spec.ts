import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, originOf, outboxDir, test, untilHydrated } from './support/fixtures';
import { textIn } from './support/shell';
import { subscriptionCard } from './support/subscriptions';

/**
 * Germany's statutory cancellation page (§ 312k BGB, issue #24): the footer's "Verträge hier
 * kündigen" leads a guest to a working, branded page that identifies the contract, cancels it
 * at "Jetzt kündigen" and confirms it.
 */

const t = textIn('de-DE');
const member = 'max.beispiel@example.com';

test('a guest follows the German footer link by keyboard and cancels a subscription without signing in', async ({
  page,
  signInAs,
  problems,
}) => {
  const origin = originOf('de-legal');
  await page.goto(`${origin}/`);

  // The footer's link, reached with Tab and followed with Enter.
  const footerLink = page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Verträge hier kündigen', exact: true });
  const isFocused = () => footerLink.evaluate((link) => link === document.activeElement);
  for (let stops = 0; stops < 200 && !(await isFocused()); stops += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(footerLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${origin}/cancel/`);
  // The title is a page's, not a locator's: the fixture's wait for a page just reached does not
  // run before it.
  await untilHydrated(page);

  // A branded German page, not a 404.
  const title = t('cancellation:statutory.title');
  await expect(page).toHaveTitle(`${title} | Vertragswerk`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(
    page.getByRole('link', { name: t('cancellation:statutory.signInLink') }),
  ).toHaveAttribute('href', '/my-account/cancel');

  // A mistake: a German message, and what was typed is still there.
  const name = page.getByRole('textbox', { name: t('cancellation:statutory.name') });
  const email = page.getByRole('textbox', { name: t('cancellation:statutory.email') });
  const contract = page.getByRole('textbox', {
    name: t('cancellation:statutory.contract'),
    exact: true,
  });
  const submit = page.getByRole('button', { name: 'Jetzt kündigen' });
  await name.fill('Max Beispiel');
  await email.fill('max.beispiel@');
  await contract.fill('Pro-Abo');
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(t('cancellation:statutory.errors.emailInvalid'))).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveValue('max.beispiel@');
  await expect(name).toHaveValue('Max Beispiel');
  await expect(contract).toHaveValue('Pro-Abo');

  // Corrected: "Jetzt kündigen" sends it, and the receipt confirms it.
  await email.fill(member);
  await submit.focus();
  await page.keyboard.press('Enter');
  const receivedTitle = t('cancellation:statutory.receivedTitle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(receivedTitle);
  await untilHydrated(page);
  await expect(page).toHaveTitle(`${receivedTitle} | Vertragswerk`);
  const details = page.getByRole('definition');
  await expect(details.filter({ hasText: /^K-[A-Z2-9]{4}-[A-Z2-9]{4}$/ })).toHaveCount(1);
  await expect(details.filter({ hasText: 'Pro-Abo' })).toHaveCount(1);
  await expect(details.filter({ hasText: t('cancellation:statutory.nextPossible') })).toHaveCount(
    1,
  );
  const mails = readdirSync(outboxDir).filter((file) => file.endsWith(`-${member}.txt`));
  expect(mails).toHaveLength(1);
  expect(readFileSync(path.join(outboxDir, mails[0] ?? ''), 'utf8')).toContain('ist gekündigt');

  // The member's dashboard shows the subscription as cancelled.
  await signInAs(member, { brand: 'de-legal' });
  await page.goto(`${origin}/my-account/subscriptions/`);
  await expect(
    subscriptionCard(page, t('subscriptions:kinds.oneYearPro'), t('subscriptions:state.cancelled')),
  ).toHaveCount(1);
  // Each page hydrated what the server sent (a mismatch is logged as an error).
  expect(problems.consoleErrors, 'console errors').toEqual([]);
});
