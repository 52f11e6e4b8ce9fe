import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { brandNames } from '../../../src/platform/fixtures';
import { breakpoints } from '../../../tokens/breakpoints';
import type { BrandId } from '../../../tokens/types';
import { copyIn } from '../../support/copy';
import { findOverlay } from '../../support/findOverlay';
import { storyEnvironment } from '../../support/storyEnvironment';

/** The product's own text for `namespace:key` in `locale` (play functions query by it). */
export const productText = copyIn;

export interface PlayContext {
  globals: Record<string, unknown>;
  loaded: Record<string, unknown>;
}

/** Texts and facts of the mode a play function runs in. */
export function modeOf(context: PlayContext, options: { mobile?: boolean } = {}) {
  const { globals } = context;
  const locale = String(globals.locale);
  const brand = String(globals.brand) as BrandId;
  return {
    locale,
    brand,
    country: String(globals.country),
    brandName: brandNames[brand],
    mobile: options.mobile ?? window.innerWidth < breakpoints.desktop,
    t: (key: string, values?: Record<string, unknown>) => productText(locale, key, values),
    /** Where the page left for and what it tracked (the story environment's spies). */
    environment: storyEnvironment(context),
  };
}
export type Mode = ReturnType<typeof modeOf>;

/** Waits for the header to replace its skeleton: the logo's home link. */
export async function findLogo(mode: Mode) {
  return screen.findByRole(
    'link',
    { name: mode.t('header:logo.home', { brand: mode.brandName }) },
    { timeout: 5000 },
  );
}

/** Presses a control from the keyboard: focus it, then Enter. */
export async function pressWithKeyboard(element: HTMLElement, key = '{Enter}') {
  element.focus();
  await waitFor(() => expect(element).toHaveFocus());
  await userEvent.keyboard(key);
}

/** Opens the mobile menu from the keyboard and returns its dialog. */
export async function openMobileMenu(mode: Mode) {
  const trigger = await screen.findByRole('button', { name: mode.t('header:mobile.openMenu') });
  await pressWithKeyboard(trigger);
  const dialog = await findOverlay(screen, 'dialog', { name: mode.t('header:mobile.menuTitle') });
  return { trigger, dialog };
}

/** Opens a desktop header menu (help or account) from the keyboard and returns it. */
export async function openHeaderMenu(name: string) {
  const trigger = await screen.findByRole('button', { name });
  await pressWithKeyboard(trigger);
  const menu = await screen.findByRole('menu');
  return { trigger, menu };
}

/** The visible labels of a menu's items. */
export function itemLabels(menu: HTMLElement): string[] {
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent?.trim() ?? '');
}

/** The body's inline styles the mobile header sets. */
export function bodyLock() {
  const style = document.body.style;
  return { height: style.height, position: style.position, overflow: style.overflow };
}
