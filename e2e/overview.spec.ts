import account from '../src/platform/i18n/locales/en-US/account.json' with { type: 'json' };
import paymentMethods from '../src/platform/i18n/locales/en-US/paymentMethods.json' with {
  type: 'json',
};
import projects from '../src/platform/i18n/locales/en-US/projects.json' with { type: 'json' };
import subscriptions from '../src/platform/i18n/locales/en-US/subscriptions.json' with {
  type: 'json',
};
import { expect, originOf, test } from './support/fixtures';

/**
 * The Overview's widgets in the product (issue #25's coverage list): each shows the member's
 * own data from the real server and leads to the tab that manages it. Member: business-bundle@
 * (one yearly plan, one saved card, one project, no licences), signed in once.
 */

const origin = originOf('main');

test('the overview: plans, licences, cards, projects and shortcuts, each leading to its tab', async ({
  page,
  signInAs,
}) => {
  await signInAs('business-bundle@example.com');
  await page.goto(`${origin}/my-account/overview`);
  const main = page.getByRole('main');
  const card = (name: string) =>
    main.locator('section, article, div').filter({
      has: page.getByRole('heading', { name, exact: true }),
    });

  await expect(main.getByRole('heading', { name: account.overview.plans.title })).toBeVisible();
  await expect(card(subscriptions.licenses.title).last()).toContainText(
    subscriptions.licenses.empty,
  );
  await expect(card(paymentMethods.title).last()).toContainText(
    account.overview.cards.ok_one.replace('{{count}}', '1'),
  );
  const projectsRegion = main.getByRole('region', { name: projects.title });
  await expect(projectsRegion).toContainText(projects.count_one.replace('{{count}}', '1'));
  const projectLink = projectsRegion.getByRole('link', { name: 'Business formation' });
  await expect(projectLink).toHaveAttribute('href', /\/business-dashboard\/$/);

  // Each widget's way on is a client-side navigation to its tab.
  const ways: [string, RegExp][] = [
    [account.overview.plans.manage, /\/my-account\/subscriptions\/$/],
    [account.overview.cards.manage, /\/my-account\/settings$/],
    [account.overview.tasks.updateCard, /\/my-account\/settings$/],
  ];
  for (const [name, address] of ways) {
    const link = main.getByRole('link', { name, exact: true });
    await link.focus();
    await link.press('Enter');
    await expect(page).toHaveURL(address);
    await page.goBack();
    await expect(main.getByRole('heading', { name: account.overview.plans.title })).toBeVisible();
  }
});
