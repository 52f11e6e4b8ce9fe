import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import i18next, { type Resource } from 'i18next';
import { fallbackChain } from '../../src/platform/i18n/locales';
import { MESSAGE_PREFIX } from '../../src/platform/messages/messages';
import { brandTokens } from '../../tokens';
import type { BrandId } from '../../tokens/types';
import { expect } from './fixtures';

const localesDir = path.join(import.meta.dirname, '..', '..', 'src', 'platform', 'i18n', 'locales');

/** Every locale file (the browser's and the server's), as the app and the server read them. */
function loadResources(): Resource {
  const resources: Resource = {};
  for (const locale of readdirSync(localesDir)) {
    resources[locale] = {};
    for (const file of readdirSync(path.join(localesDir, locale))) {
      if (!file.endsWith('.json')) continue;
      resources[locale][file.replace(/\.json$/, '')] = JSON.parse(
        readFileSync(path.join(localesDir, locale, file), 'utf8'),
      );
    }
  }
  return resources;
}

const i18n = i18next.createInstance();
void i18n.init({
  resources: loadResources(),
  lng: 'en-US',
  fallbackLng: (code: string) => fallbackChain(code),
  load: 'currentOnly',
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** A text as a locale shows it, with its fallback chain: `textIn('fr-CA')('header:help.menu')`. */
export function textIn(locale: string): (key: string, values?: Record<string, unknown>) => string {
  // Keys are checked at run time (the app's typed keys are per namespace, these span all).
  const t = i18n.getFixedT(locale) as unknown as (
    key: string,
    values?: Record<string, unknown>,
  ) => string;
  return (key, values) => {
    if (!i18n.exists(key, { lng: locale, ...values }))
      throw new Error(`No text for ${key} in ${locale}`);
    return t(key, values);
  };
}

/** `#0a58ca` → `rgb(10, 88, 202)`, as `getComputedStyle` reports a colour. */
export function rgbOf(hex: string): string {
  const value = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(value.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The colour of a brand's primary action (buttons), from its tokens. */
export const primaryActionColour = (brand: BrandId) =>
  rgbOf(brandTokens[brand].color.action.primary.bg);

/** Sends a host-page message to the shell, as a host page's script does (page-shell §7). */
export async function sendHostMessage(page: Page, type: string, detail?: unknown) {
  await page.evaluate(
    ([name, payload]) => window.dispatchEvent(new CustomEvent(name, { detail: payload })),
    [`${MESSAGE_PREFIX}${type}`, detail] as const,
  );
}

/**
 * Waits until the shell has put the server's page metadata into the document (its own `<meta>`
 * elements): from then on `<html lang>` and the title are final.
 */
export async function metadataApplied(page: Page) {
  await expect(page.locator('head meta[data-page-metadata][name="description"]')).toHaveCount(1);
}

/**
 * Waits until the page has been up for `ms` (its own clock): for asserting that something that
 * would have appeared by then (the cookie bar, 1 s after load) did not.
 */
export async function pageUpFor(page: Page, ms: number) {
  await expect
    .poll(() => page.evaluate(() => performance.now()), { timeout: ms + 5_000 })
    .toBeGreaterThan(ms);
}

/**
 * Presses Enter on a control (links and buttons), as a keyboard user does. On a page just
 * reached, the `page` fixture first waits for React to take it over (see `untilHydrated`).
 */
export async function activate(control: Locator) {
  await control.focus();
  await control.press('Enter');
}
