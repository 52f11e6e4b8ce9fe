/**
 * Reflow, text spacing and visible defects (issue #24; WCAG 1.4.4, 1.4.10, 1.4.12): on every
 * host, the home page and a member's main dashboard pages (overview, subscriptions, licences,
 * settings with the payment methods, a cancellation page) at 320, 390 and 1280 px, each as it
 * comes and with the WCAG text spacing applied (and at 1280 px with text at 200 %, all of which
 * must grow): no sideways scroll, no text under 12 px, nothing
 * in the header drawn over the logo or another control, the selected tab clear of the tab list's
 * chevrons, footer links apart, and the Quick-actions button over no heading. Then the header's
 * categories on one row with the search box from 1280 px, the country list in the header not
 * covered by it (1280–1600 px), the same footer on the home page and in the dashboard, and no
 * empty box on a page. One page per host, resized, for every check.
 */
import type { Page } from '@playwright/test';
import { hasCancellationFunnel } from '../src/account/domain';
import { accountHref } from '../src/account/navigation/rules';
import {
  germanyRenewing,
  type MemberFixture,
  members as memberFixtures,
} from '../src/platform/fixtures';
import type { BrandId } from '../tokens/types';
import { expect, originOf, test } from './support/fixtures';
import { applyTextSpacing } from './support/obscured';
import { textIn } from './support/shell';

interface Host {
  brand: BrandId;
  locale: string;
  /** A member of the host (server/db/seed.ts); their first subscription's cancellation page. */
  member: MemberFixture;
  /** The dashboard pages a member of the host opens from the tabs (and the licences page). */
  pages: string[];
}

const mainStylePages = [
  accountHref.overview(),
  accountHref.subscriptions(),
  accountHref.licenses(),
  accountHref.settings(),
];

const hosts: Host[] = [
  {
    brand: 'main',
    locale: 'en-US',
    member: memberFixtures.several,
    pages: mainStylePages,
  },
  {
    brand: 'legal-contracts',
    locale: 'en-GB',
    member: memberFixtures.britain,
    // No overview tab there; the licences page opened directly still belongs to its tabs.
    pages: [accountHref.combined(), accountHref.licenses(), accountHref.settings()],
  },
  {
    brand: 'fr-legal',
    locale: 'fr-FR',
    member: memberFixtures.france,
    pages: mainStylePages,
  },
  {
    brand: 'de-legal',
    locale: 'de-DE',
    member: germanyRenewing,
    pages: mainStylePages,
  },
];

/** The smallest text WCAG-minded brands allow (every brand's `font.size.xs`, 0.75rem). */
const MIN_TEXT_PX = 12;
/** A licence card is a few short lines: wider than this it is mostly empty. */
const MAX_CARD_PX = 640;
/** WCAG 2.5.8 target size: a smaller target needs this much room round its centre. */
const MIN_TARGET_PX = 24;

interface Texts {
  quickActions: string;
}

/**
 * What is wrong with the page as laid out now, in one pass in the page: sideways scroll, small
 * text, header controls over each other, the selected tab under a chevron, footer links that
 * touch, the Quick-actions button over a heading (at every scroll position), and empty boxes.
 */
function layoutProblems(page: Page, texts: Texts): Promise<string[]> {
  return page.evaluate(
    ({ minText, minTarget, quickActions }) => {
      const problems: string[] = [];
      const textOf = (element: Element) =>
        (element.getAttribute('aria-label') ?? element.textContent ?? '')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 40);
      const seen = (element: Element) => {
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
          return false;
        const box = element.getBoundingClientRect();
        return box.width > 2 && box.height > 2;
      };
      // Overlap of more than half a pixel both ways (touching edges do not count).
      const overlap = (a: DOMRect, b: DOMRect) =>
        Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
        Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

      const scroller = document.scrollingElement as HTMLElement;
      if (scroller.scrollWidth > scroller.clientWidth)
        problems.push(`scrolls ${scroller.scrollWidth - scroller.clientWidth} px sideways`);

      // Text: every visible element with text of its own.
      const small = new Set<string>();
      for (const element of document.body.querySelectorAll('*')) {
        if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(element.tagName)) continue;
        const own = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
        if (!own || !seen(element)) continue;
        // Visually hidden text (a 1 px clipped box) is read, not seen.
        const style = getComputedStyle(element);
        if (style.clipPath.startsWith('inset(50%') || style.clip === 'rect(0px, 0px, 0px, 0px)')
          continue;
        const size = Number.parseFloat(style.fontSize);
        if (size < minText) small.add(`text at ${size} px: "${textOf(element)}"`);
      }
      problems.push(...small);

      // Header: the logo and every control apart.
      const header = document.querySelector('header');
      if (header) {
        const controls = [
          ...header.querySelectorAll(
            'a[href], button, input, [role="button"], [role="combobox"], [role="menuitem"]',
          ),
        ].filter((element) => seen(element) && !element.closest('[role="menu"], [role="dialog"]'));
        for (const [i, a] of controls.entries()) {
          for (const b of controls.slice(i + 1)) {
            if (a.contains(b) || b.contains(a)) continue;
            if (overlap(a.getBoundingClientRect(), b.getBoundingClientRect()))
              problems.push(`header: "${textOf(a)}" overlaps "${textOf(b)}"`);
          }
        }
      }

      // Tabs: the one in focus (else the selected one) inside the list, clear of the chevron at
      // an edge with more tabs behind it.
      for (const list of document.querySelectorAll<HTMLElement>('[role="tablist"]')) {
        const frame = list.parentElement;
        if (!frame || !seen(list)) continue;
        const chevron = (edge: '::before' | '::after') => {
          const cue = getComputedStyle(frame, edge);
          return cue.content !== 'none' && cue.opacity !== '0' ? Number.parseFloat(cue.width) : 0;
        };
        const bounds = list.getBoundingClientRect();
        const start = bounds.left + chevron('::before');
        const end = bounds.right - chevron('::after');
        const tab = list.contains(document.activeElement)
          ? document.activeElement
          : list.querySelector('[role="tab"][aria-selected="true"]');
        const box = tab?.getBoundingClientRect();
        if (tab && box && (box.left < start - 0.5 || box.right > end + 0.5))
          problems.push(
            `tab "${textOf(tab)}" (${Math.round(box.left)}–${Math.round(box.right)}) is cut at the list's edge (${Math.round(start)}–${Math.round(end)})`,
          );
      }

      // Footer: no link over another, and one smaller than 24 × 24 px keeps a 24 px circle
      // round its centre clear of every other link (WCAG 2.5.8; a link inside a sentence is
      // exempt from the spacing, not from overlapping).
      const footer = document.querySelector('footer');
      if (footer) {
        const links = [
          ...footer.querySelectorAll('a[href], button, [role="link"], [role="button"]'),
        ]
          .filter(seen)
          .map((link) => {
            const box = link.getBoundingClientRect();
            const inSentence = [...(link.parentElement?.childNodes ?? [])].some(
              (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
            );
            const small = box.width < minTarget || box.height < minTarget;
            const x = box.left + box.width / 2;
            const y = box.top + box.height / 2;
            return { link, box, lines: [...link.getClientRects()], inSentence, small, x, y };
          });
        const distanceTo = (x: number, y: number, box: DOMRect) =>
          Math.hypot(
            Math.max(box.left - x, 0, x - box.right),
            Math.max(box.top - y, 0, y - box.bottom),
          );
        for (const [i, a] of links.entries()) {
          for (const b of links.slice(i + 1)) {
            if (a.link.contains(b.link) || b.link.contains(a.link)) continue;
            const pair = `"${textOf(a.link)}" and "${textOf(b.link)}"`;
            if (a.lines.some((line) => b.lines.some((other) => overlap(line, other)))) {
              problems.push(`footer: ${pair} overlap`);
              continue;
            }
            if (a.inSentence || b.inSentence) continue;
            const tooClose =
              a.small && b.small
                ? Math.hypot(a.x - b.x, a.y - b.y) < minTarget
                : (a.small && distanceTo(a.x, a.y, b.box) < minTarget / 2) ||
                  (b.small && distanceTo(b.x, b.y, a.box) < minTarget / 2);
            if (tooClose) problems.push(`footer: ${pair} closer than WCAG 2.5.8 allows`);
          }
        }
      }

      // Empty boxes: a drawn block (border, background or shadow) with nothing in it.
      const main = document.querySelector('main') ?? document.body;
      for (const element of main.querySelectorAll<HTMLElement>('div, section, aside, li')) {
        if (!seen(element) || element.textContent?.trim()) continue;
        if (element.querySelector('img, svg, input, iframe, canvas, video, button, a')) continue;
        if (element.closest('[aria-busy="true"], [data-skeleton], [role="progressbar"]')) continue;
        const box = element.getBoundingClientRect();
        if (box.height < 24 || box.width < 24) continue;
        const style = getComputedStyle(element);
        const drawn =
          style.borderTopWidth !== '0px' ||
          style.boxShadow !== 'none' ||
          style.backgroundColor !== 'rgba(0, 0, 0, 0)';
        // An empty block in a column of content pushes what follows it away for nothing.
        const spacer = !drawn && element.parentElement?.children.length !== 1;
        if (drawn || spacer)
          problems.push(
            `empty ${Math.round(box.width)}×${Math.round(box.height)} box in ${element.parentElement?.className.split(' ')[0] ?? 'the page'}`,
          );
      }

      // The floating Quick-actions button: over no heading, wherever the page is scrolled.
      const fab = [...document.querySelectorAll('button')].find(
        (button) => button.textContent?.trim() === quickActions && seen(button),
      );
      if (fab) {
        const covered = new Set<string>();
        const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter(seen);
        const last = scroller.scrollHeight - scroller.clientHeight;
        for (let y = 0; ; y = Math.min(y + scroller.clientHeight / 2, last)) {
          window.scrollTo({ top: y, behavior: 'instant' });
          const button = fab.getBoundingClientRect();
          for (const heading of headings)
            if (overlap(button, heading.getBoundingClientRect())) covered.add(textOf(heading));
          if (y >= last) break;
        }
        window.scrollTo({ top: 0, behavior: 'instant' });
        for (const heading of covered)
          problems.push(`the Quick-actions button covers the heading "${heading}"`);
      }
      return problems;
    },
    { minText: MIN_TEXT_PX, minTarget: MIN_TARGET_PX, quickActions: texts.quickActions },
  );
}

/** Removes the sheet added last (`applyTextSpacing`'s or the 200 % text's). */
async function removeAddedSheet(page: Page) {
  await page.evaluate(() => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
  });
}
const removeTextSpacing = removeAddedSheet;

/**
 * Text at 200 % (WCAG 1.4.4), as a member gets it by doubling the browser's default text size:
 * the root's font size doubled. Returns the text that did not grow with it (a size fixed in
 * px); the layout checks then run on the page as it is now.
 */
async function textAt200Problems(page: Page): Promise<string[]> {
  // The elements with text of their own and their sizes, kept in the page between the two looks.
  const look = (compare: boolean) =>
    page.evaluate((compare) => {
      const memo = window as unknown as { __textSizes?: Map<Element, number> };
      const sizes = new Map<Element, number>();
      for (const element of document.body.querySelectorAll('*')) {
        const own = Array.from(element.childNodes).some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
        if (own && element.checkVisibility())
          sizes.set(element, Number.parseFloat(getComputedStyle(element).fontSize));
      }
      if (!compare) {
        memo.__textSizes = sizes;
        return [];
      }
      const unscaled: string[] = [];
      for (const [element, size] of memo.__textSizes ?? []) {
        const now = sizes.get(element);
        if (now !== undefined && now < 1.9 * size)
          unscaled.push(
            `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}" stays at ${size} px when text is doubled`,
          );
      }
      return unscaled;
    }, compare);
  await look(false);
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('html { font-size: 200% !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  await settled(page);
  return look(true);
}

/** Lets layout, fonts and the tab list's scroll settle after a change of width or spacing. */
async function settled(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * Checks the page now loaded at 320, 390 and 1280 px, with and without text spacing, and at
 * 1280 px with text at 200 % (one load: each width and text setting in turn), and returns every
 * problem, each with where it was seen.
 */
async function checkEveryWidth(page: Page, where: string, texts: Texts): Promise<string[]> {
  // Each problem once, with the widths and spacings it shows at.
  const seenAt = new Map<string, string[]>();
  const check = async (state: string) => {
    await settled(page);
    for (const problem of await layoutProblems(page, texts))
      seenAt.set(problem, [...(seenAt.get(problem) ?? []), state]);
  };
  await page.setViewportSize({ width: 320, height: 720 });
  await check('320 px');
  await applyTextSpacing(page);
  await check('320 px + text spacing');
  await page.setViewportSize({ width: 390, height: 844 });
  await check('390 px + text spacing');
  await removeTextSpacing(page);
  await check('390 px');
  await page.setViewportSize({ width: 1280, height: 800 });
  await check('1280 px');
  await applyTextSpacing(page);
  await check('1280 px + text spacing');
  await removeTextSpacing(page);
  for (const problem of await textAt200Problems(page)) seenAt.set(problem, ['1280 px + text 200%']);
  await check('1280 px + text 200%');
  await removeAddedSheet(page);
  return [...seenAt].map(([problem, states]) => `${where}: ${problem} (${states.join(', ')})`);
}

/** At 320 px the arrow keys take focus along the tabs, each one clear of the chevrons. */
async function tabWalkProblems(page: Page, where: string, texts: Texts): Promise<string[]> {
  await page.setViewportSize({ width: 320, height: 720 });
  const tabs = page.getByRole('tab');
  await page.getByRole('tab', { selected: true }).focus();
  const problems = new Set<string>();
  for (let step = 0; step < (await tabs.count()); step += 1) {
    await settled(page);
    for (const problem of await layoutProblems(page, texts))
      if (problem.startsWith('tab '))
        problems.add(`${where} 320 px, tab focused by arrows: ${problem}`);
    await page.keyboard.press('ArrowRight');
  }
  return [...problems];
}

/**
 * From 1280 px the header is one row of categories with the search box at its end, and the
 * country list opened in the header is drawn over everything (each entry is what a pointer at
 * its centre reaches), up to 1600 px.
 */
async function headerProblems(page: Page, t: ReturnType<typeof textIn>): Promise<string[]> {
  const problems: string[] = [];
  const banner = page.getByRole('banner');
  const [before, after] = t('countrySelector:current').split('{{country}}');
  const trigger = banner.getByRole('button', {
    name: new RegExp(`^${escapeRegExp(before ?? '')}.+${escapeRegExp(after ?? '')}$`),
  });
  for (const width of [1280, 1440, 1600]) {
    await page.setViewportSize({ width, height: 800 });
    await settled(page);
    // One row: every category and the search box share a horizontal band.
    const oneRow = await banner
      .getByRole('navigation')
      .first()
      .evaluate((nav) => {
        const boxes = [...nav.querySelectorAll('[role="menubar"] > *, search')].map((item) =>
          item.getBoundingClientRect(),
        );
        return Math.max(...boxes.map((box) => box.top)) < Math.min(...boxes.map((b) => b.bottom));
      });
    if (!oneRow) problems.push(`header at ${width} px: the categories and search take two rows`);
    await trigger.focus();
    await trigger.press('Enter');
    const list = banner.getByRole('list', { name: t('countrySelector:label') });
    await expect(list).toBeVisible();
    const hidden = await list.evaluate((element) =>
      [...element.querySelectorAll('a, button')].flatMap((entry) => {
        const box = entry.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit && entry.contains(hit) ? [] : [entry.textContent?.trim() ?? ''];
      }),
    );
    for (const entry of hidden)
      problems.push(`header at ${width} px: the country list's "${entry}" is covered`);
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
  }
  return problems;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The footer's links as seen at 1280 px: each link's name and the column it is in (its left
 * edge).
 */
function footerColumns(page: Page): Promise<Map<string, number>> {
  return page
    .getByRole('contentinfo')
    .evaluate((footer) =>
      [...footer.querySelectorAll('a, [role="link"]')]
        .filter((link) => link.checkVisibility() && link.getBoundingClientRect().width > 0)
        .map(
          (link) =>
            [
              link.textContent?.trim() ?? '',
              Math.round(link.getBoundingClientRect().left),
            ] as const,
        ),
    )
    .then((entries) => new Map(entries));
}

/** The footer as a member sees it at `width`: each visible heading, link and line, in order. */
async function footerLayout(page: Page, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: 800 });
  await settled(page);
  return page
    .getByRole('contentinfo')
    .evaluate((footer) =>
      [...footer.querySelectorAll('h2, h3, h4, a, [role="link"], p')]
        .filter((element) => element.checkVisibility() && element.getBoundingClientRect().width > 0)
        .map(
          (element) =>
            `${Math.round(element.getBoundingClientRect().left)} ${element.textContent?.replace(/\s+/g, ' ').trim()}`,
        ),
    );
}

for (const host of hosts) {
  test(`${host.brand}: every page reflows at 320–1280 px with text spacing, text ≥ 12 px, nothing overlaps`, async ({
    page,
    signInAs,
  }) => {
    test.setTimeout(120_000);
    const t = textIn(host.locale);
    const texts: Texts = { quickActions: t('account:quickActions.title') };
    const origin = originOf(host.brand);
    const problems: string[] = [];

    // The footer's columns a guest sees on the home page, which a member's must keep.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${origin}/`);
    const guestColumns = await footerColumns(page);

    await signInAs(host.member.user.username, { brand: host.brand });
    await page.goto(`${origin}/`);
    const homeFooter = [await footerLayout(page, 390), await footerLayout(page, 1280)];
    for (const [link, column] of await footerColumns(page))
      if (guestColumns.has(link) && guestColumns.get(link) !== column)
        problems.push(
          `footer: "${link}" moves from column ${guestColumns.get(link)} to ${column} once signed in`,
        );
    problems.push(...(await headerProblems(page, t)));
    problems.push(...(await checkEveryWidth(page, 'home', texts)));

    const cancel = hasCancellationFunnel(host.member.countryCode)
      ? accountHref.cancelV2
      : accountHref.cancel;
    const [subscription] = host.member.subscriptions;
    if (!subscription) throw new Error(`${host.member.user.username} has no subscription`);
    const pages = [
      ...host.pages,
      cancel({
        subscriptionId: subscription.subscriptionId,
        subscriptionName: subscription.originalBuyOptionName,
      }),
    ];
    for (const [index, path] of pages.entries()) {
      // The overview with its floating Quick-actions button (variation N), where it shows.
      const query = path === accountHref.overview() ? '?forceVariation=quickActionsFab:N' : '';
      await page.goto(`${origin}/my-account${path}${query}`);
      const tabs = page.getByRole('tablist', { name: t('account:tabs.label') });
      await expect(tabs, `${path}: the dashboard's tabs`).toBeVisible();
      if (index === 0) {
        const footer = [await footerLayout(page, 390), await footerLayout(page, 1280)];
        expect(footer, 'the same footer as on the home page').toEqual(homeFooter);
        problems.push(...(await tabWalkProblems(page, path, texts)));
      }
      problems.push(...(await checkEveryWidth(page, path, texts)));
      if (path === accountHref.licenses()) {
        const widest = await page
          .getByRole('tabpanel')
          .getByRole('listitem')
          .evaluateAll((cards) => Math.max(...cards.map((card) => card.clientWidth)));
        if (widest > MAX_CARD_PX)
          problems.push(`${path} 1280 px: a licence card ${widest} px wide around a few lines`);
      }
    }
    expect(problems, 'layout problems').toEqual([]);
  });
}
