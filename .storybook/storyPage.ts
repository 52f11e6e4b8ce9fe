/**
 * The story page for the screenshots of the story projects' setups. Vitest browser mode only:
 * `vitest/browser` throws when imported anywhere else, so the preview must not import this.
 */
import type { TestContext } from 'vitest';
import { recordArtifact } from 'vitest';
import { commands, page } from 'vitest/browser';
import { STORY_PAGE_TEST_ID } from './storyPageId';
import type { StoryScreenshotOptions, StoryScreenshotResult } from './storyScreenshot';

/**
 * Marks the story page's body for the capture. `page.elementLocator(document.body)` turned the
 * body into a selector by its text, which the live announcer changes ("6 options available.",
 * then nothing): Playwright then waited for a body with the old text, and the capture hung. A
 * test id does not change.
 */
function markStoryPage() {
  document.body.dataset.testid = STORY_PAGE_TEST_ID;
}

/**
 * Compares the whole story (below) with the committed baseline of the mode
 * (`./storyScreenshot.ts`); records what the visual report shows and throws on a difference.
 */
export async function expectStoryScreenshot(
  task: TestContext['task'],
  name: string,
  options: StoryScreenshotOptions = {},
): Promise<void> {
  markStoryPage();
  const check = () => withWholeStoryInView(() => commands.matchStoryScreenshot(name, options));
  let { result, grown } = await check();
  // A story taller than the window is checked once more, after sizing the window again: in
  // full runs the first growth of the frame sometimes left everything below the old window
  // height unpainted, in every capture of that sizing (the Quebec footer, main-mobile: on the
  // first try of three full runs, never on the retry). So is one whose window was grown for a
  // height the page no longer has: grown for a section still loading, the capture kept the
  // taller window (a settings page captured 914 px high, 800 px once loaded). The baseline
  // and the comparison are the same, so a real difference fails this second check too. A
  // refresh checks a rewritten baseline the same way (one written with the band unpainted is
  // written again), and reports the update if the second capture confirms it.
  if (
    (result.outcome === 'mismatch' || result.outcome === 'updated') &&
    (grown || pageHeight() > window.innerHeight)
  ) {
    const second = (await check()).result;
    if (!(result.outcome === 'updated' && second.outcome === 'match')) result = second;
  }
  if (result.outcome === 'match') return;
  await recordArtifact(task, {
    type: 'story-screenshot',
    outcome: result.outcome,
    message: result.message ?? '',
    attachments: Object.entries(result.files).map(([file, filePath]) => ({
      name: file,
      path: filePath,
      contentType: 'image/png',
    })),
  });
  if (result.outcome !== 'updated') throw new StoryScreenshotError(result);
}

/** A screenshot that failed its check, with what was found (the token proof reads it). */
export class StoryScreenshotError extends Error {
  constructor(readonly result: StoryScreenshotResult) {
    super(result.message);
    this.name = 'StoryScreenshotError';
  }
}

/**
 * Runs `capture` with the whole story in view, at the mode's width and 1:1. A story taller
 * than its mode's window (a dashboard route, a host page, the shell in full) is captured top
 * to bottom, as a reviewer scrolls it: the window and the story frame grow to the page's
 * height for the capture, then return to the mode's size. A story that fits, and one whose
 * open dialog or menu locks the page's scrolling (what the member sees is the window), keeps
 * the window's crop.
 */
async function withWholeStoryInView<T>(
  capture: () => Promise<T>,
): Promise<{ result: T; grown: boolean }> {
  const { innerWidth: width, innerHeight: height } = window;
  const scrollLocked = getComputedStyle(document.documentElement).overflow === 'hidden';
  if (scrollLocked || pageHeight() <= height) return { result: await capture(), grown: false };
  try {
    // A taller frame can change what depends on the window's height (`vh`): grow until the
    // page fits.
    let fullHeight = pageHeight();
    for (let tries = 0; tries < 3; tries++) {
      await commands.resizeStoryWindow(width, fullHeight);
      await page.viewport(width, fullHeight);
      await frameHeightSettles(() => window.innerHeight >= fullHeight);
      const needed = pageHeight();
      if (needed <= fullHeight) break;
      fullHeight = needed;
    }
    await repaintWholeStory();
    return { result: await capture(), grown: true };
  } finally {
    await page.viewport(width, height);
    await commands.resizeStoryWindow(width, height);
    // The document shrinks back a few frames later too: the next story of the page, captured
    // before then, was taken at the taller height (a settings page 914 px high in an 800 px
    // mode, in a full run).
    await frameHeightSettles(() => window.innerHeight <= height);
  }
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** How long the story frame may take to get its new size, larger or smaller (two busy cores). */
const RESIZE_WITHIN_MS = 5_000;

/**
 * Waits, frame by frame, until the story's own window has the height its frame was given
 * (`sized`): the frame element changes at once, the document inside it a few frames later, and
 * a capture in between is blank below the old window height, or taken at the old height. (It
 * did not end the Quebec footer's blank band on its own: see the second check in
 * `expectStoryScreenshot`.)
 */
async function frameHeightSettles(sized: () => boolean) {
  const start = performance.now();
  while (!sized() && performance.now() - start < RESIZE_WITHIN_MS) await nextFrame();
}

/**
 * Makes the frame draw all of the story again, the band the taller frame just uncovered
 * included: a change of the body's opacity repaints the whole body; it is put back, and drawn
 * again, before the capture.
 */
async function repaintWholeStory() {
  const body = document.body.style;
  const opacity = body.opacity;
  body.opacity = '0.99';
  await nextFrame();
  await nextFrame();
  body.opacity = opacity;
  await nextFrame();
  await nextFrame();
}

const pageHeight = () => Math.ceil(document.documentElement.scrollHeight);

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Sizes the test runner's window (vitest.config.ts): the story frame is drawn 1:1 in it. */
    resizeStoryWindow: (width: number, height: number) => Promise<void>;
  }
}

declare module 'vitest' {
  interface TestArtifactRegistry {
    'story-screenshot': {
      type: 'story-screenshot';
      outcome: StoryScreenshotResult['outcome'];
      message: string;
    };
  }
}
