import type { Locator, Page } from '@playwright/test';
import type { BrandId } from '../tokens/types';
import { expect, originOf, test } from './support/fixtures';
import { expectTabLeavesMenu } from './support/focus';
import { textIn } from './support/shell';

/**
 * Issue #24 §4 "Forced colours" and §3 "Menus trap Tab", on every host at 390 and 1280 px.
 * Under forced colours (Windows high contrast) Chromium swaps author colours for system colours
 * and drops box shadows and backgrounds: what a member can still tell apart is read from the
 * computed borders and colours (which then hold system colours), not from screenshots.
 */

const hosts: { brand: BrandId; member: string; locale: string }[] = [
  { brand: 'main', member: 'several@example.com', locale: 'en-US' },
  { brand: 'legal-contracts', member: 'britain@example.com', locale: 'en-GB' },
  { brand: 'fr-legal', member: 'camille.exemple@example.com', locale: 'fr-FR' },
  { brand: 'de-legal', member: 'mia.beispiel@example.com', locale: 'de-DE' },
];
const widths = [390, 1280];

test.use({ contextOptions: { forcedColors: 'active', reducedMotion: 'reduce' } });

interface Edge {
  style: string;
  width: number;
  color: string;
}

/** The computed look of an element (or of its `::before`/`child` part): edges and fill. */
interface Look {
  top: Edge;
  bottom: Edge;
  background: string;
  /** The page's Canvas system colour, for comparison. */
  canvas: string;
}

function lookOf(locator: Locator): Promise<Look> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const edge = (side: 'Top' | 'Bottom') => ({
      style: style.getPropertyValue(`border-${side.toLowerCase()}-style`),
      width: Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)),
      color: style.getPropertyValue(`border-${side.toLowerCase()}-color`),
    });
    const probe = document.createElement('i');
    probe.style.color = 'Canvas';
    document.body.append(probe);
    const canvas = getComputedStyle(probe).color;
    probe.remove();
    return { top: edge('Top'), bottom: edge('Bottom'), background: style.backgroundColor, canvas };
  });
}

const transparent = (color: string) => color === 'transparent' || /^rgba\(.*,\s*0\)$/.test(color);

/** An edge a member sees: drawn, at least 1 px, in a colour other than the page's. */
function isDrawn(edge: Edge, canvas: string) {
  return (
    !['none', 'hidden'].includes(edge.style) &&
    edge.width >= 1 &&
    !transparent(edge.color) &&
    edge.color !== canvas
  );
}

/** The look of a switch: its track's fill and edge, its thumb's fill and place. */
function switchLook(control: Locator) {
  return control.evaluate((input) => {
    // The input is visually hidden; its label holds the decorative track, holding the thumb.
    const track = input.closest('label')?.querySelector('[aria-hidden="true"]');
    const thumb = track?.firstElementChild;
    if (!track || !thumb) throw new Error('switch track or thumb missing');
    const probe = document.createElement('i');
    probe.style.color = 'Canvas';
    document.body.append(probe);
    const canvas = getComputedStyle(probe).color;
    probe.remove();
    return {
      trackFill: getComputedStyle(track).backgroundColor,
      trackEdge: getComputedStyle(track).borderTopColor,
      thumbFill: getComputedStyle(thumb).backgroundColor,
      thumbX: thumb.getBoundingClientRect().left,
      canvas,
    };
  });
}

async function checkSelectedTab(page: Page, what: string) {
  const tablist = page.getByRole('tablist');
  const selected = tablist.getByRole('tab', { selected: true });
  const unselected = tablist.getByRole('tab', { selected: false }).first();
  await expect(selected).toHaveCount(1);
  const on = await lookOf(selected);
  const off = await lookOf(unselected);
  expect(
    isDrawn(on.bottom, on.canvas),
    `${what}: the selected tab is marked (${on.bottom.color})`,
  ).toBe(true);
  expect(isDrawn(off.bottom, off.canvas), `${what}: an unselected tab is not`).toBe(false);
}

async function checkSwitch(page: Page, what: string) {
  const control = page.getByRole('switch');
  await expect(control).toHaveCount(1);
  const before = await control.isChecked();
  const first = await switchLook(control);
  await control.focus();
  await page.keyboard.press('Space');
  await expect(control).toBeChecked({ checked: !before });
  const second = await switchLook(control);
  // Saved: the member's preference goes back as it was. While a change is saving the switch
  // is read-only (`aria-readonly`, which Playwright's toBeEditable does not read on an input):
  // a press then is ignored, so wait for the save to end.
  await expect(control).not.toHaveAttribute('aria-readonly');
  await page.keyboard.press('Space');
  await expect(control).toBeChecked({ checked: before });
  await expect(control).not.toHaveAttribute('aria-readonly');
  for (const look of [first, second]) {
    // The thumb stands out from what is behind it: the track's fill, or the page through it.
    const behind = transparent(look.trackFill) ? look.canvas : look.trackFill;
    expect(transparent(look.thumbFill), `${what}: the thumb is drawn`).toBe(false);
    expect(look.thumbFill, `${what}: the thumb stands out from its track`).not.toBe(behind);
  }
  expect(second.thumbX, `${what}: the thumb moves`).not.toBe(first.thumbX);
  expect(
    `${second.trackFill} ${second.trackEdge} ${second.thumbFill}`,
    `${what}: on and off differ in colour, not only in the thumb's place`,
  ).not.toBe(`${first.trackFill} ${first.trackEdge} ${first.thumbFill}`);
}

async function checkButtonEdge(button: Locator, what: string) {
  await expect(button).toBeVisible();
  const look = await lookOf(button);
  expect(isDrawn(look.top, look.canvas), `${what} has a visible edge`).toBe(true);
}

async function checkDialogEdge(page: Page, locale: string, what: string) {
  const t = textIn(locale);
  const terms = page
    .getByRole('contentinfo')
    .getByRole('link', { name: t('footer:links.terms'), exact: true })
    .first();
  await terms.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t('policies:titles.termsOfUse') });
  await expect(dialog).toBeVisible();
  // The box round the dialog (react-aria's modal) carries the edge.
  const box = dialog.locator('xpath=..');
  const look = await lookOf(box);
  expect(isDrawn(look.top, look.canvas), `${what}: the dialog has an edge`).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/**
 * Every menu button of the page lets Tab go: the account and Help menus of the desktop header
 * (on phones they are links in the mobile menu) and the Quick actions menu where it is shown.
 * The navigation's menubar is checked in overlays-a11y.spec.ts.
 */
async function checkMenusLetTabGo(page: Page, what: string, atLeast: number) {
  const triggers = page
    .getByRole('button')
    .and(page.locator('[aria-haspopup="menu"], [aria-haspopup="true"]'));
  const visible: Locator[] = [];
  for (const trigger of await triggers.all()) if (await trigger.isVisible()) visible.push(trigger);
  expect(visible.length, `${what}: menu buttons`).toBeGreaterThanOrEqual(atLeast);
  for (const trigger of visible) {
    const name = (await trigger.getAttribute('aria-label')) ?? (await trigger.innerText());
    await expectTabLeavesMenu(page, trigger, `${what}: the "${name.trim()}" menu`);
  }
  return visible.length;
}

for (const { brand, member, locale } of hosts) {
  test(`forced colours and menus on ${brand}`, async ({ page, signInAs }) => {
    // Every menu of the page at two widths: 19–30 s on a quiet machine, over the default 30 s
    // in a CI run on two cores.
    test.setTimeout(90_000);
    await signInAs(member, { brand });
    const t = textIn(locale);
    for (const width of widths) {
      const what = `${brand} at ${width}px`;
      await page.setViewportSize({ width, height: 900 });

      await test.step(`${what}: overview tabs and menus`, async () => {
        await page.goto(`${originOf(brand)}/my-account/overview`);
        await checkSelectedTab(page, what);
        await checkMenusLetTabGo(page, what, width >= 1280 ? 2 : 0);
      });

      await test.step(`${what}: settings switch, primary button, dialog edge`, async () => {
        await page.goto(`${originOf(brand)}/my-account/settings`);
        await checkSelectedTab(page, `${what} (settings)`);
        await checkSwitch(page, what);
        await checkButtonEdge(
          page.getByRole('button', { name: t('settings:email.submit') }),
          `${what}: the primary button`,
        );
        await checkDialogEdge(page, locale, what);
      });

      await test.step(`${what}: home page button`, async () => {
        await page.goto(`${originOf(brand)}/`);
        await checkButtonEdge(
          page.getByRole('link', { name: t('server:hostPages.toMyAccount') }),
          `${what}: "${t('server:hostPages.toMyAccount')}"`,
        );
      });
    }
  });
}
