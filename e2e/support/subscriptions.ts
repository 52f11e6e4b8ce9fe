import type { Locator, Page } from '@playwright/test';

/** An i18next template with its `{{name}}` placeholders filled (no escaping: plain text). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The dashboard's selected tab panel (the route's screen). */
export const tabPanel = (page: Page) => page.getByRole('tabpanel');

/**
 * The subscription cards of the list: the list items that carry a plan's heading (the receipts
 * inside a card are list items too, without one).
 */
export function subscriptionCards(page: Page): Locator {
  return tabPanel(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
}

/** The one card whose heading is `name` (and, if given, that also shows `text`). */
export function subscriptionCard(page: Page, name: string, text?: string | RegExp): Locator {
  const byName = subscriptionCards(page).filter({
    has: page.getByRole('heading', { level: 3, name, exact: true }),
  });
  return text === undefined ? byName : byName.filter({ hasText: text });
}

/** The value of a card's summary fact (`<dt>label</dt><dd>value</dd>`), e.g. "Next charge". */
export function factOf(card: Locator, label: string): Locator {
  return card
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}
