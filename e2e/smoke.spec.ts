import { expect, originOf, test } from './support/fixtures';

test('a guest signs in on the sign-in page and lands in My Account', async ({ page }) => {
  await page.goto(`${originOf()}/SignIn/?page=signin`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/email/i).fill('active-monthly@example.com');
  await dialog
    .getByLabel(/password/i)
    .first()
    .fill('Demo-Pass-2026');
  await dialog
    .getByLabel(/password/i)
    .first()
    .press('Enter');
  await expect(page).toHaveURL(/\/my-account\//);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});
