import type { ComposedStoryFn } from 'storybook/internal/types';
import { afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { productChunks } from '../stories/support/preloadChunks';
import type { BrandId } from '../tokens/types';
import { freezeMotion } from './pageHygiene';
import { forgetRequests, requestsAnswered } from './pendingRequests';
import { takeMissingTranslations } from './storyI18n';
import { expectStoryScreenshot } from './storyPage';
import { recordVisibility } from './visibilityDiagnosis';

// Storybook's preview annotations (ours and the addons') are applied by @storybook/addon-vitest.

/** The brand of this project's mode, provided by its project in vitest.config.ts. */
const modeBrand = inject('modeBrand');

// The product's lazy chunks, imported once per project (the page is shared: `isolate: false`)
// before its first story, within this hook's own limit: in a busy full run the dev server's
// first transform of a chunk took longer than the story's 15 s that showed it first.
beforeAll(async () => {
  await Promise.all(productChunks.map((load) => load()));
}, 120_000);

/** This story's record of what hid elements while it ran (./visibilityDiagnosis.ts). */
let stopVisibilityRecord: (() => string) | undefined;

// Only what this story rendered counts.
beforeEach(() => {
  forgetRequests();
  takeMissingTranslations();
  stopVisibilityRecord = recordVisibility();
});

/**
 * After a story has rendered and its play function has passed, check that the page does not
 * scroll sideways and compare it, whole (./storyPage.ts), with the committed baseline of this
 * mode. Stories opt out with `parameters.screenshot.disable`.
 */
afterEach(async (context) => {
  const story = (context as unknown as { story?: ComposedStoryFn }).story;
  const visibility = stopVisibilityRecord?.();
  stopVisibilityRecord = undefined;
  if (context.task.result?.state === 'fail' && visibility)
    console.warn(`story failed: ${context.task.name}; what hid elements:\n  ${visibility}`);
  if (!story || context.task.result?.state === 'fail') return;
  // A key no locale of the mode's chain has shows as the raw key: a missing translation.
  expect(takeMissingTranslations(), `story ${story.id} shows untranslated keys`).toEqual([]);
  // A story that pins a brand renders the same page in every brand's modes: it runs in its own.
  expect(
    story.globals.brand,
    `story ${story.id} pins the brand ${story.globals.brand}: tag it mode-brand:${story.globals.brand}`,
  ).toBe(modeBrand);
  // A phone must never scroll sideways: every story fits the viewport of its mode.
  await expect(
    document.documentElement.scrollWidth,
    `story ${story.id} scrolls horizontally (${document.documentElement.scrollWidth}px wide in a ${window.innerWidth}px viewport)`,
  ).toBeLessThanOrEqual(window.innerWidth);
  if ((story.parameters.screenshot as { disable?: boolean } | undefined)?.disable) return;
  await requestsAnswered();
  freezeMotion();
  await document.fonts.ready;
  document.body.style.minHeight = '100vh';
  await expectStoryScreenshot(context.task, story.id);
});

declare module 'vitest' {
  interface ProvidedContext {
    modeBrand: BrandId;
  }
}
