import type { ComposedStoryFn } from 'storybook/internal/types';
import { afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { takeMissingTranslations } from './storyI18n';

// Storybook's preview annotations (ours and the addons') are applied by @storybook/addon-vitest.

/**
 * Screenshots must not depend on when they are taken: no blinking caret, no animation or
 * transition caught half-way (reduced motion already collapses the theme's durations; this
 * also covers the browser's own caret and any keyframes a component declares).
 */
function freezeMotion() {
  if (document.getElementById('screenshot-freeze')) return;
  const style = document.createElement('style');
  style.id = 'screenshot-freeze';
  style.textContent =
    '*, *::before, *::after { caret-color: transparent !important; animation: none !important; transition: none !important; }';
  document.head.append(style);
}

// Only what this story rendered counts.
beforeEach(() => {
  takeMissingTranslations();
  dropAnnouncementsOfGoneElements();
});

/**
 * Stories share one page. A pending react-aria Button announces itself through the live
 * announcer with a node labelled by the button, kept for 7 s; if the button went with the
 * previous story, that node points at nothing and axe would blame the next story for it
 * (`role-img-alt`). The announcement was made; the stale node is dropped.
 */
function dropAnnouncementsOfGoneElements() {
  for (const node of document.querySelectorAll(
    '[data-live-announcer] [role="img"][aria-labelledby]',
  )) {
    const ids = node.getAttribute('aria-labelledby')?.split(/\s+/).filter(Boolean) ?? [];
    if (ids.some((id) => !document.getElementById(id))) node.remove();
  }
}

/**
 * After a story has rendered and its play function has passed, check that the page does not
 * scroll sideways and compare it with the committed baseline of this mode. Stories opt out with `parameters.screenshot.disable`.
 */
afterEach(async (context) => {
  const story = (context as unknown as { story?: ComposedStoryFn }).story;
  if (!story || context.task.result?.state === 'fail') return;
  // A key no locale of the mode's chain has shows as the raw key: a missing translation.
  expect(takeMissingTranslations(), `story ${story.id} shows untranslated keys`).toEqual([]);
  // A phone must never scroll sideways: every story fits the viewport of its mode.
  await expect(
    document.documentElement.scrollWidth,
    `story ${story.id} scrolls horizontally (${document.documentElement.scrollWidth}px wide in a ${window.innerWidth}px viewport)`,
  ).toBeLessThanOrEqual(window.innerWidth);
  if ((story.parameters.screenshot as { disable?: boolean } | undefined)?.disable) return;
  freezeMotion();
  await document.fonts.ready;
  document.body.style.minHeight = '100vh';
  await expect(page.elementLocator(document.body)).toMatchScreenshot(story.id);
});
